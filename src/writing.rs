//! The URL Standard's writing grammar: what a [valid URL string] is, as opposed to what the parser
//! accepts.
//!
//! <https://url.spec.whatwg.org/#url-writing> and <https://url.spec.whatwg.org/#host-writing>
//! (hosts are in `writing/host.rs`), plus HTML's [valid non-empty URL] and "potentially surrounded by
//! spaces" as [`Options`].
//!
//! The grammar is checked as written, independently of the parser: it can disagree with the
//! parser's validation errors (the spec says it may). It only uses the algorithms the writing
//! section itself refers to: the domain parser (with _beStrict_ true) and the ends-in-a-number
//! checker for [valid domain]s.
//!
//! Every production is deterministic once the input is split at its first `#` (no production
//! before a fragment contains one) and then at its first `?` (no production before a query
//! contains one), and once the input either starts with a [URL-scheme string] and `:` (an
//! absolute-URL string: no relative-URL string can start so) or does not. So the checker is one
//! left-to-right pass, and a failure has one position: the first code point (or the place) where
//! the production that applies stops matching.
//!
//! A relative-URL string is only valid against a base URL: its definition switches on the base
//! URL's scheme and path, and the URL parser fails on it without one (as whatwg-url's
//! `isValidURLString` does when no `baseURL` is given).
//!
//! [valid URL string]: https://url.spec.whatwg.org/#valid-url-string
//! [valid non-empty URL]: https://html.spec.whatwg.org/multipage/urls-and-fetching.html#valid-non-empty-url
//! [valid domain]: https://url.spec.whatwg.org/#valid-domain
//! [URL-scheme string]: https://url.spec.whatwg.org/#url-scheme-string

mod host;
mod reason;

use crate::components::SchemeType;
use crate::infra::is_url_code_point;
use crate::url::Url;

pub use reason::{Production, Reason};

/// HTML's variants of "valid URL" (both off: the URL Standard's valid URL string).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// [Valid non-empty URL](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#valid-non-empty-url):
    /// the empty string is not valid.
    pub non_empty: bool,
    /// [Potentially surrounded by spaces](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#valid-url-potentially-surrounded-by-spaces):
    /// leading and trailing ASCII whitespace is stripped first.
    pub surrounding_spaces: bool,
}

/// Where and why the grammar fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Invalid {
    /// Byte offset in the input as given (before any stripping of spaces).
    pub index: usize,
    /// What is wrong there.
    pub reason: Reason,
    /// The innermost production that does not match.
    pub production: Production,
}

type Checked = Result<(), Invalid>;

/// The port after a host's `:`, with its offset in the authority.
type Port<'a> = Option<(usize, &'a str)>;

/// A failure at `index` (a byte offset in the input as given).
fn fail(index: usize, reason: Reason, production: Production) -> Checked {
    Err(Invalid {
        index,
        reason,
        production,
    })
}

/// Whether `input` is a [valid URL string](https://url.spec.whatwg.org/#valid-url-string)
/// (against `base`, for a relative-URL string).
pub fn is_valid_url_string(input: &str, base: Option<&Url>) -> bool {
    validate_url_string(input, base, Options::default()).is_ok()
}

/// Check `input` against the [valid URL string](https://url.spec.whatwg.org/#valid-url-string)
/// grammar, with HTML's `options`; on failure, where and why it fails first.
///
/// ```
/// use url_wasm::writing::{validate_url_string, Options, Reason};
/// use url_wasm::Url;
///
/// assert!(validate_url_string("https://example.org/a?b#c", None, Options::default()).is_ok());
/// let e = validate_url_string("https://example.org/a b", None, Options::default()).unwrap_err();
/// assert_eq!((e.index, e.reason), (21, Reason::NotUrlCodePoint(' ')));
/// let base = Url::parse("https://example.org/", None).unwrap();
/// assert!(validate_url_string("../c?d", Some(&base), Options::default()).is_ok());
/// ```
pub fn validate_url_string(input: &str, base: Option<&Url>, options: Options) -> Checked {
    let (start, text) = if options.surrounding_spaces {
        // https://infra.spec.whatwg.org/#strip-leading-and-trailing-ascii-whitespace
        let is_space = |c: char| matches!(c, '\t' | '\n' | '\x0C' | '\r' | ' ');
        let rest = input.trim_start_matches(is_space);
        (input.len() - rest.len(), rest.trim_end_matches(is_space))
    } else {
        (0, input)
    };
    if options.non_empty && text.is_empty() {
        return fail(start, Reason::Empty, Production::ValidNonEmptyUrl);
    }
    valid_url_string(text, start, base)
}

