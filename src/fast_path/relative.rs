//! Relative references against a base: the href of `new URL(input, base)` built from the base's
//! href when the basic URL parser would only replace its end, resolve a path against it, or
//! read a new authority. Each answer is checked against the state machine in debug builds
//! (`api_url_parser::relative_to_base`).

use crate::components::{to_offset, Components, SchemeType, OMITTED};
use crate::infra::{
    find_byte, is_double_dot, is_normalized_windows_drive_letter, is_single_dot, rfind_byte,
};
use crate::percent_encode::{FRAGMENT, PATH, QUERY, SPECIAL_QUERY};
use crate::prelude::*;
use crate::record::first_segment;
use crate::url::Url;
use crate::MAX_INPUT_LENGTH;

/// A relative reference that only replaces the end of its base: `""`, `?query` (without `#`) or
/// `#fragment`; or a path reference (see [`path_reference`]) or a scheme-relative reference (see
/// [`scheme_relative`]); with nothing to trim or remove (see [`nothing_to_trim_or_remove`]).
/// Writes the href into `href` and returns its components; `None` when the state machine must
/// decide.
///
/// Per the basic URL parser: with a base that has no opaque path, the no scheme state goes to
/// the relative state (or, for a file base, the file state), which copies the base's scheme,
/// credentials, host, port, path and query; then EOF leaves the fragment null, `?` empties the
/// query and runs the query state, `#` empties the fragment and runs the fragment state. Those
/// states UTF-8 percent-encode every code point with the (special-)query or fragment
/// percent-encode set. (A base with an opaque path fails for `""` and `?`; `#` would work but is
/// left to the state machine.)
pub(crate) fn relative_to_base(input: &str, base: &Url, href: &mut String) -> Option<Components> {
    let bytes = input.as_bytes();
    if base.has_opaque_path() || !nothing_to_trim_or_remove(input) {
        return None;
    }
    let mut c = *base.components();
    let base_href = base.href();
    let query_end = match c.hash_start {
        OMITTED => base_href.len(),
        h => h as usize,
    };
    let path_end = match c.search_start {
        OMITTED => query_end,
        q => q as usize,
    };
    let (keep, set) = match bytes.first() {
        None => (query_end, None),
        Some(b'#') => (query_end, Some(FRAGMENT)),
        // (A `#` after the query starts a fragment: left to the state machine.)
        Some(b'?') if find_byte(bytes, b'#').is_some() => return None,
        Some(b'?') if base.is_special() => (path_end, Some(SPECIAL_QUERY)),
        Some(b'?') => (path_end, Some(QUERY)),
        Some(_) if input.starts_with("//") => return scheme_relative(input, base, href),
        Some(_) => return path_reference(input, base, c, href),
    };
    href.clear();
    href.push_str(base_href.get(..keep)?);
    c.hash_start = OMITTED;
    if let Some(set) = set {
        let at = to_offset(keep).ok()?;
        if bytes.first() == Some(&b'?') {
            c.search_start = at;
        } else {
            c.hash_start = at;
        }
        href.push_str(input.get(..1)?);
        crate::percent_encode::utf8_percent_encode(input.get(1..)?, set, href);
    }
    to_offset(href.len()).ok()?;
    Some(c)
}

/// Whether the [URL parser](https://url.spec.whatwg.org/#concept-url-parser) runs the state
/// machine on `input` itself: no longer than the parser accepts ([`MAX_INPUT_LENGTH`]), no
/// leading or trailing [C0 control or space](https://url.spec.whatwg.org/#c0-control-or-space)
/// (step 1 of the [basic URL parser](https://url.spec.whatwg.org/#concept-basic-url-parser)
/// removes those), and no [ASCII tab or
/// newline](https://url.spec.whatwg.org/#ascii-tab-or-newline) anywhere (step 3 removes those).
/// Every C0 control is refused anywhere, tab and newline among them (the other ones inside the
/// input would only be percent-encoded, but they are rare enough to leave to the state
/// machine); a space, DEL or a code point above U+007F inside the input stays, for the states to
/// keep or percent-encode.
fn nothing_to_trim_or_remove(input: &str) -> bool {
    let bytes = input.as_bytes();
    input.len() <= MAX_INPUT_LENGTH
        && bytes.first() != Some(&b' ')
        && bytes.last() != Some(&b' ')
        && !bytes.iter().any(|&b| b < 0x20)
}

