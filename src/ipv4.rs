//! IPv4 addresses: the ends-in-a-number checker, the IPv4 number parser, the IPv4 parser and
//! the IPv4 serializer.
//!
//! <https://url.spec.whatwg.org/#concept-ipv4>

use crate::error::{HostError, Reporter, ValidationError};
use crate::prelude::*;

/// Values of the IPv4 number parser saturate here. Every comparison the IPv4 parser makes is
/// against at most 256<sup>4</sup> = 2<sup>32</sup>, so any value above `u32::MAX` behaves the
/// same as the mathematical integer it stands for.
const SATURATED: u64 = 1 << 32;

/// <https://url.spec.whatwg.org/#ends-in-a-number-checker>
///
/// `input` is an ASCII string (the domain parser's output). Allocation-free and linear in the
/// length of the last label.
pub(crate) fn ends_in_a_number(input: &str) -> bool {
    ends_in_a_number_bytes(input.as_bytes())
}

/// [`ends_in_a_number`] on the bytes of an ASCII string (the fast path's host).
#[inline]
pub(crate) fn ends_in_a_number_bytes(input: &[u8]) -> bool {
    // Fast path, before the last label is looked for: a number ends in an ASCII hex digit or x/X
    // (see below), or "." after it; a typical domain ends in a letter that is neither ("com").
    match input.last() {
        Some(&end) if end.is_ascii_hexdigit() || matches!(end, b'x' | b'X' | b'.') => {
            last_label_is_a_number(input)
        }
        _ => false,
    }
}

/// The rest of [`ends_in_a_number`].
fn last_label_is_a_number(input: &[u8]) -> bool {
    // "Assert: input is not the empty string." (The empty input yields false.)
    // "Let parts be the result of strictly splitting input on U+002E (.)."
    // "If the last item in parts is the empty string, then remove the last item from parts."
    let trimmed = input.strip_suffix(b".").unwrap_or(input);
    // "Let last be the last item in parts." (For "." parts is now [""], so last is "".)
    let last = match crate::infra::rfind_byte(trimmed, b'.') {
        Some(dot) => trimmed.get(dot + 1..).unwrap_or_default(),
        None => trimmed,
    };
    match last {
        // Both checks below need last to end in an ASCII hex digit or x/X (for a trailing "."
        // the fast path above could not tell).
        [] => false,
        [.., end] if !(end.is_ascii_hexdigit() || matches!(end, b'x' | b'X')) => false,
        // "If last is not the empty string and contains only ASCII digits, then return true."
        bytes if bytes.iter().all(u8::is_ascii_digit) => true,
        // "If parsing last as an IPv4 number does not return failure, then return true."
        // (Equivalent to: last is "0x" or "0X" followed by zero or more ASCII hex digits.)
        // "Return false."
        _ => ipv4_number_parser_bytes(last).is_some(),
    }
}

/// <https://url.spec.whatwg.org/#ipv4-number-parser>
///
/// Returns failure (`None`) or the tuple (number, validationError). Numbers greater than
/// `u32::MAX` are returned as 2<sup>32</sup> (see [`SATURATED`]); that preserves every
/// comparison the IPv4 parser makes, and keeps this linear without overflow.
pub(crate) fn ipv4_number_parser(input: &str) -> Option<(u64, bool)> {
    ipv4_number_parser_bytes(input.as_bytes())
}

/// [`ipv4_number_parser`] on the bytes of an ASCII string.
fn ipv4_number_parser_bytes(mut input: &[u8]) -> Option<(u64, bool)> {
    // "If input is the empty string, then return failure."
    if input.is_empty() {
        return None;
    }
    // "Let validationError be false." "Let R be 10."
    let mut validation_error = false;
    let mut radix: u8 = 10;
    // "If input contains at least two code points and the first two code points are either
    // "0X" or "0x", then:"
    if let [b'0', b'x' | b'X', rest @ ..] = input {
        // "Set validationError to true." "Remove the first two code points from input."
        // "Set R to 16."
        validation_error = true;
        input = rest;
        radix = 16;
    }
    // "Otherwise, if input contains at least two code points and the first code point is
    // U+0030 (0), then:"
    else if let [b'0', rest @ ..] = input {
        if !rest.is_empty() {
            // "Set validationError to true." "Remove the first code point from input."
            // "Set R to 8."
            validation_error = true;
            input = rest;
            radix = 8;
        }
    }
    // "If input is the empty string, then return (0, true)."
    if input.is_empty() {
        return Some((0, true));
    }
    // "If input contains a code point that is not a radix-R digit, then return failure."
    // "Let output be the mathematical integer value that is represented by input in radix-R
    // notation, using ASCII hex digits for digits with values 0 through 15."
    let mut output: u64 = 0;
    for &b in input {
        let digit = match b {
            b'0'..=b'9' => b - b'0',
            b'a'..=b'f' => b - b'a' + 10,
            b'A'..=b'F' => b - b'A' + 10,
            _ => return None,
        };
        if digit >= radix {
            return None;
        }
        // output <= 2^32 before this step, so this cannot overflow a u64.
        output = (output * u64::from(radix) + u64::from(digit)).min(SATURATED);
    }
    // "Return (output, validationError)."
    Some((output, validation_error))
}

