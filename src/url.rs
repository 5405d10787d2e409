//! [`Url`]: a parsed URL as its href plus component offsets.
//!
//! <https://url.spec.whatwg.org/#url-class> (getters). The API URL parser is in
//! `api_url_parser.rs`, the setters in `setters.rs`, `origin` in `origin.rs`.

use crate::components::{Components, HostKind, SchemeType, Tail, OMITTED};
use crate::error::ParseError;
use crate::prelude::*;

/// A parsed URL: the serialized href and the offsets of its components
/// (see [`crate::components`] for the layout). The href is always ASCII.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Url {
    href: String,
    components: Components,
}

impl core::fmt::Debug for Url {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Url")
            .field("href", &self.href)
            .field("components", &self.components)
            .finish()
    }
}

impl core::fmt::Display for Url {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.href)
    }
}

impl Url {
    pub(crate) fn from_parts(href: String, components: Components) -> Url {
        Url { href, components }
    }

    /// The component offsets.
    pub fn components(&self) -> &Components {
        &self.components
    }

    fn slice(&self, start: u32, end: u32) -> &str {
        self.href
            .get(start as usize..end as usize)
            .unwrap_or_default()
    }

    fn len(&self) -> u32 {
        // Construction guarantees the href length fits in u32.
        u32::try_from(self.href.len()).unwrap_or(OMITTED)
    }

    /// End of the path: the `?`, else the `#`, else the end.
    fn path_end(&self) -> u32 {
        self.components.path_end(self.len())
    }

    fn query_end(&self) -> u32 {
        self.components.query_end(self.len())
    }

    /// <https://url.spec.whatwg.org/#dom-url-href>: the URL serializer's output.
    pub fn href(&self) -> &str {
        &self.href
    }

    /// Consume the URL, returning its href.
    pub fn into_href(self) -> String {
        self.href
    }

    /// <https://url.spec.whatwg.org/#dom-url-protocol>: the scheme followed by `:`.
    pub fn protocol(&self) -> &str {
        self.slice(0, self.components.protocol_end)
    }

    /// <https://url.spec.whatwg.org/#concept-url-scheme>: the scheme, without `:`.
    pub fn scheme(&self) -> &str {
        self.slice(0, self.components.protocol_end.saturating_sub(1))
    }

    /// <https://url.spec.whatwg.org/#dom-url-username>
    pub fn username(&self) -> &str {
        let c = &self.components;
        if c.host_kind == HostKind::None {
            return "";
        }
        self.slice(c.protocol_end.saturating_add(2), c.username_end)
    }

    /// <https://url.spec.whatwg.org/#dom-url-password>
    pub fn password(&self) -> &str {
        let c = &self.components;
        if c.host_start.saturating_sub(1) > c.username_end {
            self.slice(
                c.username_end.saturating_add(1),
                c.host_start.saturating_sub(1),
            )
        } else {
            ""
        }
    }

    /// <https://url.spec.whatwg.org/#dom-url-host>: hostname and `:port`, if any.
    pub fn host(&self) -> &str {
        self.slice(self.components.host_start, self.components.authority_end())
    }

    /// <https://url.spec.whatwg.org/#dom-url-hostname>: the host, serialized.
    pub fn hostname(&self) -> &str {
        self.slice(self.components.host_start, self.components.host_end)
    }

    /// The serialized host, or `None` for the null host.
    pub fn host_serialized(&self) -> Option<&str> {
        (self.components.host_kind != HostKind::None).then(|| self.hostname())
    }

    /// <https://url.spec.whatwg.org/#dom-url-port>: the port, or `""`.
    pub fn port(&self) -> &str {
        let c = &self.components;
        if c.port == OMITTED {
            ""
        } else {
            self.slice(c.host_end.saturating_add(1), c.authority_end())
        }
    }

    /// The port number, if the URL has a (non-default) port.
    pub fn port_number(&self) -> Option<u16> {
        u16::try_from(self.components.port).ok()
    }

    /// <https://url.spec.whatwg.org/#dom-url-pathname>: the URL path serialization.
    pub fn pathname(&self) -> &str {
        self.slice(self.components.pathname_start, self.path_end())
    }

    /// <https://url.spec.whatwg.org/#url-opaque-path>
    pub fn has_opaque_path(&self) -> bool {
        self.components.host_kind == HostKind::None && !self.pathname().starts_with('/')
    }

