//! A one-pass fast path for the most common input: a special URL that is already its own
//! serialization (`https://example.com/a/b?q#f`, `file:///home/x.js`), as URLs read from
//! documents, logs and APIs nearly always are.
//!
//! [`already_serialized`] walks the input once and returns its components when it can prove
//! that the [basic URL parser](https://url.spec.whatwg.org/#concept-basic-url-parser) followed by
//! the [URL serializer](https://url.spec.whatwg.org/#concept-url-serializer) would give back the
//! input unchanged. Whenever a step of the parser could change something (percent-encode,
//! lowercase, drop a default port, remove a dot segment, rewrite an IPv4 address not written as
//! its serializer writes it, parse an IPv6 address, read credentials, …) it answers `None` and the
//! caller runs the state machine. It never answers
//! for a URL the parser would reject, and never needs a base: an input with `scheme://` parses
//! the same with or without one.
//!
//! [`serialized_but_for_empty_path`] answers for the same URLs without the `/` of an empty path
//! (`https://example.com`), as code often writes them, writing the href with its `/`.
//!
//! [`normalized`] (in `normalize`, with the `normalizing-fast-path` feature) answers for special
//! URLs that the parser only trims, lowercases, percent-encodes or resolves dot segments in
//! (`HTTP://Example.com:80/a/./b c`), writing the href.
//!
//! [`relative_to_base`] (in `relative`) answers for the common relative references against a
//! base in the same way, building the href from the base's href.
//!
//! Debug builds (the Rust tests and the fuzzers) check every answer against the state machine.

use crate::components::{to_offset, Components, HostKind, SchemeType, OMITTED};
use crate::infra::{is_double_dot, is_forbidden_domain_code_point, is_single_dot};
use crate::ipv4::ends_in_a_number_bytes;
use crate::percent_encode::{EncodeSet, FRAGMENT, PATH, SPECIAL_QUERY};
#[cfg(not(feature = "normalizing-fast-path"))]
use crate::prelude::*;
use crate::MAX_INPUT_LENGTH;

#[cfg(feature = "normalizing-fast-path")]
mod normalize;
mod relative;
#[cfg(feature = "normalizing-fast-path")]
pub(crate) use normalize::{normalized, parses};
pub(crate) use relative::relative_to_base;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod simd;

/// Byte classes: which components may contain a byte unchanged.
pub(crate) const HOST: u8 = 1;
pub(crate) const PATH_BYTE: u8 = 2;
pub(crate) const QUERY_BYTE: u8 = 4;
pub(crate) const FRAGMENT_BYTE: u8 = 8;
/// In a file URL's path segment: as [`PATH_BYTE`], but not `|` (a Windows drive letter `C|`
/// becomes `C:`).
pub(crate) const FILE_PATH_BYTE: u8 = 16;

/// For every byte, the components in which the parser keeps it as it is: never for non-ASCII,
/// controls, space and DEL (the parser trims, removes or percent-encodes those); in a host, the
/// code points that are not forbidden domain code points and not ASCII upper alpha (an ASCII
/// domain is only lowercased: <https://url.spec.whatwg.org/#concept-domain-to-ascii>); in a path
/// segment, those outside the path percent-encode set except the delimiters `/`, `\` (a path
/// separator in special URLs), `?` and `#` (and in a file URL's path, not `|` either); in a query
/// (special), those outside the special-query percent-encode set except `#`; in a fragment, those
/// outside the fragment percent-encode set.
// Indexing in const evaluation: out of bounds would be a compile error, not a runtime panic.
#[allow(clippy::indexing_slicing)]
pub(crate) static CLASSES: [u8; 256] = {
    const fn keeps(set: EncodeSet, b: u8, class: u8) -> u8 {
        if set.contains(b) {
            0
        } else {
            class
        }
    }
    let mut table = [0u8; 256];
    let mut b = 0x21;
    while b < 0x7f {
        let byte = b as u8;
        let host = is_forbidden_domain_code_point(byte as char) || byte.is_ascii_uppercase();
        let path_delimiter = matches!(byte, b'/' | b'\\' | b'?' | b'#');
        table[b] = if host { 0 } else { HOST }
            | if path_delimiter {
                0
            } else {
                keeps(PATH, byte, PATH_BYTE)
            }
            | if path_delimiter || byte == b'|' {
                0
            } else {
                keeps(PATH, byte, FILE_PATH_BYTE)
            }
            | if byte == b'#' {
                0
            } else {
                keeps(SPECIAL_QUERY, byte, QUERY_BYTE)
            }
            | keeps(FRAGMENT, byte, FRAGMENT_BYTE);
        b += 1;
    }
    table
};

