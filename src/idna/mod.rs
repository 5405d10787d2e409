//! IDNA: the domain parser (formerly "domain to ASCII") and domain to Unicode.
//!
//! <https://url.spec.whatwg.org/#idna>
//!
//! This module is the URL Standard's side; UTS #46 itself is in [`uts46`] (processing,
//! ToASCII, ToUnicode), [`punycode`] (RFC 3492) and [`nfc`] (normalization), over compact
//! Unicode 17 tables generated into `tables.rs` by `tools/idna-tables` from ICU4X 2.3 data.

use crate::error::{HostError, Reporter, ValidationError};
use crate::infra::is_forbidden_domain_code_point;

mod nfc;
mod punycode;
#[rustfmt::skip]
mod tables;
mod uts46;

/// Byte classes for the ASCII fast path of the domain parser.
const FORBIDDEN: u8 = 1;
const UPPER: u8 = 2;
const NON_ASCII: u8 = 4;

/// For every byte: [`FORBIDDEN`] for a forbidden domain code point, [`UPPER`] for an ASCII
/// upper alpha, [`NON_ASCII`] for a byte of a non-ASCII code point's UTF-8.
// Indexing in const evaluation: out of bounds would be a compile error, not a runtime panic.
#[allow(clippy::indexing_slicing)]
static CLASSES: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = if b >= 0x80 {
            NON_ASCII
        } else if is_forbidden_domain_code_point(b as u8 as char) {
            FORBIDDEN
        } else if (b as u8).is_ascii_uppercase() {
            UPPER
        } else {
            0
        };
        b += 1;
    }
    table
};

/// The union of the classes of `domain`'s bytes, in one branch-free pass.
#[inline]
fn classify(domain: &str) -> u8 {
    domain.bytes().fold(0, |acc, b| {
        acc | CLASSES.get(usize::from(b)).copied().unwrap_or(NON_ASCII)
    })
}

/// <https://url.spec.whatwg.org/#domain-parser-toascii>
///
/// Unicode ToASCII with _CheckHyphens_, _UseSTD3ASCIIRules_ and _VerifyDnsLength_ set to
/// `be_strict`, _CheckBidi_ and _CheckJoiners_ true, _Transitional_Processing_ and
/// _IgnoreInvalidPunycode_ false (the last four are fixed in [`uts46`]).
/// `None` is a failure value.
fn domain_parser_to_ascii(domain: &str, be_strict: bool) -> Option<String> {
    uts46::to_ascii(domain, be_strict)
}

/// UTS #46 ToASCII for tests (see `crate::__idna_to_ascii`).
pub(crate) fn to_ascii(domain: &str, be_strict: bool) -> Option<String> {
    domain_parser_to_ascii(domain, be_strict)
}

