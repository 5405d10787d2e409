//! What the writing grammar reports: the production that fails and why.

use crate::prelude::*;
/// A production of the writing grammar (or HTML's "valid non-empty URL"), with its spec link.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Production {
    /// <https://html.spec.whatwg.org/multipage/urls-and-fetching.html#valid-non-empty-url>
    ValidNonEmptyUrl,
    /// <https://url.spec.whatwg.org/#relative-url-with-fragment-string>
    RelativeUrlWithFragmentString,
    /// <https://url.spec.whatwg.org/#scheme-relative-special-url-string>
    SchemeRelativeSpecialUrlString,
    /// <https://url.spec.whatwg.org/#scheme-relative-url-string>
    SchemeRelativeUrlString,
    /// <https://url.spec.whatwg.org/#scheme-relative-file-url-string>
    SchemeRelativeFileUrlString,
    /// <https://url.spec.whatwg.org/#opaque-host-and-port-string>
    OpaqueHostAndPortString,
    /// <https://url.spec.whatwg.org/#url-port-string>
    UrlPortString,
    /// <https://url.spec.whatwg.org/#url-path-segment-string>
    UrlPathSegmentString,
    /// <https://url.spec.whatwg.org/#opaque-path-url-string>
    OpaquePathUrlString,
    /// <https://url.spec.whatwg.org/#url-query-string>
    UrlQueryString,
    /// <https://url.spec.whatwg.org/#url-fragment-string>
    UrlFragmentString,
    /// <https://url.spec.whatwg.org/#valid-host-string>
    ValidHostString,
    /// <https://url.spec.whatwg.org/#valid-domain-string>
    ValidDomainString,
    /// <https://url.spec.whatwg.org/#valid-ipv4-address-string>
    ValidIpv4AddressString,
    /// <https://url.spec.whatwg.org/#valid-ipv6-address-string>
    ValidIpv6AddressString,
    /// <https://url.spec.whatwg.org/#valid-opaque-host-string>
    ValidOpaqueHostString,
}

impl Production {
    /// Every production, in the order of their codes (`production as u32`, what the wasm exports
    /// pass to JS, whose table of names and links `js/tools-text.mjs` is generated from this).
    pub const ALL: &'static [Production] = {
        use Production::*;
        &[
            ValidNonEmptyUrl,
            RelativeUrlWithFragmentString,
            SchemeRelativeSpecialUrlString,
            SchemeRelativeUrlString,
            SchemeRelativeFileUrlString,
            OpaqueHostAndPortString,
            UrlPortString,
            UrlPathSegmentString,
            OpaquePathUrlString,
            UrlQueryString,
            UrlFragmentString,
            ValidHostString,
            ValidDomainString,
            ValidIpv4AddressString,
            ValidIpv6AddressString,
            ValidOpaqueHostString,
        ]
    };

    /// The production's name as the spec writes it, e.g. `"URL-path-segment string"`.
    pub const fn name(self) -> &'static str {
        self.name_and_url().0
    }

    /// The link to the production's definition.
    pub const fn url(self) -> &'static str {
        self.name_and_url().1
    }

    const fn name_and_url(self) -> (&'static str, &'static str) {
        use Production::*;
        match self {
            ValidNonEmptyUrl => (
                "valid non-empty URL",
                "https://html.spec.whatwg.org/multipage/urls-and-fetching.html#valid-non-empty-url",
            ),
            RelativeUrlWithFragmentString => (
                "relative-URL-with-fragment string",
                "https://url.spec.whatwg.org/#relative-url-with-fragment-string",
            ),
            SchemeRelativeSpecialUrlString => (
                "scheme-relative-special-URL string",
                "https://url.spec.whatwg.org/#scheme-relative-special-url-string",
            ),
            SchemeRelativeUrlString => (
                "scheme-relative-URL string",
                "https://url.spec.whatwg.org/#scheme-relative-url-string",
            ),
            SchemeRelativeFileUrlString => (
                "scheme-relative-file-URL string",
                "https://url.spec.whatwg.org/#scheme-relative-file-url-string",
            ),
            OpaqueHostAndPortString => (
                "opaque-host-and-port string",
                "https://url.spec.whatwg.org/#opaque-host-and-port-string",
            ),
            UrlPortString => (
                "URL-port string",
                "https://url.spec.whatwg.org/#url-port-string",
            ),
            UrlPathSegmentString => (
                "URL-path-segment string",
                "https://url.spec.whatwg.org/#url-path-segment-string",
            ),
            OpaquePathUrlString => (
                "opaque-path-URL string",
                "https://url.spec.whatwg.org/#opaque-path-url-string",
            ),
            UrlQueryString => (
                "URL-query string",
                "https://url.spec.whatwg.org/#url-query-string",
            ),
            UrlFragmentString => (
                "URL-fragment string",
                "https://url.spec.whatwg.org/#url-fragment-string",
            ),
            ValidHostString => (
                "valid host string",
                "https://url.spec.whatwg.org/#valid-host-string",
            ),
            ValidDomainString => (
                "valid domain string",
                "https://url.spec.whatwg.org/#valid-domain-string",
            ),
            ValidIpv4AddressString => (
                "valid IPv4-address string",
                "https://url.spec.whatwg.org/#valid-ipv4-address-string",
            ),
            ValidIpv6AddressString => (
                "valid IPv6-address string",
                "https://url.spec.whatwg.org/#valid-ipv6-address-string",
            ),
            ValidOpaqueHostString => (
                "valid opaque-host string",
                "https://url.spec.whatwg.org/#valid-opaque-host-string",
            ),
        }
    }
}

