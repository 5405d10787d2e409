//! URL records as the URL Standard defines them, field by field, and the low-level algorithms
//! that work on them: <https://url.spec.whatwg.org/#concept-url>.
//!
//! [`Url`] is the fast representation (its href plus component offsets). A [`UrlRecord`] is the
//! spec's: a host is a [`Host`] (a domain, an IPv4 address as a `u32`, an IPv6 address as its 8
//! pieces, an opaque host or the empty host), a path is a list of segments or an opaque string.
//! It is the type to use for code written against the standard's algorithms, as HTML's
//! `HTMLHyperlinkElementUtils` and `Location` are: change a field, then run the basic URL parser
//! on the record with a state override (see the `low_level` module).
//!
//! Conversions: [`UrlRecord::from`] a [`Url`], and [`UrlRecord::to_url`]. A record produced by
//! the parser converts to a `Url` and back without loss, and a `Url` to a record and back gives
//! the same href and offsets. Fields set by hand are kept as they are, but a path segment that
//! contains `/` (which the parser never produces) reads back as several segments.
//!
//! ```
//! use url_wasm::url_record::{UrlPath, UrlRecord};
//! use url_wasm::{host::Host, Url};
//!
//! let url = Url::parse("https://user@[::1]:8080/a/b?q#f", None).unwrap();
//! let mut record = UrlRecord::from(&url);
//! assert_eq!(record.host, Some(Host::Ipv6([0, 0, 0, 0, 0, 0, 0, 1])));
//! assert_eq!(record.path, UrlPath::List(vec!["a".into(), "b".into()]));
//! assert_eq!(record.port, Some(8080));
//!
//! record.set_password("p@ss");
//! record.fragment = None;
//! assert_eq!(record.serialize(false).unwrap(), "https://user:p%40ss@[::1]:8080/a/b?q");
//! assert_eq!(record.to_url().unwrap().password(), "p%40ss");
//! ```

use crate::api_url_parser::basic_url_parser_without_url;
use crate::components::{HostKind, SchemeType};
use crate::error::{ParseError, Reporter};
use crate::host::Host;
use crate::ipv4::ipv4_parser;
use crate::ipv6::ipv6_parser;
use crate::origin::Origin;
use crate::parser::{basic_url_parser, StateOverride};
use crate::percent_encode::{utf8_percent_encode, USERINFO};
use crate::prelude::*;
use crate::record;
use crate::url::Url;
use crate::MAX_INPUT_LENGTH;

/// <https://url.spec.whatwg.org/#concept-url-path>: a list of zero or more ASCII string
/// segments, or an opaque path (a single ASCII string).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum UrlPath {
    /// A list of path segments (`/a/b` is `["a", "b"]`; `/` is `[""]`).
    List(Vec<String>),
    /// <https://url.spec.whatwg.org/#url-opaque-path>: the path of a URL such as
    /// `mailto:someone@example.com`.
    Opaque(String),
}

impl Default for UrlPath {
    /// The empty list, a new URL's path.
    fn default() -> Self {
        UrlPath::List(Vec::new())
    }
}

/// <https://url.spec.whatwg.org/#concept-url>: a URL record with the spec's fields. The
/// default value is the spec's new URL (every field empty or null, an empty list path).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct UrlRecord {
    /// <https://url.spec.whatwg.org/#concept-url-scheme>: an ASCII string (lowercase when
    /// parsed), without the `:`.
    pub scheme: String,
    /// <https://url.spec.whatwg.org/#concept-url-username>: ASCII, percent-encoded.
    pub username: String,
    /// <https://url.spec.whatwg.org/#concept-url-password>: ASCII, percent-encoded.
    pub password: String,
    /// <https://url.spec.whatwg.org/#concept-url-host>: `None` is the null host.
    pub host: Option<Host>,
    /// <https://url.spec.whatwg.org/#concept-url-port>: `None` is null (also for a default port).
    pub port: Option<u16>,
    /// <https://url.spec.whatwg.org/#concept-url-path>
    pub path: UrlPath,
    /// <https://url.spec.whatwg.org/#concept-url-query>: ASCII, percent-encoded; `None` is null.
    pub query: Option<String>,
    /// <https://url.spec.whatwg.org/#concept-url-fragment>: ASCII, percent-encoded; `None` is null.
    pub fragment: Option<String>,
}

impl UrlRecord {
    /// <https://url.spec.whatwg.org/#is-special>
    pub fn is_special(&self) -> bool {
        SchemeType::from_scheme(&self.scheme).is_special()
    }

