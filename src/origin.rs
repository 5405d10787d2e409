//! Origins: <https://url.spec.whatwg.org/#origin> and HTML's origin serialization.

use crate::components::SchemeType;
use crate::infra::push_decimal;
use crate::prelude::*;
use crate::url::Url;

/// <https://html.spec.whatwg.org/multipage/browsers.html#concept-origin>
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// An opaque origin (serializes as `"null"`). Two opaque origins from this API are never
    /// the same origin in a browser; this value does not model that identity.
    Opaque,
    /// A tuple origin (scheme, host, port); the domain is always null here.
    Tuple {
        /// The scheme (without `:`).
        scheme: String,
        /// The host, serialized.
        host: String,
        /// The port, or `None` for the scheme's default or none.
        port: Option<u16>,
    },
}

impl Url {
    /// <https://url.spec.whatwg.org/#concept-url-origin>
    pub fn origin(&self) -> Origin {
        match self.components().scheme_type {
            // "blob": parse the URL path serialization; http(s) (and file) URLs give their
            // origin, anything else a new opaque origin. (No blob URL store here.)
            SchemeType::NotSpecial if self.scheme() == "blob" => {
                match Url::parse(self.pathname(), None) {
                    Ok(path_url)
                        if matches!(
                            path_url.components().scheme_type,
                            SchemeType::Http | SchemeType::Https | SchemeType::File
                        ) =>
                    {
                        path_url.origin()
                    }
                    _ => Origin::Opaque,
                }
            }
            // "ftp", "http", "https", "ws", "wss": the tuple origin (scheme, host, port, null).
            SchemeType::Ftp
            | SchemeType::Http
            | SchemeType::Https
            | SchemeType::Ws
            | SchemeType::Wss => Origin::Tuple {
                scheme: self.scheme().to_owned(),
                host: self.hostname().to_owned(),
                port: self.port_number(),
            },
            // "file": left as an exercise to the reader; when in doubt, opaque. Otherwise: opaque.
            SchemeType::File | SchemeType::NotSpecial => Origin::Opaque,
        }
    }
}

impl Origin {
    /// <https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin>
    pub fn ascii_serialization(&self) -> String {
        match self {
            Origin::Opaque => "null".to_owned(),
            Origin::Tuple { scheme, host, port } => {
                let mut s = String::with_capacity(scheme.len() + host.len() + 9);
                s.push_str(scheme);
                s.push_str("://");
                s.push_str(host);
                if let Some(port) = port {
                    s.push(':');
                    push_decimal(&mut s, *port);
                }
                s
            }
        }
    }

    /// Whether this is an opaque origin.
    pub fn is_opaque(&self) -> bool {
        matches!(self, Origin::Opaque)
    }
}
