//! Hosts: representation, the domain parser and domain to Unicode (the URL Standard's IDNA
//! section, on top of UTS #46 in `src/idna/`), the host parser, the opaque-host parser and
//! the host serializer.
//!
//! <https://url.spec.whatwg.org/#hosts-(domains-and-ip-addresses)>

use crate::components::HostKind;
use crate::error::{HostError, Reporter, ValidationError};
use crate::idna;
use crate::infra::{
    is_forbidden_domain_code_point, is_forbidden_host_code_point, is_url_code_point,
};
use crate::ipv4::{ends_in_a_number, ipv4_parser, ipv4_parser_with_offsets, serialize_ipv4};
use crate::ipv6::{ipv6_parser, serialize_ipv6};
use crate::percent_encode::{self, utf8_percent_encode, C0_CONTROL};
use crate::prelude::*;
use alloc::borrow::Cow;

/// <https://url.spec.whatwg.org/#concept-host>
///
/// A domain, an IP address, an opaque host, or an empty host.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Host {
    /// <https://url.spec.whatwg.org/#concept-domain>: a non-empty ASCII string.
    Domain(String),
    /// <https://url.spec.whatwg.org/#concept-ipv4>: a 32-bit unsigned integer.
    Ipv4(u32),
    /// <https://url.spec.whatwg.org/#concept-ipv6>: the address's 8 pieces.
    Ipv6([u16; 8]),
    /// <https://url.spec.whatwg.org/#opaque-host>: a non-empty ASCII string.
    Opaque(String),
    /// <https://url.spec.whatwg.org/#empty-host>: the empty string.
    Empty,
}

impl Host {
    /// Parse a host on its own: the [host parser](https://url.spec.whatwg.org/#concept-host-parser)
    /// (`is_opaque` for hosts of non-special URLs). The empty string is the empty host.
    ///
    /// ```
    /// use url_wasm::host::Host;
    /// let mut s = String::new();
    /// Host::parse("EXAMPLE.com", false).unwrap().serialize(&mut s);
    /// assert_eq!(s, "example.com");
    /// assert!(Host::parse("a b", false).is_err());
    /// ```
    pub fn parse(input: &str, is_opaque: bool) -> Result<Host, crate::HostError> {
        if input.is_empty() {
            return Ok(Host::Empty);
        }
        host_parser(input, is_opaque, &mut Reporter::none())
    }

    /// Which kind of host this is.
    pub fn kind(&self) -> HostKind {
        match self {
            Host::Domain(_) => HostKind::Domain,
            Host::Ipv4(_) => HostKind::Ipv4,
            Host::Ipv6(_) => HostKind::Ipv6,
            Host::Opaque(_) => HostKind::Opaque,
            Host::Empty => HostKind::Empty,
        }
    }

    /// <https://url.spec.whatwg.org/#concept-host-serializer>: append the host's serialization
    /// (an ASCII string; IPv6 addresses in brackets) to `out`.
    pub fn serialize(&self, out: &mut String) {
        match self {
            // "If host is an IPv4 address, return the result of running the IPv4 serializer on
            // host."
            Host::Ipv4(addr) => serialize_ipv4(*addr, out),
            // "Otherwise, if host is an IPv6 address, return U+005B ([), followed by the result
            // of running the IPv6 serializer on host, followed by U+005D (])."
            Host::Ipv6(pieces) => {
                out.push('[');
                serialize_ipv6(pieces, out);
                out.push(']');
            }
            // "Otherwise, host is a domain, opaque host, or empty host, return host."
            Host::Domain(s) | Host::Opaque(s) => out.push_str(s),
            Host::Empty => {}
        }
    }
}

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
/// _IgnoreInvalidPunycode_ false (the last four are fixed in [`crate::idna`]).
/// `None` is a failure value.
fn domain_parser_to_ascii(domain: &str, be_strict: bool) -> Option<String> {
    idna::to_ascii(domain, be_strict)
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
    let result = idna::to_unicode(domain);
    // "If an error was recorded, then return domain."
    // "Return result."
    result.unwrap_or_else(|| domain.to_owned())
}