    /// <https://url.spec.whatwg.org/#include-credentials>
    pub fn includes_credentials(&self) -> bool {
        !self.username.is_empty() || !self.password.is_empty()
    }

    /// <https://url.spec.whatwg.org/#url-opaque-path>
    pub fn has_opaque_path(&self) -> bool {
        matches!(self.path, UrlPath::Opaque(_))
    }

    /// <https://url.spec.whatwg.org/#cannot-have-a-username-password-port>: the host is null or
    /// the empty host, or the scheme is "file".
    pub fn cannot_have_username_password_port(&self) -> bool {
        matches!(self.host, None | Some(Host::Empty)) || self.scheme == "file"
    }

    /// <https://url.spec.whatwg.org/#set-the-username>: the username becomes `username`,
    /// UTF-8 percent-encoded with the userinfo percent-encode set.
    pub fn set_username(&mut self, username: &str) {
        self.username.clear();
        utf8_percent_encode(username, USERINFO, &mut self.username);
    }

    /// <https://url.spec.whatwg.org/#set-the-password>: the password becomes `password`,
    /// UTF-8 percent-encoded with the userinfo percent-encode set.
    pub fn set_password(&mut self, password: &str) {
        self.password.clear();
        utf8_percent_encode(password, USERINFO, &mut self.password);
    }

    /// <https://url.spec.whatwg.org/#url-path-serializer>: an opaque path as it is, a list
    /// path as `/` followed by each segment.
    pub fn serialize_path(&self) -> String {
        match &self.path {
            UrlPath::Opaque(path) => path.clone(),
            UrlPath::List(segments) => {
                let mut out = String::with_capacity(segments.iter().map(|s| s.len() + 1).sum());
                for segment in segments {
                    out.push('/');
                    out.push_str(segment);
                }
                out
            }
        }
    }

    /// <https://url.spec.whatwg.org/#concept-url-serializer>, with *exclude fragment*. Fails
    /// only with [`ParseError::TooLong`], for a record whose serialization would not fit the
    /// `u32` offsets of a [`Url`] (it goes through [`UrlRecord::to_url`]).
    pub fn serialize(&self, exclude_fragment: bool) -> Result<String, ParseError> {
        let url = self.to_url()?;
        let mut href = url.into_href();
        if exclude_fragment && self.fragment.is_some() {
            // The fragment comes last: drop it and the '#' before it.
            let fragment_len = self.fragment.as_ref().map_or(0, String::len);
            href.truncate(href.len() - fragment_len - 1);
        }
        Ok(href)
    }

    /// The [`Url`] of this record (the URL serializer's output and its offsets). Fails only
    /// with [`ParseError::TooLong`] when the serialization would not fit `u32` offsets.
    pub fn to_url(&self) -> Result<Url, ParseError> {
        let record = self.to_internal();
        let url = record.serialize();
        record.recycle();
        url
    }

    /// <https://url.spec.whatwg.org/#concept-url-origin>, through [`UrlRecord::to_url`] (so it
    /// fails only as that does). A file: URL's origin is opaque.
    pub fn origin(&self) -> Result<Origin, ParseError> {
        Ok(self.to_url()?.origin())
    }

    /// The [URL parser](https://url.spec.whatwg.org/#concept-url-parser) (there is no blob URL
    /// store, so it is the basic URL parser without *url*): a new record.
    ///
    /// ```
    /// use url_wasm::url_record::{UrlPath, UrlRecord};
    ///
    /// let base = UrlRecord::parse("https://example.com/a/b", None).unwrap();
    /// let url = UrlRecord::parse("../c?q", Some(&base)).unwrap();
    /// assert_eq!(url.path, UrlPath::List(vec!["c".into()]));
    /// assert_eq!(url.query.as_deref(), Some("q"));
    /// ```
    pub fn parse(input: &str, base: Option<&UrlRecord>) -> Result<UrlRecord, ParseError> {
        basic_url_parse(input, base, None)
    }

