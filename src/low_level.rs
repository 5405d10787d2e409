//! The URL Standard's low-level API: the algorithms other standards (HTML's
//! `HTMLHyperlinkElementUtils` and `Location`, Fetch, …) call on URL records, by their spec names.
//!
//! | algorithm | here |
//! |---|---|
//! | [URL record](https://url.spec.whatwg.org/#concept-url) | [`UrlRecord`], [`UrlPath`], [`Host`] |
//! | [URL serializer](https://url.spec.whatwg.org/#concept-url-serializer) (exclude fragment) | [`UrlRecord::serialize`] |
//! | [URL path serializer](https://url.spec.whatwg.org/#url-path-serializer) | [`UrlRecord::serialize_path`] |
//! | [host serializer](https://url.spec.whatwg.org/#concept-host-serializer) | [`serialize_host`] |
//! | [serialize an integer](https://url.spec.whatwg.org/#serialize-an-integer) | [`serialize_integer`] |
//! | [set the username](https://url.spec.whatwg.org/#set-the-username) / [password](https://url.spec.whatwg.org/#set-the-password) | [`UrlRecord::set_username`], [`UrlRecord::set_password`] |
//! | [cannot have a username/password/port](https://url.spec.whatwg.org/#cannot-have-a-username-password-port) | [`UrlRecord::cannot_have_username_password_port`] |
//! | [has an opaque path](https://url.spec.whatwg.org/#url-opaque-path) | [`UrlRecord::has_opaque_path`] |
//! | [percent-decode](https://url.spec.whatwg.org/#percent-decode) bytes / [a string](https://url.spec.whatwg.org/#string-percent-decode) | [`percent_decode_bytes`], [`percent_decode_string`] |
//! | [URL parser](https://url.spec.whatwg.org/#concept-url-parser) | [`UrlRecord::parse`] |
//! | [basic URL parser](https://url.spec.whatwg.org/#concept-basic-url-parser) with *url* and *state override* | [`UrlRecord::basic_parse`], [`StateOverride`] |
//! | the basic URL parser without *url* | [`basic_url_parse`] |
//! | [origin](https://url.spec.whatwg.org/#concept-url-origin) and its [serialization](https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin) | [`UrlRecord::origin`], [`Origin::ascii_serialization`] |
//!
//! ```
//! use url_wasm::low_level::{percent_decode_string, serialize_host, serialize_integer, Host};
//!
//! assert_eq!(serialize_host(&Host::Ipv4(0x7f00_0001)), "127.0.0.1");
//! assert_eq!(serialize_host(&Host::Ipv6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1])), "[2001:db8::1]");
//! assert_eq!(serialize_integer(8080), "8080");
//! assert_eq!(percent_decode_string("%E2%80%A0%zz"), "\u{2020}%zz".as_bytes());
//! ```

pub use crate::host::Host;
pub use crate::origin::Origin;
pub use crate::parser::State as StateOverride;
pub use crate::percent_encode::percent_decode as percent_decode_bytes;
use crate::prelude::*;
pub use crate::url_record::{basic_url_parse, UrlPath, UrlRecord};

impl StateOverride {
    /// Every state, in the spec's order.
    pub const ALL: [StateOverride; 21] = [
        StateOverride::SchemeStart,
        StateOverride::Scheme,
        StateOverride::NoScheme,
        StateOverride::SpecialRelativeOrAuthority,
        StateOverride::PathOrAuthority,
        StateOverride::Relative,
        StateOverride::RelativeSlash,
        StateOverride::SpecialAuthoritySlashes,
        StateOverride::SpecialAuthorityIgnoreSlashes,
        StateOverride::Authority,
        StateOverride::Host,
        StateOverride::Hostname,
        StateOverride::Port,
        StateOverride::File,
        StateOverride::FileSlash,
        StateOverride::FileHost,
        StateOverride::PathStart,
        StateOverride::Path,
        StateOverride::OpaquePath,
        StateOverride::Query,
        StateOverride::Fragment,
    ];

    /// The state's name as the spec writes it, without "state": `"scheme start"`, `"opaque path"`.
    pub const fn name(self) -> &'static str {
        match self {
            StateOverride::SchemeStart => "scheme start",
            StateOverride::Scheme => "scheme",
            StateOverride::NoScheme => "no scheme",
            StateOverride::SpecialRelativeOrAuthority => "special relative or authority",
            StateOverride::PathOrAuthority => "path or authority",
            StateOverride::Relative => "relative",
            StateOverride::RelativeSlash => "relative slash",
            StateOverride::SpecialAuthoritySlashes => "special authority slashes",
            StateOverride::SpecialAuthorityIgnoreSlashes => "special authority ignore slashes",
            StateOverride::Authority => "authority",
            StateOverride::Host => "host",
            StateOverride::Hostname => "hostname",
            StateOverride::Port => "port",
            StateOverride::File => "file",
            StateOverride::FileSlash => "file slash",
            StateOverride::FileHost => "file host",
            StateOverride::PathStart => "path start",
            StateOverride::Path => "path",
            StateOverride::OpaquePath => "opaque path",
            StateOverride::Query => "query",
            StateOverride::Fragment => "fragment",
        }
    }

    /// The state named `name` (see [`StateOverride::name`]).
    pub fn from_name(name: &str) -> Option<StateOverride> {
        StateOverride::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// <https://url.spec.whatwg.org/#concept-host-serializer>: an IPv4 address in dotted decimal,
/// an IPv6 address compressed and in brackets, any other host as it is.
pub fn serialize_host(host: &Host) -> String {
    let mut out = String::new();
    host.serialize(&mut out);
    out
}

/// <https://url.spec.whatwg.org/#serialize-an-integer>: the shortest decimal representation.
pub fn serialize_integer(n: u32) -> String {
    n.to_string()
}

/// <https://url.spec.whatwg.org/#string-percent-decode>: `input` UTF-8 encoded, then
/// percent-decoded (the result need not be UTF-8).
pub fn percent_decode_string(input: &str) -> Vec<u8> {
    percent_decode_bytes(input.as_bytes())
}
