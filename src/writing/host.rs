//! Host writing: <https://url.spec.whatwg.org/#host-writing>.
//!
//! The valid IPv4- and IPv6-address strings are checked code point by code point. A valid
//! domain is defined through the domain parser (the spec hopes to replace that by a grammar one
//! day, issue 245), so a domain's failure is located by checking what can be checked per code
//! point and per label first (ASCII code points other than letters, digits and `-`; then each
//! label through the domain parser on its own), and the whole domain last.

use super::{fail, url_units, Checked, Production, Reason};
use crate::error::Reporter;
use crate::host::domain_parser;
use crate::idna::to_ascii;
use crate::infra::is_forbidden_host_code_point;
use crate::ipv4::{ends_in_a_number, ipv4_number_parser};

/// <https://url.spec.whatwg.org/#valid-host-string>: "a valid domain string, a valid
/// IPv4-address string, or: U+005B ([), followed by a valid IPv6-address string, followed by
/// U+005D (])". `host` is not empty; a host starting with `[` ends with `]`.
pub(super) fn valid_host_string(host: &str, at: usize) -> Checked {
    if let Some(inner) = host.strip_prefix('[') {
        return valid_ipv6_address_string(inner.strip_suffix(']').unwrap_or(inner), at + 1);
    }
    if valid_ipv4_address_string(host, at).is_ok() {
        return Ok(());
    }
    valid_domain_string(host, at)
}

/// <https://url.spec.whatwg.org/#valid-opaque-host-string>: "one or more URL units excluding
/// forbidden host code points", or a bracketed valid IPv6-address string. `host` is not empty;
/// a host starting with `[` ends with `]`.
pub(super) fn valid_opaque_host_string(host: &str, at: usize) -> Checked {
    if let Some(inner) = host.strip_prefix('[') {
        return valid_ipv6_address_string(inner.strip_suffix(']').unwrap_or(inner), at + 1);
    }
    if let Some((i, c)) = host
        .char_indices()
        .find(|&(_, c)| is_forbidden_host_code_point(c))
    {
        return fail(
            at + i,
            Reason::ForbiddenHostCodePoint(c),
            Production::ValidOpaqueHostString,
        );
    }
    url_units(host, at, Production::ValidOpaqueHostString)
}

/// <https://url.spec.whatwg.org/#valid-domain-string>: a string that is a
/// [valid domain](https://url.spec.whatwg.org/#valid-domain): the domain parser with `input` and
/// true does not fail, and its result does not end in a number.
fn valid_domain_string(host: &str, at: usize) -> Checked {
    let production = Production::ValidDomainString;
    // Per code point: with UseSTD3ASCIIRules, the only ASCII code points UTS #46 ToASCII
    // accepts are letters, digits, `-` and the label separator `.`.
    if let Some((i, c)) = host
        .char_indices()
        .find(|&(_, c)| c.is_ascii() && !(c.is_ascii_alphanumeric() || c == '-' || c == '.'))
    {
        return fail(at + i, Reason::DomainCodePoint(c), production);
    }
    // Per label (the last one may be empty: a trailing dot).
    let mut label_at = 0;
    let label_count = host.split('.').count();
    for (n, label) in host.split('.').enumerate() {
        if label.is_empty() && n + 1 < label_count {
            return fail(at + label_at, Reason::EmptyLabel, production);
        }
        if !label.is_empty() && to_ascii(label, true).is_none() {
            let too_long = to_ascii(label, false).is_some_and(|a| a.len() > 63);
            let reason = if too_long {
                Reason::LabelTooLong
            } else {
                Reason::DomainLabel
            };
            return fail(at + label_at, reason, production);
        }
        label_at += label.len() + 1;
    }
    // "Let domain be the result of running domain parser with input and true."
    // "If domain is failure, then return false."
    let Ok(domain) = domain_parser(host, true, &mut Reporter::none()) else {
        // Every label passed on its own: the trailing empty label (the root), the length, or a
        // rule across labels (the Bidi rule holds for every label once one is right-to-left).
        if let Some(rooted) = host.strip_suffix('.') {
            if to_ascii(rooted, true).is_some() {
                return fail(at + rooted.len() + 1, Reason::EmptyLabel, production);
            }
        }
        let too_long = to_ascii(host, false).is_some_and(|a| a.len() > 253);
        let reason = if too_long {
            Reason::DomainTooLong
        } else {
            Reason::Domain
        };
        return fail(at, reason, production);
    };
    // "If running the ends in a number checker on domain returns true, then return false."
    if ends_in_a_number(&domain) {
        return ends_in_a_number_failure(host, at);
    }
    Ok(())
}

