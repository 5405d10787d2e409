//! The `application/x-www-form-urlencoded` format (UTF-8 only): the format of
//! `URLSearchParams` and of HTML form submissions.
//!
//! <https://url.spec.whatwg.org/#application/x-www-form-urlencoded>
//!
//! ```
//! use url_wasm::form_urlencoded::{parse, serialize};
//!
//! let pairs = parse(b"q=caf%C3%A9+au+lait&lang=fr");
//! assert_eq!(pairs, [("q".to_owned(), "café au lait".to_owned()), ("lang".to_owned(), "fr".to_owned())]);
//! assert_eq!(serialize(pairs.iter().map(|(n, v)| (n.as_str(), v.as_str()))), "q=caf%C3%A9+au+lait&lang=fr");
//! ```

use crate::percent_encode::{hex_value, percent_encode_byte, FORM_URLENCODED};
use crate::prelude::*;

/// <https://url.spec.whatwg.org/#concept-urlencoded-parser>
///
/// Parses `input` (bytes, usually UTF-8) into name-value pairs, in order. Sequences are split
/// on `&` (empty ones are skipped) and then at their first `=`; `+` means a space; `%XX` is
/// percent-decoded; the resulting bytes are decoded as UTF-8, with invalid sequences becoming
/// U+FFFD. Never fails.
///
/// ```
/// use url_wasm::form_urlencoded::parse;
///
/// let pairs = parse(b"a=b&c&=d&&e=1+2%2B3=4&%zz=%FF");
/// let pairs: Vec<(&str, &str)> = pairs.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
/// assert_eq!(pairs, [("a", "b"), ("c", ""), ("", "d"), ("e", "1 2+3=4"), ("%zz", "\u{FFFD}")]);
/// ```
pub fn parse(input: &[u8]) -> Vec<(String, String)> {
    // "Let output be an initially empty list of name-value tuples where both name and value
    // hold a string."
    let mut output = Vec::new();
    // "Let sequences be the result of splitting input on 0x26 (&)."
    // "For each byte sequence bytes in sequences:"
    for bytes in input.split(|&b| b == b'&') {
        // "If bytes is the empty byte sequence, then continue."
        if bytes.is_empty() {
            continue;
        }
        // "If bytes contains a 0x3D (=), then let name be the bytes from the start of bytes up
        // to but excluding its first 0x3D (=), and let value be the bytes, if any, after the
        // first 0x3D (=) up to the end of bytes."
        // "Otherwise, let name have the value of bytes and let value be the empty byte
        // sequence."
        let (name, value) = match crate::infra::find_byte(bytes, b'=') {
            Some(i) => (
                bytes.get(..i).unwrap_or_default(),
                bytes.get(i + 1..).unwrap_or_default(),
            ),
            None => (bytes, &[][..]),
        };
        // "Replace any 0x2B (+) in name and value with 0x20 (SP)."
        // "Let nameString and valueString be the result of running UTF-8 decode without BOM on
        // the percent-decoding of name and value, respectively."
        // "Append (nameString, valueString) to output."
        output.push((decode(name), decode(value)));
    }
    // "Return output."
    output
}

/// `+` → space, then <https://url.spec.whatwg.org/#percent-decode>, then
/// [UTF-8 decode without BOM](https://encoding.spec.whatwg.org/#utf-8-decode-without-bom)
/// (invalid sequences become U+FFFD; a leading BOM is kept).
fn decode(input: &[u8]) -> String {
    // Fast path: nothing to replace or decode.
    if !input.iter().any(|&b| b == b'+' || b == b'%') {
        return String::from_utf8_lossy(input).into_owned();
    }
    let mut bytes = Vec::with_capacity(input.len());
    let mut rest = input;
    while let Some((&b, tail)) = rest.split_first() {
        rest = tail;
        match b {
            b'+' => bytes.push(b' '),
            b'%' => match tail {
                [h, l, after @ ..] => match (hex_value(*h), hex_value(*l)) {
                    (Some(h), Some(l)) => {
                        bytes.push(h << 4 | l);
                        rest = after;
                    }
                    _ => bytes.push(b'%'),
                },
                _ => bytes.push(b'%'),
            },
            _ => bytes.push(b),
        }
    }
    match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}

