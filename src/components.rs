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

/// Marks an absent port, query or fragment.
pub const OMITTED: u32 = u32::MAX;

/// The scheme, as far as the standard distinguishes schemes.
/// <https://url.spec.whatwg.org/#special-scheme>
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum SchemeType {
    /// Any scheme that is not special.
    #[default]
    NotSpecial = 0,
    Http = 1,
    Https = 2,
    Ws = 3,
    Wss = 4,
    Ftp = 5,
    File = 6,
}

impl SchemeType {
    /// Classify an ASCII-lowercase scheme (without `:`).
    pub fn from_scheme(scheme: &str) -> SchemeType {
        match scheme {
            "http" => SchemeType::Http,
            "https" => SchemeType::Https,
            "ws" => SchemeType::Ws,
            "wss" => SchemeType::Wss,
            "ftp" => SchemeType::Ftp,
            "file" => SchemeType::File,
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
    pub protocol_end: u32,
    pub username_end: u32,
    pub host_start: u32,
    pub host_end: u32,
    /// The port number, or [`OMITTED`].
    pub port: u32,
    pub pathname_start: u32,
    /// Index of `?`, or [`OMITTED`].
    pub search_start: u32,
    /// Index of `#`, or [`OMITTED`].
    pub hash_start: u32,
    pub scheme_type: SchemeType,
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
