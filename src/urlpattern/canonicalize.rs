//! The encoding callbacks: <https://urlpattern.spec.whatwg.org/#canon-encoding-callbacks>.
//!
//! Each runs the URL Standard's basic URL parser (this crate's) with a state override on a
//! dummy URL, exactly as the spec writes it, except where noted.

use super::error::Reason;
use crate::components::HostKind;
use crate::error::{ParseError, Reporter};
use crate::infra::push_decimal;
use crate::parser::{basic_url_parser, StateOverride};
use crate::percent_encode as pe;
use crate::prelude::*;
use crate::record::{Nullable, UrlRecord};
use crate::Url;

/// Which encoding callback a component is compiled with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Canon {
    Protocol,
    Username,
    Password,
    Hostname,
    Ipv6Hostname,
    Port,
    Pathname,
    OpaquePathname,
    Search,
    Hash,
}

impl Canon {
    /// Run the callback on `value`.
    pub(crate) fn encode(self, value: &str) -> Result<String, Reason> {
        match self {
            Canon::Protocol => canonicalize_protocol(value),
            Canon::Username | Canon::Password => Ok(canonicalize_userinfo(value)),
            Canon::Hostname => canonicalize_hostname(value),
            Canon::Ipv6Hostname => canonicalize_ipv6_hostname(value),
            Canon::Port => canonicalize_port(value, None),
            Canon::Pathname => Ok(canonicalize_pathname(value)),
            Canon::OpaquePathname => Ok(canonicalize_opaque_pathname(value)),
            Canon::Search => Ok(canonicalize_search(value)),
            Canon::Hash => Ok(canonicalize_hash(value)),
        }
    }
}

/// <https://urlpattern.spec.whatwg.org/#create-a-dummy-url>: the record the basic URL parser
/// makes of "https://dummy.invalid/" (scheme "https", host the domain "dummy.invalid", path « "" »),
/// built directly.
fn dummy_url() -> UrlRecord {
    let mut url = UrlRecord::new();
    url.set_scheme("https");
    url.set_host_serialized(Some("dummy.invalid"), HostKind::Domain);
    url.push_segment("");
    url
}

/// Basic URL parse `input` with `url` as *url* and `state_override`.
fn parse_with_override(
    input: &str,
    url: &mut UrlRecord,
    state_override: StateOverride,
) -> Result<(), ParseError> {
    basic_url_parser(
        input,
        None,
        url,
        Some(state_override),
        &mut Reporter::none(),
    )
}

/// Whether the basic URL parser would read `value` as a whole scheme (an ASCII alpha, then ASCII
/// alphanumerics, `+`, `-` and `.`): then [`canonicalize_protocol`] is its ASCII lowercase.
fn is_scheme(value: &str) -> bool {
    value
        .as_bytes()
        .first()
        .is_some_and(u8::is_ascii_alphabetic)
        && value
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
}

/// <https://urlpattern.spec.whatwg.org/#canonicalize-a-protocol>
pub(crate) fn canonicalize_protocol(value: &str) -> Result<String, Reason> {
    // 1. If value is the empty string, return value.
    if value.is_empty() {
        return Ok(String::new());
    }
    // Fast path: "value://dummy.invalid/" parses, and its scheme is value lowercased (debug
    // builds check that against the parser).
    if is_scheme(value) {
        let scheme = value.to_ascii_lowercase();
        #[cfg(debug_assertions)]
        check_fast_path(
            "protocol",
            value,
            &scheme,
            &canonicalize_protocol_slow(value),
        );
        return Ok(scheme);
    }
    canonicalize_protocol_slow(value)
}

/// A fast path's result must be the spec steps' result.
#[cfg(debug_assertions)]
#[allow(clippy::panic)]
fn check_fast_path(what: &str, value: &str, fast: &str, slow: &Result<String, Reason>) {
    if slow.as_deref() != Ok(fast) {
        panic!("canonicalize {what} fast path on {value:?} gave {fast:?}, the spec steps {slow:?}");
    }
}

/// The steps of [`canonicalize_protocol`].
fn canonicalize_protocol_slow(value: &str) -> Result<String, Reason> {
    // 2. Let parseResult be the result of running the basic URL parser given value followed by
    //    "://dummy.invalid/". 3. If parseResult is failure, then throw a TypeError.
    let mut input = String::with_capacity(value.len() + 17);
    input.push_str(value);
    input.push_str("://dummy.invalid/");
    let url = Url::parse(&input, None).map_err(Reason::InvalidText)?;
    // 4. Return parseResult's scheme.
    Ok(url.scheme().to_owned())
}