/// Appends `input`, [percent-encoded after encoding](https://url.spec.whatwg.org/#string-percent-encode-after-encoding)
/// with UTF-8 and the
/// [`application/x-www-form-urlencoded` percent-encode set](https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set),
/// to `out`: ASCII alphanumerics and `*-._` are kept, a space becomes `+`, and every other
/// byte becomes `%XX`.
///
/// ```
/// let mut out = String::from("q=");
/// url_wasm::form_urlencoded::byte_serialize("a b+c/é*", &mut out);
/// assert_eq!(out, "q=a+b%2Bc%2F%C3%A9*");
/// ```
pub fn byte_serialize(input: &str, out: &mut String) {
    let bytes = input.as_bytes();
    let mut run_start = 0;
    // "For each byte of encodeOutput converted to a byte sequence:"
    for (i, &byte) in bytes.iter().enumerate() {
        // Bytes not in the set are copied in runs.
        // "If spaceAsPlus is true and byte is 0x20 (SP), then append U+002B (+) to output and
        // continue."
        // "If isomorph is not in percentEncodeSet, then append isomorph to output."
        // "Otherwise, percent-encode byte and append the result to output."
        if FORM_URLENCODED.contains(byte) {
            out.push_str(input.get(run_start..i).unwrap_or_default());
            if byte == b' ' {
                out.push('+');
            } else {
                percent_encode_byte(byte, out);
            }
            run_start = i + 1;
        }
    }
    out.push_str(input.get(run_start..).unwrap_or_default());
}

/// Appends one name-value tuple to `out` as the serializer does: `&` if `out` is not empty,
/// then the encoded name, `=`, and the encoded value.
///
/// ```
/// let mut out = String::new();
/// url_wasm::form_urlencoded::append_pair(&mut out, "a", "1 2");
/// url_wasm::form_urlencoded::append_pair(&mut out, "b&c", "");
/// assert_eq!(out, "a=1+2&b%26c=");
/// ```
pub fn append_pair(out: &mut String, name: &str, value: &str) {
    // "If output is not the empty string, then append U+0026 (&) to output."
    if !out.is_empty() {
        out.push('&');
    }
    // "Let name be the result of running percent-encode after encoding with encoding, tuple's
    // name, and the application/x-www-form-urlencoded percent-encode set."
    // "Append name, followed by U+003D (=), followed by value, to output."
    byte_serialize(name, out);
    out.push('=');
    // "Let value be the result of running percent-encode after encoding with encoding,
    // tuple's value, and the application/x-www-form-urlencoded percent-encode set."
    byte_serialize(value, out);
}

/// <https://url.spec.whatwg.org/#concept-urlencoded-serializer> (encoding UTF-8), appending
/// to `out` (which should be empty, or hold an earlier serialization to continue).
///
/// ```
/// let mut out = String::with_capacity(64);
/// url_wasm::form_urlencoded::serialize_into([("x", "1"), ("y", "~!")], &mut out);
/// assert_eq!(out, "x=1&y=%7E%21");
/// ```
pub fn serialize_into<'a, I: IntoIterator<Item = (&'a str, &'a str)>>(pairs: I, out: &mut String) {
    // "For each tuple of tuples:"
    for (name, value) in pairs {
        append_pair(out, name, value);
    }
}

