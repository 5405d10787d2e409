//! The [API URL parser](https://url.spec.whatwg.org/#api-url-parser) and the
//! [URL parser](https://url.spec.whatwg.org/#concept-url-parser) it runs: [`Url::parse`],
//! [`Url::parse_into`], [`Url::can_parse`] and their variants.
//!
//! Before running the basic URL parser (`crate::parser`) on a record, each entry tries the fast
//! paths of `crate::fast_path`, which answer for an already-serialized input and for the common
//! relative references. Debug builds check every fast-path answer against the state machine, so
//! every Rust test and fuzzer run verifies the fast paths on its inputs.

use crate::components::{to_offset, Components};
use crate::encoding::QueryEncoding;
use crate::error::{ParseError, Reporter, ValidationError};
use crate::fast_path;
use crate::infra::without_c0_control_or_space;
use crate::parser::{basic_url_parser_until, StateOverride};
use crate::prelude::*;
use crate::record::UrlRecord;
use crate::url::Url;
use crate::MAX_INPUT_LENGTH;
use alloc::borrow::Cow;

/// Where [`Url::parse_into_unless_input`] leaves the href.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HrefIs {
    /// The input itself (an input that is already its own serialization): nothing was written.
    Input,
    /// Written into the caller's buffer.
    Written,
}

impl Url {
    /// The [API URL parser](https://url.spec.whatwg.org/#api-url-parser): parse `base` (if any),
    /// then `input` against it. This is what `new URL(input, base)` does.
    pub fn parse(input: &str, base: Option<&str>) -> Result<Url, ParseError> {
        let base = match base {
            Some(b) => Some(Url::parse(b, None).map_err(|_| ParseError::InvalidBase)?),
            None => None,
        };
        parse(input, base.as_ref(), &mut Reporter::none())
    }

    /// Parse `input` against an already-parsed base URL.
    pub fn parse_with_base(input: &str, base: &Url) -> Result<Url, ParseError> {
        parse(input, Some(base), &mut Reporter::none())
    }

    /// Parse like [`Url::parse_with_base`], reporting every
    /// [validation error](https://url.spec.whatwg.org/#validation-error) to `sink` with the byte
    /// offset in `input` where it was found. Reporting never changes the result.
    pub fn parse_with_errors(
        input: &str,
        base: Option<&Url>,
        sink: &mut dyn FnMut(ValidationError, usize),
    ) -> Result<Url, ParseError> {
        parse(input, base, &mut Reporter::new(Some(sink)))
    }

    /// <https://url.spec.whatwg.org/#dom-url-canparse>
    pub fn can_parse(input: &str, base: Option<&str>) -> bool {
        match base {
            Some(b) => Url::parse(b, None).is_ok_and(|b| can_parse(input, Some(&b))),
            None => can_parse(input, None),
        }
    }

    /// Like [`Url::can_parse`], against an already-parsed base URL.
    pub fn can_parse_with_base(input: &str, base: &Url) -> bool {
        can_parse(input, Some(base))
    }

    /// Parse `input` (against `base`), writing the href into `href` (its allocation is reused)
    /// and returning the offsets: the allocation-free form of [`Url::parse_with_base`].
    pub fn parse_into(
        input: &str,
        base: Option<&Url>,
        href: &mut String,
    ) -> Result<Components, ParseError> {
        let (components, href_is) = Url::parse_into_unless_input(input, base, href)?;
        if href_is == HrefIs::Input {
            href.clear();
            href.push_str(input);
        }
        Ok(components)
    }

    /// [`Url::parse_into`], except when the href is `input` itself (it was already its own
    /// serialization, which is the common case): then `href` is left as it was, and the caller
    /// keeps using `input`.
    pub(crate) fn parse_into_unless_input(
        input: &str,
        base: Option<&Url>,
        href: &mut String,
    ) -> Result<(Components, HrefIs), ParseError> {
        if let Some(components) = already_serialized(input.as_bytes()) {
            return Ok((components, HrefIs::Input));
        }
        Ok((
            Url::parse_into_unless_serialized(input, base, href)?,
            HrefIs::Written,
        ))
    }

    /// [`Url::parse_into`] for an input that [`already_serialized`] has declined (the wasm
    /// exports ask it on the bytes JS wrote, before they check that those are UTF-8).
    pub(crate) fn parse_into_unless_serialized(
        input: &str,
        base: Option<&Url>,
        href: &mut String,
    ) -> Result<Components, ParseError> {
        if let Some(components) = normalized(input, href) {
            return Ok(components);
        }
        if let Some(components) = base.and_then(|base| relative_to_base(input, base, href)) {
            return Ok(components);
        }
        parse_record(input, base, &mut Reporter::none(), |url| {
            url.serialize_into(href)
        })
    }