/// Why the grammar fails where it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Reason {
    /// The empty string with [`super::Options::non_empty`].
    Empty,
    /// No scheme, and no base URL to be relative to.
    RelativeWithoutBase,
    /// The base URL has an opaque path: only `#` and a fragment can be relative to it.
    OpaquePathBase,
    /// A code point that is not a URL code point.
    NotUrlCodePoint(char),
    /// A `%` not followed by two ASCII hex digits.
    PercentWithoutHexDigits,
    /// A special scheme is not followed by `//`.
    ExpectedSolidi,
    /// A special URL's host is empty.
    MissingHost,
    /// A `@`: credentials cannot be written in a valid URL string.
    Credentials,
    /// A port with no host before it.
    PortWithoutHost,
    /// A `:` after a file: URL's host.
    FileHostColon,
    /// Something other than `:` after a bracketed IPv6 address.
    AfterIpv6Address(char),
    /// A forbidden host code point in an opaque host.
    ForbiddenHostCodePoint(char),
    /// An ASCII code point other than a letter, digit, `-` or `.` in a domain.
    DomainCodePoint(char),
    /// An empty label in a domain.
    EmptyLabel,
    /// A label that UTS #46 ToASCII with the strict flags rejects.
    DomainLabel,
    /// A label longer than 63 bytes after ToASCII.
    LabelTooLong,
    /// A domain that UTS #46 ToASCII with the strict flags rejects, though each label passes.
    Domain,
    /// A domain longer than 253 bytes after ToASCII.
    DomainTooLong,
    /// A domain whose last label is a number, and which is not an IPv4 address.
    EndsInANumber,
    /// An IPv4 address without exactly four parts.
    Ipv4PartCount,
    /// An empty IPv4 part.
    Ipv4EmptyPart,
    /// An IPv4 part that is not the shortest decimal (a leading zero, or hexadecimal).
    Ipv4NotShortestDecimal,
    /// A code point other than an ASCII digit in an IPv4 part.
    Ipv4CodePoint(char),
    /// An IPv4 part above 255.
    Ipv4OutOfRange,
    /// A `[` without `]`.
    Ipv6Unclosed,
    /// A code point other than an ASCII hex digit, `:` or `.` in an IPv6 address.
    Ipv6CodePoint(char),
    /// An empty IPv6 piece (a single `:` at either end, or `:::`).
    Ipv6EmptyPiece,
    /// An IPv6 piece with a leading zero.
    Ipv6PieceNotShortest,
    /// An IPv6 piece of more than four hex digits.
    Ipv6PieceTooLong,
    /// More than one `::`.
    Ipv6MultipleCompression,
    /// More than 8 pieces, or more than 7 with `::`.
    Ipv6TooManyPieces,
    /// Fewer than 8 pieces without `::`.
    Ipv6TooFewPieces,
    /// A code point other than an ASCII digit in a port.
    PortCodePoint(char),
    /// A port above 65535.
    PortOutOfRange,
}

