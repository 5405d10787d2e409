//! The URL record the parser works on, and the URL serializer that turns it into a [`Url`].
//!
//! <https://url.spec.whatwg.org/#concept-url>
//!
//! The record holds each component already in its serialized form: the host serialized
//! (<https://url.spec.whatwg.org/#concept-host-serializer>) and the path as the URL path
//! serializer would print it. For a path that is a list of segments this is `/seg1/seg2…`
//! (each segment preceded by `/`; segments never contain `/`), so the list operations the
//! spec uses map to string operations: *append* pushes `/` and the segment, *shorten*
//! truncates at the last `/`, *size* counts `/`, and the empty list is the empty string.

use crate::components::{to_offset, Components, HostKind, SchemeType, OMITTED};
use crate::error::ParseError;
use crate::host::Host;
use crate::infra::{
    decimal_len, find_byte, is_normalized_windows_drive_letter, push_decimal, rfind_byte,
};
use crate::prelude::*;
use crate::url::Url;

/// A nullable string component (host, query, fragment) that keeps its buffer while null, so a
/// recycled record allocates nothing.
#[derive(Clone, Debug, Default)]
pub(crate) struct Nullable {
    value: String,
    present: bool,
}

impl Nullable {
    pub fn get(&self) -> Option<&str> {
        self.present.then_some(self.value.as_str())
    }

    pub fn is_null(&self) -> bool {
        !self.present
    }

    /// Set to `value` (copied), or to null.
    pub fn set(&mut self, value: Option<&str>) {
        self.value.clear();
        self.present = value.is_some();
        self.value.push_str(value.unwrap_or_default());
    }

    /// The string, made non-null (as the empty string if it was null), to append to.
    pub fn make_present(&mut self) -> &mut String {
        if !self.present {
            self.value.clear();
            self.present = true;
        }
        &mut self.value
    }

    fn len(&self) -> usize {
        if self.present {
            self.value.len()
        } else {
            0
        }
    }
}

/// <https://url.spec.whatwg.org/#concept-url>
#[derive(Clone, Debug, Default)]
pub(crate) struct UrlRecord {
    /// <https://url.spec.whatwg.org/#concept-url-scheme>, ASCII lowercase, without `:`.
    pub scheme: String,
    pub scheme_type: SchemeType,
    /// Already percent-encoded with the userinfo percent-encode set.
    pub username: String,
    pub password: String,
    /// The host, serialized; null is the null host.
    pub host: Nullable,
    pub host_kind: HostKind,
    pub port: Option<u16>,
    /// The path, serialized (see the module docs).
    pub path: String,
    /// <https://url.spec.whatwg.org/#url-opaque-path>: `path` is a single opaque string.
    pub opaque_path: bool,
    pub query: Nullable,
    pub fragment: Nullable,
    /// The parser's *buffer*, kept here so that its allocation is recycled too.
    pub buffer: String,
}

crate::local::local! {
    /// The buffers of the last record parsed, reused by the next one: in steady state a parse
    /// allocates nothing but its result.
    static SPARE: core::cell::Cell<Option<UrlRecord>> = const { core::cell::Cell::new(None) };
}

impl UrlRecord {
    /// <https://url.spec.whatwg.org/#concept-url>: a new URL (reusing recycled buffers).
    pub fn new() -> Self {
        let mut r = SPARE.with(core::cell::Cell::take).unwrap_or_default();
        r.scheme.clear();
        r.scheme_type = SchemeType::NotSpecial;
        r.username.clear();
        r.password.clear();
        r.host.set(None);
        r.host_kind = HostKind::None;
        r.port = None;
        r.path.clear();
        r.opaque_path = false;
        r.query.set(None);
        r.fragment.set(None);
        r.buffer.clear();
        r
    }

    /// Give the buffers back for the next [`UrlRecord::new`].
    pub fn recycle(self) {
        SPARE.with(|spare| spare.set(Some(self)));
    }

    /// The record of an already-parsed URL (for the setters), read back from its href.
    pub fn from_url(url: &Url) -> Self {
        let mut r = UrlRecord::new();
        r.set_scheme(url.scheme());
        r.username.push_str(url.username());
        r.password.push_str(url.password());
        r.set_host_serialized(url.host_serialized(), url.components().host_kind);
        r.port = url.port_number();
        r.path.push_str(url.pathname());
        r.opaque_path = url.has_opaque_path();
        r.query.set(url.query());
        r.fragment.set(url.fragment());
        r
    }

    /// Set the host to an already-serialized host of the given kind (copied from a base URL).
    pub fn set_host_serialized(&mut self, host: Option<&str>, kind: HostKind) {
        self.host.set(host);
        self.host_kind = kind;
    }

    pub fn set_scheme(&mut self, scheme: &str) {
        self.scheme.clear();
        self.scheme.push_str(scheme);
        self.scheme_type = SchemeType::from_scheme(scheme);
    }

    pub fn set_host(&mut self, host: &Host) {
        let s = self.host.make_present();
        s.clear();
        host.serialize(s);
        self.host_kind = host.kind();
    }

    pub fn set_empty_host(&mut self) {
        self.set_host(&Host::Empty);
    }

    /// <https://url.spec.whatwg.org/#is-special>
    pub fn is_special(&self) -> bool {
        self.scheme_type.is_special()
    }

    /// <https://url.spec.whatwg.org/#include-credentials>
    pub fn includes_credentials(&self) -> bool {
        !self.username.is_empty() || !self.password.is_empty()
    }

    /// <https://url.spec.whatwg.org/#cannot-have-a-username-password-port>
    pub fn cannot_have_username_password_port(&self) -> bool {
        matches!(self.host_kind, HostKind::None | HostKind::Empty)
            || self.scheme_type == SchemeType::File
    }

