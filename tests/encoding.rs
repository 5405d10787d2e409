//! The parser's encoding argument (`encoding` feature): labels, "get an output encoding", and
//! where the spec uses the encoding (the query of special URLs other than ws/wss only).
#![cfg(feature = "encoding")]

use url_wasm::encoding::{query_encoding_for_label, UnknownEncodingLabel};
use url_wasm::Url;

fn parse(input: &str, label: &str) -> String {
    let enc = query_encoding_for_label(label).unwrap_or_else(|e| panic!("{e}"));
    match Url::parse_with_encoding(input, None, enc) {
        Ok(url) => url.href().to_owned(),
        Err(e) => format!("failure: {e}"),
    }
}

#[test]
fn every_label_spelling_resolves() {
    for (label, name) in [
        ("latin1", "windows-1252"),
        ("sjis", "Shift_JIS"),
        ("x-gbk", "GBK"),
        (" \tKOI8-R\n", "KOI8-R"),
        ("csbig5", "Big5"),
    ] {
        let enc = query_encoding_for_label(label).map(|e| e.map(|e| e.name()));
        assert_eq!(enc, Ok(Some(name)), "{label}");
    }
}

#[test]
fn output_encoding_of_replacement_and_utf16_is_utf8() {
    for label in [
        "utf-8",
        "unicode-1-1-utf-8",
        "replacement",
        "iso-2022-kr",
        "utf-16le",
        "utf-16be",
        "utf-16",
    ] {
        assert_eq!(query_encoding_for_label(label), Ok(None), "{label}");
    }
}

#[test]
fn unknown_labels_are_a_typed_error() {
    for label in ["", "utf8x", "latin-1", "x-user-defined-not"] {
        assert_eq!(
            query_encoding_for_label(label),
            Err(UnknownEncodingLabel(label.to_owned())),
        );
    }
}

#[test]
fn only_the_query_of_special_non_ws_urls_is_encoded() {
    let input = "://h/\u{e9}?\u{e9}\u{2603}#\u{e9}";
    for (scheme, want_query) in [
        ("http", "%E9%26%239731%3B"),
        ("https", "%E9%26%239731%3B"),
        ("ftp", "%E9%26%239731%3B"),
        ("ws", "%C3%A9%E2%98%83"),
        ("wss", "%C3%A9%E2%98%83"),
        ("foo", "%C3%A9%E2%98%83"),
    ] {
        let href = parse(&format!("{scheme}{input}"), "windows-1252");
        assert_eq!(href, format!("{scheme}://h/%C3%A9?{want_query}#%C3%A9"));
    }
    assert_eq!(
        parse("file:///\u{e9}?\u{e9}", "latin1"),
        "file:///%C3%A9?%E9"
    );
}

#[test]
fn relative_references_use_the_encoding_too() {
    let base = Url::parse("http://example.com/a/b?x", None).unwrap_or_else(|e| panic!("{e}"));
    let enc = query_encoding_for_label("euc-kr").unwrap_or_else(|e| panic!("{e}"));
    let url = Url::parse_with_encoding("c?\u{2020}", Some(&base), enc);
    assert_eq!(
        url.map(|u| u.href().to_owned()),
        Ok("http://example.com/a/c?%A2%D3".to_owned())
    );
}

#[test]
fn iso_2022_jp_ends_in_ascii_and_idempotent() {
    let href = parse("http://h/?\u{203e}\\", "iso-2022-jp");
    assert_eq!(href, "http://h/?%1B(J~%1B(B\\");
    assert_eq!(parse(&href, "iso-2022-jp"), href);
}

#[test]
fn readme_example() {
    assert_eq!(
        parse("http://h/\u{3042}?\u{3042}#\u{3042}", "sjis"),
        "http://h/%E3%81%82?%82%A0#%E3%81%82"
    );
}
