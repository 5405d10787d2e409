//! Special URLs a few rewrites away from their serialization, as people and programs write them:
//! `HTTP://Example.COM:80\a\.\b c?q=é`, with spaces around, tabs or newlines inside, an uppercase
//! scheme or host, the default port, backslashes, dot segments, code points to percent-encode,
//! credentials, an IDN or percent-encoded host, an IPv4 address in another form.
//!
//! [`normalized`] writes the href in one pass, making only the rewrites that the [basic URL
//! parser](https://url.spec.whatwg.org/#concept-basic-url-parser) makes on such input (the host
//! through the host parser itself), each where the parser would make it. What it is not sure of
//! (an IPv6 address, a Windows drive letter, a `|` in a file URL's path, …) it leaves
//! to the state machine, on the input: nothing here has to be complete, only each rewrite exact.
//! [`parses`] answers `URL.canParse` from the scheme and authority alone. Debug builds check every
//! answer against the state machine (`api_url_parser::normalized`, `parses`), which the fuzzers
//! and the tests run on.

use super::{
    host_run_end, is_serialized_ipv4, run_end, FILE_PATH_BYTE, FRAGMENT_BYTE, PATH_BYTE, QUERY_BYTE,
};
use crate::components::{to_offset, Components, HostKind, SchemeType, OMITTED};
use crate::error::Reporter;
use crate::host::{host_parser, Host};
use crate::infra::{
    is_ascii_tab_or_newline, is_double_dot, is_single_dot, is_windows_drive_letter, push_decimal,
    without_c0_control_or_space, without_tab_or_newline,
};
use crate::ipv4::ends_in_a_number_bytes;
use crate::percent_encode::{
    percent_encode_byte, utf8_percent_encode, utf8_percent_encode_char, EncodeSet, FRAGMENT, PATH,
    SPECIAL_QUERY, USERINFO,
};
use crate::prelude::*;
use crate::MAX_INPUT_LENGTH;

/// The href of `input`, written into `href`, and its components, when it is a special URL that
/// is its own serialization but for these rewrites, each one what the basic URL parser does (the
/// steps are the spec's):
/// - remove leading and trailing C0 control or space, and every ASCII tab or newline (steps 1-3);
/// - lowercase the scheme (scheme state);
/// - split the userinfo before the authority's last `@` at its first `:`, and percent-encode
///   username and password with the userinfo set (authority state);
/// - `\` for `/` after the scheme's `:` and in the path (special authority slashes, special
///   authority ignore slashes, file and file slash states; path start and path states): any two
///   of them after the `:` give the same authority with or without a base;
/// - lowercase an ASCII host (host parser: domain to ASCII), or any other host but an IPv6
///   address replaced by the host parser's result, serialized (host and file host states; a file
///   URL's `localhost` becomes the empty host);
/// - drop an empty port or the scheme's default port, and leading zeros (port state);
/// - the `/` of an empty path (path start state), and dot segments resolved (path state 1.2-1.3,
///   shorten a URL's path), except where shortening would reach a file URL's Windows drive letter;
/// - UTF-8 percent-encode the path, query and fragment with their sets (path, query and fragment
///   states; the query's encoding is UTF-8 here).
///
/// `None` when the input is of another form; `href` is then left in any state.
pub(crate) fn normalized(input: &str, href: &mut String) -> Option<Components> {
    let trimmed = input.get(without_c0_control_or_space(input.as_bytes()))?;
    let mut tab = false;
    if let Some(components) = without_tabs(trimmed, href, &mut tab) {
        return Some(components);
    }
    // An ASCII tab or newline stopped it: again without them (rare enough to copy for).
    if !tab {
        return None;
    }
    without_tabs(&without_tab_or_newline(trimmed).1, href, &mut tab)
}

/// What [`authority`] reads: a special URL's scheme, credentials, host and port, and where they end.
struct Authority {
    scheme_type: SchemeType,
    /// The offset of the scheme's `:`.
    colon: usize,
    /// The offsets of the userinfo (before the authority's last `@`), when there is an `@`.
    userinfo: Option<core::ops::Range<usize>>,
    host: HostForm,
    /// The port's value, when it has digits and is not the scheme's default port.
    port: Option<u16>,
    /// The offset after the authority: of its `/`, `\\`, `?` or `#`, or the end.
    end: usize,
}