    /// The [basic URL parser](https://url.spec.whatwg.org/#concept-basic-url-parser) with this
    /// record as *url*, from `state_override` (the scheme start state when `None`). On failure
    /// the record keeps what the steps before the failure did, as the spec's algorithm, which
    /// works on *url* in place, leaves it.
    ///
    /// ```
    /// use url_wasm::low_level::{StateOverride, UrlRecord};
    ///
    /// let mut url = UrlRecord::parse("http://example.com/", None).unwrap();
    /// url.basic_parse("EXAMPLE.org:8080", None, Some(StateOverride::Host)).unwrap();
    /// assert_eq!(url.serialize(false).unwrap(), "http://example.org:8080/");
    /// assert!(url.basic_parse("x", None, Some(StateOverride::Port)).is_err());
    /// ```
    pub fn basic_parse(
        &mut self,
        input: &str,
        base: Option<&UrlRecord>,
        state_override: Option<StateOverride>,
    ) -> Result<(), ParseError> {
        let base = base.map(UrlRecord::to_url).transpose()?;
        let mut record = self.to_internal();
        let result = run_basic_url_parser(
            input,
            base.as_ref(),
            &mut record,
            true,
            state_override,
            &mut Reporter::none(),
        );
        *self = UrlRecord::from_internal(&record);
        record.recycle();
        result
    }

    /// The parser's representation: each component serialized.
    pub(crate) fn to_internal(&self) -> record::UrlRecord {
        let mut r = record::UrlRecord::new();
        r.set_scheme(&self.scheme);
        r.username.push_str(&self.username);
        r.password.push_str(&self.password);
        match &self.host {
            Some(host) => r.set_host(host),
            None => r.set_host_serialized(None, HostKind::None),
        }
        r.port = self.port;
        r.opaque_path = self.has_opaque_path();
        r.path = self.serialize_path();
        r.query.set(self.query.as_deref());
        r.fragment.set(self.fragment.as_deref());
        r
    }

    /// The record of the parser's representation.
    pub(crate) fn from_internal(r: &record::UrlRecord) -> UrlRecord {
        UrlRecord {
            scheme: r.scheme.clone(),
            username: r.username.clone(),
            password: r.password.clone(),
            host: r.host.get().map(|s| host_from_serialized(s, r.host_kind)),
            port: r.port,
            path: path_from_serialized(&r.path, r.opaque_path),
            query: r.query.get().map(str::to_owned),
            fragment: r.fragment.get().map(str::to_owned),
        }
    }
}

/// The [basic URL parser](https://url.spec.whatwg.org/#concept-basic-url-parser) without *url*: a
/// new record, from `state_override` (the scheme start state when `None`). Leading and trailing
/// C0 control or space are removed from `input` first, as the spec does when *url* is not given.
///
/// ```
/// use url_wasm::low_level::{basic_url_parse, Host, StateOverride};
///
/// let url = basic_url_parse(" EXAMPLE.com ", None, Some(StateOverride::Host)).unwrap();
/// assert_eq!((url.scheme.as_str(), url.host), ("", Some(Host::Opaque("EXAMPLE.com".into()))));
/// ```
pub fn basic_url_parse(
    input: &str,
    base: Option<&UrlRecord>,
    state_override: Option<StateOverride>,
) -> Result<UrlRecord, ParseError> {
    let base = base.map(UrlRecord::to_url).transpose()?;
    let mut record = record::UrlRecord::new();
    let result = run_basic_url_parser(
        input,
        base.as_ref(),
        &mut record,
        false,
        state_override,
        &mut Reporter::none(),
    )
    .map(|()| UrlRecord::from_internal(&record));
    record.recycle();
    result
}

/// The basic URL parser on the parser's own record: with `url_given`, `url` is the spec's *url*;
/// without, `url` is a new record (see [`basic_url_parser_without_url`]). Validation errors go to
/// `reporter`, at offsets in `input`.
pub(crate) fn run_basic_url_parser(
    input: &str,
    base: Option<&Url>,
    url: &mut record::UrlRecord,
    url_given: bool,
    state_override: Option<StateOverride>,
    reporter: &mut Reporter<'_>,
) -> Result<(), ParseError> {
    if !url_given {
        return basic_url_parser_without_url(
            input,
            base,
            url,
            state_override,
            crate::encoding::UTF_8,
            reporter,
        );
    }
    if input.len() > MAX_INPUT_LENGTH {
        return Err(ParseError::TooLong);
    }
    basic_url_parser(input, base, url, state_override, reporter)
}

impl From<&Url> for UrlRecord {
    /// The record a [`Url`] serializes: each component read back from the href.
    fn from(url: &Url) -> UrlRecord {
        UrlRecord {
            scheme: url.scheme().to_owned(),
            username: url.username().to_owned(),
            password: url.password().to_owned(),
            host: url
                .host_serialized()
                .map(|s| host_from_serialized(s, url.components().host_kind)),
            port: url.port_number(),
            path: path_from_serialized(url.pathname(), url.has_opaque_path()),
            query: url.query().map(str::to_owned),
            fragment: url.fragment().map(str::to_owned),
        }
    }
}

