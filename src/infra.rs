//! The definitions the URL Standard's algorithms share: Infra's code-point classes, the
//! [Infrastructure](https://url.spec.whatwg.org/#infrastructure) section's integer
//! serialization, and the terms the host and URL sections define beside their algorithms
//! (forbidden host and domain code points, URL code points, dot segments, Windows drive
//! letters), plus the input clean-up of the basic URL parser.
//!
//! This is the bottom layer: it uses no other module of the crate.

use crate::prelude::*;
use alloc::borrow::Cow;

/// <https://url.spec.whatwg.org/#serialize-an-integer>: append `n` as the shortest possible
/// decimal number (no allocation).
pub(crate) fn push_decimal(out: &mut String, n: impl Into<u32>) {
    let mut digits = [0u8; 10];
    let mut i = digits.len();
    let mut n: u32 = n.into();
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

/// The length of what [`push_decimal`] appends for `n`.
pub(crate) fn decimal_len(n: u16) -> usize {
    match n {
        0..=9 => 1,
        10..=99 => 2,
        100..=999 => 3,
        1000..=9999 => 4,
        _ => 5,
    }
}

/// <https://infra.spec.whatwg.org/#c0-control-or-space>
pub(crate) fn is_c0_control_or_space(c: char) -> bool {
    c <= ' '
}

/// Where `bytes` is without its leading and trailing C0 control or space (step 1 of the [basic URL
/// parser](https://url.spec.whatwg.org/#concept-basic-url-parser)). Every C0 control or space is
/// a single byte, and no byte of a multi-byte code point is one (they are >= 0x80), so in a string
/// the range starts and ends on code points.
pub(crate) fn without_c0_control_or_space(bytes: &[u8]) -> core::ops::Range<usize> {
    let kept = |&b: &u8| !is_c0_control_or_space(char::from(b));
    let start = bytes.iter().position(kept).unwrap_or(bytes.len());
    let end = bytes.iter().rposition(kept).map_or(start, |i| i + 1);
    start..end
}

/// <https://infra.spec.whatwg.org/#ascii-tab-or-newline>
pub(crate) fn is_ascii_tab_or_newline(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | b'\r')
}

/// The offset of the first ASCII tab or newline in `bytes`. Eight bytes at a time: a word with
/// no byte below 0x0E (the usual URL has none) is skipped after one test.
fn first_tab_or_newline(bytes: &[u8]) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut at = 0;
    for chunk in bytes.chunks_exact(8) {
        let mut word = [0; 8];
        word.copy_from_slice(chunk);
        let x = u64::from_le_bytes(word);
        // Non-zero exactly when some byte of x is below 0x0E (a byte with its high bit set
        // never sets its flag here).
        if x.wrapping_sub(ONES * 0x0E) & !x & HIGH != 0 {
            break;
        }
        at += 8;
    }
    // From the first word with a byte below 0x0E (or the last, partial word) on, byte by byte.
    let rest = bytes.get(at..).unwrap_or_default();
    rest.iter()
        .position(|&b| is_ascii_tab_or_newline(b))
        .map(|p| at + p)
}

/// `input` without ASCII tab or newline, and the offset of the first one (steps 2-3 of the
/// [basic URL parser](https://url.spec.whatwg.org/#concept-basic-url-parser)).
pub(crate) fn without_tab_or_newline(input: &str) -> (Option<usize>, Cow<'_, str>) {
    let Some(first) = first_tab_or_newline(input.as_bytes()) else {
        return (None, Cow::Borrowed(input));
    };
    // Copy the runs between them (ASCII bytes never occur inside a multi-byte UTF-8 sequence,
    // so the result is valid UTF-8): one pass over bytes, not str::replace's char searcher.
    let mut out = String::with_capacity(input.len());
    let mut run = 0;
    for (i, &b) in input.as_bytes().iter().enumerate().skip(first) {
        if is_ascii_tab_or_newline(b) {
            out.push_str(input.get(run..i).unwrap_or_default());
            run = i + 1;
        }
    }
    out.push_str(input.get(run..).unwrap_or_default());
    (Some(first), Cow::Owned(out))
}

/// <https://url.spec.whatwg.org/#forbidden-host-code-point>
#[inline]
pub(crate) const fn is_forbidden_host_code_point(c: char) -> bool {
    // "U+0000 NULL, U+0009 TAB, U+000A LF, U+000D CR, U+0020 SPACE, U+0023 (#), U+002F (/),
    // U+003A (:), U+003C (<), U+003E (>), U+003F (?), U+0040 (@), U+005B ([), U+005C (\),
    // U+005D (]), U+005E (^), or U+007C (|)."
    matches!(
        c,
        '\0' | '\t'
            | '\n'
            | '\r'
            | ' '
            | '#'
            | '/'
            | ':'
            | '<'
            | '>'
            | '?'
            | '@'
            | '['
            | '\\'
            | ']'
            | '^'
            | '|'
    )
}

/// <https://url.spec.whatwg.org/#forbidden-domain-code-point>
#[inline]
pub(crate) const fn is_forbidden_domain_code_point(c: char) -> bool {
    // "a forbidden host code point, a C0 control, U+0025 (%), or U+007F DELETE."
    is_forbidden_host_code_point(c) || c <= '\u{1F}' || c == '%' || c == '\u{7F}'
}