/// Append "U+XXXX" and, for a printable ASCII code point, " (c)".
fn push_code_point(c: char, out: &mut String) {
    out.push_str("U+");
    let n = u32::from(c);
    let digits = if n > 0xFFFF { 6 } else { 4 };
    for shift in (0..digits).rev() {
        let nibble = (n >> (4 * shift)) & 0xF;
        out.push(char::from_digit(nibble, 16).map_or('0', |d| d.to_ascii_uppercase()));
    }
    if c.is_ascii_graphic() {
        out.push_str(" (");
        out.push(c);
        out.push(')');
    }
}

impl Reason {
    /// The reason as a number and the code point it names, if any: the message is the code point
    /// as "U+XXXX" (with the character itself when printable ASCII) followed by
    /// `Reason::MESSAGES[code]`. The wasm exports pass these numbers, and JS keeps the messages
    /// (`js/tools-text.mjs`, generated from [`Reason::MESSAGES`]), so the wasm holds no text.
    pub const fn code(&self) -> (u32, Option<char>) {
        use Reason::*;
        match *self {
            Empty => (0, None),
            RelativeWithoutBase => (1, None),
            OpaquePathBase => (2, None),
            NotUrlCodePoint(c) => (3, Some(c)),
            PercentWithoutHexDigits => (4, None),
            ExpectedSolidi => (5, None),
            MissingHost => (6, None),
            Credentials => (7, None),
            PortWithoutHost => (8, None),
            FileHostColon => (9, None),
            AfterIpv6Address(c) => (10, Some(c)),
            ForbiddenHostCodePoint(c) => (11, Some(c)),
            DomainCodePoint('%') => (12, None),
            DomainCodePoint(c) => (13, Some(c)),
            EmptyLabel => (14, None),
            DomainLabel => (15, None),
            LabelTooLong => (16, None),
            Domain => (17, None),
            DomainTooLong => (18, None),
            EndsInANumber => (19, None),
            Ipv4PartCount => (20, None),
            Ipv4EmptyPart => (21, None),
            Ipv4NotShortestDecimal => (22, None),
            Ipv4CodePoint(c) => (23, Some(c)),
            Ipv4OutOfRange => (24, None),
            Ipv6Unclosed => (25, None),
            Ipv6CodePoint(c) => (26, Some(c)),
            Ipv6EmptyPiece => (27, None),
            Ipv6PieceNotShortest => (28, None),
            Ipv6PieceTooLong => (29, None),
            Ipv6MultipleCompression => (30, None),
            Ipv6TooManyPieces => (31, None),
            Ipv6TooFewPieces => (32, None),
            PortCodePoint(c) => (33, Some(c)),
            PortOutOfRange => (34, None),
        }
    }

