//! The URL class's setters: <https://url.spec.whatwg.org/#urlutils-members>.
//!
//! Each setter reads the URL back into a record, runs the spec's setter steps (mostly the
//! basic URL parser with a state override) and serializes the record again.

use crate::components::{HostKind, Tail};
use crate::error::{ParseError, Reporter};
use crate::parser::{basic_url_parser, StateOverride};
use crate::percent_encode::{self as pe};
use crate::prelude::*;
use crate::record::UrlRecord;
use crate::url::Url;
use crate::MAX_INPUT_LENGTH;

/// The URL class's attributes that have setters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Setter {
    /// <https://url.spec.whatwg.org/#dom-url-href>
    Href = 0,
    /// <https://url.spec.whatwg.org/#dom-url-protocol>
    Protocol = 1,
    /// <https://url.spec.whatwg.org/#dom-url-username>
    Username = 2,
    /// <https://url.spec.whatwg.org/#dom-url-password>
    Password = 3,
    /// <https://url.spec.whatwg.org/#dom-url-host>
    Host = 4,
    /// <https://url.spec.whatwg.org/#dom-url-hostname>
    Hostname = 5,
    /// <https://url.spec.whatwg.org/#dom-url-port>
    Port = 6,
    /// <https://url.spec.whatwg.org/#dom-url-pathname>
    Pathname = 7,
    /// <https://url.spec.whatwg.org/#dom-url-search>
    Search = 8,
    /// <https://url.spec.whatwg.org/#dom-url-hash>
    Hash = 9,
}

impl Setter {
    /// Every setter, in code order.
    pub const ALL: [Setter; 10] = [
        Setter::Href,
        Setter::Protocol,
        Setter::Username,
        Setter::Password,
        Setter::Host,
        Setter::Hostname,
        Setter::Port,
        Setter::Pathname,
        Setter::Search,
        Setter::Hash,
    ];

    /// The setter with the given numeric code (its position in [`Setter::ALL`]).
    pub fn from_code(code: u32) -> Option<Setter> {
        Setter::ALL.get(usize::try_from(code).ok()?).copied()
    }

    /// The attribute's name, e.g. `"pathname"`.
    pub fn name(self) -> &'static str {
        match self {
            Setter::Href => "href",
            Setter::Protocol => "protocol",
            Setter::Username => "username",
            Setter::Password => "password",
            Setter::Host => "host",
            Setter::Hostname => "hostname",
            Setter::Port => "port",
            Setter::Pathname => "pathname",
            Setter::Search => "search",
            Setter::Hash => "hash",
        }
    }
}

/// Basic URL parse `input` with `url` as *url* and `state_override`; the result is ignored,
/// as every setter but href ignores it (the record keeps what the steps did before a failure).
fn parse_with_override(url: &mut UrlRecord, input: &str, state_override: StateOverride) {
    let _ = basic_url_parser(
        input,
        None,
        url,
        Some(state_override),
        &mut Reporter::none(),
    );
}

impl Url {
    /// Run one of the URL class's setters; see [`Setter`]. Only [`Setter::Href`] can fail.
    pub fn set(&mut self, setter: Setter, value: &str) -> Result<(), ParseError> {
        set(self, setter, value)
    }

    /// <https://url.spec.whatwg.org/#dom-url-href>: replace the URL with `value` parsed on its own.
    pub fn set_href(&mut self, value: &str) -> Result<(), ParseError> {
        self.set(Setter::Href, value)
    }
}

