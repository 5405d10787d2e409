//! `url_wasm::authoring`: validation errors with their positions (the cases of
//! `tests/fixtures/validation-errors.json`, shared with the JS tests), a failing base, and
//! node:url's domain functions.

#![allow(clippy::unwrap_used, clippy::panic, clippy::indexing_slicing)]

use std::collections::HashSet;

use serde_json::Value;
use url_wasm::authoring::{domain_to_ascii, domain_to_unicode, parse_with_errors};
use url_wasm::{ParseError, Url, ValidationError};

/// The UTF-16 index of byte offset `byte` in `s`.
fn utf16_index(s: &str, byte: usize) -> usize {
    s.get(..byte)
        .unwrap_or_else(|| panic!("{byte} is not a char boundary of {s:?}"))
        .encode_utf16()
        .count()
}

#[test]
fn positions_of_every_validation_error() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/validation-errors.json"
    );
    let cases: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut seen = HashSet::new();
    for case in cases.iter().filter(|c| c.is_object()) {
        let input = case["input"].as_str().unwrap();
        let base = case.get("base").and_then(Value::as_str);
        let report = parse_with_errors(input, base);
        let got: Vec<(&str, usize, bool)> = report
            .input
            .errors
            .iter()
            .map(|e| (e.error.name(), utf16_index(input, e.index), e.failure))
            .collect();
        let want: Vec<(&str, usize, bool)> = case["errors"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                (
                    e[0].as_str().unwrap(),
                    e[1].as_u64().unwrap() as usize,
                    e[2].as_bool().unwrap(),
                )
            })
            .collect();
        assert_eq!(got, want, "{input:?} against {base:?}");
        // The URL is Url::parse's, and failure is marked exactly when it fails.
        let plain = Url::parse(input, base);
        assert_eq!(report.input.url, plain, "{input:?}");
        assert_eq!(
            report.input.errors.iter().any(|e| e.failure),
            plain.is_err(),
            "{input:?}"
        );
        seen.extend(got.iter().map(|&(name, _, _)| name));
    }
    let missing: Vec<_> = ValidationError::ALL
        .iter()
        .map(|e| e.name())
        .filter(|name| !seen.contains(name))
        .collect();
    assert!(missing.is_empty(), "no case reports {missing:?}");
}

#[test]
fn a_failing_base_is_reported_on_its_own() {
    let report = parse_with_errors("a b", Some("https://[::1/"));
    assert_eq!(report.input.url, Err(ParseError::InvalidBase));
    assert!(report.input.errors.is_empty());
    let base = report.base.unwrap();
    assert!(base.url.is_err());
    let errors: Vec<_> = base
        .errors
        .iter()
        .map(|e| (e.error.name(), e.index, e.failure))
        .collect();
    assert_eq!(errors, [("IPv6-unclosed", 12, true)]);

    // A base that parses: its own errors, and the input's against it.
    let report = parse_with_errors("a b", Some(" https://h/"));
    assert_eq!(report.input.url.unwrap().href(), "https://h/a%20b");
    let input: Vec<_> = report
        .input
        .errors
        .iter()
        .map(|e| (e.error, e.index))
        .collect();
    assert_eq!(input, [(ValidationError::InvalidUrlUnit, 1)]);
    let base: Vec<_> = report
        .base
        .unwrap()
        .errors
        .iter()
        .map(|e| (e.error, e.index))
        .collect();
    assert_eq!(base, [(ValidationError::InvalidUrlUnit, 0)]);

    // No base: none reported.
    assert!(parse_with_errors("https://h/", None).base.is_none());
}

/// node:url's contract: the `hostname` setter on a special URL, `""` for failure.
#[test]
fn domain_to_ascii_and_unicode() {
    let cases: &[(&str, &str, &str)] = &[
        ("example.com", "example.com", "example.com"),
        ("EXAMPLE.com", "example.com", "example.com"),
        ("münchen.de", "xn--mnchen-3ya.de", "münchen.de"),
        ("xn--mnchen-3ya.de", "xn--mnchen-3ya.de", "münchen.de"),
        ("a\u{3002}b", "a.b", "a.b"),
        ("1.2.3", "1.2.0.3", "1.2.0.3"),
        ("[::1]", "[::1]", "[::1]"),
        // Only the host is read, as the setter reads it.
        ("a/b", "a", "a"),
        ("a\tb", "ab", "ab"),
        // Failures.
        ("", "", ""),
        ("exa mple", "", ""),
        ("a:80", "", ""),
        ("xn--iñvalid.com", "", ""),
        ("1.2.3.256", "", ""),
        ("[::1", "", ""),
    ];
    for &(input, ascii, unicode) in cases {
        assert_eq!(domain_to_ascii(input), ascii, "domain_to_ascii({input:?})");
        assert_eq!(
            domain_to_unicode(input),
            unicode,
            "domain_to_unicode({input:?})"
        );
    }
    // An ASCII domain with invalid Punycode is kept (the non-strict domain parser); for
    // display, domain to Unicode leaves it as it is.
    assert_eq!(domain_to_ascii("xn--a.com"), "xn--a.com");
    assert_eq!(domain_to_unicode("xn--a.com"), "xn--a.com");
}
