//! The writing grammar (`url_wasm::writing`): valid and invalid cases for every production, with
//! the position and reason of each failure; the URL Standard's own example table; HTML's options.

#![allow(clippy::unwrap_used, clippy::panic, clippy::indexing_slicing)]

use url_wasm::writing::{validate_url_string, Options, Production, Reason};
use url_wasm::Url;
use Reason::*;

/// Check `input` against `base`: `None` = valid, else `(index, reason)` of the first failure
/// (`index` as a byte offset in `input`).
fn check_with(input: &str, base: Option<&str>, options: Options, want: Option<(usize, Reason)>) {
    let base_url = base.map(|b| Url::parse(b, None).unwrap());
    let got = validate_url_string(input, base_url.as_ref(), options);
    match (got, want) {
        (Ok(()), None) => {}
        (Err(e), Some((index, reason))) if e.index == index && e.reason == reason => {}
        (got, want) => panic!("{input:?} (base {base:?}, {options:?}): got {got:?}, want {want:?}"),
    }
}

fn valid(input: &str, base: Option<&str>) {
    check_with(input, base, Options::default(), None);
}

fn invalid(input: &str, base: Option<&str>, index: usize, reason: Reason) {
    check_with(input, base, Options::default(), Some((index, reason)));
}

const HTTP: Option<&str> = Some("https://example.com/dir/file");
const FILE: Option<&str> = Some("file:///C:/demo");
const FILE_HOST: Option<&str> = Some("file://server/share/x");
const OTHER: Option<&str> = Some("foo://host/path");
const OPAQUE: Option<&str> = Some("mailto:someone@example.com");

/// The example table at <https://url.spec.whatwg.org/#example-url-parsing> (✅ and ❌ only).
#[test]
fn spec_example_table() {
    let table: &[(&str, Option<&str>, bool)] = &[
        ("https:example.org", None, false),
        ("https://////example.com///", None, false),
        ("https://example.com/././foo", None, true),
        ("hello:world", Some("https://example.com/"), true),
        ("https:example.org", Some("https://example.com/"), false),
        (
            "\\example\\..\\demo/.\\",
            Some("https://example.com/"),
            false,
        ),
        ("example", Some("https://example.com/demo"), true),
        ("file:///C|/demo", None, false),
        ("..", Some("file:///C:/demo"), true),
        ("file://localhost/", None, true),
        ("file://loc%61lhost/", None, false),
        ("https://user:password@example.org/", None, false),
        ("https://example.org/foo bar", None, false),
        ("https://EXAMPLE.com/../x", None, true),
        ("https://ex ample.org/", None, false),
        ("example", None, false),
        ("https://example.com:demo", None, false),
        ("http://[www.example.com]/", None, false),
        ("https://example.org//", None, true),
        ("https://example.com/[]?[]#[]", None, false),
        ("https://example/%?%#%", None, false),
        ("https://example/%25?%25#%25", None, true),
    ];
    for &(input, base, is_valid) in table {
        let base_url = base.map(|b| Url::parse(b, None).unwrap());
        assert_eq!(
            url_wasm::writing::is_valid_url_string(input, base_url.as_ref()),
            is_valid,
            "{input:?} against {base:?}"
        );
    }
}

/// The examples of the normative changes to the grammar since the seed text.
#[test]
fn recent_grammar_changes() {
    valid("https://example.com///this///is///fine", None);
    valid("file://", None);
    valid("file://host/C:/demo", None);
    valid("/C:/path", Some("file://server/tmp/"));
    valid("foo:a:b", None);
    invalid("a/b", OPAQUE, 0, OpaquePathBase);
    invalid("?x", OPAQUE, 0, OpaquePathBase);
    invalid("", OPAQUE, 0, OpaquePathBase);
    invalid("foo://:80", None, 6, PortWithoutHost);
    invalid("foo://h@x", None, 7, Credentials);
    invalid("//:80", OTHER, 2, PortWithoutHost);
    invalid("example.1", None, 0, RelativeWithoutBase);
    invalid("https://example.1/", None, 16, EndsInANumber);
    invalid("https://[2001:0db8::1]/", None, 14, Ipv6PieceNotShortest);
    valid("https://[1:2:3:4:5:6:7::]/", None);
}