    /// Check that the offsets describe the href ([`Url::check_structure`]), and that parsing the
    /// href again gives the same URL (idempotence). For tests, fuzzers and debug assertions.
    pub fn check_invariants(&self) -> Result<(), String> {
        self.check_structure()
            .map_err(|what| format!("{what}: {:?} {:?}", self.href(), self.components()))?;
        match Url::parse(self.href(), None) {
            Ok(again) if again == *self => Ok(()),
            Ok(again) => Err(format!("not idempotent: {self:?} reparses as {again:?}")),
            Err(e) => Err(format!("href does not parse again ({e}): {self:?}")),
        }
    }
}

impl core::str::FromStr for Url {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Url::parse(s, None)
    }
}

/// The [URL parser](https://url.spec.whatwg.org/#concept-url-parser) without an existing URL:
/// the basic URL parser on a new record; `then` gets the resulting record. (The blob URL entry
/// step does not apply: there is no blob URL store.)
fn parse_record<R>(
    input: &str,
    base: Option<&Url>,
    reporter: &mut Reporter<'_>,
    then: impl FnOnce(&UrlRecord) -> Result<R, ParseError>,
) -> Result<R, ParseError> {
    parse_record_encoded(input, base, crate::encoding::UTF_8, reporter, then)
}

/// [`parse_record`] with the parser's encoding.
fn parse_record_encoded<R>(
    input: &str,
    base: Option<&Url>,
    encoding: QueryEncoding,
    reporter: &mut Reporter<'_>,
    then: impl FnOnce(&UrlRecord) -> Result<R, ParseError>,
) -> Result<R, ParseError> {
    let mut url = UrlRecord::new();
    let parsed = basic_url_parser_without_url(input, base, &mut url, None, encoding, reporter);
    let result = parsed.and_then(|()| then(&url));
    url.recycle();
    result
}

/// The [basic URL parser](https://url.spec.whatwg.org/#concept-basic-url-parser) when *url* is
/// not given, on `url`, a new record: leading and trailing C0 control or space are removed from
/// `input` first (steps 1.1-1.3); validation errors are reported at offsets in `input`.
pub(crate) fn basic_url_parser_without_url(
    input: &str,
    base: Option<&Url>,
    url: &mut UrlRecord,
    state_override: Option<StateOverride>,
    encoding: QueryEncoding,
    reporter: &mut Reporter<'_>,
) -> Result<(), ParseError> {
    basic_url_parser_without_url_until(input, base, url, state_override, encoding, reporter, false)
}

/// [`basic_url_parser_without_url`], with [`basic_url_parser_until`]'s `validity_only`.
fn basic_url_parser_without_url_until(
    input: &str,
    base: Option<&Url>,
    url: &mut UrlRecord,
    state_override: Option<StateOverride>,
    encoding: QueryEncoding,
    reporter: &mut Reporter<'_>,
    validity_only: bool,
) -> Result<(), ParseError> {
    if input.len() > MAX_INPUT_LENGTH {
        return Err(ParseError::TooLong);
    }
    // 1.2-1.3. If input contains any leading or trailing C0 control or space,
    // invalid-URL-unit validation error; remove them.
    let kept = without_c0_control_or_space(input.as_bytes());
    let leading = kept.start;
    let trimmed = input.get(kept).unwrap_or_default();
    if trimmed.len() != input.len() {
        reporter.report(
            ValidationError::InvalidUrlUnit,
            if leading > 0 { 0 } else { trimmed.len() },
        );
    }
    let saved_base = reporter.base;
    reporter.base = saved_base.saturating_add(leading);
    let parsed = basic_url_parser_until(
        trimmed,
        base,
        url,
        state_override,
        encoding,
        reporter,
        validity_only,
    );
    reporter.base = saved_base;
    parsed
}

/// [`fast_path::relative_to_base`], checked against the state machine in debug builds.
fn relative_to_base(input: &str, base: &Url, href: &mut String) -> Option<Components> {
    let components = fast_path::relative_to_base(input, base, href)?;
    #[cfg(debug_assertions)]
    check_fast_path(input, Some(base), href, &components);
    Some(components)
}