/// <https://url.spec.whatwg.org/#concept-urlencoded-serializer> (encoding UTF-8)
///
/// Serializes name-value pairs: each name and value is UTF-8 percent-encoded with the
/// `application/x-www-form-urlencoded` percent-encode set (space as `+`), and the pairs are
/// joined as `name=value` with `&`. The result is ASCII.
///
/// ```
/// use url_wasm::form_urlencoded::serialize;
///
/// assert_eq!(serialize([("q", "a b&c"), ("", "é")]), "q=a+b%26c&=%C3%A9");
/// assert_eq!(serialize([]), "");
/// ```
pub fn serialize<'a, I: IntoIterator<Item = (&'a str, &'a str)>>(pairs: I) -> String {
    // "Let output be the empty string."
    let mut output = String::new();
    serialize_into(pairs, &mut output);
    // "Return output."
    output
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(input: &[u8]) -> Vec<(String, String)> {
        parse(input)
    }

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|&(n, v)| (n.to_owned(), v.to_owned()))
            .collect()
    }

    #[test]
    fn parse_basic() {
        assert_eq!(p(b"a=b&c"), pairs(&[("a", "b"), ("c", "")]));
        assert_eq!(p(b""), pairs(&[]));
        assert_eq!(p(b"&&&"), pairs(&[]));
        assert_eq!(p(b"=&"), pairs(&[("", "")]));
        assert_eq!(p(b"="), pairs(&[("", "")]));
        assert_eq!(p(b"a="), pairs(&[("a", "")]));
        assert_eq!(p(b"=b"), pairs(&[("", "b")]));
        assert_eq!(p(b"a=b=c"), pairs(&[("a", "b=c")]));
        assert_eq!(p(b"&a&&b&"), pairs(&[("a", ""), ("b", "")]));
        assert_eq!(p(b"a=1&a=2"), pairs(&[("a", "1"), ("a", "2")]));
    }

    #[test]
    fn parse_plus_and_percent() {
        assert_eq!(p(b"a+b=c+d"), pairs(&[("a b", "c d")]));
        assert_eq!(p(b"a%2Bb=%2b"), pairs(&[("a+b", "+")]));
        assert_eq!(p(b"%zz=%"), pairs(&[("%zz", "%")]));
        assert_eq!(p(b"%4=%4g%41"), pairs(&[("%4", "%4gA")]));
        assert_eq!(p(b"%26=%3D"), pairs(&[("&", "=")]));
        assert_eq!(p(b"%20+"), pairs(&[("  ", "")]));
        assert_eq!(p(b"%%41"), pairs(&[("%A", "")]));
    }

    #[test]
    fn parse_utf8() {
        assert_eq!(p("é=☃".as_bytes()), pairs(&[("é", "☃")]));
        assert_eq!(p(b"%C3%A9=%E2%98%83"), pairs(&[("é", "☃")]));
        // Invalid UTF-8, raw or percent-encoded, becomes U+FFFD.
        assert_eq!(p(b"\xff=%FF"), pairs(&[("\u{FFFD}", "\u{FFFD}")]));
        assert_eq!(p(b"a%C3=%E2%98"), pairs(&[("a\u{FFFD}", "\u{FFFD}")]));
        assert_eq!(p(b"\xC3+"), pairs(&[("\u{FFFD} ", "")]));
        // The BOM is kept ("without BOM" means it is not stripped).
        assert_eq!(p(b"%EF%BB%BFa"), pairs(&[("\u{FEFF}a", "")]));
    }

    #[test]
    fn serialize_pairs() {
        assert_eq!(serialize([("a", "b"), ("c", "")]), "a=b&c=");
        assert_eq!(serialize([("a b", "c d")]), "a+b=c+d");
        assert_eq!(serialize([("*-._", "azAZ09")]), "*-._=azAZ09");
        assert_eq!(
            serialize([("!\"#$%&'()+,/", ":;<=>?@[\\]^`{|}~")]),
            "%21%22%23%24%25%26%27%28%29%2B%2C%2F=%3A%3B%3C%3D%3E%3F%40%5B%5C%5D%5E%60%7B%7C%7D%7E"
        );
        assert_eq!(serialize([("\u{0}\u{1F}\u{7F}", "")]), "%00%1F%7F=");
        assert_eq!(serialize([("é", "\u{1F4A9}")]), "%C3%A9=%F0%9F%92%A9");
        assert_eq!(serialize([("", "")]), "=");
        assert_eq!(serialize([("", ""), ("", "")]), "=&=");
        assert_eq!(serialize(std::iter::empty()), "");
    }

    #[test]
    fn every_ascii_byte() {
        for b in 0u8..0x80 {
            let s = char::from(b).to_string();
            let mut out = String::new();
            byte_serialize(&s, &mut out);
            let expected = if b.is_ascii_alphanumeric() || b"*-._".contains(&b) {
                s.clone()
            } else if b == b' ' {
                "+".to_owned()
            } else {
                format!("%{b:02X}")
            };
            assert_eq!(out, expected);
        }
    }

    #[test]
    fn roundtrip() {
        let list = [("a b&c=d", "+%\u{e9}\u{FFFD}"), ("", "="), ("x", "")];
        let serialized = serialize(list);
        assert_eq!(parse(serialized.as_bytes()), pairs(&list));
    }
}