#[test]
fn absolute_url_strings() {
    // Special, not file: "//", a valid host string, an optional port, an optional path.
    valid("https://example.org", None);
    valid("HTTPS://EXAMPLE.ORG/", None);
    valid("wss://example.org:443/chat?x#y", None);
    valid("ftp://1.2.3.4/", None);
    valid("http://h:/", None); // the empty URL-port string
    invalid("https:example.org", None, 6, ExpectedSolidi);
    invalid("https:/example.org", None, 6, ExpectedSolidi);
    invalid("https:\\\\example.org", None, 6, ExpectedSolidi);
    invalid("https://", None, 8, MissingHost);
    invalid("https:///x", None, 8, MissingHost);
    invalid("https://:80/", None, 8, MissingHost);
    // file: "//" and optionally a host and/or a path; never a port.
    valid("file:///", None);
    valid("file:///C:/demo", None);
    valid("file://localhost", None);
    valid("file://[::1]/x", None);
    invalid("file:/x", None, 5, ExpectedSolidi);
    invalid("file:x", None, 5, ExpectedSolidi);
    invalid("file://h:80/", None, 8, FileHostColon);
    invalid("file://[::1]:80/", None, 12, FileHostColon);
    invalid("file://:80/", None, 7, FileHostColon);
    invalid("file://u@h/", None, 8, Credentials);
    // Not special: a scheme-relative-URL string, a path-absolute-non-authority-URL string or an
    // opaque-path-URL string.
    valid("foo:", None);
    valid("foo://", None);
    valid("foo:///x", None);
    valid("foo://h:1/p", None);
    valid("foo:/p//q", None);
    valid("mailto:someone@example.com?subject=hi", None);
    valid("a+b.c-d:x", None);
    invalid("foo:a b", None, 5, NotUrlCodePoint(' '));
    invalid("foo:/a b", None, 6, NotUrlCodePoint(' '));
    invalid("1foo:x", None, 0, RelativeWithoutBase);
}

#[test]
fn relative_url_strings() {
    // path-relative-scheme-less-URL strings.
    valid("", HTTP);
    valid("x", HTTP);
    valid("../a/./b", HTTP);
    valid("a:b", HTTP); // an absolute-URL string, not a relative one
    valid("1a:b", HTTP); // "1a" is no URL-scheme string: a path segment with a ":"
    valid("?q", HTTP);
    valid("#f", HTTP);
    invalid("a b", HTTP, 1, NotUrlCodePoint(' '));
    invalid("x", None, 0, RelativeWithoutBase);
    invalid("", None, 0, RelativeWithoutBase);
    // path-absolute-non-authority-URL strings.
    valid("/", HTTP);
    valid("/a//b", HTTP);
    valid("/C:/path", FILE);
    invalid("/a\\b", HTTP, 2, NotUrlCodePoint('\\'));
    // Scheme-relative, switching on the base URL's scheme.
    valid("//example.org/x", HTTP);
    invalid("//", HTTP, 2, MissingHost);
    invalid("//exa mple.org", HTTP, 5, DomainCodePoint(' '));
    valid("//", FILE);
    valid("///x", FILE);
    valid("//server/x", FILE_HOST);
    invalid("//h:1/", FILE, 3, FileHostColon);
    valid("//", OTHER);
    valid("//any%20host:8/x", OTHER);
    invalid("//a b/", OTHER, 3, ForbiddenHostCodePoint(' '));
    // A base URL with an opaque path: only "#" and a fragment.
    valid("#", OPAQUE);
    valid("#top", OPAQUE);
    invalid("x", OPAQUE, 0, OpaquePathBase);
    invalid("#a#b", OPAQUE, 2, NotUrlCodePoint('#'));
}

#[test]
fn url_units() {
    valid("https://h/%00%ff%Fa", None);
    valid("https://h/!$&'()*+,-.:;=@_~", None);
    valid("https://h/\u{A0}\u{10FFFD}é😀", None);
    invalid("https://h/%", None, 10, PercentWithoutHexDigits);
    invalid("https://h/%4", None, 10, PercentWithoutHexDigits);
    invalid("https://h/%4g", None, 10, PercentWithoutHexDigits);
    for c in [
        '"',
        '<',
        '>',
        '[',
        ']',
        '^',
        '`',
        '{',
        '|',
        '}',
        '\\',
        '\u{7F}',
        '\u{9F}',
        '\u{FDD0}',
        '\u{FFFE}',
        '\u{1FFFF}',
        '\u{10FFFF}',
    ] {
        let input = format!("https://h/é{c}");
        invalid(&input, None, 12, NotUrlCodePoint(c));
    }
    // Queries and fragments are URL units too ("?" and "/" are URL code points).
    valid("https://h/?a/b?c", None);
    valid("https://h/#a/b?c", None);
    invalid("https://h/?a b", None, 12, NotUrlCodePoint(' '));
    invalid("https://h/?a#b c", None, 14, NotUrlCodePoint(' '));
    invalid("https://h/#a#", None, 12, NotUrlCodePoint('#'));
    // The first failure counts: the path's before the query's.
    invalid("https://h/a b?c d", None, 11, NotUrlCodePoint(' '));
    // Opaque paths.
    invalid("foo:a%zz", None, 5, PercentWithoutHexDigits);
}