/// A host as [`authority`] found it.
enum HostForm {
    /// The offsets of an ASCII host that the host parser only lowercases (no forbidden domain code
    /// point, no IPv4 address to rewrite): written lowercased. `ipv4`: it is an IPv4 address, as
    /// the IPv4 serializer writes it.
    Ascii {
        range: core::ops::Range<usize>,
        ipv4: bool,
    },
    /// Any other host (percent-encoded, IDN, an IPv4 address in another form), as the host parser
    /// returns it.
    Parsed(Host),
}

/// The start of `s` (trimmed) when it is a special scheme in any case, `:`, two slashes (`/` or
/// `\\`), and an authority whose host parses (through the [host
/// parser](https://url.spec.whatwg.org/#concept-host-parser), as the host and file host states
/// would run it) and whose port parses, with or without credentials before it. `None` otherwise,
/// with `tab` set when an ASCII tab or newline was in the way.
fn authority(bytes: &[u8], tab: &mut bool) -> Option<Authority> {
    let head = bytes.get(..9).unwrap_or(bytes);
    *tab = head.iter().any(|&b| is_ascii_tab_or_newline(b));
    let colon = head.iter().take(6).position(|&b| b == b':')?;
    let mut scheme = [0u8; 5];
    for (to, from) in scheme.iter_mut().zip(bytes.get(..colon)?) {
        *to = from.to_ascii_lowercase();
    }
    let scheme_type = SchemeType::from_scheme_bytes(scheme.get(..colon)?);
    if *tab
        || !scheme_type.is_special()
        || !matches!(
            bytes.get(colon + 1..colon + 3)?,
            [b'/' | b'\\', b'/' | b'\\']
        )
    {
        return None;
    }
    // The authority (authority state): up to `/`, `\\`, `?`, `#` or the end, read in runs of bytes
    // an ASCII host keeps (lowercased). What comes before its last `@` is the userinfo; after that,
    // the host (host state) up to its first `:`, then the port (port state).
    let mut userinfo = None;
    let mut host_start = colon + 3;
    let mut port_colon = None;
    let mut ascii = true;
    let mut at = host_start;
    let end = loop {
        at = host_run_end(bytes, at);
        match bytes.get(at) {
            None | Some(b'/' | b'\\' | b'?' | b'#') => break at,
            Some(b'@') => {
                userinfo = Some(colon + 3..at);
                host_start = at + 1;
                port_colon = None;
                ascii = true;
            }
            Some(b':') => {
                port_colon = port_colon.or(Some(at));
            }
            // (An IPv6 address, whose `:` would not start the port.)
            Some(b'[') => return None,
            Some(&b) if is_ascii_tab_or_newline(b) => {
                *tab = true;
                return None;
            }
            Some(_) => {
                ascii = false;
                // (The rest of a non-ASCII code point, and any that follow, at once.)
                while bytes.get(at + 1).is_some_and(|&b| b >= 0x80) {
                    at += 1;
                }
            }
        }
        at += 1;
    };
    let file = scheme_type == SchemeType::File;
    // (A file URL has no credentials: its host state keeps the `@`, which the host parser rejects.)
    if file && userinfo.is_some() {
        return None;
    }
    // The port: digits, up to the end of the authority.
    let mut port = None;
    if let Some(port_colon) = port_colon {
        // (A file URL has no port: its host state keeps the `:`, which the host parser rejects.)
        if file {
            return None;
        }
        let digits = bytes.get(port_colon + 1..end)?;
        if !digits.iter().all(u8::is_ascii_digit) {
            return None;
        }
        if !digits.is_empty() {
            let value = digits.iter().try_fold(0u16, |n, &d| {
                n.checked_mul(10)?.checked_add(u16::from(d - b'0'))
            })?;
            port = Some(value).filter(|&p| scheme_type.default_port() != Some(p));
        }
    }
    let host_end = port_colon.unwrap_or(end);
    let host = bytes.get(host_start..host_end)?;
    let ipv4 = ascii && ends_in_a_number_bytes(host);
    let host = if ascii && (!ipv4 || is_serialized_ipv4(host)) {
        if host.is_empty() && !file {
            return None;
        }
        HostForm::Ascii {
            range: host_start..host_end,
            ipv4,
        }
    } else {
        // (Bytes that are not UTF-8, which JS never sends, are left to the state machine.)
        let host = core::str::from_utf8(host).ok()?;
        // (A file URL's host state takes a Windows drive letter for the path's first segment.)
        if host.is_empty() || (file && is_windows_drive_letter(host)) {
            return None;
        }
        HostForm::Parsed(host_parser(host, false, &mut Reporter::none()).ok()?)
    };

    Some(Authority {
        scheme_type,
        colon,
        userinfo,
        host,
        port,
        end,
    })
}