/// The host whose serialization (by the host serializer) is `s`, of kind `kind`. IP addresses
/// are parsed back from their canonical serialization; a text that is not one (never produced
/// by this crate) is kept as an opaque host, which serializes to the same text.
fn host_from_serialized(s: &str, kind: HostKind) -> Host {
    let ip = match kind {
        HostKind::Ipv4 => ipv4_parser(s, &mut Reporter::none()).ok().map(Host::Ipv4),
        HostKind::Ipv6 => s
            .strip_prefix('[')
            .and_then(|s| s.strip_suffix(']'))
            .and_then(|s| ipv6_parser(s, &mut Reporter::none()).ok())
            .map(Host::Ipv6),
        HostKind::None | HostKind::Empty | HostKind::Domain | HostKind::Opaque => None,
    };
    match (ip, kind) {
        (Some(host), _) => host,
        (None, HostKind::Empty) => Host::Empty,
        (None, HostKind::Domain) => Host::Domain(s.to_owned()),
        (None, _) => Host::Opaque(s.to_owned()),
    }
}

/// The path whose URL path serialization is `s` (`/a/b` is `["a", "b"]`, `""` the empty list).
fn path_from_serialized(s: &str, opaque: bool) -> UrlPath {
    if opaque {
        return UrlPath::Opaque(s.to_owned());
    }
    UrlPath::List(
        s.strip_prefix('/')
            .map(|rest| rest.split('/').map(str::to_owned).collect())
            .unwrap_or_default(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(input: &str) -> UrlRecord {
        UrlRecord::from(&Url::parse(input, None).unwrap())
    }

    #[test]
    fn fields_are_the_specs() {
        let r = record("http://u:p@93.184.216.34:81/a//b?q#f");
        assert_eq!(r.host, Some(Host::Ipv4(0x5db8_d822)));
        assert_eq!(
            r.path,
            UrlPath::List(vec!["a".into(), "".into(), "b".into()])
        );
        assert_eq!(
            (r.username.as_str(), r.password.as_str(), r.port),
            ("u", "p", Some(81))
        );
        assert_eq!(
            (r.query.as_deref(), r.fragment.as_deref()),
            (Some("q"), Some("f"))
        );
        let r = record("mailto:a@b?");
        assert_eq!(r.path, UrlPath::Opaque("a@b".into()));
        assert_eq!((r.host, r.query.as_deref()), (None, Some("")));
        assert_eq!(record("sc://h").path, UrlPath::List(vec![]));
        assert_eq!(record("sc://h/").path, UrlPath::List(vec!["".into()]));
        assert_eq!(record("file:///c:/x").host, Some(Host::Empty));
        assert_eq!(record("sc://H%41/").host, Some(Host::Opaque("H%41".into())));
        assert_eq!(
            record("sc:/.//x").path,
            UrlPath::List(vec!["".into(), "x".into()])
        );
    }

    #[test]
    fn round_trips() {
        for input in [
            "https://user:pass@example.com:8080/a/b?q=1#frag",
            "http://[1:0::]/",
            "sc:/.//p",
            "sc:opaque path?#",
            "file:///C:/",
            "sc://@h",
            "http://1.2.3.4/",
        ] {
            let url = Url::parse(input, None).unwrap();
            let back = UrlRecord::from(&url).to_url().unwrap();
            assert_eq!(
                (back.href(), back.components()),
                (url.href(), url.components())
            );
        }
    }

    #[test]
    fn serializers() {
        let mut r = record("https://h/a?q#f");
        assert_eq!(r.serialize(true).unwrap(), "https://h/a?q");
        assert_eq!(r.serialize(false).unwrap(), "https://h/a?q#f");
        r.path = UrlPath::List(vec!["".into(), "x".into()]);
        r.host = None;
        assert_eq!(r.serialize_path(), "//x");
        assert_eq!(r.serialize(false).unwrap(), "https:/.//x?q#f");
        assert_eq!(UrlRecord::default().serialize(false).unwrap(), ":");
    }

    #[test]
    fn credentials() {
        let mut r = record("http://h/");
        assert!(!r.cannot_have_username_password_port());
        r.set_username("a:b");
        r.set_password("\u{e9}");
        assert_eq!(r.serialize(false).unwrap(), "http://a%3Ab:%C3%A9@h/");
        assert!(record("file://h/").cannot_have_username_password_port());
        assert!(record("sc:x").cannot_have_username_password_port());
        assert!(record("sc:///x").cannot_have_username_password_port());
    }
}
