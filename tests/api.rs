//! Hand-written tests of the native API: validation-error reporting (each case is one of the
//! examples in the URL Standard's validation-error table, or follows a step of its parsers),
//! `can_parse` (WPT's url-statics-canparse.any.js cases), form-urlencoded and percent-encoding.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use url_wasm::percent_encode::{
    utf8_percent_encode, COMPONENT, FRAGMENT, PATH, QUERY, SPECIAL_QUERY,
};
use url_wasm::{form_urlencoded, ParseError, Url, ValidationError};

/// Parses with a sink; returns the outcome (href or failure) and the errors reported.
fn parse_reporting(
    input: &str,
    base: Option<&Url>,
) -> (Result<String, ParseError>, Vec<(ValidationError, usize)>) {
    let mut reported = Vec::new();
    let result = Url::parse_with_errors(input, base, &mut |err: ValidationError, pos: usize| {
        reported.push((err, pos))
    });
    (result.map(|u| u.href().to_string()), reported)
}

/// Asserts that parsing `input` (against `base`) reports `error` and gives `expected`
/// (`Some(href)` or `None` for failure), and that parsing without a sink gives the same.
fn check(input: &str, base: Option<&str>, error: ValidationError, expected: Option<&str>) {
    let base_url = base.map(|b| Url::parse(b, None).unwrap());
    let (with_sink, reported) = parse_reporting(input, base_url.as_ref());
    assert!(
        reported.iter().any(|&(e, _)| e == error),
        "{input:?} (base {base:?}): expected {error:?} ({}) to be reported, got {reported:?}",
        error.name()
    );
    match (&with_sink, expected) {
        (Ok(href), Some(want)) => assert_eq!(href, want, "{input:?} (base {base:?}) with a sink"),
        (Err(_), None) => {}
        _ => panic!("{input:?} (base {base:?}): expected {expected:?}, got {with_sink:?}"),
    }
    // Reporting never changes the result.
    let plain = Url::parse(input, base).map(|u| u.href().to_string());
    match (&plain, &with_sink) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "{input:?}: href differs with and without a sink"),
        (Err(_), Err(_)) => {}
        _ => panic!("{input:?}: without a sink {plain:?}, with a sink {with_sink:?}"),
    }
    if let Some(b) = &base_url {
        let with_base = Url::parse_with_base(input, b).map(|u| u.href().to_string());
        assert_eq!(
            with_base.is_ok(),
            with_sink.is_ok(),
            "{input:?}: parse_with_base differs"
        );
        if let (Ok(a), Ok(b)) = (&with_base, &with_sink) {
            assert_eq!(a, b, "{input:?}: parse_with_base href differs");
        }
    }
}

#[test]
fn non_failure_validation_errors() {
    use ValidationError::*;
    // Host parsing.
    check(
        "https://exam%70le.org/",
        None,
        DomainPercentEncoded,
        Some("https://example.org/"),
    );
    // Domain to ASCII: the strict run fails on invalid Punycode, yet an ASCII domain is kept.
    check(
        "https://xn--a/",
        None,
        DomainToAscii,
        Some("https://xn--a/"),
    );
    // IPv4 parser.
    check(
        "https://127.0.0.1./",
        None,
        Ipv4EmptyPart,
        Some("https://127.0.0.1/"),
    );
    check(
        "https://1.2.3/",
        None,
        Ipv4TooFewParts,
        Some("https://1.2.0.3/"),
    );
    check(
        "https://127.0.0x0.1",
        None,
        Ipv4NonDecimalPart,
        Some("https://127.0.0.1/"),
    );
    // IPv6 parser.
    check(
        "https://[::01]/",
        None,
        Ipv6PieceLeadingZero,
        Some("https://[::1]/"),
    );
    // URL parsing.
    check(" http://x/", None, InvalidUrlUnit, Some("http://x/"));
    check(
        "https://example.org ",
        None,
        InvalidUrlUnit,
        Some("https://example.org/"),
    );
    check(
        "ht\ntps://example.org",
        None,
        InvalidUrlUnit,
        Some("https://example.org/"),
    );
    check(
        "https://example.org/>",
        None,
        InvalidUrlUnit,
        Some("https://example.org/%3E"),
    );
    check(
        "https://example.org/%s",
        None,
        InvalidUrlUnit,
        Some("https://example.org/%s"),
    );
    check(
        "https:example.org",
        None,
        SpecialSchemeMissingFollowingSolidus,
        Some("https://example.org/"),
    );
    check(
        "https:foo.html",
        Some("https://example.org/"),
        SpecialSchemeMissingFollowingSolidus,
        Some("https://example.org/foo.html"),
    );
    check(
        "https://example.org\\path\\to\\file",
        None,
        InvalidReverseSolidus,
        Some("https://example.org/path/to/file"),
    );
    check(
        "http://user@example.org",
        None,
        InvalidCredentials,
        Some("http://user@example.org/"),
    );
    check(
        "ssh://user@example.org",
        None,
        InvalidCredentials,
        Some("ssh://user@example.org"),
    );
    // File state, "otherwise" branch: a relative reference starting with a drive letter.
    check(
        "c|/path/to/file",
        Some("file:///c:/"),
        FileInvalidWindowsDriveLetter,
        Some("file:///c:/path/to/file"),
    );
    check(
        "file:c:/path/to/file",
        Some("file:///x/y"),
        FileInvalidWindowsDriveLetter,
        Some("file:///c:/path/to/file"),
    );
    check(
        "file://c:",
        None,
        FileInvalidWindowsDriveLetterHost,
        Some("file:///c:"),
    );
}

