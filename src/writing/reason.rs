//! What the writing grammar reports: the production that fails and why.

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
    /// Append an English explanation to `out` (what [`core::fmt::Display`] writes; the wasm
    /// build uses this to avoid the formatting machinery).
    pub fn write_message(&self, out: &mut String) {
        use Reason::*;
        let (c, after) = match *self {
            NotUrlCodePoint(c) => (c, " is not a URL code point"),
            AfterIpv6Address(c) => (
                c,
                " after the IPv6 address: only \":\" and a port can follow",
            ),
            ForbiddenHostCodePoint(c) => (c, " is a forbidden host code point"),
            DomainCodePoint('%') => {
                return out.push_str("percent-encoded bytes cannot be written in a domain")
            }
            DomainCodePoint(c) => (
                c,
                " cannot be written in a domain (only letters, digits, \"-\" and \".\")",
            ),
            Ipv4CodePoint(c) => (c, " in an IPv4 address: parts are ASCII digits"),
            Ipv6CodePoint(c) => (
                c,
                " in an IPv6 address: pieces are 1 to 4 ASCII hex digits separated by \":\"",
            ),
            PortCodePoint(c) => (c, " in a port: a port is ASCII digits"),
            _ => return out.push_str(self.fixed_message()),
        };
        push_code_point(c, out);
        out.push_str(after);
    }

    fn fixed_message(&self) -> &'static str {
        use Reason::*;
        match self {
            Empty => "the empty string is not a valid non-empty URL",
            RelativeWithoutBase => "no scheme: a relative-URL string needs a base URL",
            OpaquePathBase => "the base URL has an opaque path: only \"#\" and a fragment can be relative to it",
            PercentWithoutHexDigits => "\"%\" is not followed by two ASCII hex digits",
            ExpectedSolidi => "expected \"//\" after the scheme",
            MissingHost => "expected a host",
            Credentials => "credentials (\"@\") cannot be written in a valid URL string",
            PortWithoutHost => "a port needs a host before it",
            FileHostColon => "a file: URL has no port (a Windows drive letter goes in the path: file:///C:/)",
            EmptyLabel => "empty label in a domain",
            DomainLabel => "this domain label is not valid (UTS #46 ToASCII with CheckHyphens, CheckBidi, CheckJoiners and UseSTD3ASCIIRules fails)",
            LabelTooLong => "domain label longer than 63 bytes",
            Domain => "not a valid domain (UTS #46 ToASCII with the strict flags fails for the whole domain, e.g. the Bidi rule)",
            DomainTooLong => "domain longer than 253 bytes",
            EndsInANumber => "a domain cannot end in a number (and this is not a valid IPv4 address)",
            Ipv4PartCount => "an IPv4 address has exactly four parts",
            Ipv4EmptyPart => "empty part in an IPv4 address",
            Ipv4NotShortestDecimal => "IPv4 parts are decimal numbers without leading zeros",
            Ipv4OutOfRange => "IPv4 part greater than 255",
            Ipv6Unclosed => "IPv6 address without \"]\"",
            Ipv6EmptyPiece => "empty piece in an IPv6 address (a single \":\" at either end, or \":::\")",
            Ipv6PieceNotShortest => "IPv6 piece with a leading zero",
            Ipv6PieceTooLong => "IPv6 piece of more than 4 hex digits",
            Ipv6MultipleCompression => "more than one \"::\" in an IPv6 address",
            Ipv6TooManyPieces => "too many pieces in an IPv6 address (8, or at most 7 with \"::\"; an IPv4 address counts as 2)",
            Ipv6TooFewPieces => "too few pieces in an IPv6 address (8 without \"::\"; an IPv4 address counts as 2)",
            PortOutOfRange => "port greater than 65535",
            NotUrlCodePoint(_)
            | AfterIpv6Address(_)
            | ForbiddenHostCodePoint(_)
            | DomainCodePoint(_)
            | Ipv4CodePoint(_)
            | Ipv6CodePoint(_)
            | PortCodePoint(_) => "",
        }
    }
}

impl core::fmt::Display for Reason {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut message = String::new();
        self.write_message(&mut message);
        f.write_str(&message)
    }
}
