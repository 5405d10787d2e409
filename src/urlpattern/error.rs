//! Why a pattern is invalid: the spec throws a bare `TypeError`; we say which component, where
//! in its pattern string, and why, so that a route table can be debugged without the spec.

use crate::prelude::*;
use core::fmt;

use crate::infra::push_decimal;
use crate::ParseError;

/// The eight components of a URL pattern, in the spec's order.
/// <https://urlpattern.spec.whatwg.org/#url-pattern-struct>
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum ComponentName {
    /// <https://urlpattern.spec.whatwg.org/#url-pattern-protocol-component>
    Protocol = 0,
    /// <https://urlpattern.spec.whatwg.org/#url-pattern-username-component>
    Username = 1,
    /// <https://urlpattern.spec.whatwg.org/#url-pattern-password-component>
    Password = 2,
    /// <https://urlpattern.spec.whatwg.org/#url-pattern-hostname-component>
    Hostname = 3,
    /// <https://urlpattern.spec.whatwg.org/#url-pattern-port-component>
    Port = 4,
    /// <https://urlpattern.spec.whatwg.org/#url-pattern-pathname-component>
    Pathname = 5,
    /// <https://urlpattern.spec.whatwg.org/#url-pattern-search-component>
    Search = 6,
    /// <https://urlpattern.spec.whatwg.org/#url-pattern-hash-component>
    Hash = 7,
}

impl ComponentName {
    /// Every component, in the spec's order.
    pub const ALL: [ComponentName; 8] = [
        ComponentName::Protocol,
        ComponentName::Username,
        ComponentName::Password,
        ComponentName::Hostname,
        ComponentName::Port,
        ComponentName::Pathname,
        ComponentName::Search,
        ComponentName::Hash,
    ];

    /// The `URLPatternInit` member's name, e.g. `"pathname"`.
    pub fn name(self) -> &'static str {
        match self {
            ComponentName::Protocol => "protocol",
            ComponentName::Username => "username",
            ComponentName::Password => "password",
            ComponentName::Hostname => "hostname",
            ComponentName::Port => "port",
            ComponentName::Pathname => "pathname",
            ComponentName::Search => "search",
            ComponentName::Hash => "hash",
        }
    }
}

/// The reason a pattern (or its base URL) is invalid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Reason {
    /// `\` as the last code point.
    TrailingBackslash,
    /// `:` not followed by a valid name code point.
    MissingName,
    /// A regexp group with a non-ASCII code point.
    NonAsciiInRegexp,
    /// A regexp group that starts with `?` (write `(?:...)`-style groups inside it instead).
    RegexpStartsWithQuestionMark,
    /// A `(` without its `)`, or a `\` at the end of a regexp group.
    UnterminatedRegexp,
    /// A capturing group `(...)` inside a regexp group.
    CapturingGroupInRegexp,
    /// `()`.
    EmptyRegexp,
    /// A `{` group without its `}`.
    UnclosedGroup,
    /// A token where none can be: a modifier with nothing to modify, a `}` without `{`, ...
    UnexpectedToken,
    /// Two groups with the same name.
    DuplicateName,
    /// Fixed text that the component's canonicalization rejects (the URL parser's reason).
    InvalidText(ParseError),
    /// An IPv6 hostname pattern with a code point other than hex digits, `[`, `]` and `:`.
    InvalidIpv6Hostname,
    /// The host's regular expression engine rejected the generated expression.
    InvalidRegExp,
    /// Matching the protocol component against the special schemes needs the host's regular
    /// expression engine (the protocol has regexp groups), and none answered.
    NeedsRegExpEngine,
    /// A constructor string without a protocol and no base URL.
    RelativeWithoutBase,
    /// A base URL given both in the `URLPatternInit` and as an argument.
    BaseWithInit,
    /// The base URL does not parse.
    InvalidBaseUrl(ParseError),
}

impl Reason {
    /// The reason in words.
    pub fn message(self) -> &'static str {
        match self {
            Reason::TrailingBackslash => "a \\ at the end escapes nothing",
            Reason::MissingName => "\":\" must be followed by a group name (a JavaScript identifier)",
            Reason::NonAsciiInRegexp => "a regexp group may only contain ASCII code points",
            Reason::RegexpStartsWithQuestionMark => {
                "a regexp group may not start with \"?\" (lookarounds and (?:...) need an outer group)"
            }
            Reason::UnterminatedRegexp => "the regexp group is not closed by \")\"",
            Reason::CapturingGroupInRegexp => {
                "a regexp group may not contain a capturing group: write (?:...) inside it"
            }
            Reason::EmptyRegexp => "a regexp group may not be empty",
            Reason::UnclosedGroup => "the \"{\" group is not closed by \"}\"",
            Reason::UnexpectedToken => "unexpected token (a modifier with nothing to modify, or a stray \"}\")",
            Reason::DuplicateName => "two groups have the same name",
            Reason::InvalidText(_) => "the text is not valid in this component",
            Reason::InvalidIpv6Hostname => {
                "an IPv6 hostname pattern may only contain hex digits, \"[\", \"]\" and \":\""
            }
            Reason::InvalidRegExp => "the regular expression is invalid",
            Reason::NeedsRegExpEngine => "a protocol with regexp groups needs a regular expression engine",
            Reason::RelativeWithoutBase => "a relative pattern string needs a base URL",
            Reason::BaseWithInit => "a base URL may only be given as the second argument with a pattern string",
            Reason::InvalidBaseUrl(_) => "the base URL is not a valid URL",
        }
    }
}

/// An invalid pattern: the spec's `TypeError`, with where and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// The component whose pattern is invalid (none for base URL problems).
    pub component: Option<ComponentName>,
    /// That component's pattern string, as given to compile.
    pub pattern: String,
    /// The code point index in `pattern` where the problem is, when there is one.
    pub position: Option<usize>,
    /// Why.
    pub reason: Reason,
}

impl Error {
    pub(crate) fn new(reason: Reason) -> Error {
        Error {
            component: None,
            pattern: String::new(),
            position: None,
            reason,
        }
    }

    /// Append the message (what [`fmt::Display`] writes) to `out`. (Written without
    /// `core::fmt`, which would add much to the wasm.)
    pub fn write_message(&self, out: &mut String) {
        out.push_str("Invalid URLPattern: ");
        if let Some(component) = self.component {
            out.push_str(component.name());
            out.push_str(" pattern \"");
            for c in self.pattern.chars() {
                match c {
                    '"' | '\\' => {
                        out.push('\\');
                        out.push(c);
                    }
                    '\n' => out.push_str("\\n"),
                    '\t' => out.push_str("\\t"),
                    '\r' => out.push_str("\\r"),
                    _ => out.push(c),
                }
            }
            out.push('"');
            if let Some(position) = self.position {
                out.push_str(" at position ");
                push_decimal(out, u32::try_from(position).unwrap_or(u32::MAX));
            }
            out.push_str(": ");
        }
        out.push_str(self.reason.message());
        if let Reason::InvalidText(e) | Reason::InvalidBaseUrl(e) = self.reason {
            out.push_str(" (");
            e.write_message(out);
            out.push(')');
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut message = String::new();
        self.write_message(&mut message);
        f.write_str(&message)
    }
}

impl core::error::Error for Error {}