/// A scheme-relative reference (`//cdn.example.net/s.js`) against a special base, file included:
/// the result of parsing the base's scheme, `:` and `input` without a base, so the href is that
/// string when [`super::already_serialized`] accepts it (which rules out credentials, a port to
/// drop, a host to lowercase or to parse as an address, dot segments, anything to encode, `\`).
///
/// Per the [basic URL parser](https://url.spec.whatwg.org/#concept-basic-url-parser): for
/// `input` against a special non-file base the no scheme state goes to the
/// [relative state](https://url.spec.whatwg.org/#relative-state), whose `/` leads to the
/// [relative slash state](https://url.spec.whatwg.org/#relative-slash-state), whose second `/`
/// leads to the [special authority ignore slashes
/// state](https://url.spec.whatwg.org/#special-authority-ignore-slashes-state) at the third code
/// point; `scheme://…` without a base reaches the same state at the same point of the same text
/// through the scheme state and the [special authority slashes
/// state](https://url.spec.whatwg.org/#special-authority-slashes-state). Against a file base the
/// [file state](https://url.spec.whatwg.org/#file-state) and the [file slash
/// state](https://url.spec.whatwg.org/#file-slash-state) take the two `/` to the [file host
/// state](https://url.spec.whatwg.org/#file-host-state) before looking at the base, as
/// `file://…` does through the scheme state and the file state. No later state reads the base.
fn scheme_relative(input: &str, base: &Url, href: &mut String) -> Option<Components> {
    if !base.is_special() {
        return None;
    }
    href.clear();
    href.push_str(base.protocol());
    href.push_str(input);
    super::already_serialized(href.as_bytes())
}