#[test]
fn ports() {
    valid("https://h:0/", None);
    valid("https://h:65535/", None);
    valid("https://h:00080/", None);
    valid("foo://h:/", None);
    invalid("https://h:65536/", None, 10, PortOutOfRange);
    invalid("https://h:99999999999999999999/", None, 10, PortOutOfRange);
    invalid("https://h:8a/", None, 11, PortCodePoint('a'));
    invalid("https://h:-1/", None, 10, PortCodePoint('-'));
    invalid("https://h:1:2/", None, 11, PortCodePoint(':'));
    invalid("foo://h:x/", None, 8, PortCodePoint('x'));
}

#[test]
fn domains() {
    valid("https://example.com/", None);
    valid("https://münchen.example/", None);
    valid("https://xn--mnchen-3ya.example/", None);
    valid("https://a\u{3002}b/", None); // an ideographic full stop separates labels
    valid("https://ex-ample.com/", None);
    invalid("https://_dmarc.example/", None, 8, DomainCodePoint('_'));
    invalid("https://exa%41mple.org/", None, 11, DomainCodePoint('%'));
    invalid("https://a..b/", None, 10, EmptyLabel);
    invalid("https://.a/", None, 8, EmptyLabel);
    invalid("https://example.com./", None, 20, EmptyLabel);
    invalid("https://-x.com/", None, 8, DomainLabel);
    invalid("https://a.ab--c.com/", None, 10, DomainLabel);
    invalid("https://xn--a.com/", None, 8, DomainLabel);
    invalid("https://a.\u{FFFD}/", None, 10, DomainLabel);
    let label = "a".repeat(64);
    invalid(&format!("https://x.{label}/"), None, 10, LabelTooLong);
    let long = vec!["a".repeat(63); 5].join(".");
    invalid(&format!("https://{long}/"), None, 8, DomainTooLong);
    // A right-to-left label makes the Bidi rule apply to every label: "1a" fails it there.
    invalid("https://1a.\u{5D0}/", None, 8, Domain);
    // Ending in a number: an IPv4 address, or not valid.
    invalid("https://example.1/", None, 16, EndsInANumber);
    invalid("https://example.0x1/", None, 16, EndsInANumber);
    invalid("https://a.b.2/", None, 12, EndsInANumber);
    invalid("https://a.b.2./", None, 14, EmptyLabel);
}

#[test]
fn ipv4_addresses() {
    valid("https://0.0.0.0/", None);
    valid("https://255.255.255.255/", None);
    valid("https://10.0.0.1:8080/", None);
    valid("file://127.0.0.1/", None);
    invalid("https://1.2.3/", None, 13, Ipv4PartCount);
    invalid("https://1/", None, 9, Ipv4PartCount);
    invalid("https://1.2.3.4.5/", None, 15, Ipv4PartCount);
    // A trailing dot is an empty root label, which the strict flags reject.
    invalid("https://1.2.3.4./", None, 16, EmptyLabel);
    invalid("https://01.2.3.4/", None, 8, Ipv4NotShortestDecimal);
    invalid("https://1.2.3.0x4/", None, 14, Ipv4NotShortestDecimal);
    invalid("https://0x7f000001/", None, 8, Ipv4NotShortestDecimal);
    invalid("https://1.2.3.256/", None, 14, Ipv4OutOfRange);
    invalid("https://1.2.3.1000/", None, 14, Ipv4OutOfRange);
    invalid("https://1..3.4/", None, 10, EmptyLabel);
}

