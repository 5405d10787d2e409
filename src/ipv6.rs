//! IPv6 addresses: the IPv6 parser and the IPv6 serializer.
//!
//! <https://url.spec.whatwg.org/#concept-ipv6>

use crate::error::{HostError, Reporter, ValidationError};
use crate::prelude::*;

/// Report `error` at `offset` and return the failure naming it.
fn fail<T>(
    reporter: &mut Reporter<'_>,
    error: ValidationError,
    offset: usize,
) -> Result<T, HostError> {
    reporter.report(error, offset);
    Err(HostError::Ipv6(error))
}

/// <https://url.spec.whatwg.org/#concept-ipv6-parser>
///
/// `input` is the host without its brackets. Validation errors are reported at byte offsets
/// within `input` (the pointer's position when the error is found).
pub(crate) fn ipv6_parser(input: &str, reporter: &mut Reporter<'_>) -> Result<[u16; 8], HostError> {
    use ValidationError::*;
    let bytes = input.as_bytes();
    // "c": the code point the pointer points to, or None for the EOF code point. Every code
    // point this algorithm accepts is ASCII, so working on bytes is equivalent (a non-ASCII
    // code point's first byte is simply an invalid code point).
    let c = |pointer: usize| bytes.get(pointer).copied();
    // "Let address be a new IPv6 address whose pieces are all 0."
    let mut address = [0u16; 8];
    // "Let pieceIndex be 0."
    let mut piece_index: usize = 0;
    // "Let compress be null."
    let mut compress: Option<usize> = None;
    // "Let pointer be a pointer for input."
    let mut pointer: usize = 0;

    // "If c is U+003A (:), then:"
    if c(pointer) == Some(b':') {
        // "If remaining does not start with U+003A (:), IPv6-invalid-compression validation
        // error, return failure."
        if c(pointer + 1) != Some(b':') {
            return fail(reporter, Ipv6InvalidCompression, pointer);
        }
        // "Increase pointer by 2."
        pointer += 2;
        // "Increase pieceIndex by 1 and then set compress to pieceIndex."
        piece_index += 1;
        compress = Some(piece_index);
    }

    // "While c is not the EOF code point:"
    while let Some(cp) = c(pointer) {
        // "If pieceIndex is 8, IPv6-too-many-pieces validation error, return failure."
        if piece_index == 8 {
            return fail(reporter, Ipv6TooManyPieces, pointer);
        }
        // "If c is U+003A (:), then:"
        if cp == b':' {
            // "If compress is non-null, IPv6-multiple-compression validation error, return
            // failure."
            if compress.is_some() {
                return fail(reporter, Ipv6MultipleCompression, pointer);
            }
            // "Increase pointer and pieceIndex by 1, set compress to pieceIndex, and then
            // continue."
            pointer += 1;
            piece_index += 1;
            compress = Some(piece_index);
            continue;
        }
        let piece_start = pointer;
        // "Let value and length be 0."
        let mut value: u16 = 0;
        let mut length: u32 = 0;
        // "While length is less than 4 and c is an ASCII hex digit, set value to value × 0x10 +
        // c interpreted as a hexadecimal number, and increase pointer and length by 1."
        while length < 4 {
            let Some(digit) = c(pointer).and_then(|b| char::from(b).to_digit(16)) else {
                break;
            };
            // At most 4 hex digits: fits in a u16.
            value = (value << 4) | (digit as u16);
            pointer += 1;
            length += 1;
        }
        // "If c is U+002E (.), then:"
        if c(pointer) == Some(b'.') {
            // "If length is 0, IPv4-in-IPv6-invalid-code-point validation error, return failure."
            if length == 0 {
                return fail(reporter, Ipv4InIpv6InvalidCodePoint, pointer);
            }
            // "Decrease pointer by length." Then the IPv4 part, to the end of input.
            piece_index = ipv4_in_ipv6(bytes, piece_start, piece_index, &mut address, reporter)?;
            pointer = bytes.len();
            // "Break."
            break;
        }
        // "Otherwise, if c is U+003A (:):"
        else if c(pointer) == Some(b':') {
            // "Increase pointer by 1."
            pointer += 1;
            // "If c is the EOF code point, IPv6-invalid-code-point validation error, return
            // failure."
            if c(pointer).is_none() {
                return fail(reporter, Ipv6InvalidCodePoint, pointer);
            }
        }
        // "Otherwise, if c is not the EOF code point, IPv6-invalid-code-point validation error,
        // return failure."
        else if c(pointer).is_some() {
            return fail(reporter, Ipv6InvalidCodePoint, pointer);
        }
        // "If length is greater than 1 and value is less than 0x10^(length − 1),
        // IPv6-piece-leading-zero validation error."
        if length > 1 && u32::from(value) < 1 << (4 * (length - 1)) {
            reporter.report(Ipv6PieceLeadingZero, piece_start);
        }
        // "Set address[pieceIndex] to value."
        if let Some(piece) = address.get_mut(piece_index) {
            *piece = value;
        }
        // "Increase pieceIndex by 1."
        piece_index += 1;
    }

    // "If compress is non-null, then:"
    if let Some(compress) = compress {
        // "Let swaps be pieceIndex − compress."
        let mut swaps = piece_index.saturating_sub(compress);
        // "Set pieceIndex to 7."
        piece_index = 7;
        // "While pieceIndex is not 0 and swaps is greater than 0, swap address[pieceIndex] with
        // address[compress + swaps − 1], and then decrease both pieceIndex and swaps by 1."
        while piece_index != 0 && swaps > 0 {
            let other = compress + swaps - 1;
            if other < address.len() {
                address.swap(piece_index, other);
            }
            piece_index -= 1;
            swaps -= 1;
        }
    }
    // "Otherwise, if compress is null and pieceIndex is not 8, IPv6-too-few-pieces validation
    // error, return failure."
    else if piece_index != 8 {
        return fail(reporter, Ipv6TooFewPieces, pointer);
    }
    // "Return address."
    Ok(address)
}