/// Whether `input` is sure to parse: a special URL whose scheme and authority [`authority`]
/// reads (its path, query and fragment cannot fail; its length is far from the limit). `false`
/// says nothing: the state machine decides. For `URL.canParse`, where writing the href as
/// [`normalized`] does costs more than the state machine's validity-only run. On bytes, before
/// the wasm export checks that they are UTF-8: only the host's must be (the rest parses either
/// way, lossily decoded or not).
pub(crate) fn parses(input: &[u8]) -> bool {
    let trimmed = input
        .get(without_c0_control_or_space(input))
        .unwrap_or_default();
    if (trimmed.len() as u64) * 4 >= u64::from(OMITTED) {
        return false;
    }
    let mut tab = false;
    if authority(trimmed, &mut tab).is_some() {
        return true;
    }
    // An ASCII tab or newline stopped it: again without them (for input that is UTF-8, as JS's is:
    // removed from other bytes, they could join two halves of what the parser decodes as U+FFFD).
    tab && core::str::from_utf8(trimmed)
        .is_ok_and(|text| authority(without_tab_or_newline(text).1.as_bytes(), &mut tab).is_some())
}

/// [`normalized`] for `s` trimmed, when it has no ASCII tab or newline: one sets `tab` and stops it.
fn without_tabs(s: &str, href: &mut String, tab: &mut bool) -> Option<Components> {
    let bytes = s.as_bytes();
    let Authority {
        scheme_type,
        colon,
        userinfo,
        host,
        port,
        end: mut at,
    } = authority(bytes, tab)?;
    href.clear();
    href.reserve(s.len() + 8);
    // The scheme, lowercased, the credentials and the host.
    href.push_str(s.get(..colon)?);
    href.make_ascii_lowercase();
    href.push_str("://");
    let username_end = match userinfo {
        Some(userinfo) => write_credentials(s.get(userinfo)?, href),
        None => href.len(),
    };
    let file = scheme_type == SchemeType::File;
    let host_start = href.len();
    let host_kind = write_host(s, host, file, href)?;
    let host_end = href.len();
    if let Some(port) = port {
        href.push(':');
        push_decimal(href, port);
    }

    // The path: segments after `/` or `\\`, up to `?`, `#` or the end. Each is copied a run of bytes
    // the path state keeps at a time (`run_end`), and the dot-segment checks are made on it as
    // written, percent-encoded, as the path state makes them on its buffer.
    let segment_class = if file { FILE_PATH_BYTE } else { PATH_BYTE };
    let path_start = href.len();
    if !matches!(bytes.get(at), Some(b'/' | b'\\')) {
        href.push('/');
    }
    while matches!(bytes.get(at), Some(b'/' | b'\\')) {
        let slash = href.len();
        href.push('/');
        at = encode_runs(s, at + 1, segment_class, PATH, b"/\\?#", href, tab)?;
        let segment = href.get(slash + 1..)?;
        if segment.len() > 6 || !matches!(segment.as_bytes().first(), Some(b'.' | b'%')) {
            continue;
        }
        let last = !matches!(bytes.get(at), Some(b'/' | b'\\'));
        if is_double_dot(segment) {
            // Shorten the path: the segment, and the one before it, unless that is a file URL's
            // first segment and a Windows drive letter (left to the state machine: the path state
            // normalizes `C|` to `C:` in a first segment, and shortening keeps `C:`).
            let path = href.get(path_start..slash)?;
            let before = path.rfind('/').unwrap_or(0);
            if file && before == 0 && is_windows_drive_letter(path.get(1..).unwrap_or("")) {
                return None;
            }
            href.truncate(path_start + before);
        } else if is_single_dot(segment) {
            href.truncate(slash);
        } else {
            continue;
        }
        if last {
            href.push('/');
        }
    }

    // The query and the fragment.
    let mut search_start = OMITTED;
    if bytes.get(at) == Some(&b'?') {
        search_start = to_offset(href.len()).ok()?;
        href.push('?');
        at = encode_runs(s, at + 1, QUERY_BYTE, SPECIAL_QUERY, b"#", href, tab)?;
    }
    let mut hash_start = OMITTED;
    if bytes.get(at) == Some(&b'#') {
        hash_start = to_offset(href.len()).ok()?;
        href.push('#');
        encode_runs(s, at + 1, FRAGMENT_BYTE, FRAGMENT, b"", href, tab)?;
    }

    // What was written is the serialization: every byte is one the parser keeps in its component
    // or a percent-encoded byte, nothing is left to lowercase, no default port, no dot segment.
    if href.len() > MAX_INPUT_LENGTH {
        return None;
    }
    Some(Components {
        protocol_end: to_offset(colon + 1).ok()?,
        username_end: to_offset(username_end).ok()?,
        host_start: to_offset(host_start).ok()?,
        host_end: to_offset(host_end).ok()?,
        port: port.map_or(OMITTED, u32::from),
        pathname_start: to_offset(path_start).ok()?,
        search_start,
        hash_start,
        scheme_type,
        host_kind,
    })
}