#[test]
fn ipv6_addresses() {
    for ok in [
        "[1:2:3:4:5:6:7:8]",
        "[::]",
        "[::1]",
        "[1::]",
        "[1::8]",
        "[1:2:3:4:5:6::8]",
        "[1:2:3:4:5:6:1.2.3.4]",
        "[::1.2.3.4]",
        "[::ffff:1.2.3.4]",
        "[1:2:3:4:5::1.2.3.4]",
        "[ABCD:ef01::]",
        "[0:0::1]",
    ] {
        valid(&format!("https://{ok}/"), None);
        valid(&format!("foo://{ok}/"), None);
    }
    let cases: &[(&str, usize, Reason)] = &[
        ("[::1", 4, Ipv6Unclosed),
        ("[::1]x", 5, AfterIpv6Address('x')),
        ("[1:2:3:4:5:6:7]", 14, Ipv6TooFewPieces),
        ("[1:2:3:4:5:6:7:8:9]", 17, Ipv6TooManyPieces),
        ("[1:2:3:4:5:6:7:8::]", 16, Ipv6TooManyPieces),
        ("[1:2:3:4::5:6:7:8]", 16, Ipv6TooManyPieces),
        ("[1:2:3:4:5:6:7:1.2.3.4]", 15, Ipv6TooManyPieces),
        ("[1:2:3:4:5:1.2.3.4]", 18, Ipv6TooFewPieces),
        ("[1.2.3.4]", 8, Ipv6TooFewPieces),
        ("[1::2::3]", 5, Ipv6MultipleCompression),
        ("[:1:2:3:4:5:6:7]", 1, Ipv6EmptyPiece),
        ("[1:2:3:4:5:6:7:]", 15, Ipv6EmptyPiece),
        ("[:::1]", 3, Ipv6EmptyPiece),
        ("[]", 1, Ipv6TooFewPieces),
        ("[01::]", 1, Ipv6PieceNotShortest),
        ("[12345::]", 1, Ipv6PieceTooLong),
        ("[::g]", 3, Ipv6CodePoint('g')),
        ("[1:2:3:4:5:6:7:8%251]", 16, Ipv6CodePoint('%')),
        ("[::1.2.3]", 8, Ipv4PartCount),
        ("[::1.2.3.04]", 9, Ipv4NotShortestDecimal),
        ("[::1.2.x.4]", 7, Ipv4CodePoint('x')),
        ("[::1.2.3.256]", 9, Ipv4OutOfRange),
        ("[www.example.com]", 1, Ipv6CodePoint('w')),
    ];
    for &(host, index, reason) in cases {
        invalid(&format!("https://{host}/"), None, 8 + index, reason);
        invalid(&format!("foo://{host}/"), None, 6 + index, reason);
    }
}

#[test]
fn opaque_hosts() {
    valid("foo://h/", None);
    valid("foo://%20x.y~!$&'()*+,;=/", None);
    valid("foo://é/", None);
    valid("foo://1.2.3/", None); // no IPv4 grammar for opaque hosts
    for c in ['<', '>', '^', '|', '\\'] {
        invalid(&format!("foo://a{c}b/"), None, 7, ForbiddenHostCodePoint(c));
    }
    invalid("foo://a%zz/", None, 7, PercentWithoutHexDigits);
    invalid("foo://a\u{7F}/", None, 7, NotUrlCodePoint('\u{7F}'));
    invalid("foo://a@b/", None, 7, Credentials);
}

#[test]
fn html_options() {
    let spaces = Options {
        surrounding_spaces: true,
        ..Options::default()
    };
    let non_empty = Options {
        non_empty: true,
        ..Options::default()
    };
    let both = Options {
        non_empty: true,
        surrounding_spaces: true,
    };
    check_with(" \t\n\x0C\rhttps://h/ \r\n", None, spaces, None);
    // Only ASCII whitespace is stripped (not other C0 controls, nor U+00A0)...
    check_with(
        "\x0Bhttps://h/",
        None,
        spaces,
        Some((0, RelativeWithoutBase)),
    );
    check_with("https://h/\u{A0}", None, spaces, None);
    check_with(
        "https://h/\x01 ",
        None,
        spaces,
        Some((10, NotUrlCodePoint('\x01'))),
    );
    // ...and without the option, none is.
    check_with(
        " https://h/",
        None,
        Options::default(),
        Some((0, RelativeWithoutBase)),
    );
    check_with(
        "https://h/ ",
        None,
        Options::default(),
        Some((10, NotUrlCodePoint(' '))),
    );
    // Indices count from the input as given.
    check_with(
        "  https://h/a b",
        None,
        spaces,
        Some((13, NotUrlCodePoint(' '))),
    );
    check_with("", HTTP, non_empty, Some((0, Empty)));
    check_with("x", HTTP, non_empty, None);
    check_with("   ", HTTP, spaces, None);
    check_with("   ", HTTP, both, Some((3, Empty)));
    check_with(" x ", HTTP, both, None);
}

#[test]
fn failures_name_a_production_with_a_spec_link() {
    let e = validate_url_string("https://h:x/", None, Options::default()).unwrap_err();
    assert_eq!(e.production, Production::UrlPortString);
    assert_eq!(e.production.name(), "URL-port string");
    assert_eq!(
        e.production.url(),
        "https://url.spec.whatwg.org/#url-port-string"
    );
    assert_eq!(
        e.reason.to_string(),
        "U+0078 (x) in a port: a port is ASCII digits"
    );
    let e =
        validate_url_string("https://h/\u{1F600}\u{10FFFF}", None, Options::default()).unwrap_err();
    assert_eq!(e.reason.to_string(), "U+10FFFF is not a URL code point");
}