/// The position of the `:` after a [URL-scheme string] at the start of `s`, if any.
///
/// [URL-scheme string]: https://url.spec.whatwg.org/#url-scheme-string
fn scheme_end(s: &str) -> Option<usize> {
    // "one ASCII alpha, followed by zero or more of ASCII alphanumeric, U+002B (+),
    // U+002D (-), and U+002E (.)"
    let bytes = s.as_bytes();
    if !bytes.first()?.is_ascii_alphabetic() {
        return None;
    }
    let end = bytes
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')))?;
    (bytes.get(end) == Some(&b':')).then_some(end)
}

/// `s` split at the first `sep`: before it, and after it (with its offset in `s`) if present.
fn split_at_first(s: &str, sep: char) -> (&str, Option<(usize, &str)>) {
    match s.find(sep) {
        Some(i) => (
            s.get(..i).unwrap_or_default(),
            Some((i + 1, s.get(i + 1..).unwrap_or_default())),
        ),
        None => (s, None),
    }
}

/// <https://url.spec.whatwg.org/#valid-url-string>: "either a relative-URL-with-fragment string
/// or an absolute-URL-with-fragment string". `at` is the offset of `s` in the input.
fn valid_url_string(s: &str, at: usize, base: Option<&Url>) -> Checked {
    let (before_fragment, fragment) = split_at_first(s, '#');
    if let Some(colon) = scheme_end(s) {
        // absolute-URL-with-fragment string: "an absolute-URL string, optionally followed by
        // U+0023 (#) and a URL-fragment string".
        absolute_url_string(before_fragment, at, colon)?;
    } else {
        // relative-URL-with-fragment string.
        let Some(base) = base else {
            return fail(
                at,
                Reason::RelativeWithoutBase,
                Production::RelativeUrlWithFragmentString,
            );
        };
        if base.has_opaque_path() {
            // "U+0023 (#) followed by a URL-fragment string, if base URL has an opaque path"
            if !before_fragment.is_empty() || fragment.is_none() {
                return fail(
                    at,
                    Reason::OpaquePathBase,
                    Production::RelativeUrlWithFragmentString,
                );
            }
        } else {
            // "otherwise, a relative-URL string, optionally followed by U+0023 (#) and a
            // URL-fragment string."
            relative_url_string(before_fragment, at, base)?;
        }
    }
    match fragment {
        // <https://url.spec.whatwg.org/#url-fragment-string>: "zero or more URL units".
        Some((offset, f)) => url_units(f, at + offset, Production::UrlFragmentString),
        None => Ok(()),
    }
}

/// <https://url.spec.whatwg.org/#absolute-url-string>; `colon` is the offset of the `:` after
/// the scheme in `s`.
fn absolute_url_string(s: &str, at: usize, colon: usize) -> Checked {
    let (before_query, query) = split_at_first(s, '?');
    let scheme = s.get(..colon).unwrap_or_default().to_ascii_lowercase();
    let rest_at = at + colon + 1;
    let rest = before_query.get(colon + 1..).unwrap_or_default();
    match SchemeType::from_scheme(&scheme) {
        // "a URL-scheme string that is an ASCII case-insensitive match for "file", followed by
        // U+003A (:) and a scheme-relative-file-URL string"
        SchemeType::File => scheme_relative_file_url_string(rest, rest_at)?,
        // "a URL-scheme string that is not an ASCII case-insensitive match for a special scheme,
        // followed by U+003A (:) and one of: a scheme-relative-URL string, a
        // path-absolute-non-authority-URL string, or an opaque-path-URL string"
        SchemeType::NotSpecial => {
            if rest.starts_with("//") {
                scheme_relative_url_string(rest, rest_at)?;
            } else if rest.starts_with('/') {
                // Not starting with "//": a path-absolute-non-authority-URL string.
                path_absolute_url_string(rest, rest_at)?;
            } else {
                // <https://url.spec.whatwg.org/#opaque-path-url-string>: "zero or more URL units
                // excluding U+003F (?), the first of which (if any) is not U+002F (/)". (A `?`
                // starts the query.)
                url_units(rest, rest_at, Production::OpaquePathUrlString)?;
            }
        }
        // "a URL-scheme string that is an ASCII case-insensitive match for a special scheme and
        // not an ASCII case-insensitive match for "file", followed by U+003A (:) and a
        // scheme-relative-special-URL string"
        _ => scheme_relative_special_url_string(rest, rest_at)?,
    }
    // "any optionally followed by U+003F (?) and a URL-query string."
    url_query(query, at)
}