/// A path reference (`sibling.html`, `/abs/path`, `./c/./d/../e`, `../a/b.html?x=1`) against a
/// special base: not `//` (see [`scheme_relative`]), a path without `:` (the scheme state could
/// take what precedes it for a scheme) whose segments are `.`, `..` or other segments without
/// `\` or `#` and without `%2e` forms of the dot segments (`a%20b`, `c d`, `été`), then
/// optionally `?` and a query without `#`. Against a file base, no `|` in the input's path and no
/// Windows drive letter first in the base's path.
///
/// Per the [basic URL parser](https://url.spec.whatwg.org/#concept-basic-url-parser): the
/// [relative state](https://url.spec.whatwg.org/#relative-state) with such a first code point
/// copies the base's credentials, host, port and path, sets the query to null and shortens the
/// path; with a leading `/`, the [relative slash
/// state](https://url.spec.whatwg.org/#relative-slash-state) copies the credentials, host and
/// port and leaves the path empty. The [path state](https://url.spec.whatwg.org/#path-state)
/// then takes each segment: it [UTF-8
/// percent-encodes](https://url.spec.whatwg.org/#utf-8-percent-encode) every code point that is
/// not a delimiter with the [path percent-encode
/// set](https://url.spec.whatwg.org/#path-percent-encode-set) into its buffer; then `..`
/// shortens the path, `.` adds nothing, any other buffer is appended; after a last `.` or `..`
/// (one ended by `?` or EOF, not `/`) it appends the empty string. `?` leads to the [query
/// state](https://url.spec.whatwg.org/#query-state), which percent-encodes with the special-query percent-encode set. The fragment is null.
///
/// Against a file base (no credentials, no port) the [file
/// state](https://url.spec.whatwg.org/#file-state) does the same as the relative state unless
/// the input starts with a Windows drive letter (then it empties the path instead of shortening
/// it); with a leading `/`, the [file slash state](https://url.spec.whatwg.org/#file-slash-state)
/// copies the host and leaves the path empty unless the base's path starts with a normalized
/// Windows drive letter (then the path keeps it). In the path state a first segment that is a
/// Windows drive letter (`C|`) becomes normalized (`C:`), and shortening keeps a path that is a
/// lone normalized drive letter. None of this applies when the input's path has no `:` or `|` and
/// the base's first segment is no normalized drive letter: then no segment of the path is a
/// drive letter.
fn path_reference(
    input: &str,
    base: &Url,
    mut c: Components,
    href: &mut String,
) -> Option<Components> {
    if !base.is_special() || input.starts_with("//") {
        return None;
    }
    // (The searches here and below are over bytes, `infra::find_byte`: the ASCII bytes they look
    // for are never part of a multi-byte code point.)
    let (path, query) = match find_byte(input.as_bytes(), b'?') {
        Some(i) => (input.get(..i)?, Some(input.get(i + 1..)?)),
        None => (input, None),
    };
    // (A `:` in the query cannot end a scheme: the scheme state stops at `?`.)
    if find_byte(path.as_bytes(), b':').is_some()
        || query.is_some_and(|query| find_byte(query.as_bytes(), b'#').is_some())
    {
        return None;
    }
    // A file base: no Windows drive letter (`C:`, `C|`) in the input's path, none first in the
    // base's path.
    if c.scheme_type == SchemeType::File
        && (find_byte(path.as_bytes(), b'|').is_some()
            || first_segment(base.pathname()).is_some_and(is_normalized_windows_drive_letter))
    {
        return None;
    }
    let start = c.pathname_start as usize;
    href.clear();
    let segments = match path.strip_prefix('/') {
        Some(rest) => {
            href.push_str(base.href().get(..start)?);
            rest
        }
        None => {
            href.push_str(base.href().get(..start + base.pathname().len())?);
            shorten_path(href, start);
            path
        }
    };
    let mut rest = Some(segments);
    while let Some(text) = rest {
        let (segment, after) = match find_byte(text.as_bytes(), b'/') {
            Some(i) => (text.get(..i)?, Some(text.get(i + 1..)?)),
            None => (text, None),
        };
        rest = after;
        let dot = match segment {
            ".." => {
                shorten_path(href, start);
                true
            }
            "." => true,
            // The path state checks its buffer, the segment percent-encoded, for a dot segment;
            // the segment itself gives the same answer. When nothing is encoded the buffer is
            // the segment. When something is, neither is a dot segment. A dot segment is made of
            // `.`, `%`, `2`, `e` and `E`, none of which is in the path percent-encode set, so the
            // segment is not one; and encoding writes a `%XX` whose `XX` is the uppercase hex of
            // a byte in the set, never `2E` (`.` is not in it) nor `2e`, while every `%` of a dot
            // segment starts `%2e` or `%2E`, so the buffer is not one either. (The `%2e` forms
            // themselves are left to the state machine.)
            _ if is_single_dot(segment) || is_double_dot(segment) => return None,
            // `\` is a path separator in special URLs (the path state ends the segment there);
            // `#` would start the fragment.
            _ if segment.bytes().any(|b| b == b'\\' || b == b'#') => return None,
            // What is left of the path set here is encoded: the space and `"`, `<`, `>`, `^`,
            // `` ` ``, `{`, `}`, DEL, and the bytes of a code point above U+007F (C0 controls
            // are refused by `nothing_to_trim_or_remove`; `?` and `/` end the path or the
            // segment). Percent-encoding each UTF-8 byte of a code point is UTF-8
            // percent-encoding it.
            _ => {
                href.push('/');
                crate::percent_encode::utf8_percent_encode(segment, PATH, href);
                false
            }
        };
        if dot && rest.is_none() {
            href.push('/');
        }
    }
    c.search_start = OMITTED;
    c.hash_start = OMITTED;
    if let Some(query) = query {
        c.search_start = to_offset(href.len()).ok()?;
        href.push('?');
        crate::percent_encode::utf8_percent_encode(query, SPECIAL_QUERY, href);
    }
    to_offset(href.len()).ok()?;
    Some(c)
}

/// [Shorten](https://url.spec.whatwg.org/#shorten-a-urls-path) the path written in `href` from
/// `start` (`/a/b` is « a, b »): remove its last segment, if any. [`path_reference`] rules out
/// the exception, a file URL whose path is a single normalized Windows drive letter.
fn shorten_path(href: &mut String, start: usize) {
    if let Some(last) = rfind_byte(href.as_bytes().get(start..).unwrap_or_default(), b'/') {
        href.truncate(start + last);
    }
}