fn class(b: u8) -> u8 {
    CLASSES.get(usize::from(b)).copied().unwrap_or(0)
}

/// The offset of the first byte at or after `from` that is not in `class`, or the end, a byte at
/// a time (`simd::run_end` takes sixteen, and this for inputs shorter than that).
fn scalar_run_end(bytes: &[u8], from: usize, class_bits: u8) -> usize {
    crate::infra::run_end_bytes(bytes, from, |b| class(b) & class_bits == 0)
}
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
use scalar_run_end as run_end;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
use simd::run_end;

/// The offset of the first byte at or after `from` that is not in [`HOST`] once lowercased (an
/// ASCII host in any case), or the end, a byte at a time (`simd::host_run_end` takes sixteen).
#[cfg(feature = "normalizing-fast-path")]
fn scalar_host_run_end(bytes: &[u8], from: usize) -> usize {
    crate::infra::run_end_bytes(bytes, from, |b| class(b.to_ascii_lowercase()) & HOST == 0)
}
#[cfg(all(
    feature = "normalizing-fast-path",
    not(all(target_arch = "wasm32", target_feature = "simd128"))
))]
use scalar_host_run_end as host_run_end;
#[cfg(all(
    feature = "normalizing-fast-path",
    target_arch = "wasm32",
    target_feature = "simd128"
))]
use simd::host_run_end;

/// The end of the path from `from` when no segment may be a dot segment (`simd::path_end`); `None`
/// leaves it to [`path_end_by_segments`], as it always does without `simd128`.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
fn path_end_without_dots(_bytes: &[u8], _from: usize, _file: bool) -> Option<usize> {
    None
}
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
use simd::path_end as path_end_without_dots;

/// The offset of the scheme's `:` and the scheme's type when `input` starts with exactly one of
/// the special schemes, lowercase, then `:`, then `//` (the beginning of every input the fast
/// paths answer for).
fn special_scheme_and_slashes(bytes: &[u8]) -> Option<(usize, SchemeType)> {
    let colon = bytes.iter().take(6).position(|&b| b == b':')?;
    let scheme_type = SchemeType::from_scheme_bytes(bytes.get(..colon)?);
    if !scheme_type.is_special() || bytes.get(colon + 1..colon + 3)? != b"//" {
        return None;
    }
    Some((colon, scheme_type))
}