/// <https://url.spec.whatwg.org/#concept-domain-to-ascii> (the "domain parser")
///
/// Returns a domain (a non-empty ASCII string). When `be_strict` is false and `domain` is
/// ASCII, this is `domain` ASCII-lowercased (one allocation, no IDNA processing unless the
/// reporter is active: the strict ToASCII run only decides whether to report
/// `domain-to-ASCII`). Validation errors are reported at offset 0.
pub(crate) fn domain_parser(
    domain: &str,
    be_strict: bool,
    reporter: &mut Reporter<'_>,
) -> Result<String, HostError> {
    // "Let strictResult be the result of running domain parser ToASCII with domain and true."
    // (Only observable through the validation error below, or when beStrict is true.)
    if be_strict || reporter.is_active() {
        let strict_result = domain_parser_to_ascii(domain, true);
        // "If strictResult is a failure value, domain-to-ASCII validation error."
        if strict_result.is_none() {
            reporter.report(ValidationError::DomainToAscii, 0);
        }
        // "If beStrict is true:"
        if be_strict {
            // "If strictResult is a failure value, then return failure."
            // "Return strictResult."
            return strict_result.ok_or(HostError::DomainToAscii);
        }
    }

    // "Let result be null."
    let class = classify(domain);
    // "If domain is an ASCII string, then set result to domain, lowercased."
    if class & NON_ASCII == 0 {
        // The two checks that follow in the spec, done on domain before lowercasing (which
        // does not change which code points are forbidden), so that failure does not
        // allocate and success allocates exactly the result.
        // "If result is the empty string, then return failure."
        // "If result contains a forbidden domain code point, then return failure."
        if domain.is_empty() || class & FORBIDDEN != 0 {
            return Err(HostError::DomainToAscii);
        }
        // "Return result."
        return Ok(if class & UPPER != 0 {
            domain.to_ascii_lowercase()
        } else {
            domain.to_owned()
        });
    }

    // "Otherwise:"
    // "Set result to the result of running domain parser ToASCII with domain and false."
    // "If result is a failure value, then return failure."
    let result = domain_parser_to_ascii(domain, false).ok_or(HostError::DomainToAscii)?;

    // "If result is the empty string, then return failure."
    // "If result contains a forbidden domain code point, then return failure."
    // (ToASCII's result is ASCII, so the byte classes apply.)
    if result.is_empty() || classify(&result) & FORBIDDEN != 0 {
        return Err(HostError::DomainToAscii);
    }

    // "Return result."
    Ok(result)
}

