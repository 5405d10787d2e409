//! Validation errors and parse failures.
//!
//! <https://url.spec.whatwg.org/#validation-error>
//!
//! A validation error never changes what the parser returns: the parser only
//! reports it to an optional sink. A *failure* is a separate, typed outcome
//! ([`ParseError`]).

use crate::prelude::*;
use core::fmt;

macro_rules! validation_errors {
    ($($(#[$doc:meta])* $variant:ident => $name:literal, $fatal:literal;)*) => {
        /// Every validation error of the URL Standard's table, named as the spec names it.
        ///
        /// <https://url.spec.whatwg.org/#validation-error>
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum ValidationError {
            $($(#[$doc])* $variant,)*
        }

        impl ValidationError {
            /// Every variant, in the order of the spec's table.
            pub const ALL: &'static [ValidationError] = &[$(ValidationError::$variant,)*];

            /// The error's name exactly as the spec spells it, e.g. `"IPv4-too-many-parts"`.
            pub const fn name(self) -> &'static str {
                match self { $(ValidationError::$variant => $name,)* }
            }

            /// Whether the spec's table marks the error as a failure in (some of) the
            /// places it is reported. Informational: the parser decides failure itself.
            pub const fn can_be_failure(self) -> bool {
                match self { $(ValidationError::$variant => $fatal,)* }
            }
        }
    };
}

validation_errors! {
    /// Unicode ToASCII records an error or returns the empty string (strict run).
    DomainToAscii => "domain-to-ASCII", true;
    /// The input's host contains a percent-encoded byte (domain path only).
    DomainPercentEncoded => "domain-percent-encoded", false;
    /// An opaque host contains a forbidden host code point.
    HostInvalidCodePoint => "host-invalid-code-point", true;
    /// An IPv4 address ends with a U+002E (.).
    Ipv4EmptyPart => "IPv4-empty-part", false;
    /// An IPv4 address has fewer than four parts.
    Ipv4TooFewParts => "IPv4-too-few-parts", false;
    /// An IPv4 address has more than four parts.
    Ipv4TooManyParts => "IPv4-too-many-parts", true;
    /// An IPv4 address part is not numeric.
    Ipv4NonNumericPart => "IPv4-non-numeric-part", true;
    /// An IPv4 address part is written in hexadecimal or octal.
    Ipv4NonDecimalPart => "IPv4-non-decimal-part", false;
    /// An IPv4 address part exceeds 255.
    Ipv4OutOfRangePart => "IPv4-out-of-range-part", true;
    /// An IPv6 address is missing the closing U+005D (]).
    Ipv6Unclosed => "IPv6-unclosed", true;
    /// An IPv6 address begins with improper compression.
    Ipv6InvalidCompression => "IPv6-invalid-compression", true;
    /// An IPv6 address contains more than 8 pieces.
    Ipv6TooManyPieces => "IPv6-too-many-pieces", true;
    /// An IPv6 address is compressed in more than one spot.
    Ipv6MultipleCompression => "IPv6-multiple-compression", true;
    /// An IPv6 address contains a code point that is neither an ASCII hex digit nor a U+003A (:).
    Ipv6InvalidCodePoint => "IPv6-invalid-code-point", true;
    /// An uncompressed IPv6 address contains fewer than 8 pieces.
    Ipv6TooFewPieces => "IPv6-too-few-pieces", true;
    /// An IPv6 address piece has a leading zero.
    Ipv6PieceLeadingZero => "IPv6-piece-leading-zero", false;
    /// An IPv6 address with IPv4 address syntax: the IPv6 address has more than 6 pieces.
    Ipv4InIpv6TooManyPieces => "IPv4-in-IPv6-too-many-pieces", true;
    /// An IPv6 address with IPv4 address syntax: an IPv4 part is empty or contains a non-ASCII digit,
    /// an IPv4 part contains a leading 0, or there are too many IPv4 parts.
    Ipv4InIpv6InvalidCodePoint => "IPv4-in-IPv6-invalid-code-point", true;
    /// An IPv6 address with IPv4 address syntax: an IPv4 part exceeds 255.
    Ipv4InIpv6OutOfRangePart => "IPv4-in-IPv6-out-of-range-part", true;
    /// An IPv6 address with IPv4 address syntax: an IPv4 address contains too few parts.
    Ipv4InIpv6TooFewParts => "IPv4-in-IPv6-too-few-parts", true;
    /// A code point is found that is not a URL unit.
    InvalidUrlUnit => "invalid-URL-unit", false;
    /// The input's scheme is not followed by "//".
    SpecialSchemeMissingFollowingSolidus => "special-scheme-missing-following-solidus", false;
    /// The input is missing a scheme, because it does not begin with an ASCII alpha, and either
    /// no base URL was provided or the base URL cannot be used as a base URL because it has an opaque path.
    MissingSchemeNonRelativeUrl => "missing-scheme-non-relative-URL", true;
    /// The URL has a special scheme and it uses U+005C (\) instead of U+002F (/).
    InvalidReverseSolidus => "invalid-reverse-solidus", false;
    /// The input includes credentials.
    InvalidCredentials => "invalid-credentials", false;
    /// The input has a special scheme, but does not contain a host.
    HostMissing => "host-missing", true;
    /// The input's port is too big.
    PortOutOfRange => "port-out-of-range", true;
    /// The input's port is invalid.
    PortInvalid => "port-invalid", true;
    /// A file: URL's path starts with a Windows drive letter after a relative reference.
    FileInvalidWindowsDriveLetter => "file-invalid-Windows-drive-letter", false;
    /// A file: URL's host is a Windows drive letter.
    FileInvalidWindowsDriveLetterHost => "file-invalid-Windows-drive-letter-host", false;
}

impl fmt::Display for ValidationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where validation errors go: an optional callback receiving the error and the byte
/// offset in the input where it was found. Reporting never changes control flow.
pub(crate) struct Reporter<'a> {
    sink: Option<&'a mut dyn FnMut(ValidationError, usize)>,
    /// Added to every position reported (the offset of the piece being parsed).
    pub(crate) base: usize,
    /// The offsets, in the input as given and ascending, of the code points the parser removed
    /// (ASCII tab or newline) before the text it reports positions in.
    removed: Vec<usize>,
}

impl<'a> Reporter<'a> {
    /// A reporter that drops everything (the common case: no one is listening).
    pub(crate) fn none() -> Self {
        Reporter::new(None)
    }

    pub(crate) fn new(sink: Option<&'a mut dyn FnMut(ValidationError, usize)>) -> Self {
        Reporter {
            sink,
            base: 0,
            removed: Vec::new(),
        }
    }

    /// From now on, positions are in `input` (whose offset is [`Reporter::base`]) after its
    /// ASCII tab or newline code points are removed: report them where they are in `input`.
    pub(crate) fn map_removed_tabs_and_newlines(&mut self, input: &str) {
        if self.is_active() {
            let base = self.base;
            self.removed = input
                .bytes()
                .enumerate()
                .filter(|&(_, b)| crate::infra::is_ascii_tab_or_newline(b))
                .map(|(i, _)| base.saturating_add(i))
                .collect();
        }
    }

    /// True when someone listens; lets callers skip work done only to report (e.g. strict ToASCII).
    pub(crate) fn is_active(&self) -> bool {
        self.sink.is_some()
    }

    /// Report `error` found at `offset` within the current piece.
    pub(crate) fn report(&mut self, error: ValidationError, offset: usize) {
        if let Some(sink) = self.sink.as_mut() {
            let mut at = self.base.saturating_add(offset);
            // Each removed code point at or before the position moves it one further.
            for &removed in &self.removed {
                if removed > at {
                    break;
                }
                at += 1;
            }
            sink(error, at);
        }
    }
}

/// Why parsing failed. Each variant names the spec step that returns failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseError {
    /// The input has no scheme and there is no usable base URL
    /// (`missing-scheme-non-relative-URL`).
    MissingSchemeNonRelativeUrl,
    /// The base URL itself failed to parse.
    InvalidBase,
    /// A special URL has an empty host (`host-missing`).
    HostMissing,
    /// The host is not valid (IPv4, IPv6, opaque host or domain failure).
    InvalidHost(HostError),
    /// The port is not made of ASCII digits (`port-invalid`).
    PortInvalid,
    /// The port is greater than 65535 (`port-out-of-range`).
    PortOutOfRange,
    /// The input is longer than this implementation accepts ([`crate::MAX_INPUT_LENGTH`]).
    TooLong,
    /// A parse with a state override (a setter) returned failure; the setter leaves the URL
    /// as the steps before the failure left it.
    SetterFailure,
}

/// Why the host parser failed, named after the validation error that the spec
/// reports at the failing step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum HostError {
    /// `domain-to-ASCII`, or an empty result / forbidden domain code point after ToASCII.
    DomainToAscii,
    /// `host-invalid-code-point` in an opaque host.
    HostInvalidCodePoint,
    /// An IPv4 address failed (`IPv4-too-many-parts`, `IPv4-non-numeric-part`, `IPv4-out-of-range-part`).
    Ipv4(ValidationError),
    /// An IPv6 address failed (any `IPv6-*` or `IPv4-in-IPv6-*` error).
    Ipv6(ValidationError),
}