/// Run `setter` on `url`. Only the href setter can fail; the others leave the URL unchanged
/// where the spec's steps return early.
fn set(url: &mut Url, setter: Setter, value: &str) -> Result<(), ParseError> {
    if value.len() > MAX_INPUT_LENGTH {
        return Err(ParseError::TooLong);
    }
    if setter == Setter::Href {
        // 1. Let parsedURL be the result of running the basic URL parser on the given value.
        // 2. If parsedURL is failure, then throw a TypeError. 3. Set this's URL to parsedURL.
        *url = Url::parse(value, None)?;
        return Ok(());
    }
    // The pathname, search and hash setters mostly change one component: done in place when
    // they can. (The record round trip gives the same URL; debug builds check that.)
    #[cfg(debug_assertions)]
    let expected = {
        let mut expected = url.clone();
        set_with_record(&mut expected, setter, value);
        expected
    };
    // Too long for u32 offsets: unchanged (as the record path leaves it).
    let spliced = match setter {
        Setter::Search | Setter::Hash if !value.is_empty() => {
            let _ = splice_query_or_fragment(url, setter, value);
            true
        }
        // With a host there is no "/." before the path (and the URL has no opaque path).
        Setter::Pathname if url.components().host_kind != HostKind::None => {
            let _ = splice_path(url, value);
            true
        }
        _ => false,
    };
    if !spliced {
        set_with_record(url, setter, value);
    }
    #[cfg(debug_assertions)]
    check_splice(url, &expected, setter, value);
    Ok(())
}

/// Steps 2-3 of the [pathname setter](https://url.spec.whatwg.org/#dom-url-pathname) on a URL
/// with a host: empty the path, then basic URL parse the value with path start state as state
/// override. Those states read only the scheme, whether the host is null and the path, so they
/// run on a record with just those, and the path they build replaces the old one in the href.
fn splice_path(url: &mut Url, value: &str) -> Result<(), ParseError> {
    let mut record = UrlRecord::new();
    record.scheme_type = url.components().scheme_type;
    record.host.set(Some(""));
    parse_with_override(&mut record, value, StateOverride::PathStart);
    let result = url.replace(Tail::Path, &record.path);
    record.recycle();
    result
}

#[cfg(debug_assertions)]
#[allow(clippy::panic)]
fn check_splice(url: &Url, expected: &Url, setter: Setter, value: &str) {
    if url != expected {
        panic!("{setter:?} setter splice of {value:?} gave {url:?}, the record path {expected:?}");
    }
}

/// Steps 3-5 of the [search setter](https://url.spec.whatwg.org/#dom-url-search) and 2-4 of the
/// [hash setter](https://url.spec.whatwg.org/#dom-url-hash) for a non-empty value: the basic URL
/// parser with query (fragment) state as state override removes ASCII tab or newline from the
/// input, then UTF-8 percent-encodes every code point with the (special-)query (fragment)
/// percent-encode set into the query (fragment) it first set to the empty string.
fn splice_query_or_fragment(url: &mut Url, setter: Setter, value: &str) -> Result<(), ParseError> {
    let (part, prefix, set) = match setter {
        Setter::Search if url.is_special() => (Tail::Query, '?', pe::SPECIAL_QUERY),
        Setter::Search => (Tail::Query, '?', pe::QUERY),
        _ => (Tail::Fragment, '#', pe::FRAGMENT),
    };
    let input = value.strip_prefix(prefix).unwrap_or(value);
    let (_, input) = crate::infra::without_tab_or_newline(input);
    let mut encoded = String::with_capacity(input.len() + 1);
    encoded.push(prefix);
    pe::utf8_percent_encode(&input, set, &mut encoded);
    url.replace(part, &encoded)
}