/// The steps of <https://url.spec.whatwg.org/#concept-ipv6-parser> for an IPv4 address in the
/// last two pieces (after "If c is U+002E (.)"): from `pointer` (the piece's start, "decrease
/// pointer by length" done) to the end of input. Returns pieceIndex after them.
fn ipv4_in_ipv6(
    bytes: &[u8],
    mut pointer: usize,
    mut piece_index: usize,
    address: &mut [u16; 8],
    reporter: &mut Reporter<'_>,
) -> Result<usize, HostError> {
    use ValidationError::*;
    let c = |pointer: usize| bytes.get(pointer).copied();
    // "If pieceIndex is greater than 6, IPv4-in-IPv6-too-many-pieces validation error,
    // return failure."
    if piece_index > 6 {
        return fail(reporter, Ipv4InIpv6TooManyPieces, pointer);
    }
    // "Let numbersSeen be 0."
    let mut numbers_seen = 0;
    // "While c is not the EOF code point:"
    while let Some(mut cp) = c(pointer) {
        // "If numbersSeen is greater than 0, then:"
        if numbers_seen > 0 {
            // "If c is a U+002E (.) and numbersSeen is less than 4, then increase
            // pointer by 1."
            if cp == b'.' && numbers_seen < 4 {
                pointer += 1;
                // "Otherwise, IPv4-in-IPv6-invalid-code-point validation error, return
                // failure."
            } else {
                return fail(reporter, Ipv4InIpv6InvalidCodePoint, pointer);
            }
            match c(pointer) {
                Some(next) => cp = next,
                None => return fail(reporter, Ipv4InIpv6InvalidCodePoint, pointer),
            }
        }
        // "If c is not an ASCII digit, IPv4-in-IPv6-invalid-code-point validation
        // error, return failure."
        if !cp.is_ascii_digit() {
            return fail(reporter, Ipv4InIpv6InvalidCodePoint, pointer);
        }
        // "Let ipv4Piece be null."
        let mut ipv4_piece: Option<u16> = None;
        // "While c is an ASCII digit:"
        while let Some(d) = c(pointer).filter(u8::is_ascii_digit) {
            // "Let number be c interpreted as decimal number."
            let number = u16::from(d - b'0');
            ipv4_piece = match ipv4_piece {
                // "If ipv4Piece is null, then set ipv4Piece to number."
                None => Some(number),
                // "Otherwise, if ipv4Piece is 0, IPv4-in-IPv6-invalid-code-point
                // validation error, return failure."
                Some(0) => return fail(reporter, Ipv4InIpv6InvalidCodePoint, pointer),
                // "Otherwise, set ipv4Piece to ipv4Piece × 10 + number."
                Some(p) => Some(p * 10 + number),
            };
            // "If ipv4Piece is greater than 255, IPv4-in-IPv6-out-of-range-part
            // validation error, return failure."
            if ipv4_piece.is_some_and(|p| p > 255) {
                return fail(reporter, Ipv4InIpv6OutOfRangePart, pointer);
            }
            // "Increase pointer by 1."
            pointer += 1;
        }
        // "Set address[pieceIndex] to address[pieceIndex] × 0x100 + ipv4Piece."
        if let Some(piece) = address.get_mut(piece_index) {
            *piece = (*piece << 8) | ipv4_piece.unwrap_or(0);
        }
        // "Increase numbersSeen by 1."
        numbers_seen += 1;
        // "If numbersSeen is 2 or 4, then increase pieceIndex by 1."
        if numbers_seen == 2 || numbers_seen == 4 {
            piece_index += 1;
        }
    }
    // "If numbersSeen is not 4, IPv4-in-IPv6-too-few-parts validation error, return
    // failure."
    if numbers_seen != 4 {
        return fail(reporter, Ipv4InIpv6TooFewParts, pointer);
    }
    Ok(piece_index)
}