impl HostError {
    /// Append this error's message (what [`fmt::Display`] writes) to `out`. The wasm build uses
    /// this instead of `to_string()`, which would pull in the formatting machinery.
    pub fn write_message(&self, out: &mut String) {
        let (prefix, e) = match self {
            HostError::DomainToAscii => return out.push_str("invalid domain (domain-to-ASCII)"),
            HostError::HostInvalidCodePoint => {
                return out.push_str("forbidden host code point (host-invalid-code-point)")
            }
            HostError::Ipv4(e) => ("invalid IPv4 address (", e),
            HostError::Ipv6(e) => ("invalid IPv6 address (", e),
        };
        out.push_str(prefix);
        out.push_str(e.name());
        out.push(')');
    }
}

impl ParseError {
    /// Append this error's message (what [`fmt::Display`] writes) to `out`.
    pub fn write_message(&self, out: &mut String) {
        out.push_str(match self {
            ParseError::MissingSchemeNonRelativeUrl => {
                "relative URL without a base (missing-scheme-non-relative-URL)"
            }
            ParseError::InvalidBase => "invalid base URL",
            ParseError::HostMissing => "empty host (host-missing)",
            ParseError::InvalidHost(e) => return e.write_message(out),
            ParseError::PortInvalid => "invalid port (port-invalid)",
            ParseError::PortOutOfRange => "port out of range (port-out-of-range)",
            ParseError::TooLong => "input too long",
            ParseError::SetterFailure => "the value was not accepted",
        });
    }
}

impl fmt::Display for HostError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut message = String::new();
        self.write_message(&mut message);
        f.write_str(&message)
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut message = String::new();
        self.write_message(&mut message);
        f.write_str(&message)
    }
}

impl core::error::Error for ParseError {}
impl core::error::Error for HostError {}

impl From<HostError> for ParseError {
    fn from(e: HostError) -> Self {
        ParseError::InvalidHost(e)
    }
}