/// The setter steps on a record read back from `url`, serialized into `url` again.
fn set_with_record(url: &mut Url, setter: Setter, value: &str) {
    let mut record = UrlRecord::from_url(url);
    match setter {
        Setter::Href => {}
        // https://url.spec.whatwg.org/#dom-url-protocol: basic URL parse the given value,
        // followed by U+003A (:), with scheme start state as state override.
        Setter::Protocol => {
            let mut input = String::with_capacity(value.len() + 1);
            input.push_str(value);
            input.push(':');
            parse_with_override(&mut record, &input, StateOverride::SchemeStart);
        }
        // https://url.spec.whatwg.org/#dom-url-username
        Setter::Username => {
            // 1. If this's URL cannot have a username/password/port, then return.
            if record.cannot_have_username_password_port() {
                return record.recycle();
            }
            // 2. Set the username given this's URL and the given value.
            record.username.clear();
            pe::utf8_percent_encode(value, pe::USERINFO, &mut record.username);
        }
        // https://url.spec.whatwg.org/#dom-url-password
        Setter::Password => {
            if record.cannot_have_username_password_port() {
                return record.recycle();
            }
            record.password.clear();
            pe::utf8_percent_encode(value, pe::USERINFO, &mut record.password);
        }
        // https://url.spec.whatwg.org/#dom-url-host
        Setter::Host => {
            // 1. If this's URL has an opaque path, then return.
            if record.opaque_path {
                return record.recycle();
            }
            // 2. Basic URL parse the given value with host state as state override.
            parse_with_override(&mut record, value, StateOverride::Host);
        }
        // https://url.spec.whatwg.org/#dom-url-hostname
        Setter::Hostname => {
            if record.opaque_path {
                return record.recycle();
            }
            parse_with_override(&mut record, value, StateOverride::Hostname);
        }
        // https://url.spec.whatwg.org/#dom-url-port
        Setter::Port => {
            // 1. If this's URL cannot have a username/password/port, then return.
            if record.cannot_have_username_password_port() {
                return record.recycle();
            }
            // 2. If the given value is the empty string, then set this's URL's port to null.
            if value.is_empty() {
                record.port = None;
            } else {
                // 3. Otherwise, basic URL parse the given value with port state as state override.
                parse_with_override(&mut record, value, StateOverride::Port);
            }
        }
        // https://url.spec.whatwg.org/#dom-url-pathname
        Setter::Pathname => {
            // 1. If this's URL has an opaque path, then return.
            if record.opaque_path {
                return record.recycle();
            }
            // 2. Empty this's URL's path.
            record.path.clear();
            // 3. Basic URL parse the given value with path start state as state override.
            parse_with_override(&mut record, value, StateOverride::PathStart);
        }
        // https://url.spec.whatwg.org/#dom-url-search
        Setter::Search => {
            // 2. If the given value is the empty string, then set url's query to null
            //    (the JS class also empties its query object's list) and return.
            if value.is_empty() {
                record.query.set(None);
            } else {
                // 3. Let input be the given value with a single leading U+003F (?) removed, if any.
                let input = value.strip_prefix('?').unwrap_or(value);
                // 4. Set url's query to the empty string.
                record.query.set(Some(""));
                // 5. Basic URL parse input with query state as state override.
                parse_with_override(&mut record, input, StateOverride::Query);
            }
        }
        // https://url.spec.whatwg.org/#dom-url-hash
        Setter::Hash => {
            // 1. If the given value is the empty string, set this's URL's fragment to null and return.
            if value.is_empty() {
                record.fragment.set(None);
            } else {
                // 2. Let input be the given value with a single leading U+0023 (#) removed, if any.
                let input = value.strip_prefix('#').unwrap_or(value);
                // 3. Set this's URL's fragment to the empty string.
                record.fragment.set(Some(""));
                // 4. Basic URL parse input with fragment state as state override.
                parse_with_override(&mut record, input, StateOverride::Fragment);
            }
        }
    }
    // A result too long for u32 offsets leaves the URL unchanged.
    let _ = url.rewrite(|href| record.serialize_into(href));
    record.recycle();
}

macro_rules! setter_methods {
    ($($(#[$doc:meta])* $name:ident => $setter:ident;)*) => {
        impl Url {
            $(
                $(#[$doc])*
                pub fn $name(&mut self, value: &str) {
                    let _ = set(self, Setter::$setter, value);
                }
            )*
        }
    };
}

setter_methods! {
    /// <https://url.spec.whatwg.org/#dom-url-protocol>
    set_protocol => Protocol;
    /// <https://url.spec.whatwg.org/#dom-url-username>
    set_username => Username;
    /// <https://url.spec.whatwg.org/#dom-url-password>
    set_password => Password;
    /// <https://url.spec.whatwg.org/#dom-url-host>
    set_host => Host;
    /// <https://url.spec.whatwg.org/#dom-url-hostname>
    set_hostname => Hostname;
    /// <https://url.spec.whatwg.org/#dom-url-port>
    set_port => Port;
    /// <https://url.spec.whatwg.org/#dom-url-pathname>
    set_pathname => Pathname;
    /// <https://url.spec.whatwg.org/#dom-url-search>
    set_search => Search;
    /// <https://url.spec.whatwg.org/#dom-url-hash>
    set_hash => Hash;
}
