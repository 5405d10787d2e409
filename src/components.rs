//! Component offsets into a URL's serialized href.
//!
//! A [`crate::Url`] is its href (the [URL serializer](https://url.spec.whatwg.org/#concept-url-serializer)'s
//! output, always ASCII) plus these offsets, so that every getter of the URL class is one slice
//! of the href (byte offsets equal UTF-16 indices because the href is ASCII).
//!
//! ```text
//!  https://user:pass@example.com:8080/a/b?q=1#frag
//!        ^        ^    ^          ^    ^   ^   ^
//!        |        |    |          |    |   |   hash_start (at '#')
//!        |        |    |          |    |   search_start (at '?')
//!        |        |    |          |    pathname_start
//!        |        |    |          host_end (at ':' of the port, or = pathname_start)
//!        |        |    host_start (after '@', or after "//")
//!        |        username_end (at ':' or '@' or = host_start)
//!        protocol_end (after ':')
//! ```
//!
//! - `protocol` = `href[..protocol_end]`
//! - `username` = `href[protocol_end + 2 .. username_end]` when a host is present, else `""`
//!   (then `username_end == host_start == host_end == protocol_end`).
//! - `password` = `href[username_end + 1 .. host_start - 1]` when `host_start - 1 > username_end`
//!   (credentials with a password: `:` at `username_end`, `@` at `host_start - 1`), else `""`.
//! - `hostname` = `href[host_start..host_end]`; `host` = `href[host_start..pathname_start]`.
//! - `port` = `href[host_end + 1 .. pathname_start]` when `port != OMITTED`, else `""`.
//! - `pathname` = `href[pathname_start .. search_start, or hash_start, or len]`.
//!   A URL with a null host whose path starts with an empty segment serializes as
//!   `scheme:/.//path`; `pathname_start` is after the `/.`.
//! - `search` = `href[search_start .. hash_start or len]`, or `""` when that is just `"?"` or absent.
//! - `hash` = `href[hash_start..]`, or `""` when that is just `"#"` or absent.
//!
//! The setters that change only the path, query or fragment splice the href in place with
//! `Components::replace`, the one place where offsets move.

use crate::error::ParseError;
use crate::prelude::*;

/// Marks an absent port, query or fragment.
pub const OMITTED: u32 = u32::MAX;

/// `n` (a length or position in an href) as an offset: it must fit the `u32` components and
/// not be [`OMITTED`]; [`ParseError::TooLong`] otherwise.
pub(crate) fn to_offset(n: usize) -> Result<u32, ParseError> {
    u32::try_from(n)
        .ok()
        .filter(|&n| n != OMITTED)
        .ok_or(ParseError::TooLong)
}

/// The components that [`Components::replace`] replaces in place: the last three the
/// [URL serializer](https://url.spec.whatwg.org/#concept-url-serializer) writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tail {
    /// The path; only for a URL with a host (without one the serializer may write `/.` before it).
    Path,
    /// `?` and the query.
    Query,
    /// `#` and the fragment.
    Fragment,
}

/// The scheme, as far as the standard distinguishes schemes.
/// <https://url.spec.whatwg.org/#special-scheme>
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum SchemeType {
    /// Any scheme that is not special.
    #[default]
    NotSpecial = 0,
    /// `http`: default port 80.
    Http = 1,
    /// `https`: default port 443.
    Https = 2,
    /// `ws`: default port 80.
    Ws = 3,
    /// `wss`: default port 443.
    Wss = 4,
    /// `ftp`: default port 21.
    Ftp = 5,
    /// `file`: no port; its own states in the parser.
    File = 6,
}

impl SchemeType {
    /// Classify an ASCII-lowercase scheme (without `:`).
    pub fn from_scheme(scheme: &str) -> SchemeType {
        SchemeType::from_scheme_bytes(scheme.as_bytes())
    }

