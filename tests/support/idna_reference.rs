//! The reference the IDNA differential tests compare src/idna/ with: the URL Standard's domain to
//! ASCII and domain to Unicode on the `idna` crate (ICU4X 2.3 data). Shared by
//! `tests/idna_differential.rs` and the fuzz target `fuzz/fuzz_targets/idna.rs`.

use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

/// The reference: the URL Standard's ToASCII on the `idna` crate (as src/idna used to call it).
pub fn reference_to_ascii(domain: &str, be_strict: bool) -> Option<String> {
    let (deny_list, hyphens, dns_length) = if be_strict {
        (AsciiDenyList::STD3, Hyphens::Check, DnsLength::Verify)
    } else {
        (AsciiDenyList::EMPTY, Hyphens::Allow, DnsLength::Ignore)
    };
    if !be_strict && breaks_criterion_4(domain) {
        return None;
    }
    Uts46::new()
        .to_ascii(domain.as_bytes(), deny_list, hyphens, dns_length)
        .ok()
        .map(|c| c.into_owned())
}

/// The reference: the URL Standard's domain to Unicode on the `idna` crate.
pub fn reference_to_unicode(domain: &str) -> String {
    let (result, errors) =
        Uts46::new().to_unicode(domain.as_bytes(), AsciiDenyList::EMPTY, Hyphens::Allow);
    if errors.is_err() || breaks_criterion_4(domain) {
        domain.to_owned()
    } else {
        result.into_owned()
    }
}

/// The validity criterion that UTS #46 added for Unicode 15.1 and the `idna` crate (1.1) does
/// not check: "If not CheckHyphens, the label must not begin with “xn--”." After conversion, a
/// label can only begin so when it was Punycode that decodes to Punycode again
/// (`xn--xn--a--gua` → `xn--a-ä`; whatwg/url#603, IdnaTestV2's V4 rows).
fn breaks_criterion_4(domain: &str) -> bool {
    let (result, _) =
        Uts46::new().to_unicode(domain.as_bytes(), AsciiDenyList::EMPTY, Hyphens::Allow);
    result.split('.').any(|label| label.starts_with("xn--"))
}