/// <https://url.spec.whatwg.org/#url-query-string>: "zero or more URL units".
fn url_query(query: Option<(usize, &str)>, at: usize) -> Checked {
    match query {
        Some((offset, q)) => url_units(q, at + offset, Production::UrlQueryString),
        None => Ok(()),
    }
}

/// <https://url.spec.whatwg.org/#relative-url-string>, against a base URL without an opaque path.
fn relative_url_string(s: &str, at: usize, base: &Url) -> Checked {
    let (before_query, query) = split_at_first(s, '?');
    if before_query.starts_with("//") {
        // "or, switching on base URL's scheme:"
        match base.components().scheme_type {
            // "file": "a scheme-relative-file-URL string"
            SchemeType::File => scheme_relative_file_url_string(before_query, at)?,
            // "Otherwise": "a scheme-relative-URL string"
            SchemeType::NotSpecial => scheme_relative_url_string(before_query, at)?,
            // "A special scheme that is not "file"": "a scheme-relative-special-URL string"
            _ => scheme_relative_special_url_string(before_query, at)?,
        }
    } else if before_query.starts_with('/') {
        // "a path-absolute-non-authority-URL string"
        path_absolute_url_string(before_query, at)?;
    } else {
        // "a path-relative-scheme-less-URL string": a path-relative-URL string (zero or more
        // URL-path-segment strings separated by U+002F (/), not starting with one) that does not
        // start with a URL-scheme string and U+003A (:) (valid_url_string checked that).
        url_units(before_query, at, Production::UrlPathSegmentString)?;
    }
    url_query(query, at)
}

/// <https://url.spec.whatwg.org/#path-absolute-url-string>: "U+002F (/), followed by zero or
/// more URL-path-segment strings, separated from each other by U+002F (/)". `s` starts with `/`
/// and contains no `?` (the query starts there).
///
/// A [URL-path-segment string](https://url.spec.whatwg.org/#url-path-segment-string) is any run
/// of URL units excluding `/` and `?`: its alternatives are such a run that is not a single-dot
/// or double-dot segment, and those two. So the whole path is URL units.
fn path_absolute_url_string(s: &str, at: usize) -> Checked {
    url_units(s, at, Production::UrlPathSegmentString)
}

/// The shape of the three scheme-relative productions: "//", an authority that `authority`
/// checks (given its offset), then optionally a path-absolute-URL string.
fn scheme_relative(
    s: &str,
    at: usize,
    production: Production,
    authority: impl FnOnce(&str, usize) -> Checked,
) -> Checked {
    let Some(after) = s.strip_prefix("//") else {
        return fail(at, Reason::ExpectedSolidi, production);
    };
    let (authority_part, path) = split_path(after);
    authority(authority_part, at + 2)?;
    path_absolute_url_string(path, at + 2 + authority_part.len())
}

/// <https://url.spec.whatwg.org/#scheme-relative-special-url-string>: "//", a valid host string,
/// optionally `:` and a URL-port string, optionally a path-absolute-URL string.
fn scheme_relative_special_url_string(s: &str, at: usize) -> Checked {
    let production = Production::SchemeRelativeSpecialUrlString;
    scheme_relative(s, at, production, |authority, at| {
        let (host, port) = host_and_port(authority, at, production)?;
        if host.is_empty() {
            return fail(at, Reason::MissingHost, Production::ValidHostString);
        }
        host::valid_host_string(host, at)?;
        port_after_host(port, at)
    })
}

/// <https://url.spec.whatwg.org/#scheme-relative-url-string>: "//", an opaque-host-and-port
/// string, optionally a path-absolute-URL string.
fn scheme_relative_url_string(s: &str, at: usize) -> Checked {
    let production = Production::SchemeRelativeUrlString;
    scheme_relative(s, at, production, |authority, at| {
        // <https://url.spec.whatwg.org/#opaque-host-and-port-string>: "either the empty string
        // or: a valid opaque-host string, optionally followed by U+003A (:) and a URL-port
        // string".
        if authority.is_empty() {
            return Ok(());
        }
        let (host, port) = host_and_port(authority, at, production)?;
        if host.is_empty() {
            return fail(
                at,
                Reason::PortWithoutHost,
                Production::OpaqueHostAndPortString,
            );
        }
        host::valid_opaque_host_string(host, at)?;
        port_after_host(port, at)
    })
}