/// <https://urlpattern.spec.whatwg.org/#canonicalize-a-username> and
/// <https://urlpattern.spec.whatwg.org/#canonicalize-a-password>: "set the username" ("set the
/// password") of a dummy URL is the value UTF-8 percent-encoded with the userinfo
/// percent-encode set, and that is what these return.
pub(crate) fn canonicalize_userinfo(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    pe::utf8_percent_encode(value, pe::USERINFO, &mut out);
    out
}

/// <https://urlpattern.spec.whatwg.org/#canonicalize-a-hostname>
pub(crate) fn canonicalize_hostname(value: &str) -> Result<String, Reason> {
    if value.is_empty() {
        return Ok(String::new());
    }
    let mut url = dummy_url();
    // 3. Let parseResult be the result of running the basic URL parser given value with dummyURL
    //    as url and hostname state as state override. 4. If failure, throw a TypeError.
    let result = parse_with_override(value, &mut url, StateOverride::Hostname);
    // 5. Return dummyURL's host, serialized, or empty string if it is null.
    let host = url.host.get().unwrap_or_default().to_owned();
    url.recycle();
    result.map_err(Reason::InvalidText)?;
    Ok(host)
}

/// <https://urlpattern.spec.whatwg.org/#canonicalize-an-ipv6-hostname>
pub(crate) fn canonicalize_ipv6_hostname(value: &str) -> Result<String, Reason> {
    let mut result = String::with_capacity(value.len());
    for c in value.chars() {
        if !c.is_ascii_hexdigit() && !matches!(c, '[' | ']' | ':') {
            return Err(Reason::InvalidIpv6Hostname);
        }
        result.push(c.to_ascii_lowercase());
    }
    Ok(result)
}

/// <https://urlpattern.spec.whatwg.org/#canonicalize-a-port>
pub(crate) fn canonicalize_port(
    port_value: &str,
    protocol_value: Option<&str>,
) -> Result<String, Reason> {
    if port_value.is_empty() {
        return Ok(String::new());
    }
    let mut url = dummy_url();
    // 3. Set dummyURL's scheme to protocolValue if it was given, else to the empty string
    // (whatwg/urlpattern#286, 2026-06, after the text in ../shared: with the dummy URL's "https",
    // a port pattern's "443" became the empty string, so that `{ port: "443" }` matched no port
    // 443 and `{ port: "*443" }` was `{ port: "*" }`; Chromium, WebKit and Node keep "443").
    url.set_scheme(protocol_value.unwrap_or(""));
    // 4. Basic URL parse portValue with dummyURL as url and port state as state override.
    let result = parse_with_override(port_value, &mut url, StateOverride::Port);
    let port = url.port;
    url.recycle();
    // 5. If parseResult is failure, then throw a TypeError.
    result.map_err(Reason::InvalidText)?;
    // 6. Return dummyURL's port, serialized, or empty string if it is null.
    let mut out = String::new();
    if let Some(port) = port {
        push_decimal(&mut out, port);
    }
    Ok(out)
}

/// Whether the path state leaves `value` as it is: no code point to percent-encode, no `\`,
/// `%`, ASCII tab or newline, and no single- or double-dot segment.
fn is_canonical_path(value: &str) -> bool {
    value
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=:@/".contains(&b))
        && value
            .split('/')
            .all(|segment| segment != "." && segment != "..")
}

/// <https://urlpattern.spec.whatwg.org/#canonicalize-a-pathname>
pub(crate) fn canonicalize_pathname(value: &str) -> String {
    if value.is_empty() {
        return String::new();
    }
    // Fast path (debug builds check it against the parser).
    if is_canonical_path(value) {
        #[cfg(debug_assertions)]
        check_fast_path(
            "pathname",
            value,
            value,
            &Ok(canonicalize_pathname_slow(value)),
        );
        return value.to_owned();
    }
    canonicalize_pathname_slow(value)
}

/// The steps of [`canonicalize_pathname`] from step 2 on.
fn canonicalize_pathname_slow(value: &str) -> String {
    // 2-4. Let modified value be "/-" if value does not start with "/", followed by value.
    let leading_slash = value.starts_with('/');
    let mut modified_value = String::with_capacity(value.len() + 2);
    if !leading_slash {
        modified_value.push_str("/-");
    }
    modified_value.push_str(value);
    // 5-7. Empty dummyURL's path, then basic URL parse modified value with path start state as
    //      state override (this never fails).
    let mut url = dummy_url();
    url.path.clear();
    let _ = parse_with_override(&modified_value, &mut url, StateOverride::PathStart);
    // 8-9. The URL path serialized, without the two inserted code points.
    let mut result = core::mem::take(&mut url.path);
    url.recycle();
    if !leading_slash {
        result.replace_range(..2.min(result.len()), "");
    }
    result
}

