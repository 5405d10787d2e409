//! Tools for people who write URLs: every validation error of a parse with its position, and
//! node:url's domain conversions on the URL Standard's host parsing. (The grammar of a valid URL
//! string is [`crate::writing`].)

use crate::error::{ParseError, Reporter, ValidationError};
use crate::parser::{basic_url_parser, StateOverride};
use crate::prelude::*;
use crate::record::UrlRecord;
use crate::url::Url;

/// One [validation error](https://url.spec.whatwg.org/#validation-error) of a parse.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reported {
    /// The error (its spec name is [`ValidationError::name`]).
    pub error: ValidationError,
    /// Byte offset in the input as given (before leading and trailing C0 control or space are
    /// stripped and ASCII tab or newline removed) where the parser found it.
    pub index: usize,
    /// Whether this is the error at the step where parsing returned failure.
    pub failure: bool,
}

/// What parsing one string reported: the URL or the failure, and the validation errors in the
/// order the parser found them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnosis {
    /// The URL, or why parsing failed.
    pub url: Result<Url, ParseError>,
    /// Every validation error, in the order the parser found them.
    pub errors: Vec<Reported>,
}

/// What [`parse_with_errors`] reports: the input's diagnosis and, when a base URL string was
/// given, the base's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseReport {
    /// When the base fails to parse, the input is not parsed: its URL is
    /// `Err(ParseError::InvalidBase)` and it has no errors (the base's are in `base`).
    pub input: Diagnosis,
    /// The base URL string's diagnosis, when one was given.
    pub base: Option<Diagnosis>,
}

/// Parse `input` against `base` (the API URL parser, as `new URL(input, base)`), collecting
/// every validation error with its position. The errors never change the result, and the URL
/// is the one [`Url::parse`] returns.
///
/// ```
/// use url_wasm::authoring::parse_with_errors;
///
/// let report = parse_with_errors(" https://exa mple.org/", None);
/// assert!(report.input.url.is_err());
/// let errors: Vec<_> = report.input.errors.iter().map(|e| (e.error.name(), e.index, e.failure)).collect();
/// assert_eq!(errors, [("invalid-URL-unit", 0, false), ("domain-to-ASCII", 9, true)]);
/// ```
pub fn parse_with_errors(input: &str, base: Option<&str>) -> ParseReport {
    let base = base.map(|base| diagnose(base, None));
    let input = match &base {
        Some(Diagnosis { url: Err(_), .. }) => Diagnosis {
            url: Err(ParseError::InvalidBase),
            errors: Vec::new(),
        },
        Some(Diagnosis { url: Ok(base), .. }) => diagnose(input, Some(base)),
        None => diagnose(input, None),
    };
    ParseReport { input, base }
}

/// Parse `input` against `base`, collecting its validation errors. On failure, the last error
/// reported is the failing step's: every step that returns failure reports an error first, and
/// nothing is parsed after it. (Over-long inputs, [`ParseError::TooLong`], fail before any
/// step, without an error.)
fn diagnose(input: &str, base: Option<&Url>) -> Diagnosis {
    let mut errors = Vec::new();
    let url = Url::parse_with_errors(input, base, &mut |error, index| {
        errors.push(Reported {
            error,
            index,
            failure: false,
        });
    });
    if url.is_err() {
        if let Some(last) = errors.last_mut() {
            last.failure = true;
        }
    }
    Diagnosis { url, errors }
}

/// The host that the URL class's `hostname` setter would give a special URL for `domain`, or
/// `None` where the setter's parse returns failure. This is node:url's definition of its
/// domain functions (the setter on `ws://x`).
fn hostname_setter(domain: &str) -> Option<Url> {
    let url = Url::parse("ws://x", None).ok()?;
    let mut record = UrlRecord::from_url(&url);
    let parsed = basic_url_parser(
        domain,
        None,
        &mut record,
        Some(StateOverride::Hostname),
        &mut Reporter::none(),
    );
    let url = parsed.and_then(|()| record.serialize());
    record.recycle();
    url.ok()
}

/// node:url's `domainToASCII`: the host the `hostname` setter parses `domain` into (a domain
/// in ASCII, an IPv4 address or a bracketed IPv6 address), or `""` when it fails.
///
/// ```
/// use url_wasm::authoring::domain_to_ascii;
///
/// assert_eq!(domain_to_ascii("español.com"), "xn--espaol-zwa.com");
/// assert_eq!(domain_to_ascii("xn--iñvalid.com"), "");
/// ```
pub fn domain_to_ascii(domain: &str) -> String {
    hostname_setter(domain).map_or_else(String::new, |url| url.hostname().to_owned())
}

/// node:url's `domainToUnicode`: [`domain_to_ascii`]'s host for display (domain labels in
/// Unicode, see [`Url::host_to_unicode`]), or `""` when it fails.
///
/// ```
/// use url_wasm::authoring::domain_to_unicode;
///
/// assert_eq!(domain_to_unicode("xn--espaol-zwa.com"), "español.com");
/// assert_eq!(domain_to_unicode("xn--iñvalid.com"), "");
/// ```
pub fn domain_to_unicode(domain: &str) -> String {
    hostname_setter(domain).map_or_else(String::new, |url| url.host_to_unicode())
}