/// <https://url.spec.whatwg.org/#concept-ipv4-parser>
///
/// Validation errors are reported at byte offsets within `input`.
pub(crate) fn ipv4_parser(input: &str, reporter: &mut Reporter<'_>) -> Result<u32, HostError> {
    ipv4_parser_with_offsets(input, reporter, true)
}

/// The IPv4 parser; when `exact_offsets` is false (the input is the output of IDNA processing
/// or percent-decoding, so its positions do not match the caller's input) every validation
/// error is reported at offset 0.
pub(crate) fn ipv4_parser_with_offsets(
    input: &str,
    reporter: &mut Reporter<'_>,
    exact_offsets: bool,
) -> Result<u32, HostError> {
    let at = |offset: usize| if exact_offsets { offset } else { 0 };
    // "Let parts be the result of strictly splitting input on U+002E (.)."
    let mut parts_str = input;
    // "If the last item in parts is the empty string, then:"
    if input.is_empty() || input.ends_with('.') {
        // "IPv4-empty-part validation error."
        reporter.report(
            ValidationError::Ipv4EmptyPart,
            at(input.len().saturating_sub(1)),
        );
        // "If parts's size is greater than 1, then remove the last item from parts."
        if let Some(without) = input.strip_suffix('.') {
            parts_str = without;
        }
    }
    let parts_bytes = parts_str.as_bytes();
    let size = parts_bytes.iter().filter(|&&b| b == b'.').count() + 1;
    // "If parts's size is less than 4, IPv4-too-few-parts validation error."
    if size < 4 {
        reporter.report(ValidationError::Ipv4TooFewParts, 0);
    }
    // "If parts's size is greater than 4, IPv4-too-many-parts validation error, return failure."
    if size > 4 {
        reporter.report(ValidationError::Ipv4TooManyParts, 0);
        return Err(HostError::Ipv4(ValidationError::Ipv4TooManyParts));
    }
    // "Let numbers be an empty list."
    let mut numbers = [0u64; 4];
    let mut out_of_range_at = None;
    let mut offset = 0;
    // "For each part of parts:"
    for (slot, part) in numbers.iter_mut().zip(parts_bytes.split(|&b| b == b'.')) {
        // "Let result be the result of parsing part."
        // "If result is failure, IPv4-non-numeric-part validation error, return failure."
        let Some((number, validation_error)) = ipv4_number_parser_bytes(part) else {
            reporter.report(ValidationError::Ipv4NonNumericPart, at(offset));
            return Err(HostError::Ipv4(ValidationError::Ipv4NonNumericPart));
        };
        // "If result[1] is true, IPv4-non-decimal-part validation error."
        if validation_error {
            reporter.report(ValidationError::Ipv4NonDecimalPart, at(offset));
        }
        if number > 255 && out_of_range_at.is_none() {
            out_of_range_at = Some(offset);
        }
        // "Append result[0] to numbers."
        *slot = number;
        offset += part.len() + 1;
    }
    let numbers = numbers.get(..size).unwrap_or_default();
    // "If any item in numbers is greater than 255, IPv4-out-of-range-part validation error."
    if let Some(offset) = out_of_range_at {
        reporter.report(ValidationError::Ipv4OutOfRangePart, at(offset));
    }
    let Some((&last, init)) = numbers.split_last() else {
        // Unreachable: parts always has at least one item.
        return Err(HostError::Ipv4(ValidationError::Ipv4NonNumericPart));
    };
    // "If any but the last item in numbers is greater than 255, then return failure."
    if init.iter().any(|&n| n > 255) {
        return Err(HostError::Ipv4(ValidationError::Ipv4OutOfRangePart));
    }
    // "If the last item in numbers is greater than or equal to 256^(5 − numbers's size), then
    // return failure." (size is 1..=4, so the limit is 2^8 .. 2^32.)
    let limit = 1u64 << (8 * (5 - size.min(4)));
    if last >= limit {
        return Err(HostError::Ipv4(ValidationError::Ipv4OutOfRangePart));
    }
    // "Let ipv4 be the last item in numbers." "Remove the last item from numbers."
    let mut ipv4 = last;
    // "Let counter be 0." "For each n of numbers: Increment ipv4 by n × 256^(3 − counter).
    // Increment counter by 1."
    for (counter, &n) in init.iter().enumerate() {
        ipv4 += n << (8 * (3 - counter));
    }
    // "Return ipv4." (It is below 2^32 by the checks above.)
    u32::try_from(ipv4).map_err(|_| HostError::Ipv4(ValidationError::Ipv4OutOfRangePart))
}

