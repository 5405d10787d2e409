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

use crate::components::{Components, HostKind, SchemeType, OMITTED};
use crate::error::ParseError;
use crate::host::Host;
use crate::url::Url;

/// <https://url.spec.whatwg.org/#concept-url>
#[derive(Clone, Debug)]
pub(crate) struct UrlRecord {
    /// <https://url.spec.whatwg.org/#concept-url-scheme>, ASCII lowercase, without `:`.
    pub scheme: String,
    pub scheme_type: SchemeType,
    /// Already percent-encoded with the userinfo percent-encode set.
    pub username: String,
    pub password: String,
    /// The host, serialized; `None` is the null host.
    pub host: Option<String>,
    pub host_kind: HostKind,
    pub port: Option<u16>,
    /// The path, serialized (see the module docs).
    pub path: String,
    /// <https://url.spec.whatwg.org/#url-opaque-path>: `path` is a single opaque string.
    pub opaque_path: bool,
    pub query: Option<String>,
    pub fragment: Option<String>,
}

impl UrlRecord {
    /// <https://url.spec.whatwg.org/#concept-url>: a new URL.
    pub fn new() -> Self {
        UrlRecord {
            scheme: String::new(),
            scheme_type: SchemeType::NotSpecial,
            username: String::new(),
            password: String::new(),
            host: None,
            host_kind: HostKind::None,
            port: None,
            path: String::new(),
            opaque_path: false,
            query: None,
            fragment: None,
        }
    }

    /// The record of an already-parsed URL (for the setters), read back from its href.
    pub fn from_url(url: &Url) -> Self {
        UrlRecord {
            scheme: url.scheme().to_owned(),
            scheme_type: url.components().scheme_type,
            username: url.username().to_owned(),
            password: url.password().to_owned(),
            host: url.host_serialized().map(str::to_owned),
            host_kind: url.components().host_kind,
            port: url.port_number(),
            path: url.pathname().to_owned(),
            opaque_path: url.has_opaque_path(),
            query: url.query().map(str::to_owned),
            fragment: url.fragment().map(str::to_owned),
        }
    }

    pub fn set_scheme(&mut self, scheme: &str) {
        self.scheme.clear();
        self.scheme.push_str(scheme);
        self.scheme_type = SchemeType::from_scheme(scheme);
    }

    pub fn set_host(&mut self, host: &Host) {
        let mut s = self.host.take().unwrap_or_default();
        s.clear();
        host.serialize(&mut s);
        self.host = Some(s);
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
            && self.path.rfind('/') == Some(0)
            && self
                .first_segment()
                .is_some_and(is_normalized_windows_drive_letter)
        {
            return;
        }
        // 3. Remove path's last item, if any.
        if let Some(last) = self.path.rfind('/') {
            self.path.truncate(last);
        }
    }