#[test]
fn failure_validation_errors() {
    use ValidationError::*;
    check("foo://exa[mple.org", None, HostInvalidCodePoint, None);
    check("https://1.2.3.4.5/", None, Ipv4TooManyParts, None);
    check("https://test.42", None, Ipv4NonNumericPart, None);
    check("https://255.255.4000.1", None, Ipv4OutOfRangePart, None);
    check("https://[::1", None, Ipv6Unclosed, None);
    check("https://[:1]", None, Ipv6InvalidCompression, None);
    check("https://[1:2:3:4:5:6:7:8:9]", None, Ipv6TooManyPieces, None);
    check("https://[1::1::1]", None, Ipv6MultipleCompression, None);
    check("https://[1:2:3!:4]", None, Ipv6InvalidCodePoint, None);
    check("https://[1:2:3:]", None, Ipv6InvalidCodePoint, None);
    check("https://[1:2:3]", None, Ipv6TooFewPieces, None);
    check(
        "https://[1:1:1:1:1:1:1:127.0.0.1]",
        None,
        Ipv4InIpv6TooManyPieces,
        None,
    );
    check(
        "https://[ffff::.0.0.1]",
        None,
        Ipv4InIpv6InvalidCodePoint,
        None,
    );
    check(
        "https://[ffff::127.0.xyz.1]",
        None,
        Ipv4InIpv6InvalidCodePoint,
        None,
    );
    check(
        "https://[ffff::127.00.0.1]",
        None,
        Ipv4InIpv6InvalidCodePoint,
        None,
    );
    check(
        "https://[ffff::127.0.0.1.2]",
        None,
        Ipv4InIpv6InvalidCodePoint,
        None,
    );
    check(
        "https://[ffff::127.0.0.4000]",
        None,
        Ipv4InIpv6OutOfRangePart,
        None,
    );
    check("https://[ffff::127.0.0]", None, Ipv4InIpv6TooFewParts, None);
    check("\u{1F4A9}", None, MissingSchemeNonRelativeUrl, None);
    check(
        "\u{1F4A9}",
        Some("mailto:user@example.org"),
        MissingSchemeNonRelativeUrl,
        None,
    );
    check("https://#fragment", None, HostMissing, None);
    check("https://:443", None, HostMissing, None);
    check("https://user:pass@", None, HostMissing, None);
    check("https://example.org:70000", None, PortOutOfRange, None);
    check("https://example.org:7z", None, PortInvalid, None);
}

#[test]
fn typed_failures() {
    assert_eq!(
        Url::parse("https://example.org:70000", None).err(),
        Some(ParseError::PortOutOfRange)
    );
    assert_eq!(
        Url::parse("https://example.org:7z", None).err(),
        Some(ParseError::PortInvalid)
    );
    assert_eq!(
        Url::parse("\u{1F4A9}", None).err(),
        Some(ParseError::MissingSchemeNonRelativeUrl)
    );
    assert!(
        Url::parse("a", Some("https://test:test/")).is_err(),
        "invalid base"
    );
}