/// <https://url.spec.whatwg.org/#find-the-ipv6-address-compressed-piece-index>
fn find_the_ipv6_address_compressed_piece_index(address: &[u16; 8]) -> Option<usize> {
    // "Let longestIndex be null." "Let longestSize be 1."
    // "Let foundIndex be null." "Let foundSize be 0."
    let mut longest_index = None;
    let mut longest_size = 1;
    let mut found_index = None;
    let mut found_size = 0;
    // "For each pieceIndex of address's pieces's indices:"
    for (piece_index, &piece) in address.iter().enumerate() {
        // "If address's pieces[pieceIndex] is not 0:"
        if piece != 0 {
            // "If foundSize is greater than longestSize, then set longestIndex to foundIndex and
            // longestSize to foundSize."
            if found_size > longest_size {
                longest_index = found_index;
                longest_size = found_size;
            }
            // "Set foundIndex to null." "Set foundSize to 0."
            found_index = None;
            found_size = 0;
        } else {
            // "If foundIndex is null, then set foundIndex to pieceIndex."
            if found_index.is_none() {
                found_index = Some(piece_index);
            }
            // "Increment foundSize by 1."
            found_size += 1;
        }
    }
    // "If foundSize is greater than longestSize, then return foundIndex."
    if found_size > longest_size {
        return found_index;
    }
    // "Return longestIndex."
    longest_index
}

/// Append `piece` as the shortest possible lowercase hexadecimal number.
#[inline]
fn push_hex_u16(piece: u16, out: &mut String) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut shift = 12;
    while shift > 0 && piece >> shift == 0 {
        shift -= 4;
    }
    loop {
        let nibble = usize::from((piece >> shift) & 0xf);
        out.push(char::from(HEX.get(nibble).copied().unwrap_or(b'0')));
        if shift == 0 {
            break;
        }
        shift -= 4;
    }
}