    /// The English messages by [`Reason::code`] (after the code point, for those that name one).
    pub const MESSAGES: &'static [&'static str] = &[
        "the empty string is not a valid non-empty URL",
        "no scheme: a relative-URL string needs a base URL",
        "the base URL has an opaque path: only \"#\" and a fragment can be relative to it",
        " is not a URL code point",
        "\"%\" is not followed by two ASCII hex digits",
        "expected \"//\" after the scheme",
        "expected a host",
        "credentials (\"@\") cannot be written in a valid URL string",
        "a port needs a host before it",
        "a file: URL has no port (a Windows drive letter goes in the path: file:///C:/)",
        " after the IPv6 address: only \":\" and a port can follow",
        " is a forbidden host code point",
        "percent-encoded bytes cannot be written in a domain",
        " cannot be written in a domain (only letters, digits, \"-\" and \".\")",
        "empty label in a domain",
        "this domain label is not valid (UTS #46 ToASCII with CheckHyphens, CheckBidi, CheckJoiners and UseSTD3ASCIIRules fails)",
        "domain label longer than 63 bytes",
        "not a valid domain (UTS #46 ToASCII with the strict flags fails for the whole domain, e.g. the Bidi rule)",
        "domain longer than 253 bytes",
        "a domain cannot end in a number (and this is not a valid IPv4 address)",
        "an IPv4 address has exactly four parts",
        "empty part in an IPv4 address",
        "IPv4 parts are decimal numbers without leading zeros",
        " in an IPv4 address: parts are ASCII digits",
        "IPv4 part greater than 255",
        "IPv6 address without \"]\"",
        " in an IPv6 address: pieces are 1 to 4 ASCII hex digits separated by \":\"",
        "empty piece in an IPv6 address (a single \":\" at either end, or \":::\")",
        "IPv6 piece with a leading zero",
        "IPv6 piece of more than 4 hex digits",
        "more than one \"::\" in an IPv6 address",
        "too many pieces in an IPv6 address (8, or at most 7 with \"::\"; an IPv4 address counts as 2)",
        "too few pieces in an IPv6 address (8 without \"::\"; an IPv4 address counts as 2)",
        " in a port: a port is ASCII digits",
        "port greater than 65535",
    ];

    /// Append an English explanation to `out` (what [`core::fmt::Display`] writes).
    pub fn write_message(&self, out: &mut String) {
        let (code, c) = self.code();
        if let Some(c) = c {
            push_code_point(c, out);
        }
        out.push_str(
            Self::MESSAGES
                .get(code as usize)
                .copied()
                .unwrap_or_default(),
        );
    }
}

impl core::fmt::Display for Reason {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut message = String::new();
        self.write_message(&mut message);
        f.write_str(&message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_number_productions_and_messages() {
        for (i, p) in Production::ALL.iter().enumerate() {
            assert_eq!(*p as usize, i, "{p:?}");
        }
        use Reason::*;
        let one_of_each = [
            Empty,
            RelativeWithoutBase,
            OpaquePathBase,
            NotUrlCodePoint(' '),
            PercentWithoutHexDigits,
            ExpectedSolidi,
            MissingHost,
            Credentials,
            PortWithoutHost,
            FileHostColon,
            AfterIpv6Address('x'),
            ForbiddenHostCodePoint('<'),
            DomainCodePoint('%'),
            DomainCodePoint('_'),
            EmptyLabel,
            DomainLabel,
            LabelTooLong,
            Domain,
            DomainTooLong,
            EndsInANumber,
            Ipv4PartCount,
            Ipv4EmptyPart,
            Ipv4NotShortestDecimal,
            Ipv4CodePoint('x'),
            Ipv4OutOfRange,
            Ipv6Unclosed,
            Ipv6CodePoint('x'),
            Ipv6EmptyPiece,
            Ipv6PieceNotShortest,
            Ipv6PieceTooLong,
            Ipv6MultipleCompression,
            Ipv6TooManyPieces,
            Ipv6TooFewPieces,
            PortCodePoint('x'),
            PortOutOfRange,
        ];
        let codes: Vec<u32> = one_of_each.iter().map(|r| r.code().0).collect();
        assert_eq!(
            codes,
            (0..Reason::MESSAGES.len() as u32).collect::<Vec<_>>()
        );
        // A message after a code point starts with a space; the others do not.
        for r in one_of_each {
            let (code, c) = r.code();
            assert_eq!(
                Reason::MESSAGES[code as usize].starts_with(' '),
                c.is_some(),
                "{r:?}"
            );
        }
        assert_eq!(
            NotUrlCodePoint('\u{1F600}').to_string(),
            "U+01F600 is not a URL code point"
        );
        assert_eq!(
            DomainCodePoint('_').to_string(),
            "U+005F (_) cannot be written in a domain (only letters, digits, \"-\" and \".\")"
        );
    }
}
