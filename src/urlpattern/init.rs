//! `URLPatternInit` and its processing:
//! <https://urlpattern.spec.whatwg.org/#canon-processing-for-init>.

use super::canonicalize::{
    canonicalize_hash, canonicalize_hostname, canonicalize_opaque_pathname, canonicalize_pathname,
    canonicalize_port, canonicalize_protocol, canonicalize_search, canonicalize_userinfo,
};
use super::error::{ComponentName, Error, Reason};
use super::generate::escape_pattern_string;
use crate::components::SchemeType;
use crate::prelude::*;
use crate::Url;

/// <https://urlpattern.spec.whatwg.org/#dictdef-urlpatterninit>: each member may be absent.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UrlPatternInit {
    /// <https://urlpattern.spec.whatwg.org/#dom-urlpatterninit-protocol>
    pub protocol: Option<String>,
    /// <https://urlpattern.spec.whatwg.org/#dom-urlpatterninit-username>
    pub username: Option<String>,
    /// <https://urlpattern.spec.whatwg.org/#dom-urlpatterninit-password>
    pub password: Option<String>,
    /// <https://urlpattern.spec.whatwg.org/#dom-urlpatterninit-hostname>
    pub hostname: Option<String>,
    /// <https://urlpattern.spec.whatwg.org/#dom-urlpatterninit-port>
    pub port: Option<String>,
    /// <https://urlpattern.spec.whatwg.org/#dom-urlpatterninit-pathname>
    pub pathname: Option<String>,
    /// <https://urlpattern.spec.whatwg.org/#dom-urlpatterninit-search>
    pub search: Option<String>,
    /// <https://urlpattern.spec.whatwg.org/#dom-urlpatterninit-hash>
    pub hash: Option<String>,
    /// <https://urlpattern.spec.whatwg.org/#dom-urlpatterninit-baseurl>
    pub base_url: Option<String>,
}

impl UrlPatternInit {
    /// The member for `component`.
    pub fn get(&self, component: ComponentName) -> Option<&str> {
        self.member(component).as_deref()
    }

    fn member(&self, component: ComponentName) -> &Option<String> {
        match component {
            ComponentName::Protocol => &self.protocol,
            ComponentName::Username => &self.username,
            ComponentName::Password => &self.password,
            ComponentName::Hostname => &self.hostname,
            ComponentName::Port => &self.port,
            ComponentName::Pathname => &self.pathname,
            ComponentName::Search => &self.search,
            ComponentName::Hash => &self.hash,
        }
    }

    /// The member for `component`, to set or clear.
    pub fn member_mut(&mut self, component: ComponentName) -> &mut Option<String> {
        match component {
            ComponentName::Protocol => &mut self.protocol,
            ComponentName::Username => &mut self.username,
            ComponentName::Password => &mut self.password,
            ComponentName::Hostname => &mut self.hostname,
            ComponentName::Port => &mut self.port,
            ComponentName::Pathname => &mut self.pathname,
            ComponentName::Search => &mut self.search,
            ComponentName::Hash => &mut self.hash,
        }
    }

    /// Whether any of `components` exists.
    fn contains_any(&self, components: &[ComponentName]) -> bool {
        components.iter().any(|&c| self.member(c).is_some())
    }
}

/// The *type* argument of process a URLPatternInit: a pattern (constructor) or a URL (`test`,
/// `exec`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum InitType {
    Pattern,
    Url,
}

/// <https://urlpattern.spec.whatwg.org/#process-a-base-url-string>
fn process_base_url_string(input: &str, ty: InitType) -> String {
    match ty {
        InitType::Pattern => {
            let mut out = String::with_capacity(input.len());
            escape_pattern_string(input, &mut out);
            out
        }
        InitType::Url => input.to_owned(),
    }
}

/// <https://urlpattern.spec.whatwg.org/#is-an-absolute-pathname>
fn is_absolute_pathname(input: &str, ty: InitType) -> bool {
    let b = input.as_bytes();
    match b.first() {
        None => false,
        Some(b'/') => true,
        _ if ty == InitType::Url => false,
        Some(b'\\' | b'{') => b.get(1) == Some(&b'/'),
        _ => false,
    }
}

/// A canonicalization failure while processing `component`.
fn invalid(component: ComponentName, value: &str, reason: Reason) -> Error {
    Error {
        component: Some(component),
        pattern: value.to_owned(),
        position: None,
        reason,
    }
}

