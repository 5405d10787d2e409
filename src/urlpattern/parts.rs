//! Parts and options: <https://urlpattern.spec.whatwg.org/#parts> and
//! <https://urlpattern.spec.whatwg.org/#options-header>.

use crate::prelude::*;
/// <https://urlpattern.spec.whatwg.org/#part-type>
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PartType {
    /// <https://urlpattern.spec.whatwg.org/#part-type-fixed-text>: matches its value exactly.
    FixedText,
    /// <https://urlpattern.spec.whatwg.org/#part-type-regexp>: a custom regular expression.
    Regexp,
    /// <https://urlpattern.spec.whatwg.org/#part-type-segment-wildcard>: up to the next delimiter.
    SegmentWildcard,
    /// <https://urlpattern.spec.whatwg.org/#part-type-full-wildcard>: anything.
    FullWildcard,
}

/// <https://urlpattern.spec.whatwg.org/#part-modifier>
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Modifier {
    /// <https://urlpattern.spec.whatwg.org/#part-modifier-none>: once.
    None,
    /// <https://urlpattern.spec.whatwg.org/#part-modifier-optional>: `?`, zero times or once.
    Optional,
    /// <https://urlpattern.spec.whatwg.org/#part-modifier-zero-or-more>: `*`.
    ZeroOrMore,
    /// <https://urlpattern.spec.whatwg.org/#part-modifier-one-or-more>: `+`.
    OneOrMore,
}

impl Modifier {
    /// <https://urlpattern.spec.whatwg.org/#convert-a-modifier-to-a-string>
    pub fn as_str(self) -> &'static str {
        match self {
            Modifier::ZeroOrMore => "*",
            Modifier::Optional => "?",
            Modifier::OneOrMore => "+",
            Modifier::None => "",
        }
    }
}

/// <https://urlpattern.spec.whatwg.org/#part>
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// <https://urlpattern.spec.whatwg.org/#part-type>
    pub ty: PartType,
    /// <https://urlpattern.spec.whatwg.org/#part-value>
    pub value: String,
    /// <https://urlpattern.spec.whatwg.org/#part-modifier>
    pub modifier: Modifier,
    /// <https://urlpattern.spec.whatwg.org/#part-name>
    pub name: String,
    /// <https://urlpattern.spec.whatwg.org/#part-prefix>
    pub prefix: String,
    /// <https://urlpattern.spec.whatwg.org/#part-suffix>
    pub suffix: String,
}

/// <https://urlpattern.spec.whatwg.org/#options>
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// <https://urlpattern.spec.whatwg.org/#options-delimiter-code-point>: `None` is the empty string.
    pub delimiter: Option<char>,
    /// <https://urlpattern.spec.whatwg.org/#options-prefix-code-point>
    pub prefix: Option<char>,
    pub ignore_case: bool,
}

impl Options {
    /// <https://urlpattern.spec.whatwg.org/#default-options>
    pub const DEFAULT: Options = Options {
        delimiter: None,
        prefix: None,
        ignore_case: false,
    };
    /// <https://urlpattern.spec.whatwg.org/#hostname-options>
    pub const HOSTNAME: Options = Options {
        delimiter: Some('.'),
        prefix: None,
        ignore_case: false,
    };
    /// <https://urlpattern.spec.whatwg.org/#pathname-options>
    pub const PATHNAME: Options = Options {
        delimiter: Some('/'),
        prefix: Some('/'),
        ignore_case: false,
    };

    /// Whether `s` is the prefix code point (never true when that is the empty string).
    pub(crate) fn is_prefix(&self, s: &str) -> bool {
        let mut chars = s.chars();
        matches!((chars.next(), chars.next(), self.prefix), (Some(c), None, Some(p)) if c == p)
    }
}