#[cfg(test)]
mod tests {
    use super::relative_to_base;
    use crate::Url;

    /// Whether the fast path answers for `input` against `base`; when it does, its href and
    /// components must be the state machine's (a parse that reports validation errors never takes
    /// a fast path, so this holds in release test builds too).
    fn fast(input: &str, base: &str) -> bool {
        let base = Url::parse(base, None).unwrap();
        let mut href = String::new();
        let Some(components) = relative_to_base(input, &base, &mut href) else {
            return false;
        };
        let slow = Url::parse_with_errors(input, Some(&base), &mut |_, _| {});
        let slow = slow.unwrap_or_else(|e| panic!("{input:?} against {base:?}: {e:?}"));
        assert_eq!(
            (href.as_str(), &components),
            (slow.href(), slow.components()),
            "{input:?} against {base:?}"
        );
        true
    }

    /// Against every base: each of `fast_inputs` takes the fast path (with the state machine's
    /// answer, see [`fast`]) and none of `slow_inputs` does.
    fn check(bases: &[&str], fast_inputs: &[&str], slow_inputs: &[&str]) {
        for base in bases {
            for input in fast_inputs {
                assert!(fast(input, base), "{input:?} against {base:?}");
            }
            for input in slow_inputs {
                assert!(!fast(input, base), "{input:?} against {base:?}");
            }
        }
    }

    /// The href the fast path gives for `input` against `https://h/a/b/c?q#f`.
    fn resolved(input: &str) -> Option<String> {
        let base = Url::parse("https://h/a/b/c?q#f", None).unwrap();
        let mut href = String::new();
        relative_to_base(input, &base, &mut href).map(|_| href)
    }

    /// `//host/path` against special bases, file included; everything `already_serialized` would
    /// not accept after the base's scheme goes to the state machine, and so do other bases.
    #[test]
    fn scheme_relative_references() {
        let special = [
            "https://h/a/b?q#f",
            "ws://u:p@h:1/",
            "file:///home/x.js",
            "file://h/x",
        ];
        for base in special {
            let file = base.starts_with("file:");
            for input in [
                "//cdn.example.net/s.js",
                "//h/",
                "//h/a//b/?q=1#f",
                "//x_y.z/p?\\",
            ] {
                assert!(fast(input, base), "{input:?} against {base:?}");
            }
            assert_eq!(fast("//h:8080/p", base), !file, "{base}");
            assert_eq!(fast("//localhost/p", base), !file, "{base}");
            // An empty host (file) or extra slashes (the others ignore them).
            assert_eq!(fast("///h/", base), file, "{base}");
            for input in [
                "//h",
                "//h?q",
                "//H/",
                "//u@h/",
                "//u:p@h/",
                "//h:/",
                "//\\h/",
                "//h\\p",
                "/\\h/",
                "\\\\h/",
                "//1.2.3.04/",
                "//0x7f.1/",
                "//[::1]/",
                "//C:/x",
                "//C|/x",
                "//h/./x",
                "//h/a/..",
                "//h/%2e/",
                "//h/a b",
                "//h/\u{e9}",
                "// h/",
                "//h/ ",
                "//%68/",
                "//h/\t",
            ] {
                assert!(!fast(input, base), "{input:?} against {base:?}");
            }
        }
        // A port is dropped when it is the base scheme's default.
        assert!(!fast("//h:443/", "https://h/") && !fast("//h:80/", "ws://h/"));
        assert!(fast("//h:80/", "https://h/") && fast("//h:443/", "ws://h/"));
        for base in ["sc://h/p", "sc:/p", "sc:o", "data:,x"] {
            assert!(!fast("//cdn.example.net/s.js", base), "{base}");
        }
    }