/// Append the credentials of `userinfo` (authority state 2.1-2.4: its first `:` ends the username;
/// each code point percent-encoded with the userinfo set, an earlier `@` too), and the `@` when the
/// username or the password is not empty. Returns the offset of the username's end.
fn write_credentials(userinfo: &str, href: &mut String) -> usize {
    let start = href.len();
    let (username, password) = userinfo.split_once(':').unwrap_or((userinfo, ""));
    utf8_percent_encode(username, USERINFO, href);
    let username_end = href.len();
    if !password.is_empty() {
        href.push(':');
        utf8_percent_encode(password, USERINFO, href);
    }
    if href.len() > start {
        href.push('@');
    }
    username_end
}

/// Append the host that [`authority`] read from `s`, lowercased, and return its kind. (A file
/// URL's host "localhost" becomes the empty host: file host state 1.2.4.)
fn write_host(s: &str, host: HostForm, file: bool, href: &mut String) -> Option<HostKind> {
    let kind = match host {
        HostForm::Ascii { range, ipv4 } => {
            let host = s.get(range)?;
            if host.is_empty() || (file && host.eq_ignore_ascii_case("localhost")) {
                HostKind::Empty
            } else {
                let host_start = href.len();
                href.push_str(host);
                href.get_mut(host_start..)?.make_ascii_lowercase();
                if ipv4 {
                    HostKind::Ipv4
                } else {
                    HostKind::Domain
                }
            }
        }
        HostForm::Parsed(Host::Domain(domain)) if file && domain == "localhost" => HostKind::Empty,
        HostForm::Parsed(host @ Host::Domain(_)) => {
            host.serialize(href);
            HostKind::Domain
        }
        HostForm::Parsed(host @ Host::Ipv4(_)) => {
            host.serialize(href);
            HostKind::Ipv4
        }
        // (A special URL's host parser returns no other kind: IPv6 addresses are declined.)
        HostForm::Parsed(_) => return None,
    };
    Some(kind)
}