    /// [`SchemeType::from_scheme`] on bytes (the fast path reads the input as bytes).
    pub(crate) fn from_scheme_bytes(scheme: &[u8]) -> SchemeType {
        match scheme {
            b"http" => SchemeType::Http,
            b"https" => SchemeType::Https,
            b"ws" => SchemeType::Ws,
            b"wss" => SchemeType::Wss,
            b"ftp" => SchemeType::Ftp,
            b"file" => SchemeType::File,
            _ => SchemeType::NotSpecial,
        }
    }

    /// The scheme type with the given `repr(u8)` value.
    pub fn from_u8(n: u8) -> Option<SchemeType> {
        [
            SchemeType::NotSpecial,
            SchemeType::Http,
            SchemeType::Https,
            SchemeType::Ws,
            SchemeType::Wss,
            SchemeType::Ftp,
            SchemeType::File,
        ]
        .get(usize::from(n))
        .copied()
    }

    /// <https://url.spec.whatwg.org/#is-special>
    pub fn is_special(self) -> bool {
        self != SchemeType::NotSpecial
    }

    /// <https://url.spec.whatwg.org/#default-port>
    pub fn default_port(self) -> Option<u16> {
        match self {
            SchemeType::Http | SchemeType::Ws => Some(80),
            SchemeType::Https | SchemeType::Wss => Some(443),
            SchemeType::Ftp => Some(21),
            SchemeType::NotSpecial | SchemeType::File => None,
        }
    }
}

/// What kind of host a URL has. <https://url.spec.whatwg.org/#concept-host>
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum HostKind {
    /// The host is null (no `//` authority).
    #[default]
    None = 0,
    /// The empty host.
    Empty = 1,
    /// A domain.
    Domain = 2,
    /// An IPv4 address.
    Ipv4 = 3,
    /// An IPv6 address (serialized in brackets).
    Ipv6 = 4,
    /// An opaque host.
    Opaque = 5,
}

impl HostKind {
    /// The host kind with the given `repr(u8)` value.
    pub fn from_u8(n: u8) -> Option<HostKind> {
        [
            HostKind::None,
            HostKind::Empty,
            HostKind::Domain,
            HostKind::Ipv4,
            HostKind::Ipv6,
            HostKind::Opaque,
        ]
        .get(usize::from(n))
        .copied()
    }
}

/// The offsets of a URL's components in its href. See the module docs for the exact meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Components {
    /// The end of the scheme's `:` (the protocol is `href[..protocol_end]`).
    pub protocol_end: u32,
    /// The end of the username (= `host_start` without credentials).
    pub username_end: u32,
    /// The start of the host (after `@` or `//`).
    pub host_start: u32,
    /// The end of the host (at the port's `:`, or = `pathname_start`).
    pub host_end: u32,
    /// The port number, or [`OMITTED`].
    pub port: u32,
    /// The start of the path.
    pub pathname_start: u32,
    /// Index of `?`, or [`OMITTED`].
    pub search_start: u32,
    /// Index of `#`, or [`OMITTED`].
    pub hash_start: u32,
    /// Which special scheme, if any, the URL has.
    pub scheme_type: SchemeType,
    /// What kind of host the URL has, if any.
    pub host_kind: HostKind,
}

impl Components {
    /// The offsets and kinds as ten `u32`s, in field order (the wasm boundary's result slots).
    pub fn to_slots(&self) -> [u32; 10] {
        [
            self.protocol_end,
            self.username_end,
            self.host_start,
            self.host_end,
            self.port,
            self.pathname_start,
            self.search_start,
            self.hash_start,
            u32::from(self.scheme_type as u8),
            u32::from(self.host_kind as u8),
        ]
    }