/// <https://url.spec.whatwg.org/#concept-ipv6-serializer>: append `pieces` (without brackets)
/// to `out`, compressing the longest run of two or more zero pieces (the first such run on a
/// tie) to `::`.
pub fn serialize_ipv6(pieces: &[u16; 8], out: &mut String) {
    // "Let compress be the result of finding the IPv6 address compressed piece index given
    // address."
    let compress = find_the_ipv6_address_compressed_piece_index(pieces);
    // "Let ignore0 be false."
    let mut ignore0 = false;
    // "For each pieceIndex of address's pieces's indices:"
    for (piece_index, &piece) in pieces.iter().enumerate() {
        // "If ignore0 is true and address[pieceIndex] is 0, then continue."
        if ignore0 && piece == 0 {
            continue;
        }
        // "Otherwise, if ignore0 is true, set ignore0 to false."
        ignore0 = false;
        // "If compress is pieceIndex, then:"
        if compress == Some(piece_index) {
            // "Let separator be "::" if pieceIndex is 0; otherwise U+003A (:)."
            // "Append separator to output."
            out.push_str(if piece_index == 0 { "::" } else { ":" });
            // "Set ignore0 to true and continue."
            ignore0 = true;
            continue;
        }
        // "Append address[pieceIndex], represented as the shortest possible lowercase
        // hexadecimal number, to output."
        push_hex_u16(piece, out);
        // "If pieceIndex is not 7, then append U+003A (:) to output."
        if piece_index != 7 {
            out.push(':');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ValidationError::*;

    type Parsed = (Result<[u16; 8], HostError>, Vec<(ValidationError, usize)>);

    fn parse(input: &str) -> Parsed {
        let mut errors = Vec::new();
        let mut sink = |e, o| errors.push((e, o));
        let mut reporter = Reporter::new(Some(&mut sink));
        let r = ipv6_parser(input, &mut reporter);
        (r, errors)
    }

    fn roundtrip(input: &str) -> String {
        let mut out = String::new();
        match parse(input).0 {
            Ok(pieces) => serialize_ipv6(&pieces, &mut out),
            Err(_) => out.push_str("failure"),
        }
        out
    }

    fn ser(pieces: [u16; 8]) -> String {
        let mut out = String::new();
        serialize_ipv6(&pieces, &mut out);
        out
    }

    #[test]
    fn parse_values() {
        assert_eq!(parse("::1").0, Ok([0, 0, 0, 0, 0, 0, 0, 1]));
        assert_eq!(parse("::").0, Ok([0; 8]));
        assert_eq!(parse("1::").0, Ok([1, 0, 0, 0, 0, 0, 0, 0]));
        assert_eq!(parse("1:2:3:4:5:6:7:8").0, Ok([1, 2, 3, 4, 5, 6, 7, 8]));
        assert_eq!(parse("1:2:3:4:5:6:7::").0, Ok([1, 2, 3, 4, 5, 6, 7, 0]));
        assert_eq!(parse("::1:2:3:4:5:6:7").0, Ok([0, 1, 2, 3, 4, 5, 6, 7]));
        assert_eq!(
            parse("FFFF::AbCd").0,
            Ok([0xffff, 0, 0, 0, 0, 0, 0, 0xabcd])
        );
        assert_eq!(
            parse("::ffff:192.168.0.1").0,
            Ok([0, 0, 0, 0, 0, 0xffff, 0xc0a8, 0x0001])
        );
        assert_eq!(
            parse("1:2:3:4:5:6:1.2.3.4").0,
            Ok([1, 2, 3, 4, 5, 6, 0x0102, 0x0304])
        );
        assert_eq!(parse("::127.0.0.1").0, Ok([0, 0, 0, 0, 0, 0, 0x7f00, 1]));
    }

    #[test]
    fn parse_failures() {
        let e = |v| Err(HostError::Ipv6(v));
        assert_eq!(parse(":1").0, e(Ipv6InvalidCompression));
        assert_eq!(parse("1:2:3:4:5:6:7:8:9").0, e(Ipv6TooManyPieces));
        assert_eq!(parse("1:2:3:4:5:6:7:8::").0, e(Ipv6TooManyPieces));
        assert_eq!(parse("1::2::3").0, e(Ipv6MultipleCompression));
        assert_eq!(parse("1:2:3:4:5:6:7").0, e(Ipv6TooFewPieces));
        assert_eq!(parse("").0, e(Ipv6TooFewPieces));
        assert_eq!(parse("1:").0, e(Ipv6InvalidCodePoint));
        assert_eq!(parse("12345::").0, e(Ipv6InvalidCodePoint));
        assert_eq!(parse("::g").0, e(Ipv6InvalidCodePoint));
        assert_eq!(parse("::%31").0, e(Ipv6InvalidCodePoint));
        assert_eq!(parse("::\u{e9}").0, e(Ipv6InvalidCodePoint));
        assert_eq!(parse("::.1.2.3").0, e(Ipv4InIpv6InvalidCodePoint));
        assert_eq!(parse("::1.2.3.").0, e(Ipv4InIpv6InvalidCodePoint));
        assert_eq!(parse("::1.2.3.4.5").0, e(Ipv4InIpv6InvalidCodePoint));
        assert_eq!(parse("::1.2..4").0, e(Ipv4InIpv6InvalidCodePoint));
        assert_eq!(parse("::01.2.3.4").0, e(Ipv4InIpv6InvalidCodePoint));
        assert_eq!(parse("::1.2.3.4x").0, e(Ipv4InIpv6InvalidCodePoint));
        assert_eq!(parse("::256.2.3.4").0, e(Ipv4InIpv6OutOfRangePart));
        assert_eq!(parse("::1.2.3").0, e(Ipv4InIpv6TooFewParts));
        assert_eq!(parse("1:2:3:4:5:6:7:1.2.3.4").0, e(Ipv4InIpv6TooManyPieces));
        assert_eq!(
            parse("1:2:3:4:5:6:1.2.3.4:1").0,
            e(Ipv4InIpv6InvalidCodePoint)
        );
        // Pieces after an IPv4 tail: the tail ends the address.
        assert_eq!(parse("::1.2.3.4::").0, e(Ipv4InIpv6InvalidCodePoint));
    }

    #[test]
    fn validation_errors() {
        assert_eq!(parse("::1").1, vec![]);
        assert_eq!(parse("0:0::1").1, vec![]);
        assert_eq!(parse("::01").1, vec![(Ipv6PieceLeadingZero, 2)]);
        assert_eq!(parse("::0").1, vec![]);
        assert_eq!(parse("::0000").1, vec![(Ipv6PieceLeadingZero, 2)]);
        assert_eq!(parse("::0fff").1, vec![(Ipv6PieceLeadingZero, 2)]);
        assert_eq!(parse("::1000").1, vec![]);
        assert_eq!(parse("2001:0db8::1").1, vec![(Ipv6PieceLeadingZero, 5)]);
        // The IPv4 tail is not checked for leading zeros by this error.
        assert_eq!(parse("::ffff:1.2.3.4").1, vec![]);
        assert_eq!(parse(":1").1, vec![(Ipv6InvalidCompression, 0)]);
        assert_eq!(parse("1::2::3").1, vec![(Ipv6MultipleCompression, 5)]);
        assert_eq!(parse("1:").1, vec![(Ipv6InvalidCodePoint, 2)]);
        // A failure at a later point does not stop earlier leading-zero errors.
        assert_eq!(
            parse("01:2:3").1,
            vec![(Ipv6PieceLeadingZero, 0), (Ipv6TooFewPieces, 6)]
        );
    }

    #[test]
    fn serializer_compression() {
        assert_eq!(roundtrip("::1"), "::1");
        assert_eq!(roundtrip("0:0::1"), "::1");
        assert_eq!(roundtrip("::"), "::");
        assert_eq!(roundtrip("1:0:0:2::3:0"), "1::2:0:0:3:0");
        assert_eq!(roundtrip("1::"), "1::");
        assert_eq!(roundtrip("1:0:0:0:0:0:0:0"), "1::");
        assert_eq!(roundtrip("::ffff:192.168.0.1"), "::ffff:c0a8:1");
        assert_eq!(roundtrip("::127.0.0.1"), "::7f00:1");
        assert_eq!(roundtrip("2001:0DB8::1"), "2001:db8::1");
        // A single zero piece is not compressed.
        assert_eq!(ser([1, 0, 2, 3, 4, 5, 6, 7]), "1:0:2:3:4:5:6:7");
        // The first of two equally long runs wins.
        assert_eq!(ser([1, 0, 0, 2, 0, 0, 3, 4]), "1::2:0:0:3:4");
        // A longer later run wins.
        assert_eq!(ser([0, 0xf, 0, 0, 0xf, 0xf, 0, 0]), "0:f::f:f:0:0");
        assert_eq!(ser([0, 0xf, 0, 0, 0, 0xf, 0, 0]), "0:f::f:0:0");
        assert_eq!(ser([0xffff; 8]), "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff");
        assert_eq!(
            ser([0x10, 0x100, 0x1000, 1, 0, 0, 0, 0xab]),
            "10:100:1000:1::ab"
        );
    }
}