/// Append `s` from `from` to the first byte of `stop` (or the end) to `href`, UTF-8
/// percent-encoded with `set`: runs of bytes in `class` (kept as they are) copied whole, the bytes
/// between them encoded one at a time. Returns where it stopped; `None` (and `tab` set) at an ASCII
/// tab or newline.
#[inline(never)]
fn encode_runs(
    s: &str,
    from: usize,
    class: u8,
    set: EncodeSet,
    stop: &[u8],
    href: &mut String,
    tab: &mut bool,
) -> Option<usize> {
    let bytes = s.as_bytes();
    let mut at = from;
    loop {
        let end = run_end(bytes, at, class);
        href.push_str(s.get(at..end)?);
        at = end;
        let Some(&b) = bytes.get(at) else {
            return Some(at);
        };
        if stop.contains(&b) {
            return Some(at);
        }
        // (A file URL's path keeps `|`, but `C|` becomes `C:` in a first segment: the state
        // machine decides.)
        if class == FILE_PATH_BYTE && b == b'|' {
            return None;
        }
        if is_ascii_tab_or_newline(b) {
            *tab = true;
            return None;
        }
        // An ASCII byte outside the class: percent-encoded when in `set`. A run of non-ASCII code
        // points: every byte of their UTF-8 is in every set, so each is percent-encoded in turn.
        if b < 0x80 {
            utf8_percent_encode_char(char::from(b), set, href);
            at += 1;
        } else {
            while let Some(&b) = bytes.get(at).filter(|&&b| b >= 0x80) {
                percent_encode_byte(b, href);
                at += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    // The API URL parser's entry to it: checked against the state machine in debug builds.
    use crate::api_url_parser::normalized;
    use crate::prelude::*;

    /// `normalized`'s rewrites (the debug check of `normalized` compares each answer with the
    /// state machine's), and the inputs it must leave to the state machine.
    #[test]
    fn normalizes_what_the_parser_only_rewrites() {
        for (input, href) in super::super::tests::EMPTY_PATHS.into_iter().chain([
            ("HTTP://Example.COM/A", "http://example.com/A"),
            ("hTtPs://h/", "https://h/"),
            ("  http://h/ \n", "http://h/"),
            ("\u{0}\u{1f}http://h/x\u{7}", "http://h/x"),
            ("ht\ttp://h\n.c\r/a\tb?q\n#f\t", "http://h.c/ab?q#f"),
            ("http://h:80/", "http://h/"),
            ("https://h:443", "https://h/"),
            ("ftp://h:21/", "ftp://h/"),
            ("ws://h:080/", "ws://h/"),
            ("http://h:0080/", "http://h/"),
            ("http://h:08080/", "http://h:8080/"),
            ("https://h:080/", "https://h:80/"),
            ("http://h:/", "http://h/"),
            ("http://h:00000/", "http://h:0/"),
            ("http:\\\\h\\a\\b?c\\d#e\\f", "http://h/a/b?c\\d#e\\f"),
            ("http:/\\h/", "http://h/"),
            ("file:\\\\\\C:\\x", "file:///C:/x"),
            ("http://h/a/./b/../c", "http://h/a/c"),
            ("http://h/a/..", "http://h/"),
            ("http://h/a/b/..?q", "http://h/a/?q"),
            ("http://h/.", "http://h/"),
            ("http://h/./", "http://h/"),
            ("http://h/..", "http://h/"),
            ("http://h/../../a", "http://h/a"),
            ("http://h/%2e/%2E%2e/x/.%2E", "http://h/"),
            (
                "http://h/a b/\u{e9}?q=a b&\u{e9}'#a b`\u{e9}",
                "http://h/a%20b/%C3%A9?q=a%20b&%C3%A9%27#a%20b%60%C3%A9",
            ),
            (
                "http://h/\u{65e5}\u{672c}\u{8a9e}\u{1f600}x/?\u{e9}\u{1f600}=1 #\u{fc}\u{1f600}`y",
                "http://h/%E6%97%A5%E6%9C%AC%E8%AA%9E%F0%9F%98%80x/?%C3%A9%F0%9F%98%80=1%20#%C3%BC%F0%9F%98%80%60y",
            ),
            ("http://h/{}|^\"<>", "http://h/%7B%7D|%5E%22%3C%3E"),
            ("http://h/%zz%41", "http://h/%zz%41"),
            ("file:///a/./b", "file:///a/b"),
            ("FILE:\\\\h\\a\\..\\b", "file://h/b"),
            ("file:///C:/x/..", "file:///C:/"),
            ("file:///x/../C:/y", "file:///C:/y"),
            ("http://h/a\t/.\n./b", "http://h/b"),
            ("http://%41/", "http://a/"),
            (
                "HTTP://%57WW.B\u{fc}cher.DE:443/",
                "http://www.xn--bcher-kva.de:443/",
            ),
            ("https://B\u{fc}cher.de/", "https://xn--bcher-kva.de/"),
            ("http://1.2.3.04/", "http://1.2.3.4/"),
            ("http://0x7f.1/", "http://127.0.0.1/"),
            ("http://4294967295:80/", "http://255.255.255.255/"),
            ("file://localhost/x", "file:///x"),
            ("FILE://LocalHost", "file:///"),
            ("file://%6Cocalhost/x", "file:///x"),
            ("file://b\u{fc}cher/x", "file://xn--bcher-kva/x"),
            ("file://%41/", "file://a/"),
            (
                "HTTP://User:Pass@Example.COM:80/",
                "http://User:Pass@example.com/",
            ),
            ("http://u@h", "http://u@h/"),
            ("http://u:@h/", "http://u@h/"),
            ("http://:p@h/", "http://:p@h/"),
            ("http://@h/", "http://h/"),
            ("http://:@h:81/", "http://h:81/"),
            ("http://a@b@h/", "http://a%40b@h/"),
            ("http://a:b:c@h/", "http://a:b%3Ac@h/"),
            ("http://a:b@c:d@h:8/", "http://a:b%40c%3Ad@h:8/"),
            (
                "https:\\\\u s\u{e9}r:p%41\u{1f600}@B\u{fc}cher.de\\x",
                "https://u%20s%C3%A9r:p%41%F0%9F%98%80@xn--bcher-kva.de/x",
            ),
            ("http://u\t:p\n@h/", "http://u:p@h/"),
        ]) {
            let mut out = String::new();
            assert!(normalized(input, &mut out).is_some(), "{input:?}");
            assert_eq!(out, href, "{input:?}");
        }
        for input in [
            "http://u@/",
            "http://u@:80/",
            "http://u:p@/x",
            "http://u@h@/",
            "file://u@h/",
            "file://u:p@/",
            "ws://[u]:<p>@h/",
            "http://u@[::1]/",
            "http://[::1]/",
            "http://h:65536/",
            "http://h:8x/",
            "http://h:1:2/",
            "http:///h/",
            "http:/h/",
            "http:h/",
            "http:\\/\\h/",
            "file://h:1/x",
            "file://h:/x",
            "file:///C|/x",
            "file:///C:/../x",
            "file:///c|/../",
            "file:///x/../c|/..",
            "file://h/c|/..",
            "sc://a/",
            "javascript:alert(1)",
            "https//a",
            "http://a b/",
            "http://a<b/",
            "http://a%20b/",
            "http://1.2.3.4.5/",
            "http://4294967296/",
            "file://C|/x",
            "file://c%7C/x",
            "",
            "   ",
        ] {
            assert!(normalized(input, &mut String::new()).is_none(), "{input:?}");
        }
    }

    /// `parses` reads through ASCII tabs and newlines, in UTF-8 input only.
    #[test]
    fn parses_without_tabs_or_newlines() {
        for input in ["ht\ttp://h\n.c\r/a", "http://u\t:p@h/", "https://\th:8\t0/"] {
            assert!(super::parses(input.as_bytes()), "{input:?}");
        }
        for input in [
            &b"http://h\t^/"[..],
            b"http://h\t\xC3\n\xA9/", // not UTF-8 (the parser sees two U+FFFD)
            b"http://\xC3\t\xA9.com/",
        ] {
            assert!(
                !super::parses(input),
                "{:?}",
                String::from_utf8_lossy(input)
            );
        }
    }
}