    /// The inverse of [`Components::to_slots`]; `None` for an unknown scheme type or host kind.
    /// (Whether the offsets describe an href is [`crate::Url::from_serialized`]'s business.)
    pub fn from_slots(slots: [u32; 10]) -> Option<Components> {
        let [protocol_end, username_end, host_start, host_end, port, pathname_start, search_start, hash_start, scheme_type, host_kind] =
            slots;
        Some(Components {
            protocol_end,
            username_end,
            host_start,
            host_end,
            port,
            pathname_start,
            search_start,
            hash_start,
            scheme_type: SchemeType::from_u8(u8::try_from(scheme_type).ok()?)?,
            host_kind: HostKind::from_u8(u8::try_from(host_kind).ok()?)?,
        })
    }
}

impl Components {
    /// Where the authority ends: `pathname_start` with a host. With a null host that is
    /// `host_end` (= `protocol_end`): the `/.` the serializer may write before the path is not
    /// part of it.
    pub(crate) fn authority_end(&self) -> u32 {
        if self.host_kind == HostKind::None {
            self.host_end
        } else {
            self.pathname_start
        }
    }

    /// Where the path ends in an href of `len` bytes: at the `?`, else the `#`, else the end.
    pub(crate) fn path_end(&self, len: u32) -> u32 {
        if self.search_start != OMITTED {
            self.search_start
        } else {
            self.query_end(len)
        }
    }

    /// Where the query ends (or would end) in an href of `len` bytes: at the `#`, else the end.
    pub(crate) fn query_end(&self, len: u32) -> u32 {
        if self.hash_start != OMITTED {
            self.hash_start
        } else {
            len
        }
    }

    /// Replace `part` of `href` (whose offsets these are) with `with`: the serialized path, or
    /// the query or fragment with its `?` or `#`; a null query or fragment is inserted where the
    /// serializer writes it. The offsets of the components after it move by the difference in
    /// length. Unchanged when the new href would be too long for the offsets.
    pub(crate) fn replace(
        &mut self,
        href: &mut String,
        part: Tail,
        with: &str,
    ) -> Result<(), ParseError> {
        let len = to_offset(href.len())?;
        let (start, end) = match part {
            Tail::Path => (self.pathname_start, self.path_end(len)),
            Tail::Query => (self.path_end(len), self.query_end(len)),
            Tail::Fragment => (self.query_end(len), len),
        };
        let new_end = to_offset((start as usize).saturating_add(with.len()))?;
        to_offset((new_end as usize).saturating_add((len - end) as usize))?;
        href.replace_range(start as usize..end as usize, with);
        let moved = |at: u32| {
            if at == OMITTED {
                OMITTED
            } else {
                at - end + new_end
            }
        };
        match part {
            Tail::Path => {
                self.search_start = moved(self.search_start);
                self.hash_start = moved(self.hash_start);
            }
            Tail::Query => {
                self.search_start = start;
                self.hash_start = moved(self.hash_start);
            }
            Tail::Fragment => self.hash_start = start,
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Url;

    /// A replacement gives the href and offsets that parsing the new href gives.
    #[test]
    fn replace_moves_the_later_offsets() {
        for (href, part, with, expected) in [
            ("sc://h?q#f", Tail::Path, "/p/q", "sc://h/p/q?q#f"),
            ("sc://h/a/b#f", Tail::Path, "", "sc://h#f"),
            ("sc://h#f", Tail::Query, "?a", "sc://h?a#f"),
            ("http://h/p?q#f", Tail::Query, "?", "http://h/p?#f"),
            ("http://h/p?q", Tail::Query, "?long", "http://h/p?long"),
            ("http://h/p?q#f", Tail::Fragment, "#x", "http://h/p?q#x"),
            ("http://h/p", Tail::Fragment, "#", "http://h/p#"),
        ] {
            let url = Url::parse(href, None).unwrap();
            let (mut h, mut c) = (url.href().to_owned(), *url.components());
            c.replace(&mut h, part, with).unwrap();
            let want = Url::parse(expected, None).unwrap();
            assert_eq!((h.as_str(), c), (want.href(), *want.components()), "{href}");
        }
    }
}
