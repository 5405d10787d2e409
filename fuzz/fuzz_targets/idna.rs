//! (e) Our UTS #46 (src/idna/) against the `idna` crate on ICU4X 2.3 data: ToASCII with both
//! strictness values and ToUnicode must give exactly the same results (the fuzzing side of
//! tests/idna_differential.rs).
#![no_main]
use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for strict in [false, true] {
        let (deny_list, hyphens, dns_length) = if strict {
            (AsciiDenyList::STD3, Hyphens::Check, DnsLength::Verify)
        } else {
            (AsciiDenyList::EMPTY, Hyphens::Allow, DnsLength::Ignore)
        };
        let reference = Uts46::new()
            .to_ascii(text.as_bytes(), deny_list, hyphens, dns_length)
            .ok()
            .map(|c| c.into_owned());
        assert_eq!(
            url_wasm::__idna_to_ascii(&text, strict),
            reference,
            "ToASCII({strict}) of {text:?}"
        );
    }
    let (result, errors) =
        Uts46::new().to_unicode(text.as_bytes(), AsciiDenyList::EMPTY, Hyphens::Allow);
    let reference = if errors.is_err() {
        text.to_string()
    } else {
        result.into_owned()
    };
    assert_eq!(
        url_wasm::domain_to_unicode(&text),
        reference,
        "ToUnicode of {text:?}"
    );
});