    /// <https://url.spec.whatwg.org/#concept-url-query>, without `?`; `None` when null.
    pub fn query(&self) -> Option<&str> {
        let start = self.components.search_start;
        (start != OMITTED).then(|| self.slice(start.saturating_add(1), self.query_end()))
    }

    /// <https://url.spec.whatwg.org/#concept-url-fragment>, without `#`; `None` when null.
    pub fn fragment(&self) -> Option<&str> {
        let start = self.components.hash_start;
        (start != OMITTED).then(|| self.slice(start.saturating_add(1), self.len()))
    }

    /// <https://url.spec.whatwg.org/#dom-url-search>: `?` and the query, or `""` when it is empty or null.
    pub fn search(&self) -> &str {
        let start = self.components.search_start;
        let end = self.query_end();
        if start == OMITTED || end.saturating_sub(start) <= 1 {
            ""
        } else {
            self.slice(start, end)
        }
    }

    /// <https://url.spec.whatwg.org/#dom-url-hash>: `#` and the fragment, or `""` when it is empty or null.
    pub fn hash(&self) -> &str {
        let start = self.components.hash_start;
        if start == OMITTED || self.len().saturating_sub(start) <= 1 {
            ""
        } else {
            self.slice(start, self.len())
        }
    }

    /// <https://url.spec.whatwg.org/#is-special>
    pub fn is_special(&self) -> bool {
        self.components.scheme_type.is_special()
    }

    /// The host for display: each domain label converted with
    /// [domain to Unicode](https://url.spec.whatwg.org/#concept-domain-to-unicode); other hosts as serialized.
    pub fn host_to_unicode(&self) -> String {
        match self.components.host_kind {
            HostKind::Domain => crate::host::domain_to_unicode(self.hostname()),
            _ => self.hostname().to_owned(),
        }
    }

    /// Replace the path, query or fragment in place (see [`Components::replace`]): `with` is
    /// the serialized path, or `?` and the query, or `#` and the fragment, already
    /// percent-encoded. Unchanged when too long.
    pub(crate) fn replace(&mut self, part: Tail, with: &str) -> Result<(), ParseError> {
        self.components.replace(&mut self.href, part, with)
    }

    /// Become the URL that `serialize` writes into the href (reusing its allocation), with the
    /// offsets it returns; unchanged when it fails without writing.
    pub(crate) fn rewrite(
        &mut self,
        serialize: impl FnOnce(&mut String) -> Result<Components, ParseError>,
    ) -> Result<(), ParseError> {
        self.components = serialize(&mut self.href)?;
        Ok(())
    }

    /// A URL from an href and offsets that an earlier parse produced (e.g. kept by the JS shim),
    /// checked structurally ([`Url::check_structure`]); `None` if they do not describe each other.
    pub fn from_serialized(href: String, components: Components) -> Option<Url> {
        let url = Url { href, components };
        url.check_structure().is_ok().then_some(url)
    }