/// <https://urlpattern.spec.whatwg.org/#process-a-urlpatterninit>. `defaults` are the
/// *protocol* ... *hash* arguments (all null for a pattern, all empty strings for a URL). The
/// result has no `base_url`.
pub(crate) fn process_init(
    init: &UrlPatternInit,
    ty: InitType,
    defaults: Option<&str>,
) -> Result<UrlPatternInit, Error> {
    use ComponentName::*;
    // 1-9. Let result be a new URLPatternInit with each given default.
    let mut result = UrlPatternInit::default();
    for component in ComponentName::ALL {
        *result.member_mut(component) = defaults.map(str::to_owned);
    }
    // 10-11. Inherit from the base URL what init does not override.
    let mut base_url = None;
    if let Some(base) = &init.base_url {
        let base = Url::parse(base, None).map_err(|e| Error::new(Reason::InvalidBaseUrl(e)))?;
        if init.protocol.is_none() {
            result.protocol = Some(process_base_url_string(base.scheme(), ty));
        }
        if ty != InitType::Pattern && !init.contains_any(&[Protocol, Hostname, Port, Username]) {
            result.username = Some(process_base_url_string(base.username(), ty));
        }
        if ty != InitType::Pattern
            && !init.contains_any(&[Protocol, Hostname, Port, Username, Password])
        {
            result.password = Some(process_base_url_string(base.password(), ty));
        }
        if !init.contains_any(&[Protocol, Hostname]) {
            result.hostname = Some(process_base_url_string(base.hostname(), ty));
        }
        if !init.contains_any(&[Protocol, Hostname, Port]) {
            result.port = Some(base.port().to_owned());
        }
        if !init.contains_any(&[Protocol, Hostname, Port, Pathname]) {
            result.pathname = Some(process_base_url_string(base.pathname(), ty));
        }
        if !init.contains_any(&[Protocol, Hostname, Port, Pathname, Search]) {
            result.search = Some(process_base_url_string(
                base.query().unwrap_or_default(),
                ty,
            ));
        }
        if !init.contains_any(&[Protocol, Hostname, Port, Pathname, Search, Hash]) {
            result.hash = Some(process_base_url_string(
                base.fragment().unwrap_or_default(),
                ty,
            ));
        }
        base_url = Some(base);
    }
    let pattern = ty == InitType::Pattern;
    // 12. Process protocol for init: strip a trailing ":", then canonicalize for a URL.
    if let Some(value) = &init.protocol {
        let stripped = value.strip_suffix(':').unwrap_or(value);
        result.protocol = Some(if pattern {
            stripped.to_owned()
        } else {
            canonicalize_protocol(stripped).map_err(|r| invalid(Protocol, value, r))?
        });
    }
    // 13-14. Process username and password for init.
    for (component, value) in [(Username, &init.username), (Password, &init.password)] {
        if let Some(value) = value {
            *result.member_mut(component) = Some(if pattern {
                value.clone()
            } else {
                canonicalize_userinfo(value)
            });
        }
    }
    // 15. Process hostname for init.
    if let Some(value) = &init.hostname {
        result.hostname = Some(if pattern {
            value.clone()
        } else {
            canonicalize_hostname(value).map_err(|r| invalid(Hostname, value, r))?
        });
    }
    // 16. Let resultProtocolString be result["protocol"] if it exists; otherwise "".
    let result_protocol = result.protocol.clone().unwrap_or_default();
    // 17. Process port for init.
    if let Some(value) = &init.port {
        result.port = Some(if pattern {
            value.clone()
        } else {
            canonicalize_port(value, Some(&result_protocol)).map_err(|r| invalid(Port, value, r))?
        });
    }
    // 18. The pathname, resolved against the base URL's path when it is relative.
    if let Some(value) = &init.pathname {
        let mut pathname = value.clone();
        if let Some(base) = base_url.as_ref().filter(|b| !b.has_opaque_path()) {
            if !is_absolute_pathname(&pathname, ty) {
                let base_path = process_base_url_string(base.pathname(), ty);
                if let Some(slash) = base_path.rfind('/') {
                    pathname.insert_str(0, base_path.get(..=slash).unwrap_or_default());
                }
            }
        }
        // Process pathname for init.
        result.pathname = Some(if pattern {
            pathname
        } else if result_protocol.is_empty()
            || SchemeType::from_scheme(&result_protocol).is_special()
        {
            canonicalize_pathname(&pathname)
        } else {
            canonicalize_opaque_pathname(&pathname)
        });
    }
    // 19-20. Process search and hash for init: strip a leading "?" ("#"), then canonicalize.
    if let Some(value) = &init.search {
        let stripped = value.strip_prefix('?').unwrap_or(value);
        result.search = Some(if pattern {
            stripped.to_owned()
        } else {
            canonicalize_search(stripped)
        });
    }
    if let Some(value) = &init.hash {
        let stripped = value.strip_prefix('#').unwrap_or(value);
        result.hash = Some(if pattern {
            stripped.to_owned()
        } else {
            canonicalize_hash(stripped)
        });
    }
    Ok(result)
}