/// The components of `input` if it is a special URL exactly as the URL serializer writes it
/// (see the module docs); `None` when the state machine must decide.
///
/// Bytes, not a string: every byte it accepts is ASCII, so an answer also proves the input is
/// valid UTF-8 (the wasm exports ask before they validate what JS wrote).
pub(crate) fn already_serialized(bytes: &[u8]) -> Option<Components> {
    if bytes.len() > MAX_INPUT_LENGTH {
        return None;
    }
    let (colon, scheme_type) = special_scheme_and_slashes(bytes)?;
    let protocol_end = colon + 1;
    let host_start = colon + 3;

    // Host: up to `/` (or `:` and a port). No credentials (`@`), no IPv6 (`[`), no `\`, no
    // percent-decoding (`%` is a forbidden domain code point), nothing to lowercase.
    let host_end = run_end(bytes, host_start, HOST);
    let host = bytes.get(host_start..host_end)?;
    let host_kind = if host.is_empty() {
        // Only file URLs have an empty host (`file:///path`); special ones fail without a host.
        if scheme_type != SchemeType::File {
            return None;
        }
        HostKind::Empty
    } else if scheme_type == SchemeType::File && host == b"localhost" {
        // `localhost` becomes a file URL's empty host.
        return None;
    } else if ends_in_a_number_bytes(host) {
        // An IPv4 address: kept only in the form the IPv4 serializer writes
        // (`127.0.0.1`, as URLs of local servers are written); `0x7f.1` or `1.2.3.04` is rewritten.
        if !is_serialized_ipv4(host) {
            return None;
        }
        HostKind::Ipv4
    } else {
        HostKind::Domain
    };

    // Port: digits without a leading zero, at most 65535, not the scheme's default port.
    let mut pathname_start = host_end;
    let mut port = OMITTED;
    if bytes.get(host_end) == Some(&b':') {
        if scheme_type == SchemeType::File {
            return None;
        }
        let digits_end = host_end
            + 1
            + bytes
                .get(host_end + 1..)?
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
        let value =
            u16::try_from(serialized_decimal(bytes.get(host_end + 1..digits_end)?, 5)?).ok()?;
        if scheme_type.default_port() == Some(value) {
            return None;
        }
        port = u32::from(value);
        pathname_start = digits_end;
    }

    // Path: must start with `/` (otherwise the serializer adds it); no dot segments; for file
    // URLs no `|` (a Windows drive letter `C|` becomes `C:`).
    if bytes.get(pathname_start) != Some(&b'/') {
        return None;
    }
    let segment_class = if scheme_type == SchemeType::File {
        FILE_PATH_BYTE
    } else {
        PATH_BYTE
    };
    let path_end =
        match path_end_without_dots(bytes, pathname_start, segment_class == FILE_PATH_BYTE) {
            Some(end) => end,
            None => path_end_by_segments(bytes, pathname_start, segment_class)?,
        };
    if !matches!(bytes.get(path_end), Some(b'?' | b'#') | None) {
        return None;
    }

    // Query and fragment: nothing to percent-encode.
    let mut at = path_end;
    let mut search_start = OMITTED;
    if bytes.get(at) == Some(&b'?') {
        search_start = to_offset(at).ok()?;
        at = run_end(bytes, at + 1, QUERY_BYTE);
    }
    let mut hash_start = OMITTED;
    if bytes.get(at) == Some(&b'#') {
        hash_start = to_offset(at).ok()?;
        at = run_end(bytes, at + 1, FRAGMENT_BYTE);
    }
    if at != bytes.len() {
        return None;
    }

    Some(Components {
        protocol_end: to_offset(protocol_end).ok()?,
        username_end: to_offset(host_start).ok()?,
        host_start: to_offset(host_start).ok()?,
        host_end: to_offset(host_end).ok()?,
        port,
        pathname_start: to_offset(pathname_start).ok()?,
        search_start,
        hash_start,
        scheme_type,
        host_kind,
    })
}

/// The end of the path of `bytes` from `from` (its first `/`): the offset of the first byte that
/// is neither `/` nor in `segment_class`, or the end; `None` if a segment is a dot segment.
fn path_end_by_segments(bytes: &[u8], from: usize, segment_class: u8) -> Option<usize> {
    let mut segment_start = from + 1;
    loop {
        let end = run_end(bytes, segment_start, segment_class);
        // (Dot segments are at most 6 bytes and start with `.` or `%`.)
        if end - segment_start <= 6 && matches!(bytes.get(segment_start), Some(b'.' | b'%')) {
            let segment = core::str::from_utf8(bytes.get(segment_start..end)?).ok()?;
            if is_single_dot(segment) || is_double_dot(segment) {
                return None;
            }
        }
        if bytes.get(end) != Some(&b'/') {
            return Some(end);
        }
        segment_start = end + 1;
    }
}