/// [`fast_path::already_serialized`] (the href is `input`, then ASCII), checked against the state
/// machine in debug builds.
pub(crate) fn already_serialized(input: &[u8]) -> Option<Components> {
    let components = fast_path::already_serialized(input)?;
    #[cfg(debug_assertions)]
    if let Ok(text) = core::str::from_utf8(input) {
        check_fast_path(text, None, text, &components);
    }
    Some(components)
}

/// The fast path for special URLs a few rewrites away from their href, checked against the state
/// machine in debug builds: [`fast_path::normalized`], or without the `normalizing-fast-path`
/// feature (the wasm that pages download) the one rewrite of it that costs no size,
/// [`fast_path::serialized_but_for_empty_path`].
pub(crate) fn normalized(input: &str, href: &mut String) -> Option<Components> {
    #[cfg(feature = "normalizing-fast-path")]
    let components = fast_path::normalized(input, href)?;
    #[cfg(not(feature = "normalizing-fast-path"))]
    let components = fast_path::serialized_but_for_empty_path(input, href)?;
    #[cfg(debug_assertions)]
    check_fast_path(input, None, href, &components);
    Some(components)
}

/// [`fast_path::parses`] (with the `normalizing-fast-path` feature; `false` without it), checked
/// against the state machine in debug builds. On the bytes of the input, before they are checked
/// to be UTF-8 (see [`fast_path::parses`]).
#[cfg_attr(not(debug_assertions), allow(unused_variables))]
fn parses(input: &[u8], base: Option<&Url>) -> bool {
    #[cfg(not(feature = "normalizing-fast-path"))]
    let sure = {
        let _ = (input, base);
        false
    };
    #[cfg(feature = "normalizing-fast-path")]
    let sure = fast_path::parses(input);
    #[cfg(debug_assertions)]
    #[allow(clippy::panic)]
    if sure {
        let text = String::from_utf8_lossy(input);
        if parse_record(&text, base, &mut Reporter::none(), UrlRecord::serialize).is_err() {
            panic!("fast path says {text:?} parses against {base:?}, the parser does not");
        }
    }
    sure
}

#[cfg(debug_assertions)]
#[allow(clippy::panic)]
fn check_fast_path(input: &str, base: Option<&Url>, href: &str, components: &Components) {
    let slow = parse_record(input, base, &mut Reporter::none(), UrlRecord::serialize);
    match slow {
        Ok(url) if url.href() == href && url.components() == components => {}
        other => panic!(
            "fast path disagrees on {input:?} against {base:?}: {href:?} {components:?}, parser: {other:?}"
        ),
    }
}

/// Parse into a new [`Url`]; through the fast paths when no validation error is to be reported
/// (they report none).
fn parse(input: &str, base: Option<&Url>, reporter: &mut Reporter<'_>) -> Result<Url, ParseError> {
    if reporter.is_active() {
        return parse_record(input, base, reporter, UrlRecord::serialize);
    }
    let mut href = String::new();
    let components = Url::parse_into(input, base, &mut href)?;
    Ok(Url::from_parts(href, components))
}

#[cfg(feature = "encoding")]
impl Url {
    /// The [API URL parser](https://url.spec.whatwg.org/#api-url-parser) with an encoding
    /// (HTML's "encoding-parse a URL"), from [`crate::encoding::query_encoding_for_label`]. A
    /// legacy encoding always runs the state machine (the fast paths are UTF-8 only).
    pub fn parse_with_encoding(
        input: &str,
        base: Option<&Url>,
        encoding: QueryEncoding,
    ) -> Result<Url, ParseError> {
        if encoding.is_none() {
            return parse(input, base, &mut Reporter::none());
        }
        parse_record_encoded(
            input,
            base,
            encoding,
            &mut Reporter::none(),
            UrlRecord::serialize,
        )
    }
}

/// Whether `input` parses (against `base`), without serializing the result: true when a fast
/// path answers (it only answers for inputs that parse), else the state machine decides.
fn can_parse(input: &str, base: Option<&Url>) -> bool {
    can_parse_bytes(input.as_bytes(), base, || Cow::Borrowed(input))
}

/// [`can_parse`] of the input whose bytes are `raw` and whose text `text` gives: the fast paths on
/// the bytes, and only the state machine on the text (the wasm export asks for it only then, as
/// it checks the bytes for UTF-8 only then).
pub(crate) fn can_parse_bytes<'a>(
    raw: &[u8],
    base: Option<&Url>,
    text: impl FnOnce() -> Cow<'a, str>,
) -> bool {
    // `parses` first: it reads only the scheme and the authority, where `already_serialized` reads
    // the whole input (messy node_files.txt in Node 20: 1.20x -> 1.03x native).
    parses(raw, base)
        || already_serialized(raw).is_some()
        || can_parse_unless_serialized(&text(), base)
}