    /// The cheap part of [`Url::check_invariants`]: the offsets are in order, in bounds and at
    /// the delimiters they name, without parsing again.
    /// Returns what is wrong, without formatting (this runs on the wasm setter path).
    pub fn check_structure(&self) -> Result<(), &'static str> {
        let c = &self.components;
        let h = self.href.as_bytes();
        let at = |i: u32| h.get(i as usize).copied();
        let fail = |what: &'static str| Err(what);
        if !self.href.is_ascii() {
            return fail("href is not ASCII");
        }
        if c.protocol_end == 0 || at(c.protocol_end - 1) != Some(b':') {
            return fail("protocol_end is not after ':'");
        }
        if SchemeType::from_scheme(self.scheme()) != c.scheme_type {
            return fail("scheme_type does not match the scheme");
        }
        let ordered = [
            c.protocol_end,
            c.username_end,
            c.host_start,
            c.host_end,
            c.pathname_start,
            self.path_end(),
            self.query_end(),
            self.len(),
        ];
        if ordered.windows(2).any(|w| matches!(w, [a, b] if a > b)) {
            return fail("offsets are not in order");
        }
        if c.host_kind == HostKind::None {
            if c.username_end != c.protocol_end || c.host_end != c.protocol_end {
                return fail("null host with authority offsets");
            }
            let dot = c.pathname_start != c.protocol_end;
            if dot && self.slice(c.protocol_end, c.pathname_start) != "/." {
                return fail("pathname_start skips something other than '/.'");
            }
        } else {
            if self.slice(c.protocol_end, c.protocol_end + 2) != "//" {
                return fail("host without '//'");
            }
            if c.host_start > c.username_end && at(c.host_start - 1) != Some(b'@') {
                return fail("credentials without '@'");
            }
            let hostname = self.hostname();
            let kind_matches = match c.host_kind {
                HostKind::None => false,
                HostKind::Empty => hostname.is_empty(),
                HostKind::Ipv6 => hostname.starts_with('['),
                HostKind::Ipv4 => {
                    c.scheme_type.is_special()
                        && !hostname.is_empty()
                        && hostname.bytes().all(|b| b.is_ascii_digit() || b == b'.')
                }
                HostKind::Domain => c.scheme_type.is_special() && !hostname.is_empty(),
                HostKind::Opaque => !c.scheme_type.is_special() && !hostname.is_empty(),
            };
            if !kind_matches || (c.host_kind != HostKind::Ipv6 && hostname.starts_with('[')) {
                return fail("host kind does not match the host");
            }
            // No delimiter can be inside the serialized credentials or host.
            let delimiters = |s: &str, extra: &[u8]| {
                s.bytes()
                    .any(|b| matches!(b, b'/' | b'?' | b'#' | b'@' | b'\\') || extra.contains(&b))
            };
            let colon: &[u8] = if c.host_kind == HostKind::Ipv6 {
                &[]
            } else {
                b":"
            };
            if delimiters(hostname, colon)
                || delimiters(self.username(), b":")
                || delimiters(self.password(), b"")
            {
                return fail("a delimiter inside the credentials or host");
            }
            let has_port = c.host_end != c.pathname_start;
            if has_port != (c.port != OMITTED) || (has_port && at(c.host_end) != Some(b':')) {
                return fail("port offsets");
            }
            if has_port && self.port().parse::<u32>().ok() != Some(c.port) {
                return fail("port value does not match");
            }
        }
        if c.scheme_type.is_special() && !self.pathname().starts_with('/') {
            return fail("a special URL's path does not start with '/'");
        }
        if c.search_start != OMITTED && at(c.search_start) != Some(b'?') {
            return fail("search_start is not at '?'");
        }
        if c.hash_start != OMITTED && at(c.hash_start) != Some(b'#') {
            return fail("hash_start is not at '#'");
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn getters_slice_the_href() {
        let u = Url::parse("https://u:p@h.example:8080/a/b?q=1#f", None).unwrap();
        assert_eq!(
            [
                u.protocol(),
                u.username(),
                u.password(),
                u.host(),
                u.hostname(),
                u.port()
            ],
            ["https:", "u", "p", "h.example:8080", "h.example", "8080"]
        );
        assert_eq!([u.pathname(), u.search(), u.hash()], ["/a/b", "?q=1", "#f"]);
        u.check_invariants().unwrap();
        let u = Url::parse("web+demo:/.//not-a-host/?#", None).unwrap();
        assert_eq!(u.href(), "web+demo:/.//not-a-host/?#");
        assert_eq!(
            [u.pathname(), u.search(), u.hash(), u.host()],
            ["//not-a-host/", "", "", ""]
        );
        assert_eq!(u.query(), Some(""));
        u.check_invariants().unwrap();
        let u = Url::parse("sc://@h/", None).unwrap();
        assert_eq!([u.username(), u.password(), u.host()], ["", "", "h"]);
        let u = Url::parse("sc://:pw@h/", None).unwrap();
        assert_eq!(
            [u.href(), u.username(), u.password()],
            ["sc://:pw@h/", "", "pw"]
        );
    }

    #[test]
    fn from_serialized_accepts_only_offsets_that_fit() {
        let urls = [
            "https://u:p@h.example:8080/a?q#f",
            "file:///tmp/a",
            "file://ftp/tmp/a",
            "sc:x y",
            "http://[::1]/",
            "http://1.2.3.4/",
        ]
        .map(|s| Url::parse(s, None).unwrap());
        for a in &urls {
            for b in &urls {
                let got = Url::from_serialized(a.href().to_owned(), *b.components());
                assert_eq!(
                    got.is_some(),
                    a == b,
                    "{} with the offsets of {}",
                    a.href(),
                    b.href()
                );
            }
        }
    }
}