#[test]
fn valid_urls_report_nothing() {
    for input in [
        "https://example.org/",
        "http://example.com/a/b?c=d#e",
        "file:///C:/path/file.node",
        "mailto:user@example.org",
        "https://[::1]:8080/",
        "https://xn--fa-hia.de/",
    ] {
        let (result, reported) = parse_reporting(input, None);
        assert!(result.is_ok(), "{input:?}: {result:?}");
        assert!(
            reported.is_empty(),
            "{input:?}: unexpected validation errors {reported:?}"
        );
    }
}

#[test]
fn reported_positions_are_within_the_input() {
    for input in [
        " http://x/",
        "https://exam%70le.org/",
        "https://[::01]/",
        "http://user@example.org",
        "https://example.org/%s",
        "https://example.org:70000",
    ] {
        let (_, reported) = parse_reporting(input, None);
        for (err, pos) in reported {
            assert!(
                pos <= input.len(),
                "{input:?}: {err:?} at {pos} is past the end"
            );
        }
    }
}

/// WPT url-statics-canparse.any.js (`undefined` is stringified to "undefined" by the JS API),
/// plus a few Windows-path-like inputs.
#[test]
fn can_parse() {
    let cases: &[(&str, Option<&str>, bool)] = &[
        ("undefined", None, false),
        ("aaa:b", None, true),
        ("undefined", Some("aaa:b"), false),
        ("undefined", Some("https://test:test/"), false),
        ("aaa:/b", None, true),
        ("undefined", Some("aaa:/b"), true),
        ("https://test:test", None, false),
        ("a", Some("https://b/"), true),
        ("file:///C:/path/file.node", None, true),
        ("C:/path/file.node", None, true),
        ("c:b", None, true),
    ];
    for &(input, base, want) in cases {
        assert_eq!(
            Url::can_parse(input, base),
            want,
            "can_parse({input:?}, {base:?})"
        );
        assert_eq!(
            Url::parse(input, base).is_ok(),
            want,
            "parse({input:?}, {base:?})"
        );
    }
}

#[test]
fn form_urlencoded_round_trip() {
    let pairs = form_urlencoded::parse(b"a=b&c=d+e%20&&=x&y&%E2%80%A0=%zz");
    let pairs: Vec<(&str, &str)> = pairs
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    assert_eq!(
        pairs,
        [
            ("a", "b"),
            ("c", "d e "),
            ("", "x"),
            ("y", ""),
            ("\u{2020}", "%zz")
        ]
    );
    assert_eq!(
        form_urlencoded::serialize([("a b", "c&d=e"), ("\u{e9}", "*-._~!")].iter().copied()),
        "a+b=c%26d%3De&%C3%A9=*-._%7E%21"
    );
}

#[test]
fn percent_encode_sets() {
    let enc = |s: &str, set| {
        let mut out = String::new();
        utf8_percent_encode(s, set, &mut out);
        out
    };
    assert_eq!(
        enc("a b\"#<>`{}?^|'\u{e9}", FRAGMENT),
        "a%20b%22#%3C%3E%60{}?^|'%C3%A9"
    );
    assert_eq!(enc("a b\"#<>'", QUERY), "a%20b%22%23%3C%3E'");
    assert_eq!(enc("a b\"#<>'", SPECIAL_QUERY), "a%20b%22%23%3C%3E%27");
    assert_eq!(enc("a b?`{}^|/", PATH), "a%20b%3F%60%7B%7D%5E|/");
    assert_eq!(
        enc("$%&+,/:;=@[]", COMPONENT),
        "%24%25%26%2B%2C%2F%3A%3B%3D%40%5B%5D"
    );
}

/// The protocol setter to "file" keeps what a fresh parse would normalize (spec-inherent; found by
/// the setters fuzzer, and classified the same way against whatwg-url by the differential test).
#[test]
fn protocol_setter_to_file_keeps_drive_letter_pipe_and_localhost() {
    let mut u = Url::parse("ws://fa/M|?eM|", None).unwrap();
    u.set_protocol("file");
    assert_eq!(u.href(), "file://fa/M|?eM|");
    assert_eq!(
        Url::parse(u.href(), None).unwrap().href(),
        "file://fa/M:?eM|"
    );
    let mut u = Url::parse("http://localhost/x", None).unwrap();
    u.set_protocol("file");
    assert_eq!(u.href(), "file://localhost/x");
    assert_eq!(Url::parse(u.href(), None).unwrap().href(), "file:///x");
}