/// <https://urlpattern.spec.whatwg.org/#canonicalize-an-opaque-pathname>
pub(crate) fn canonicalize_opaque_pathname(value: &str) -> String {
    if value.is_empty() {
        return String::new();
    }
    // 2-3. Set dummyURL's path to the empty string (an opaque path).
    let mut url = dummy_url();
    url.path.clear();
    url.opaque_path = true;
    // 4-5. Basic URL parse value with opaque path state as state override; that state never
    //      returns failure.
    let _ = parse_with_override(value, &mut url, StateOverride::OpaquePath);
    let result = core::mem::take(&mut url.path);
    url.recycle();
    result
}

/// <https://urlpattern.spec.whatwg.org/#canonicalize-a-search>
pub(crate) fn canonicalize_search(value: &str) -> String {
    query_or_fragment(value, StateOverride::Query)
}

/// <https://urlpattern.spec.whatwg.org/#canonicalize-a-hash>
pub(crate) fn canonicalize_hash(value: &str) -> String {
    query_or_fragment(value, StateOverride::Fragment)
}

/// Canonicalize a search (`Query`) or a hash (`Fragment`): set dummyURL's query (fragment) to
/// the empty string, basic URL parse value with query (fragment) state as state override, and
/// return dummyURL's query (fragment).
fn query_or_fragment(value: &str, state_override: StateOverride) -> String {
    if value.is_empty() {
        return String::new();
    }
    let mut url = dummy_url();
    let query = state_override == StateOverride::Query;
    fn field(url: &mut UrlRecord, query: bool) -> &mut Nullable {
        if query {
            &mut url.query
        } else {
            &mut url.fragment
        }
    }
    field(&mut url, query).set(Some(""));
    let _ = parse_with_override(value, &mut url, state_override);
    let result = field(&mut url, query).get().unwrap_or_default().to_owned();
    url.recycle();
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dummy_url_is_the_parse_of_its_input() {
        let parsed = Url::parse("https://dummy.invalid/", None).unwrap();
        let built = dummy_url().serialize().unwrap();
        assert_eq!(built, parsed);
    }

    #[test]
    fn callbacks() {
        assert_eq!(canonicalize_protocol("HTTPS").unwrap(), "https");
        assert!(canonicalize_protocol("1x").is_err());
        assert_eq!(canonicalize_userinfo("a b@"), "a%20b%40");
        assert_eq!(canonicalize_hostname("EXAMPLE.com").unwrap(), "example.com");
        assert_eq!(canonicalize_hostname("bad#hostname").unwrap(), "bad");
        assert!(canonicalize_hostname("example.com:8080").is_err());
        assert!(canonicalize_hostname("a b").is_err());
        assert_eq!(canonicalize_ipv6_hostname("[::AB]").unwrap(), "[::ab]");
        assert!(canonicalize_ipv6_hostname("[::g]").is_err());
        assert_eq!(canonicalize_port("8\t0", None).unwrap(), "80");
        assert_eq!(canonicalize_port("443", None).unwrap(), "443");
        assert_eq!(canonicalize_port("443", Some("wss")).unwrap(), "");
        assert_eq!(canonicalize_port("443", Some("ws")).unwrap(), "443");
        assert_eq!(canonicalize_port("80", Some("http")).unwrap(), "");
        assert_eq!(canonicalize_port("80x", Some("")).unwrap(), "80");
        assert!(canonicalize_port("x", None).is_err());
        assert!(canonicalize_port("65536", None).is_err());
        assert_eq!(canonicalize_pathname("/a/../b c"), "/b%20c");
        assert_eq!(canonicalize_pathname("foo"), "foo");
        assert_eq!(canonicalize_pathname(".."), "..");
        assert_eq!(canonicalize_pathname("/a/.."), "/");
        assert_eq!(canonicalize_pathname("a?b#c"), "a%3Fb%23c");
        assert_eq!(canonicalize_opaque_pathname("var x = 1;"), "var x = 1;");
        assert_eq!(canonicalize_opaque_pathname("a ?b"), "a%20");
        assert_eq!(canonicalize_search("a b'#"), "a%20b%27%23");
        assert_eq!(canonicalize_hash("a b#"), "a%20b#");
    }
}