/// <https://url.spec.whatwg.org/#scheme-relative-file-url-string>: "//", optionally followed by
/// either a valid host string and optionally a path-absolute-URL string, or a
/// path-absolute-URL string.
fn scheme_relative_file_url_string(s: &str, at: usize) -> Checked {
    let production = Production::SchemeRelativeFileUrlString;
    scheme_relative(s, at, production, |authority, at| {
        if authority.is_empty() {
            return Ok(());
        }
        let (host, port) = host_and_port(authority, at, production)?;
        if !host.is_empty() {
            host::valid_host_string(host, at)?;
        }
        match port {
            // A `:` after the host can only be meant as a port (or a drive letter's), which the
            // production does not have.
            Some((offset, _)) => fail(at + offset - 1, Reason::FileHostColon, production),
            None => Ok(()),
        }
    })
}

/// `s` split before its first `/`: the authority and the path (empty when there is none).
fn split_path(s: &str) -> (&str, &str) {
    let end = s.find('/').unwrap_or(s.len());
    (
        s.get(..end).unwrap_or_default(),
        s.get(end..).unwrap_or_default(),
    )
}

/// An authority split into its host and, after a `:`, its port (with the port's offset in
/// `authority`). A host in brackets runs to its `]`, which must end the authority or be
/// followed by the port's `:`; another host runs to the first `:`. Credentials (a `@`) cannot be
/// written in a valid URL string.
fn host_and_port(
    authority: &str,
    at: usize,
    production: Production,
) -> Result<(&str, Port<'_>), Invalid> {
    if let Some(i) = authority.find('@') {
        fail(at + i, Reason::Credentials, production)?;
    }
    let host_end = if authority.starts_with('[') {
        match authority.find(']') {
            Some(close) => close + 1,
            None => {
                return Err(Invalid {
                    index: at + authority.len(),
                    reason: Reason::Ipv6Unclosed,
                    production: Production::ValidIpv6AddressString,
                })
            }
        }
    } else {
        authority.find(':').unwrap_or(authority.len())
    };
    let host = authority.get(..host_end).unwrap_or_default();
    let rest = authority.get(host_end..).unwrap_or_default();
    match rest.chars().next() {
        None => Ok((host, None)),
        Some(':') => Ok((
            host,
            Some((host_end + 1, rest.get(1..).unwrap_or_default())),
        )),
        // Only after a `]`: the address must be valid before what follows it matters.
        Some(c) => {
            host::valid_host_string(host, at)?;
            Err(Invalid {
                index: at + host_end,
                reason: Reason::AfterIpv6Address(c),
                production: Production::ValidHostString,
            })
        }
    }
}

/// The optional "U+003A (:) and a URL-port string" after a host.
fn port_after_host(port: Port<'_>, at: usize) -> Checked {
    match port {
        Some((offset, port)) => url_port_string(port, at + offset),
        None => Ok(()),
    }
}

/// <https://url.spec.whatwg.org/#url-port-string>: "the empty string", or "one or more ASCII
/// digits representing a decimal number that is a 16-bit unsigned integer".
fn url_port_string(port: &str, at: usize) -> Checked {
    if let Some((i, c)) = port.char_indices().find(|&(_, c)| !c.is_ascii_digit()) {
        return fail(at + i, Reason::PortCodePoint(c), Production::UrlPortString);
    }
    let value = port.bytes().fold(0u32, |n, d| {
        n.saturating_mul(10).saturating_add(u32::from(d - b'0'))
    });
    if value > u32::from(u16::MAX) {
        return fail(at, Reason::PortOutOfRange, Production::UrlPortString);
    }
    Ok(())
}

/// `s` is zero or more [URL units](https://url.spec.whatwg.org/#url-units): URL code points and
/// percent-encoded bytes (`%` and two ASCII hex digits). Failures name `production`.
fn url_units(s: &str, at: usize, production: Production) -> Checked {
    let bytes = s.as_bytes();
    for (i, c) in s.char_indices() {
        if c == '%' {
            let hex = |k: usize| bytes.get(i + k).is_some_and(u8::is_ascii_hexdigit);
            if !(hex(1) && hex(2)) {
                return fail(at + i, Reason::PercentWithoutHexDigits, production);
            }
        } else if !is_url_code_point(c) {
            return fail(at + i, Reason::NotUrlCodePoint(c), production);
        }
    }
    Ok(())
}