    /// Append a segment to a list path.
    pub fn push_segment(&mut self, segment: &str) {
        self.path.push('/');
        self.path.push_str(segment);
    }

    /// The first segment of a list path (`path[0]`), if any.
    pub fn first_segment(&self) -> Option<&str> {
        first_segment(&self.path)
    }

    /// <https://url.spec.whatwg.org/#shorten-a-urls-path>
    pub fn shorten_path(&mut self) {
        // 2. If url's scheme is "file", path's size is 1, and path[0] is a normalized Windows
        //    drive letter, then return.
        if self.scheme_type == SchemeType::File
            && rfind_byte(self.path.as_bytes(), b'/') == Some(0)
            && self
                .first_segment()
                .is_some_and(is_normalized_windows_drive_letter)
        {
            return;
        }
        // 3. Remove path's last item, if any.
        if let Some(last) = rfind_byte(self.path.as_bytes(), b'/') {
            self.path.truncate(last);
        }
    }

    /// Whether the URL serializer will print the `/.` that keeps a path starting with an empty
    /// segment from reading as a host (step 3 of the serializer).
    fn needs_dot_slash(&self) -> bool {
        self.host.is_null() && !self.opaque_path && self.path.starts_with("//")
    }

    /// The length of the URL serializer's output, without producing it.
    pub fn serialized_len(&self) -> usize {
        let mut n = self.scheme.len() + 1 + self.path.len();
        if let Some(host) = self.host.get() {
            n += 2 + host.len();
            if self.includes_credentials() {
                n += self.username.len() + 1;
                if !self.password.is_empty() {
                    n += 1 + self.password.len();
                }
            }
            if let Some(port) = self.port {
                n += 1 + decimal_len(port);
            }
        }
        if self.needs_dot_slash() {
            n += 2;
        }
        if !self.query.is_null() {
            n += 1 + self.query.len();
        }
        if !self.fragment.is_null() {
            n += 1 + self.fragment.len();
        }
        n
    }

    /// <https://url.spec.whatwg.org/#concept-url-serializer> into `href` (cleared first),
    /// returning the component offsets. Fails only when the href would not fit `u32` offsets.
    pub fn serialize_into(&self, href: &mut String) -> Result<Components, ParseError> {
        let len = self.serialized_len();
        to_offset(len)?;
        href.clear();
        href.reserve(len);
        // 1. Let output be url's scheme and U+003A (:) concatenated.
        href.push_str(&self.scheme);
        href.push(':');
        let protocol_end = href.len();
        let (username_end, host_start, host_end);
        // 2. If url's host is non-null:
        if let Some(host) = self.host.get() {
            href.push_str("//");
            // 2.2. If url includes credentials, then: username, ":" password if non-empty, "@".
            if self.includes_credentials() {
                href.push_str(&self.username);
                username_end = href.len();
                if !self.password.is_empty() {
                    href.push(':');
                    href.push_str(&self.password);
                }
                href.push('@');
            } else {
                username_end = href.len();
            }
            // 2.3. Append url's host, serialized, to output.
            host_start = href.len();
            href.push_str(host);
            host_end = href.len();
            // 2.4. If url's port is non-null, append U+003A (:) followed by url's port.
            if let Some(port) = self.port {
                href.push(':');
                push_decimal(href, port);
            }
        } else {
            username_end = protocol_end;
            host_start = protocol_end;
            host_end = protocol_end;
        }
        // 3. If url's host is null, url does not have an opaque path, url's path's size is
        //    greater than 1, and url's path[0] is the empty string, then append "/.".
        if self.needs_dot_slash() {
            href.push_str("/.");
        }
        // 4. Append the result of URL path serializing url to output.
        let pathname_start = href.len();
        href.push_str(&self.path);
        // 5. If url's query is non-null, append U+003F (?), followed by url's query.
        let mut search_start = OMITTED;
        if let Some(query) = self.query.get() {
            search_start = to_offset(href.len())?;
            href.push('?');
            href.push_str(query);
        }
        // 6. If exclude fragment is false and url's fragment is non-null, append "#" + fragment.
        let mut hash_start = OMITTED;
        if let Some(fragment) = self.fragment.get() {
            hash_start = to_offset(href.len())?;
            href.push('#');
            href.push_str(fragment);
        }
        Ok(Components {
            protocol_end: to_offset(protocol_end)?,
            username_end: to_offset(username_end)?,
            host_start: to_offset(host_start)?,
            host_end: to_offset(host_end)?,
            port: self.port.map_or(OMITTED, u32::from),
            pathname_start: to_offset(pathname_start)?,
            search_start,
            hash_start,
            scheme_type: self.scheme_type,
            host_kind: self.host_kind,
        })
    }

    /// The URL serializer's output as a new [`Url`].
    pub fn serialize(&self) -> Result<Url, ParseError> {
        let mut href = String::new();
        let components = self.serialize_into(&mut href)?;
        Ok(Url::from_parts(href, components))
    }
}

/// `path[0]` of a serialized list path.
pub(crate) fn first_segment(path: &str) -> Option<&str> {
    let rest = path.strip_prefix('/')?;
    rest.get(..find_byte(rest.as_bytes(), b'/').unwrap_or(rest.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shorten() {
        let mut r = UrlRecord::new();
        r.set_scheme("file");
        r.path = "/C:".into();
        r.shorten_path();
        assert_eq!(r.path, "/C:");
        r.path = "/C:/x".into();
        r.shorten_path();
        assert_eq!(r.path, "/C:");
        r.set_scheme("http");
        r.shorten_path();
        assert_eq!(r.path, "");
        r.shorten_path();
        assert_eq!(r.path, "");
    }
}