/// <https://url.spec.whatwg.org/#url-code-points>
#[inline]
pub(crate) fn is_url_code_point(c: char) -> bool {
    // "ASCII alphanumeric, U+0021 (!), U+0024 ($), U+0026 (&), U+0027 ('), U+0028 LEFT
    // PARENTHESIS, U+0029 RIGHT PARENTHESIS, U+002A (*), U+002B (+), U+002C (,), U+002D (-),
    // U+002E (.), U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+003F (?), U+0040 (@),
    // U+005F (_), U+007E (~), and code points in the range U+00A0 to U+10FFFD, inclusive,
    // excluding surrogates and noncharacters."
    match c {
        'a'..='z' | 'A'..='Z' | '0'..='9' => true,
        '!' | '$' | '&'..='/' | ':' | ';' | '=' | '?' | '@' | '_' | '~' => true,
        '\u{A0}'..='\u{10FFFD}' => {
            let cp = u32::from(c);
            // Noncharacters: U+FDD0..=U+FDEF and the last two code points of every plane.
            // (Surrogates cannot occur in a char.)
            !((0xFDD0..=0xFDEF).contains(&cp) || cp & 0xFFFE == 0xFFFE)
        }
        _ => false,
    }
}

/// <https://url.spec.whatwg.org/#single-dot-path-segment>
pub(crate) fn is_single_dot(s: &str) -> bool {
    s == "." || s.eq_ignore_ascii_case("%2e")
}

/// <https://url.spec.whatwg.org/#double-dot-path-segment>
pub(crate) fn is_double_dot(s: &str) -> bool {
    matches!(s.len(), 2 | 4 | 6)
        && (s == ".."
            || s.eq_ignore_ascii_case(".%2e")
            || s.eq_ignore_ascii_case("%2e.")
            || s.eq_ignore_ascii_case("%2e%2e"))
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

/// Fast path for the states whose "otherwise" step only appends `c` to a buffer: the offset of
/// the first byte at or after `from` that `stop` accepts, or the end of input. Every code point
/// skipped is one that the state would have handled by that step (stops are ASCII, so the
/// result is a code point boundary).
#[inline]
pub(crate) fn run_end(input: &str, from: usize, stop: impl Fn(u8) -> bool) -> usize {
    run_end_bytes(input.as_bytes(), from, stop)
}

/// The offset of the first `byte` in `s`. A byte loop: in wasm it costs less than `str`'s char
/// searchers and `memchr`, whose setup outweighs the short strings of a URL (5-7% of
/// `new URL(relative, base)` in Node 24 went to them).
pub(crate) fn find_byte(s: &[u8], byte: u8) -> Option<usize> {
    s.iter().position(|&b| b == byte)
}

/// The offset of the last `byte` in `s` (see [`find_byte`]).
pub(crate) fn rfind_byte(s: &[u8], byte: u8) -> Option<usize> {
    s.iter().rposition(|&b| b == byte)
}

/// [`run_end`] on bytes.
#[inline]
pub(crate) fn run_end_bytes(bytes: &[u8], from: usize, stop: impl Fn(u8) -> bool) -> usize {
    let rest = bytes.get(from..).unwrap_or_default();
    from + rest.iter().position(|&b| stop(b)).unwrap_or(rest.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tab_or_newline_at_every_offset() {
        // Every offset of a first tab/newline (and none), in ASCII and non-ASCII text, with
        // other bytes below 0x0E and bytes above 0x7F around it.
        let base = "ab\u{1}c\u{b}déf\u{c}ghi\u{e9}jklmnopqrstuvwxyz0123456789";
        for cut in (0..=base.len()).filter(|&i| base.is_char_boundary(i)) {
            for special in ['\t', '\n', '\r'] {
                let s = format!("{}{special}{}", &base[..cut], &base[cut..]);
                assert_eq!(first_tab_or_newline(s.as_bytes()), Some(cut), "{s:?}");
                let (at, without) = without_tab_or_newline(&s);
                assert_eq!((at, without.as_ref()), (Some(cut), base));
            }
            assert_eq!(first_tab_or_newline(&base.as_bytes()[..cut]), None);
        }
    }

    #[test]
    fn decimal() {
        for n in [0u16, 7, 10, 80, 443, 9999, 10000, 65535] {
            let mut s = String::new();
            push_decimal(&mut s, n);
            assert_eq!(s, n.to_string());
            assert_eq!(decimal_len(n), s.len());
        }
    }

    #[test]
    fn code_point_classes() {
        for c in ['\u{0}', '\u{1F}', '%', '\u{7F}', '#', '|'] {
            assert!(is_forbidden_domain_code_point(c), "{c:?}");
        }
        for c in ['a', '-', '_', '.', '~', '\u{80}', '*'] {
            assert!(!is_forbidden_domain_code_point(c), "{c:?}");
        }
        assert!(!is_forbidden_host_code_point('%'));
        assert!(!is_forbidden_host_code_point('\u{1}'));
        assert!(is_url_code_point('\u{A0}'));
        assert!(is_url_code_point('\u{10FFFD}'));
        assert!(!is_url_code_point('\u{10FFFE}'));
        assert!(!is_url_code_point('\u{FFFF}'));
        assert!(!is_url_code_point('\u{9F}'));
        assert!(!is_url_code_point('%'));
        assert!(!is_url_code_point('"'));
    }

    #[test]
    fn dot_segments() {
        assert!(is_single_dot(".") && is_single_dot("%2E") && !is_single_dot(".."));
        assert!(is_double_dot("..") && is_double_dot(".%2e") && is_double_dot("%2E%2e"));
        assert!(!is_double_dot("...") && !is_double_dot("%2e%2"));
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
}