/// [`can_parse`] for an input that the fast paths have declined.
fn can_parse_unless_serialized(input: &str, base: Option<&Url>) -> bool {
    if let Some(base) = base {
        // The relative fast path writes the href: into the recycled record's buffer (the parser's),
        // which in steady state has the capacity already (a new String would allocate on every
        // answer).
        let mut record = UrlRecord::new();
        let relative = relative_to_base(input, base, &mut record.buffer).is_some();
        record.recycle();
        if relative {
            return true;
        }
    }
    // The state machine, up to the first state that cannot fail when it can tell there that the
    // href's length fits the offsets; else to the end, and the length decides.
    let mut url = UrlRecord::new();
    let parsed = basic_url_parser_without_url_until(
        input,
        base,
        &mut url,
        None,
        crate::encoding::UTF_8,
        &mut Reporter::none(),
        true,
    )
    .and_then(|()| to_offset(url.serialized_len()));
    url.recycle();
    parsed.is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `can_parse` against a base agrees with parsing, whether the relative fast path answers
    /// (its answer is checked against the state machine in debug builds) or not; the record's
    /// buffer it borrows does not leak into the next parse.
    #[test]
    fn can_parse_with_a_base() {
        let bases = ["https://h/a/b?q#f", "file:///home/x.js", "sc://h/p", "sc:o"];
        let inputs = [
            "",
            "?q",
            "#f",
            "../a/b.html?x=1",
            "a%20b/c d",
            "//cdn.example.net/s.js",
            "x",
            " x ",
            "%2e/x",
            "//h:99999/",
            "http://[",
            "https://example.com/",
        ];
        for base in bases {
            let base = Url::parse(base, None).unwrap();
            for input in inputs {
                let mut href = String::new();
                let fast = fast_path::relative_to_base(input, &base, &mut href).is_some();
                let parsed = Url::parse_with_base(input, &base);
                assert!(!fast || parsed.is_ok(), "{input:?} against {base:?}");
                assert_eq!(
                    can_parse(input, Some(&base)),
                    parsed.is_ok(),
                    "{input:?} against {base:?}"
                );
                let again = Url::parse_with_base(input, &base).map(|url| url.href().to_owned());
                assert_eq!(again, parsed.map(|url| url.href().to_owned()));
            }
        }
        let https = Url::parse("https://h/a/b?q#f", None).unwrap();
        for input in ["", "?q", "a%20b/c d", "//cdn.example.net/s.js"] {
            let mut href = String::new();
            assert!(fast_path::relative_to_base(input, &https, &mut href).is_some());
            assert!(can_parse(input, Some(&https)), "{input:?}");
        }
    }

    /// `HrefIs::Input` (wasm's status 2) leaves the buffer alone and only answers when the href
    /// is the input; otherwise the href is written. Either way the offsets are the parse's.
    #[test]
    fn parse_into_unless_input_says_where_the_href_is() {
        let base = Url::parse("https://h/a/b", None).unwrap();
        for (input, base, is_input) in [
            ("https://example.com/a?b#c", None, true),
            ("https://example.com/a?b#c", Some(&base), true),
            ("file:///C:/x", None, true),
            ("HTTPS://example.com/", None, false),
            (" https://example.com/", None, false),
            ("../c?d", Some(&base), false),
            // The href is the input, but only special URLs take that fast path.
            ("sc:x", None, false),
        ] {
            let expected = match base {
                Some(base) => Url::parse_with_base(input, base),
                None => Url::parse(input, None),
            }
            .unwrap();
            let mut href = String::from("untouched");
            let (components, href_is) =
                Url::parse_into_unless_input(input, base, &mut href).unwrap();
            assert_eq!(components, *expected.components(), "{input:?}");
            if is_input {
                assert_eq!(href_is, HrefIs::Input, "{input:?}");
                assert_eq!((href.as_str(), expected.href()), ("untouched", input));
            } else {
                assert_eq!(href_is, HrefIs::Written, "{input:?}");
                assert_eq!(href, expected.href());
            }
        }
        let mut href = String::from("untouched");
        assert!(Url::parse_into_unless_input("https://a b/", None, &mut href).is_err());
    }
}