/// <https://url.spec.whatwg.org/#concept-host-parser>
///
/// `input` is a scalar value string. Validation errors are reported at byte offsets within
/// `input` (the caller sets `reporter.base` to where the host starts).
pub(crate) fn host_parser(
    input: &str,
    is_opaque: bool,
    reporter: &mut Reporter<'_>,
) -> Result<Host, HostError> {
    // "If input starts with U+005B ([), then:"
    if let Some(rest) = input.strip_prefix('[') {
        // "If input does not end with U+005D (]), IPv6-unclosed validation error, return
        // failure."
        let Some(inner) = rest.strip_suffix(']') else {
            reporter.report(ValidationError::Ipv6Unclosed, input.len());
            return Err(HostError::Ipv6(ValidationError::Ipv6Unclosed));
        };
        // "Return the result of IPv6 parsing input with its leading U+005B ([) and trailing
        // U+005D (]) removed."
        let saved_base = reporter.base;
        reporter.base = saved_base.saturating_add(1);
        let result = ipv6_parser(inner, reporter);
        reporter.base = saved_base;
        return result.map(Host::Ipv6);
    }

    // "If isOpaque is true, then return the result of opaque-host parsing input."
    if is_opaque {
        return opaque_host_parser(input, reporter);
    }

    // "Assert: input is not the empty string." (If it is, the domain parser fails below.)

    // "If input contains a percent-encoded byte, domain-percent-encoded validation error."
    let has_percent = crate::infra::find_byte(input.as_bytes(), b'%').is_some();
    if has_percent && reporter.is_active() {
        if let Some(offset) = first_percent_encoded_byte(input.as_bytes()) {
            reporter.report(ValidationError::DomainPercentEncoded, offset);
        }
    }

    // "Let domain be the result of running UTF-8 decode without BOM on the percent-decoding of
    // input."
    let domain: Cow<'_, str> = if has_percent {
        Cow::Owned(percent_encode::percent_decode_to_string(input.as_bytes()))
    } else {
        Cow::Borrowed(input)
    };
    // "Let asciiDomain be the result of running domain parser with domain and false."
    // "If asciiDomain is failure, then return failure."
    let ascii_domain = domain_parser(&domain, false, reporter)?;

    // "If asciiDomain ends in a number, then return the result of IPv4 parsing asciiDomain."
    if ends_in_a_number(&ascii_domain) {
        // Whether positions in asciiDomain are positions in input: true when nothing was
        // percent-decoded and the input is ASCII (ASCII domains are only lowercased).
        let exact_offsets = domain.len() == input.len() && input.is_ascii();
        let ipv4 = if exact_offsets {
            ipv4_parser(&ascii_domain, reporter)
        } else {
            ipv4_parser_with_offsets(&ascii_domain, reporter, false)
        };
        return ipv4.map(Host::Ipv4);
    }

    // "Return asciiDomain."
    Ok(Host::Domain(ascii_domain))
}

/// The offset of the first percent-encoded byte (`%` followed by two ASCII hex digits).
fn first_percent_encoded_byte(input: &[u8]) -> Option<usize> {
    input
        .windows(3)
        .position(|w| matches!(w, [b'%', a, b] if a.is_ascii_hexdigit() && b.is_ascii_hexdigit()))
}