    /// Path references with `.` and `..` segments and a query, against special non-file bases;
    /// `..` above the root stays at the root (shortening an empty path does nothing).
    #[test]
    fn path_references_with_dot_segments() {
        let bases = [
            "http://h/",
            "https://u:p@h:8/a/b/c?q#f",
            "https://h/a/b",
            "ws://h/a//b/",
            "ftp://h/a",
        ];
        let fast_inputs = [
            "../a/b.html?x=1",
            "./c/./d/../e",
            ".",
            "..",
            "./",
            "../",
            "../..",
            "./../",
            "../../../../x",
            "x/../../..",
            "/.",
            "/..",
            "/../x",
            "/a/./b/../../..",
            "a/./b/../c",
            "a/..",
            "a/.",
            "a//b/..//",
            "..?",
            ".?q=1",
            "x?a?b/../",
            "x?u=http://h/",
            "x?q'\"<>`{}\\",
            "/?",
            "..%2f/x",
            ".../x",
            "x./.x",
            "../a b",
            "../a^b",
            "x/\u{e9}",
        ];
        let slow_inputs = [
            "%2e/x", "%2E%2e/x", ".%2e/x", "%2e./x", "x/%2e", "x/.%2E", "a\\..", "..\\x", "./x#f",
            "x?q#f", "../a:b", "a:b/../c", " ../x", "../x ", "..\t/x", "\\x",
        ];
        check(&bases, &fast_inputs, &slow_inputs);
        assert_eq!(resolved("../../../x").as_deref(), Some("https://h/x"));
        assert_eq!(resolved("..").as_deref(), Some("https://h/a/"));
        assert_eq!(resolved("./d/.").as_deref(), Some("https://h/a/b/d/"));
        assert_eq!(resolved("/..?'").as_deref(), Some("https://h/?%27"));
    }

    /// Path references whose segments have code points to percent-encode with the path
    /// percent-encode set (the space, the other printable ASCII of the set that is no delimiter,
    /// DEL, non-ASCII), against special bases, file included; what the parser would trim or
    /// remove first, `\` and `#` still go to the state machine.
    #[test]
    fn path_references_that_percent_encode() {
        let bases = [
            "https://h/a/b?q#f",
            "http://u:p@h:8/a/",
            "ws://h/",
            "file:///home/x/y.js",
            "file://h/",
        ];
        let fast_inputs = [
            "a%20b/c d",
            "c d",
            "/a b/ c/d",
            "x/ /y",
            "x/ x",
            "x \u{7f}",
            "a\"b<c>d^e`f{g}h",
            "../a b/../c d?e f",
            "./ x",
            "a  /..",
            "\u{e9}t\u{e9}/caf\u{e9}.html",
            "../\u{1f600}/\u{fffd}",
            "/\u{0130}/a\u{301}",
            "x/%/%2/%2g/% 2e/%\u{e9}",
            ". ./ ../.. /x",
            "x?a b\u{e9}",
            "?a b\u{e9}",
            "#a b\u{e9}",
            "#\u{7f}`",
        ];
        let slow_inputs = [
            " a/b",
            "a/b ",
            " ",
            "a b ",
            "\ta",
            "a\tb",
            "a\nb",
            "a\rb",
            "a\u{0}b",
            "a\u{1f}b",
            "a b\\c",
            "a b#c",
            "\u{e9}\\x",
            "a b/%2e/c",
            "a b:c",
            "\u{e9}:x",
            "#a b ",
            "?a\tb",
            "x\u{c}",
        ];
        check(&bases, &fast_inputs, &slow_inputs);
        assert_eq!(
            resolved("a%20b/c d").as_deref(),
            Some("https://h/a/b/a%20b/c%20d")
        );
        assert_eq!(
            resolved("../\u{e9} {x}/..").as_deref(),
            Some("https://h/a/")
        );
        assert_eq!(
            resolved("/\u{e9}^`\"<>?^`").as_deref(),
            Some("https://h/%C3%A9%5E%60%22%3C%3E?^`")
        );
    }