/// Append the decimal serialization of `n` (at most 255 here, but any `u8`).
#[inline]
fn push_decimal_u8(n: u8, out: &mut String) {
    if n >= 100 {
        out.push(char::from(b'0' + n / 100));
    }
    if n >= 10 {
        out.push(char::from(b'0' + (n / 10) % 10));
    }
    out.push(char::from(b'0' + n % 10));
}

/// <https://url.spec.whatwg.org/#concept-ipv4-serializer>: append `addr` in dotted-decimal
/// notation to `out`.
pub fn serialize_ipv4(addr: u32, out: &mut String) {
    // "For each i in the range 1 to 4, inclusive: Prepend n % 256, serialized, to output. If i
    // is not 4, then prepend U+002E (.) to output. Set n to floor(n / 256)."
    // Prepending from the least significant byte is appending from the most significant one.
    let [a, b, c, d] = addr.to_be_bytes();
    push_decimal_u8(a, out);
    out.push('.');
    push_decimal_u8(b, out);
    out.push('.');
    push_decimal_u8(c, out);
    out.push('.');
    push_decimal_u8(d, out);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn collect(input: &str) -> (Result<u32, HostError>, Vec<(ValidationError, usize)>) {
        let mut errors = Vec::new();
        let mut sink = |e, o| errors.push((e, o));
        let mut reporter = Reporter::new(Some(&mut sink));
        let r = ipv4_parser(input, &mut reporter);
        (r, errors)
    }

    fn ser(addr: u32) -> String {
        let mut s = String::new();
        serialize_ipv4(addr, &mut s);
        s
    }

    #[test]
    fn number_parser() {
        assert_eq!(ipv4_number_parser(""), None);
        assert_eq!(ipv4_number_parser("0"), Some((0, false)));
        assert_eq!(ipv4_number_parser("255"), Some((255, false)));
        assert_eq!(ipv4_number_parser("0x"), Some((0, true)));
        assert_eq!(ipv4_number_parser("0X"), Some((0, true)));
        assert_eq!(ipv4_number_parser("0xFf"), Some((255, true)));
        assert_eq!(ipv4_number_parser("0x1G"), None);
        assert_eq!(ipv4_number_parser("010"), Some((8, true)));
        assert_eq!(ipv4_number_parser("00"), Some((0, true)));
        assert_eq!(ipv4_number_parser("09"), None);
        assert_eq!(ipv4_number_parser("0.1"), None);
        assert_eq!(ipv4_number_parser("1a"), None);
        assert_eq!(ipv4_number_parser("x"), None);
        assert_eq!(
            ipv4_number_parser("4294967295"),
            Some((u64::from(u32::MAX), false))
        );
        assert_eq!(ipv4_number_parser("4294967296"), Some((SATURATED, false)));
        assert_eq!(
            ipv4_number_parser("99999999999999999999999999999999"),
            Some((SATURATED, false))
        );
        let huge_hex = format!("0x{}", "f".repeat(1000));
        assert_eq!(ipv4_number_parser(&huge_hex), Some((SATURATED, true)));
        let huge_hex_bad = format!("0x{}g", "f".repeat(1000));
        assert_eq!(ipv4_number_parser(&huge_hex_bad), None);
        assert_eq!(ipv4_number_parser("0\u{e9}"), None);
    }

    #[test]
    fn ends_in_a_number_checker() {
        assert!(ends_in_a_number("1.2.3.4"));
        assert!(ends_in_a_number("example.1"));
        assert!(ends_in_a_number("example.1."));
        assert!(ends_in_a_number("09"));
        assert!(ends_in_a_number("foo.0x"));
        assert!(ends_in_a_number("foo.0XaF"));
        assert!(!ends_in_a_number("foo.0xg"));
        assert!(!ends_in_a_number("www.example.com"));
        assert!(!ends_in_a_number("example.com."));
        assert!(!ends_in_a_number("1.2.3.4a"));
        assert!(!ends_in_a_number("1.."));
        assert!(!ends_in_a_number("."));
        assert!(!ends_in_a_number("x"));
        assert!(!ends_in_a_number(""));
    }

    #[test]
    fn parser_values() {
        assert_eq!(collect("1.2.3.4").0, Ok(0x0102_0304));
        assert_eq!(collect("1.2.3.4.").0, Ok(0x0102_0304));
        assert_eq!(collect("0x7f000001").0, Ok(0x7f00_0001));
        assert_eq!(collect("1.2.3").0, Ok(0x0102_0003));
        assert_eq!(collect("1.65535").0, Ok(0x0100_ffff));
        assert_eq!(collect("0").0, Ok(0));
        assert_eq!(collect("4294967295").0, Ok(u32::MAX));
        assert_eq!(collect("0xffffffff").0, Ok(u32::MAX));
        assert_eq!(collect("0300.0250.0.01").0, Ok(0xc0a8_0001));
        assert_eq!(collect("0x.0x.0x.0x").0, Ok(0));
    }

    #[test]
    fn parser_failures() {
        let non_numeric = Err(HostError::Ipv4(ValidationError::Ipv4NonNumericPart));
        let out_of_range = Err(HostError::Ipv4(ValidationError::Ipv4OutOfRangePart));
        let too_many = Err(HostError::Ipv4(ValidationError::Ipv4TooManyParts));
        assert_eq!(collect("1.2.3.4.5").0, too_many);
        assert_eq!(collect("1.2.3.4.5.").0, too_many);
        assert_eq!(collect("1..2.3").0, non_numeric);
        assert_eq!(collect("foo.1").0, non_numeric);
        assert_eq!(collect("09").0, non_numeric);
        assert_eq!(collect("4294967296").0, out_of_range);
        assert_eq!(collect("99999999999999999999999").0, out_of_range);
        assert_eq!(collect("256.1.1.1").0, out_of_range);
        assert_eq!(collect("1.1.1.256").0, out_of_range);
        assert_eq!(collect("1.1.65536").0, out_of_range);
        assert_eq!(collect(&format!("0x{}", "0".repeat(1000))).0, Ok(0));
        assert_eq!(collect(&format!("0x1{}", "0".repeat(1000))).0, out_of_range);
        assert_eq!(collect("").0, non_numeric);
    }

    #[test]
    fn parser_validation_errors() {
        use ValidationError::*;
        assert_eq!(collect("1.2.3.4").1, vec![]);
        assert_eq!(collect("1.2.3.4.").1, vec![(Ipv4EmptyPart, 7)]);
        assert_eq!(collect("1.2.3").1, vec![(Ipv4TooFewParts, 0)]);
        assert_eq!(
            collect("0x7f000001").1,
            vec![
                (Ipv4TooFewParts, 0),
                (Ipv4NonDecimalPart, 0),
                // Any number above 255, even the last, is reported (the spec's text; the
                // change notes' example for `http://0x7f000001/` omits this one).
                (Ipv4OutOfRangePart, 0)
            ]
        );
        assert_eq!(
            collect("foo.1").1,
            vec![(Ipv4TooFewParts, 0), (Ipv4NonNumericPart, 0)]
        );
        assert_eq!(collect("1.2.3.4.5").1, vec![(Ipv4TooManyParts, 0)]);
        assert_eq!(
            collect("1.010.3.0x4").1,
            vec![(Ipv4NonDecimalPart, 2), (Ipv4NonDecimalPart, 8)]
        );
        assert_eq!(collect("1.2.300.4").1, vec![(Ipv4OutOfRangePart, 4)]);
        // Reported (once) even when it is the last part and in range for its position.
        assert_eq!(
            collect("1.2.300").1,
            vec![(Ipv4TooFewParts, 0), (Ipv4OutOfRangePart, 4)]
        );
        // Offsets are all 0 when the input is not the caller's text.
        let mut errors = Vec::new();
        let mut sink = |e, o| errors.push((e, o));
        let mut reporter = Reporter::new(Some(&mut sink));
        let _ = ipv4_parser_with_offsets("1.2.300.", &mut reporter, false);
        assert!(errors.iter().all(|&(_, o)| o == 0));
        assert_eq!(errors.len(), 3);
    }

    #[test]
    fn serializer() {
        assert_eq!(ser(0), "0.0.0.0");
        assert_eq!(ser(u32::MAX), "255.255.255.255");
        assert_eq!(ser(0x7f00_0001), "127.0.0.1");
        assert_eq!(ser(0x0a64_0a09), "10.100.10.9");
    }
}