/// <https://url.spec.whatwg.org/#concept-opaque-host-parser>
///
/// Returns [`Host::Opaque`], or [`Host::Empty`] for the empty input (which the URL parser
/// can pass for a non-special URL such as `foo://`).
pub(crate) fn opaque_host_parser(
    input: &str,
    reporter: &mut Reporter<'_>,
) -> Result<Host, HostError> {
    // "If input contains a forbidden host code point, host-invalid-code-point validation
    // error, return failure."
    if let Some(offset) = input.bytes().position(|b| {
        // Forbidden host code points are ASCII; a UTF-8 byte >= 0x80 is never one.
        b.is_ascii() && is_forbidden_host_code_point(char::from(b))
    }) {
        reporter.report(ValidationError::HostInvalidCodePoint, offset);
        return Err(HostError::HostInvalidCodePoint);
    }

    if reporter.is_active() {
        // "If input contains a code point that is not a URL code point and not U+0025 (%),
        // invalid-URL-unit validation error."
        if let Some((offset, _)) = input
            .char_indices()
            .find(|&(_, c)| !is_url_code_point(c) && c != '%')
        {
            reporter.report(ValidationError::InvalidUrlUnit, offset);
        }
        // "If input contains a U+0025 (%) and the two code points following it are not ASCII
        // hex digits, invalid-URL-unit validation error."
        let bytes = input.as_bytes();
        if let Some(offset) = bytes.iter().enumerate().position(|(i, &b)| {
            b == b'%'
                && !(bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                    && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit))
        }) {
            reporter.report(ValidationError::InvalidUrlUnit, offset);
        }
    }

    // "Return the result of running UTF-8 percent-encode on input using the C0 control
    // percent-encode set."
    if input.is_empty() {
        return Ok(Host::Empty);
    }
    let mut out = String::with_capacity(input.len());
    utf8_percent_encode(input, C0_CONTROL, &mut out);
    Ok(Host::Opaque(out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ValidationError::*;

    type Errors = Vec<(ValidationError, usize)>;

    fn parse_with(input: &str, is_opaque: bool) -> (Result<Host, HostError>, Errors) {
        let mut errors = Vec::new();
        let mut sink = |e, o| errors.push((e, o));
        let mut reporter = Reporter::new(Some(&mut sink));
        reporter.base = 100;
        let r = host_parser(input, is_opaque, &mut reporter);
        (r, errors)
    }

    /// Host-parse (with an inactive reporter) and serialize, or "failure".
    fn ser(input: &str, is_opaque: bool) -> String {
        let mut out = String::new();
        match host_parser(input, is_opaque, &mut Reporter::none()) {
            Ok(host) => host.serialize(&mut out),
            Err(_) => out.push_str("failure"),
        }
        // Same result with an active reporter.
        let mut active = String::new();
        match parse_with(input, is_opaque).0 {
            Ok(host) => host.serialize(&mut active),
            Err(_) => active.push_str("failure"),
        }
        assert_eq!(out, active, "reporting changed the result for {input:?}");
        out
    }

    #[test]
    fn spec_example_table() {
        let rows = [
            ("EXAMPLE.COM", "example.com", "EXAMPLE.COM"),
            ("example%2Ecom", "example.com", "example%2Ecom"),
            ("fa\u{df}.example", "xn--fa-hia.example", "fa%C3%9F.example"),
            ("0", "0.0.0.0", "0"),
            ("%30", "0.0.0.0", "%30"),
            ("0x", "0.0.0.0", "0x"),
            ("0xffffffff", "255.255.255.255", "0xffffffff"),
            ("[0:0::1]", "[::1]", "[::1]"),
            ("[0:0::1%5D", "failure", "failure"),
            ("[0:0::%31]", "failure", "failure"),
            ("09", "failure", "09"),
            ("example.255", "failure", "example.255"),
            ("example^example", "failure", "failure"),
        ];
        for (input, domain, opaque) in rows {
            assert_eq!(ser(input, false), domain, "{input:?} (isOpaque = false)");
            assert_eq!(ser(input, true), opaque, "{input:?} (isOpaque = true)");
        }
    }

    #[test]
    fn kinds() {
        let kind = |s, o| host_parser(s, o, &mut Reporter::none()).map(|h| h.kind());
        assert_eq!(kind("example.com", false), Ok(HostKind::Domain));
        assert_eq!(kind("1.2.3.4", false), Ok(HostKind::Ipv4));
        assert_eq!(kind("[::]", false), Ok(HostKind::Ipv6));
        assert_eq!(kind("[::]", true), Ok(HostKind::Ipv6));
        assert_eq!(kind("x", true), Ok(HostKind::Opaque));
        assert_eq!(kind("", true), Ok(HostKind::Empty));
    }

    #[test]
    fn domains() {
        assert_eq!(ser("www.Example.COM", false), "www.example.com");
        assert_eq!(ser("exam%70le.org", false), "example.org");
        assert_eq!(ser("exa%23mple.org", false), "failure");
        assert_eq!(ser("xn--a", false), "xn--a");
        assert_eq!(ser("XN--A", false), "xn--a");
        assert_eq!(ser("xn--a.\u{df}", false), "failure");
        assert_eq!(ser("a..b", false), "a..b");
        assert_eq!(ser("\u{2603}.example", false), "xn--n3h.example");
        assert_eq!(ser("\u{FF10}\u{FF58}\u{FF11}", false), "0.0.0.1");
        assert_eq!(ser("%EF%BC%90x1", false), "0.0.0.1");
        assert_eq!(ser("%ff.com", false), "failure");
        assert_eq!(ser("a\u{0}b", false), "failure");
        assert_eq!(ser("a b", false), "failure");
        assert_eq!(ser("%20", false), "failure");
        assert_eq!(ser("\u{AD}", false), "failure");
        assert_eq!(ser("example.1", false), "failure");
        assert_eq!(ser("1.2.3", false), "1.2.0.3");
        assert_eq!(ser("99999999999999999999999", false), "failure");
        assert_eq!(ser(&format!("0x{}", "0".repeat(1000)), false), "0.0.0.0");
        assert_eq!(ser("", false), "failure");
    }

    #[test]
    fn domain_errors() {
        assert_eq!(parse_with("example.com", false).1, vec![]);
        assert_eq!(
            parse_with("exam%70le.org", false).1,
            vec![(DomainPercentEncoded, 104)]
        );
        assert_eq!(
            parse_with("exa%23mple.org", false),
            (
                Err(HostError::DomainToAscii),
                vec![(DomainPercentEncoded, 103), (DomainToAscii, 100)]
            )
        );
        assert_eq!(
            parse_with("xn--a", false),
            (Ok(Host::Domain("xn--a".into())), vec![(DomainToAscii, 100)])
        );
        assert_eq!(
            parse_with("example.com.", false).1,
            vec![(DomainToAscii, 100)]
        );
        assert_eq!(
            parse_with("_dmarc.example.com", false).1,
            vec![(DomainToAscii, 100)]
        );
        assert_eq!(parse_with("1.2.3", false).1, vec![(Ipv4TooFewParts, 100)]);
        assert_eq!(
            parse_with("0x7f000001", false),
            (
                Ok(Host::Ipv4(0x7f00_0001)),
                vec![
                    (Ipv4TooFewParts, 100),
                    (Ipv4NonDecimalPart, 100),
                    (Ipv4OutOfRangePart, 100)
                ]
            )
        );
        assert_eq!(
            parse_with("foo.1", false),
            (
                Err(HostError::Ipv4(Ipv4NonNumericPart)),
                vec![(Ipv4TooFewParts, 100), (Ipv4NonNumericPart, 100)]
            )
        );
        assert_eq!(
            parse_with("1.2.3.09", false).1,
            vec![(Ipv4NonNumericPart, 106)]
        );
        // After percent-decoding, IPv4 errors are reported at the start of the host.
        assert_eq!(
            parse_with("1.2.3.%30x", false),
            (
                Ok(Host::Ipv4(0x0102_0300)),
                vec![(DomainPercentEncoded, 106), (Ipv4NonDecimalPart, 100)]
            )
        );
    }

    #[test]
    fn ipv6_hosts() {
        assert_eq!(ser("[::1]", false), "[::1]");
        assert_eq!(ser("[1:0:0:2::3:0]", false), "[1::2:0:0:3:0]");
        assert_eq!(ser("[::ffff:127.0.0.1]", false), "[::ffff:7f00:1]");
        assert_eq!(ser("[::1", false), "failure");
        assert_eq!(ser("[", false), "failure");
        assert_eq!(ser("[]", false), "failure");
        assert_eq!(
            parse_with("[::1", false),
            (
                Err(HostError::Ipv6(Ipv6Unclosed)),
                vec![(Ipv6Unclosed, 104)]
            )
        );
        assert_eq!(
            parse_with("[::01]", true),
            (
                Ok(Host::Ipv6([0, 0, 0, 0, 0, 0, 0, 1])),
                vec![(Ipv6PieceLeadingZero, 103)]
            )
        );
        assert_eq!(
            parse_with("[1:]", false).1,
            vec![(Ipv6InvalidCodePoint, 103)]
        );
    }

    #[test]
    fn opaque_hosts() {
        assert_eq!(ser("EXAMPLE.COM", true), "EXAMPLE.COM");
        assert_eq!(ser("a b", true), "failure");
        for c in [
            '\0', '\t', '\n', '\r', ' ', '#', '/', ':', '<', '>', '?', '@', '[', '\\', ']', '^',
            '|',
        ] {
            assert_eq!(ser(&format!("a{c}b"), true), "failure", "{c:?}");
            assert_eq!(
                parse_with(&format!("ab{c}"), true),
                (
                    Err(HostError::HostInvalidCodePoint),
                    vec![(HostInvalidCodePoint, 102)]
                )
            );
        }
        // Not forbidden in opaque hosts (but forbidden in domains).
        assert_eq!(ser("a%b", true), "a%b");
        assert_eq!(ser("a\u{1}b\u{7F}", true), "a%01b%7F");
        assert_eq!(ser("\u{e9}~", true), "%C3%A9~");
        assert_eq!(ser("a\"b`{}", true), "a\"b`{}");
        assert_eq!(ser("", true), "");
        // Validation errors.
        assert_eq!(parse_with("ex%41mple", true).1, vec![]);
        assert_eq!(parse_with("a\u{1}b", true).1, vec![(InvalidUrlUnit, 101)]);
        assert_eq!(parse_with("a\"b", true).1, vec![(InvalidUrlUnit, 101)]);
        assert_eq!(parse_with("\u{FDD0}", true).1, vec![(InvalidUrlUnit, 100)]);
        assert_eq!(parse_with("\u{1FFFF}", true).1, vec![(InvalidUrlUnit, 100)]);
        assert_eq!(parse_with("\u{e9}", true).1, vec![]);
        assert_eq!(parse_with("a%zz", true).1, vec![(InvalidUrlUnit, 101)]);
        assert_eq!(parse_with("a%4", true).1, vec![(InvalidUrlUnit, 101)]);
        assert_eq!(
            parse_with("a\u{7F}%", true).1,
            vec![(InvalidUrlUnit, 101), (InvalidUrlUnit, 102)]
        );
    }
}

#[cfg(test)]
mod domain_tests {
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