/// <https://url.spec.whatwg.org/#concept-domain-to-unicode>
///
/// Converts the Punycode labels of `domain` (a domain, as the host parser returns it) to
/// Unicode for display. Returns `domain` unchanged if Unicode ToUnicode records an error.
pub fn domain_to_unicode(domain: &str) -> String {
    // "Let result be the result of running Unicode ToUnicode with domain_name set to domain,
    // CheckHyphens set to false, CheckBidi set to true, CheckJoiners set to true,
    // UseSTD3ASCIIRules set to false, Transitional_Processing set to false, and
    // IgnoreInvalidPunycode set to false."
    let result = uts46::to_unicode(domain);
    // "If an error was recorded, then return domain."
    // "Return result."
    result.unwrap_or_else(|| domain.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ValidationError::DomainToAscii;

    fn parse(domain: &str, be_strict: bool) -> (Result<String, HostError>, Vec<ValidationError>) {
        let mut errors = Vec::new();
        let mut sink = |e, _| errors.push(e);
        let mut reporter = Reporter::new(Some(&mut sink));
        let r = domain_parser(domain, be_strict, &mut reporter);
        // Reporting never changes the result.
        assert_eq!(r, domain_parser(domain, be_strict, &mut Reporter::none()));
        (r, errors)
    }

    fn ok(s: &str) -> Result<String, HostError> {
        Ok(s.to_owned())
    }

    const FAIL: Result<String, HostError> = Err(HostError::DomainToAscii);

    #[test]
    fn ascii_fast_path_lowercases() {
        assert_eq!(
            parse("www.example.com", false),
            (ok("www.example.com"), vec![])
        );
        assert_eq!(
            parse("WwW.ExAmPlE.CoM", false),
            (ok("www.example.com"), vec![])
        );
        // Not valid per strict ToASCII, but ASCII input is just lowercased.
        assert_eq!(parse("xn--a", false), (ok("xn--a"), vec![DomainToAscii]));
        assert_eq!(parse("XN--A", false), (ok("xn--a"), vec![DomainToAscii]));
        assert_eq!(parse("xn--", false), (ok("xn--"), vec![DomainToAscii]));
        assert_eq!(
            parse("xn--8i7caa", false),
            (ok("xn--8i7caa"), vec![DomainToAscii])
        );
        assert_eq!(parse("-x.com", false), (ok("-x.com"), vec![DomainToAscii]));
        assert_eq!(
            parse("ab--c.com", false),
            (ok("ab--c.com"), vec![DomainToAscii])
        );
        assert_eq!(parse("a..b", false), (ok("a..b"), vec![DomainToAscii]));
        assert_eq!(
            parse("example.com.", false),
            (ok("example.com."), vec![DomainToAscii])
        );
        assert_eq!(
            parse("_dmarc.x", false),
            (ok("_dmarc.x"), vec![DomainToAscii])
        );
        assert_eq!(parse("a*b", false), (ok("a*b"), vec![DomainToAscii]));
        let long = "a".repeat(64);
        assert_eq!(parse(&long, false), (ok(&long), vec![DomainToAscii]));
    }

    #[test]
    fn ascii_failures() {
        assert_eq!(parse("", false), (FAIL, vec![DomainToAscii]));
        assert_eq!(parse("a%b", false), (FAIL, vec![DomainToAscii]));
        assert_eq!(parse("a b", false), (FAIL, vec![DomainToAscii]));
        assert_eq!(parse("a\u{7F}", false), (FAIL, vec![DomainToAscii]));
        assert_eq!(parse("a\u{1F}", false), (FAIL, vec![DomainToAscii]));
        assert_eq!(parse("a^b", false), (FAIL, vec![DomainToAscii]));
    }

    #[test]
    fn non_ascii() {
        assert_eq!(parse("fa\u{df}.de", false), (ok("xn--fa-hia.de"), vec![]));
        assert_eq!(parse("Fa\u{df}.DE", false), (ok("xn--fa-hia.de"), vec![]));
        assert_eq!(
            parse("\u{2615}.example", false),
            (ok("xn--53h.example"), vec![])
        );
        assert_eq!(parse("xn--a.\u{df}", false), (FAIL, vec![DomainToAscii]));
        // Fullwidth solidus maps to U+002F, a forbidden domain code point.
        assert_eq!(parse("a\u{FF0F}b", false), (FAIL, vec![DomainToAscii]));
        // Ignored code points only: ToASCII returns the empty string.
        assert_eq!(parse("\u{AD}", false), (FAIL, vec![DomainToAscii]));
        assert_eq!(parse("\u{FFFD}", false), (FAIL, vec![DomainToAscii]));
        // Relaxed: leading hyphen and underscore are fine, strict reports.
        assert_eq!(
            parse("-\u{e9}", false),
            (ok("xn----bga"), vec![DomainToAscii])
        );
        assert_eq!(
            parse("_\u{e9}", false),
            (ok("xn--_-bga"), vec![DomainToAscii])
        );
        // Joiner and bidi checks apply in relaxed mode too.
        assert_eq!(parse("a\u{200D}b", false), (FAIL, vec![DomainToAscii]));
        assert_eq!(parse("a\u{5D0}", false), (FAIL, vec![DomainToAscii]));
    }

    #[test]
    fn strict() {
        assert_eq!(parse("Example.COM", true), (ok("example.com"), vec![]));
        assert_eq!(parse("fa\u{df}.de", true), (ok("xn--fa-hia.de"), vec![]));
        assert_eq!(parse("xn--a", true), (FAIL, vec![DomainToAscii]));
        assert_eq!(parse("-x.com", true), (FAIL, vec![DomainToAscii]));
        assert_eq!(parse("example.com.", true), (FAIL, vec![DomainToAscii]));
        assert_eq!(parse("_x", true), (FAIL, vec![DomainToAscii]));
        assert_eq!(parse("", true), (FAIL, vec![DomainToAscii]));
    }

    #[test]
    fn to_unicode() {
        assert_eq!(domain_to_unicode("xn--fa-hia.de"), "fa\u{df}.de");
        assert_eq!(domain_to_unicode("example.com"), "example.com");
        assert_eq!(domain_to_unicode("xn--53h.example"), "\u{2615}.example");
        // Errors: the input is returned unchanged (roundtrips with the domain parser).
        assert_eq!(domain_to_unicode("xn--8i7caa"), "xn--8i7caa");
        assert_eq!(domain_to_unicode("xn--a"), "xn--a");
        assert_eq!(domain_to_unicode("xn--a.xn--fa-hia"), "xn--a.xn--fa-hia");
    }
}