    /// Path references against file bases: the common case, and the Windows drive letter quirks
    /// (in the base's first segment or anywhere in the input's path) left to the state machine.
    #[test]
    fn path_references_against_file_bases() {
        let inputs = [
            "/abs/path",
            "sibling.html",
            "../a/b.html?x=1",
            "./c/./d/../e",
            "a%20b/c",
            "../../../../x",
            "/..",
            "/",
            "x/../..",
            "C",
            "C/x",
            "CC/x",
            "/C",
            "x/C/..",
            "x?C:|/",
        ];
        let quirks = [
            "C:", "C:/x", "c|", "C|/x", "/C|/x", "/C:", "../C|/x", "x/../C|", "x/C|", "a|b",
            "..\\x", "%2e%2E/x", "./x#f",
        ];
        let common = [
            "file:///home/x/y.js",
            "file://benchmark/v8",
            "file://h/",
            "file:///",
            "file:///a/b/?q#f",
            "file:///a/C:/b",
            "file:///C/b",
            "file:///CC:/b",
        ];
        for base in common {
            for input in inputs {
                assert!(fast(input, base), "{input:?} against {base:?}");
            }
            for input in quirks {
                assert!(!fast(input, base), "{input:?} against {base:?}");
            }
        }
        for base in [
            "file:///C:/x/y",
            "file:///c:",
            "file://h/C:/",
            "file:///Z:/",
        ] {
            for input in inputs.iter().chain(&quirks) {
                assert!(!fast(input, base), "{input:?} against {base:?}");
            }
            assert!(fast("?q", base) && fast("#f", base) && fast("//h/x", base));
        }
    }

    /// `""`, `?query`, `#fragment` and plain paths against every kind of base (the debug check inside
    /// `Url::parse_into` compares each answer with the state machine).
    #[test]
    fn relative_references_that_replace_the_end() {
        let bases = [
            "http://u:p@h:8/a/b?q#f",
            "https://h/",
            "https://h/a/",
            "file:///C:/x?y",
            "sc://h/p?q#f",
            "sc:/p",
            "sc:o",
        ];
        let inputs = [
            "",
            "#",
            "#f#g?'\"",
            "?",
            "?q=1'\"<>",
            "?a#b",
            "#x y",
            "x",
            "/x",
            "a/b/",
            "/",
            "s.html",
            "../x",
            "./x",
            "x/%2e/y",
            "a:b",
            "x?q",
            "x#f",
            "a\\b",
            "a b",
            "/C:/x",
            "x/..",
        ];
        for base in bases {
            let base = crate::Url::parse(base, None).unwrap();
            let special = base.is_special() && base.scheme() != "file";
            for input in inputs {
                let mut href = String::new();
                let fast = relative_to_base(input, &base, &mut href).is_some();
                let end = matches!(input, "" | "#" | "#f#g?'\"" | "?" | "?q=1'\"<>" | "#x y");
                let path = matches!(
                    input,
                    "x" | "/x" | "a/b/" | "/" | "s.html" | "../x" | "./x" | "x?q" | "x/.." | "a b"
                );
                let expected = !base.has_opaque_path() && (end || (path && special));
                assert_eq!(fast, expected, "{input:?} against {base:?}");
                let mut into = String::new();
                let _ = crate::Url::parse_into(input, Some(&base), &mut into);
            }
        }
    }

    /// The relative references of the benchmark's "relative" workload take a fast path against
    /// nearly every base of the real-world lists.
    #[test]
    fn covers_the_benchmark_against_real_world_bases() {
        let inputs = [
            "../a/b.html?x=1",
            "/abs/path",
            "?q=1&r=2",
            "#frag",
            "sibling.html",
            "./c/./d/../e",
            "//cdn.example.net/s.js",
            "",
            "a%20b/c d",
        ];
        for (name, text) in crate::fast_path::tests::real_world_lists("relative fast paths") {
            let bases: Vec<Url> = text
                .lines()
                .step_by(10)
                .filter_map(|line| Url::parse(line, None).ok())
                .collect();
            for input in inputs {
                let (mut fast_href, mut href) = (String::new(), String::new());
                let hits = bases
                    .iter()
                    .filter(|base| relative_to_base(input, base, &mut fast_href).is_some())
                    // (Through the API URL parser's entry too, whose debug check compares with the state
                    // machine.)
                    .filter(|base| crate::Url::parse_into(input, Some(base), &mut href).is_ok())
                    .count();
                assert!(
                    hits * 100 >= bases.len() * 98,
                    "{input:?} against {name}: {hits} of {}",
                    bases.len()
                );
            }
        }
    }
}