/// Why a domain that ends in a number is not valid: when every label is an IPv4 number (as the
/// host parser would read it), the host is meant as an IPv4 address and the IPv4-address
/// grammar says what is wrong; otherwise the last label is the problem.
fn ends_in_a_number_failure(host: &str, at: usize) -> Checked {
    let trimmed = host.strip_suffix('.').unwrap_or(host);
    if trimmed
        .split('.')
        .all(|part| ipv4_number_parser(part).is_some())
    {
        valid_ipv4_address_string(host, at)?;
    }
    let last = trimmed.rfind('.').map_or(0, |dot| dot + 1);
    fail(
        at + last,
        Reason::EndsInANumber,
        Production::ValidDomainString,
    )
}

/// <https://url.spec.whatwg.org/#valid-ipv4-address-string>: "four shortest possible strings of
/// ASCII digits, representing a decimal number in the range 0 to 255, inclusive, separated from
/// each other by U+002E (.)".
fn valid_ipv4_address_string(s: &str, at: usize) -> Checked {
    let production = Production::ValidIpv4AddressString;
    let mut part_at = 0;
    let mut count = 0;
    for part in s.split('.') {
        let index = at + part_at;
        if count == 4 {
            return fail(index - 1, Reason::Ipv4PartCount, production);
        }
        match part.as_bytes() {
            [] => return fail(index, Reason::Ipv4EmptyPart, production),
            [b'0', b'x' | b'X', ..] | [b'0', b'0'..=b'9', ..] => {
                return fail(index, Reason::Ipv4NotShortestDecimal, production)
            }
            _ => {}
        }
        if let Some((i, c)) = part.char_indices().find(|&(_, c)| !c.is_ascii_digit()) {
            return fail(index + i, Reason::Ipv4CodePoint(c), production);
        }
        if part.len() > 3 || part.parse::<u16>().map_or(true, |v| v > 255) {
            return fail(index, Reason::Ipv4OutOfRange, production);
        }
        part_at += part.len() + 1;
        count += 1;
    }
    if count < 4 {
        // The place for the next part is the end.
        return fail(at + s.len(), Reason::Ipv4PartCount, production);
    }
    Ok(())
}

/// <https://url.spec.whatwg.org/#valid-ipv6-address-string>: 8 pieces; or 6 pieces and an
/// IPv4 address; or `::` with at most 7 pieces' worth (an IPv4 address counts as 2) before and
/// after it. A piece is a shortest possible string of 1-4 ASCII hex digits.
fn valid_ipv6_address_string(s: &str, at: usize) -> Checked {
    let production = Production::ValidIpv6AddressString;
    let bytes = s.as_bytes();
    let len = bytes.len();
    let mut pieces = 0;
    let mut compressed = false;
    let mut i = 0;
    if s.starts_with("::") {
        compressed = true;
        i = 2;
    }
    while i < len {
        let start = i;
        while bytes.get(i).is_some_and(u8::is_ascii_hexdigit) {
            i += 1;
        }
        if bytes.get(i) == Some(&b'.') {
            // "a valid IPv6-pieces-and-IPv4 string": the IPv4 address ends the address and counts
            // as two pieces.
            valid_ipv4_address_string(s.get(start..).unwrap_or_default(), at + start)?;
            pieces += 2;
            if pieces > if compressed { 7 } else { 8 } {
                return fail(at + start, Reason::Ipv6TooManyPieces, production);
            }
            break;
        }
        let c = s.get(i..).and_then(|rest| rest.chars().next());
        if i == start {
            let reason = match c {
                Some(':') | None => Reason::Ipv6EmptyPiece,
                Some(c) => Reason::Ipv6CodePoint(c),
            };
            return fail(at + i, reason, production);
        }
        piece(s.get(start..i).unwrap_or_default(), at + start)?;
        pieces += 1;
        if pieces > if compressed { 7 } else { 8 } {
            return fail(at + start, Reason::Ipv6TooManyPieces, production);
        }
        match c {
            None => break,
            Some(':') => {}
            Some(c) => return fail(at + i, Reason::Ipv6CodePoint(c), production),
        }
        if bytes.get(i + 1) == Some(&b':') {
            if compressed {
                return fail(at + i, Reason::Ipv6MultipleCompression, production);
            }
            compressed = true;
            if pieces > 7 {
                return fail(at + i, Reason::Ipv6TooManyPieces, production);
            }
            i += 2;
        } else {
            i += 1;
            if i == len {
                return fail(at + i, Reason::Ipv6EmptyPiece, production);
            }
        }
    }
    if !compressed && pieces < 8 {
        return fail(at + len, Reason::Ipv6TooFewPieces, production);
    }
    Ok(())
}

/// A valid IPv6-piece string: "a shortest possible string of ASCII hex digits, representing a
/// hexadecimal number in the range 0 to 0xFFFF, inclusive". `s` is one or more hex digits.
fn piece(s: &str, at: usize) -> Checked {
    let production = Production::ValidIpv6AddressString;
    if s.len() > 1 && s.starts_with('0') {
        return fail(at, Reason::Ipv6PieceNotShortest, production);
    }
    if s.len() > 4 {
        return fail(at, Reason::Ipv6PieceTooLong, production);
    }
    Ok(())
}