/// Whether `host` is an IPv4 address as the [IPv4
/// serializer](https://url.spec.whatwg.org/#concept-ipv4-serializer) writes it: four decimal numbers
/// from 0 to 255, without leading zeros, joined by `.` (so the [IPv4
/// parser](https://url.spec.whatwg.org/#concept-ipv4-parser) reads it back unchanged).
fn is_serialized_ipv4(host: &[u8]) -> bool {
    let mut parts = 0;
    for part in host.split(|&b| b == b'.') {
        parts += 1;
        if serialized_decimal(part, 3).is_none_or(|n| n > 255) {
            return false;
        }
    }
    parts == 4
}

/// The value of `digits` when it is 1 to `max_len` ASCII digits without a leading zero (a number
/// as the port and IPv4 serializers write it).
fn serialized_decimal(digits: &[u8], max_len: usize) -> Option<u32> {
    if digits.is_empty()
        || digits.len() > max_len
        || (digits.len() > 1 && digits.first() == Some(&b'0'))
    {
        return None;
    }
    digits.iter().try_fold(0, |n: u32, &b| {
        b.is_ascii_digit().then(|| n * 10 + u32::from(b - b'0'))
    })
}

/// A special URL that [`already_serialized`] would accept but for its empty path
/// (`https://example.com`, `https://h?q#f`, `file://h`), as code often writes a URL: the [path
/// start state](https://url.spec.whatwg.org/#path-start-state) goes on in the [path
/// state](https://url.spec.whatwg.org/#path-state), which appends one empty segment, so the
/// serialization has a `/` where the input has none. Writes that href into `href` and returns its
/// components; `None` when the input is not of that form. (With the `normalizing-fast-path`
/// feature, [`normalized`] answers for these and more.)
#[cfg(not(feature = "normalizing-fast-path"))]
pub(crate) fn serialized_but_for_empty_path(input: &str, href: &mut String) -> Option<Components> {
    let bytes = input.as_bytes();
    let (colon, _) = special_scheme_and_slashes(bytes)?;
    // The end of the authority: the path's start, where the input has no `/` (nor `\`).
    let authority = colon + 3;
    let path_start = bytes
        .get(authority..)?
        .iter()
        .position(|&b| matches!(b, b'/' | b'\\' | b'?' | b'#'))
        .map_or(bytes.len(), |i| authority + i);
    if matches!(bytes.get(path_start), Some(b'/' | b'\\')) {
        return None;
    }
    // Nothing the host state would rewrite (uppercase, `%`, `@`, `[`) before the port or the end,
    // so that the copy below is not made for nothing.
    let host_end = run_end(bytes, authority, HOST);
    if host_end != path_start && bytes.get(host_end) != Some(&b':') {
        return None;
    }
    href.clear();
    href.push_str(input.get(..path_start)?);
    href.push('/');
    href.push_str(input.get(path_start..)?);
    already_serialized(href.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::already_serialized;
    // The API URL parser's entries to the fast path: checked against the state machine in debug builds.
    use crate::api_url_parser::already_serialized as checked;

    /// Special URLs that are serialized but for the `/` of their empty path, and their hrefs.
    pub(super) const EMPTY_PATHS: [(&str, &str); 6] = [
        ("https://example.com", "https://example.com/"),
        ("http://a?x", "http://a/?x"),
        ("http://a#y", "http://a/#y"),
        ("ws://a:8080?q#f", "ws://a:8080/?q#f"),
        ("file://", "file:///"),
        ("file://h?x", "file://h/?x"),
    ];

    /// Without the `normalizing-fast-path` feature, only this rewrite (`normalize` tests the feature's).
    #[cfg(not(feature = "normalizing-fast-path"))]
    #[test]
    fn adds_the_slash_of_an_empty_path() {
        use crate::api_url_parser::normalized as serialized_but_for_empty_path;
        for (input, href) in EMPTY_PATHS {
            let mut out = String::new();
            assert!(
                serialized_but_for_empty_path(input, &mut out).is_some(),
                "{input}"
            );
            assert_eq!(out, href, "{input}");
        }
        for input in [
            "https://example.com/",
            "http://A",
            "http://a:80",
            "http://a:",
            "http://a\\b",
            "http://1.2.3.04",
            "http://u@a",
            "file://localhost",
            "sc://a",
            "http:a",
            "https//a",
        ] {
            assert!(
                serialized_but_for_empty_path(input, &mut String::new()).is_none(),
                "{input}"
            );
        }
    }

    #[test]
    fn accepts_serialized_special_urls() {
        for input in [
            "https://www.sec.gov/edgar.shtml",
            "http://example.com/",
            "http://example.com:8080/a//b/?",
            "https://a.b/c?d=e&f=g#i#j?k'",
            "ws://x/%2/%2e%2e2/.x/x./...",
            "wss://h:0/",
            "ftp://h:65535/p",
            "file:///",
            "file:///home/user/a.js",
            "file:///C:/x",
            "file://server/share/x",
            "http://xn--abc.d/",
            "http://a_b!$&'()*+,;=~.c/",
            "https://h/p?\\#\\",
            "http://127.0.0.1:3000/api",
            "http://0.0.0.0/",
            "https://255.255.255.255/x?y#z",
            "file://10.0.2.2/x",
        ] {
            assert!(checked(input.as_bytes()).is_some(), "{input}");
        }
    }

    #[test]
    fn leaves_everything_else_to_the_state_machine() {
        for input in [
            "",
            "http:",
            "http://",
            "http://h",
            "http://h?q",
            "http://h#f",
            "HTTP://h/",
            "http://H/",
            "http://h:/",
            "http://h:80/",
            "https://h:443/",
            "ftp://h:21/",
            "http://h:080/",
            "http://h:65536/",
            "http://h:123456/",
            "http://u@h/",
            "http://u:p@h/",
            "http://[::1]/",
            "http://1.2.3.04/",
            "http://01.2.3.4/",
            "http://1.2.3.256/",
            "http://1.2.3.4./",
            "http://1.2.3/",
            "http://1.2.3.4.5/",
            "http://0x7f.0.0.1/",
            "http://h.0x1/",
            "http://h.09/",
            "http://%41/",
            "http:///h/",
            "http:/h/",
            "http://h\\p",
            "http://h/a\\b",
            "http://h/./a",
            "http://h/a/..",
            "http://h/%2E/a",
            "http://h/a/.%2e/",
            "http://h/a b",
            "http://h/a^b",
            "http://h/{}",
            "http://h/?a\"b",
            "http://h/?a'b",
            "http://h/#a`b",
            "http://h/\u{e9}",
            " http://h/",
            "http://h/ ",
            "http://h/\t",
            "file://localhost/x",
            "file:///C|/x",
            "file://h:1/x",
            "file:/x",
            "foo://h/",
            "javascript:alert(1)",
        ] {
            assert!(already_serialized(input.as_bytes()).is_none(), "{input}");
        }
    }

    /// The fast path must cover the common case: nearly all of the real-world URL lists (the
    /// debug check of `checked` verifies each answer against the state machine).
    #[test]
    fn covers_real_world_lists() {
        for (name, text) in real_world_lists("fast path coverage") {
            let lines: Vec<&str> = text.lines().filter(|l| !l.is_empty()).collect();
            let hits = lines
                .iter()
                .filter(|l| checked(l.as_bytes()).is_some())
                .count();
            assert!(
                hits * 100 >= lines.len() * 98,
                "{name}: {hits} of {}",
                lines.len()
            );
        }
    }

    /// The real-world URL lists (`../shared/datasets`) that are there, by name; says which are
    /// missing (the tests of `what` then skip them).
    pub(super) fn real_world_lists(what: &str) -> Vec<(&'static str, String)> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/datasets");
        let mut lists = Vec::new();
        for name in ["kasztp.txt", "node_files.txt"] {
            match std::fs::read_to_string(dir.join(name)) {
                Ok(text) => lists.push((name, text)),
                Err(_) => eprintln!("SKIPPED: {name} not found in {} ({what})", dir.display()),
            }
        }
        lists
    }
}