    /// <https://url.spec.whatwg.org/#concept-url-serializer>, keeping the component offsets.
    pub fn serialize(&self) -> Result<Url, ParseError> {
        let mut href = String::with_capacity(
            self.scheme.len()
                + self.username.len()
                + self.password.len()
                + self.host.as_ref().map_or(0, String::len)
                + self.path.len()
                + self.query.as_ref().map_or(0, String::len)
                + self.fragment.as_ref().map_or(0, String::len)
                + 16,
        );
        // 1. Let output be url's scheme and U+003A (:) concatenated.
        href.push_str(&self.scheme);
        href.push(':');
        let protocol_end = href.len();
        let (username_end, host_start, host_end);
        // 2. If url's host is non-null:
        if let Some(host) = &self.host {
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
                push_decimal(&mut href, port);
            }
        } else {
            username_end = protocol_end;
            host_start = protocol_end;
            host_end = protocol_end;
        }
        // 3. If url's host is null, url does not have an opaque path, url's path's size is
        //    greater than 1, and url's path[0] is the empty string, then append "/.".
        if self.host.is_none() && !self.opaque_path && self.path.starts_with("//") {
            href.push_str("/.");
        }
        // 4. Append the result of URL path serializing url to output.
        let pathname_start = href.len();
        href.push_str(&self.path);
        // 5. If url's query is non-null, append U+003F (?), followed by url's query.
        let search_start = self.query.as_ref().map_or(Ok(OMITTED), |q| {
            let start = href.len();
            href.push('?');
            href.push_str(q);
            offset(start)
        })?;
        // 6. If exclude fragment is false and url's fragment is non-null, append "#" + fragment.
        let hash_start = self.fragment.as_ref().map_or(Ok(OMITTED), |f| {
            let start = href.len();
            href.push('#');
            href.push_str(f);
            offset(start)
        })?;
        offset(href.len())?;
        let components = Components {
            protocol_end: offset(protocol_end)?,
            username_end: offset(username_end)?,
            host_start: offset(host_start)?,
            host_end: offset(host_end)?,
            port: self.port.map_or(OMITTED, u32::from),
            pathname_start: offset(pathname_start)?,
            search_start,
            hash_start,
            scheme_type: self.scheme_type,
            host_kind: self.host_kind,
        };
        Ok(Url::from_parts(href, components))
    }
}

/// An offset that fits the `u32` components (and is not [`OMITTED`]).
fn offset(n: usize) -> Result<u32, ParseError> {
    u32::try_from(n)
        .ok()
        .filter(|&n| n != OMITTED)
        .ok_or(ParseError::TooLong)
}

/// Append `n` in decimal (no allocation).
pub(crate) fn push_decimal(out: &mut String, n: u16) {
    let mut digits = [0u8; 5];
    let mut i = digits.len();
    let mut n = n;
    loop {
        i -= 1;
        if let Some(d) = digits.get_mut(i) {
            *d = b'0' + (n % 10) as u8;
        }
        n /= 10;
        if n == 0 || i == 0 {
            break;
        }
    }
    for &d in digits.get(i..).unwrap_or_default() {
        out.push(char::from(d));
    }
}

/// `path[0]` of a serialized list path.
pub(crate) fn first_segment(path: &str) -> Option<&str> {
    let rest = path.strip_prefix('/')?;
    Some(rest.split('/').next().unwrap_or(rest))
}

/// <https://url.spec.whatwg.org/#windows-drive-letter>
pub(crate) fn is_windows_drive_letter(s: &str) -> bool {
    matches!(s.as_bytes(), [a, b':' | b'|'] if a.is_ascii_alphabetic())
}

/// <https://url.spec.whatwg.org/#normalized-windows-drive-letter>
pub(crate) fn is_normalized_windows_drive_letter(s: &str) -> bool {
    matches!(s.as_bytes(), [a, b':'] if a.is_ascii_alphabetic())
}

/// <https://url.spec.whatwg.org/#start-with-a-windows-drive-letter>
pub(crate) fn starts_with_windows_drive_letter(s: &str) -> bool {
    match s.as_bytes() {
        [a, b':' | b'|'] => a.is_ascii_alphabetic(),
        [a, b':' | b'|', c, ..] => {
            a.is_ascii_alphabetic() && matches!(c, b'/' | b'\\' | b'?' | b'#')
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal() {
        for n in [0u16, 7, 10, 80, 443, 65535] {
            let mut s = String::new();
            push_decimal(&mut s, n);
            assert_eq!(s, n.to_string());
        }
    }

    #[test]
    fn windows_drive_letters() {
        assert!(starts_with_windows_drive_letter("c:"));
        assert!(starts_with_windows_drive_letter("c:/"));
        assert!(starts_with_windows_drive_letter("C|#"));
        assert!(!starts_with_windows_drive_letter("c:a"));
        assert!(!starts_with_windows_drive_letter("1:"));
        assert!(is_windows_drive_letter("c|") && !is_normalized_windows_drive_letter("c|"));
    }

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
