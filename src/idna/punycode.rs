//! Punycode: RFC 3492 Bootstring with the Punycode parameters (section 5).
//!
//! <https://www.rfc-editor.org/rfc/rfc3492>
//!
//! Every arithmetic step is checked (section 6.4): overflow is a failure, never a wrap.

use crate::prelude::*;
const BASE: u32 = 36;
const T_MIN: u32 = 1;
const T_MAX: u32 = 26;
const SKEW: u32 = 38;
const DAMP: u32 = 700;
const INITIAL_BIAS: u32 = 72;
const INITIAL_N: u32 = 0x80;

/// The longest decoded label the caller accepts: UTS #46 processing rejects longer non-ASCII
/// labels anyway (see `uts46.rs`), and stopping here bounds the quadratic insertion work.
pub(super) const MAX_DECODED_LEN: usize = 1000;

/// Section 6.1, bias adaptation.
fn adapt(delta: u32, num_points: u32, first_time: bool) -> u32 {
    let mut delta = if first_time { delta / DAMP } else { delta / 2 };
    delta += delta / num_points.max(1);
    let mut k = 0;
    while delta > ((BASE - T_MIN) * T_MAX) / 2 {
        delta /= BASE - T_MIN;
        k += BASE;
    }
    k + (BASE - T_MIN + 1) * delta / (delta + SKEW)
}

/// The threshold t for position k (section 6.2/6.3).
fn threshold(k: u32, bias: u32) -> u32 {
    if k <= bias {
        T_MIN
    } else if k >= bias + T_MAX {
        T_MAX
    } else {
        k - bias
    }
}

/// The digit value of a code point: a-z are 0-25, 0-9 are 26-35 (the input is lowercase).
fn digit_value(c: char) -> Option<u32> {
    match c {
        'a'..='z' => Some(u32::from(c) - u32::from('a')),
        '0'..='9' => Some(u32::from(c) - u32::from('0') + 26),
        _ => None,
    }
}

fn value_digit(d: u32) -> char {
    let b = if d < 26 {
        b'a' + d as u8
    } else {
        b'0' + (d as u8 - 26)
    };
    char::from(b)
}

/// Section 6.2, decoding. `input` is the label after "xn--", ASCII-lowercased. `None` is a
/// failure: a bad digit, a truncated number, overflow, a code point that is not a scalar value,
/// or (see [`MAX_DECODED_LEN`]) an output longer than the caller accepts.
pub(super) fn decode(input: &[char]) -> Option<Vec<char>> {
    // "Let b be the number of code points before the last delimiter, or 0 if there is none,
    // then copy the first b code points to the output" (and skip the delimiter if b > 0).
    let (basic, digits) = match input.iter().rposition(|&c| c == '-') {
        Some(0) | None => (&[][..], input),
        Some(p) => (input.get(..p)?, input.get(p + 1..)?),
    };
    let mut output: Vec<char> = basic.to_vec();
    if output.len() > MAX_DECODED_LEN {
        return None;
    }
    let mut n = INITIAL_N;
    let mut i: u32 = 0;
    let mut bias = INITIAL_BIAS;
    let mut digits = digits.iter();
    while let Some(&first) = digits.next() {
        let old_i = i;
        let mut w: u32 = 1;
        let mut k = BASE;
        let mut c = first;
        loop {
            let digit = digit_value(c)?;
            i = i.checked_add(digit.checked_mul(w)?)?;
            let t = threshold(k, bias);
            if digit < t {
                break;
            }
            w = w.checked_mul(BASE - t)?;
            k += BASE;
            c = *digits.next()?;
        }
        let len = u32::try_from(output.len()).ok()?.checked_add(1)?;
        bias = adapt(i - old_i, len, old_i == 0);
        n = n.checked_add(i / len)?;
        i %= len;
        let ch = char::from_u32(n)?;
        if output.len() >= MAX_DECODED_LEN {
            return None;
        }
        output.insert(i as usize, ch);
        i += 1;
    }
    Some(output)
}

/// Section 6.3, encoding: appends the Punycode form of `input` (without "xn--") to `out`.
/// `None` on overflow (not reachable for labels of at most [`MAX_DECODED_LEN`] characters).
pub(super) fn encode(input: &[char], out: &mut String) -> Option<()> {
    let len = u32::try_from(input.len()).ok()?;
    let mut b: u32 = 0;
    for &c in input {
        if c.is_ascii() {
            out.push(c);
            b += 1;
        }
    }
    if b > 0 {
        out.push('-');
    }
    let mut n = INITIAL_N;
    let mut delta: u32 = 0;
    let mut bias = INITIAL_BIAS;
    let mut h = b;
    while h < len {
        // The smallest code point >= n in the input.
        let m = input
            .iter()
            .map(|&c| u32::from(c))
            .filter(|&c| c >= n)
            .min()?;
        delta = delta.checked_add((m - n).checked_mul(h + 1)?)?;
        n = m;
        for &c in input {
            let c = u32::from(c);
            if c < n {
                delta = delta.checked_add(1)?;
            }
            if c == n {
                let mut q = delta;
                let mut k = BASE;
                loop {
                    let t = threshold(k, bias);
                    if q < t {
                        break;
                    }
                    out.push(value_digit(t + (q - t) % (BASE - t)));
                    q = (q - t) / (BASE - t);
                    k += BASE;
                }
                out.push(value_digit(q));
                bias = adapt(delta, h + 1, h == b);
                delta = 0;
                h += 1;
            }
        }
        delta = delta.checked_add(1)?;
        n = n.checked_add(1)?;
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enc(s: &str) -> String {
        let chars: Vec<char> = s.chars().collect();
        let mut out = String::new();
        encode(&chars, &mut out).unwrap_or_default();
        out
    }

    fn dec(s: &str) -> Option<String> {
        let chars: Vec<char> = s.chars().collect();
        decode(&chars).map(|v| v.into_iter().collect())
    }

    #[test]
    fn rfc3492_samples() {
        // Section 7.1 (A) Arabic (Egyptian), (L) 3<nen>B<gumi><kinpachi><sensei>.
        let arabic = "\u{644}\u{64A}\u{647}\u{645}\u{627}\u{628}\u{62A}\u{643}\u{644}\u{645}\u{648}\u{634}\u{639}\u{631}\u{628}\u{64A}\u{61F}";
        assert_eq!(enc(arabic), "egbpdaj6bu4bxfgehfvwxn");
        assert_eq!(dec("egbpdaj6bu4bxfgehfvwxn").as_deref(), Some(arabic));
        let l = "3\u{5E74}b\u{7D44}\u{91D1}\u{516B}\u{5148}\u{751F}";
        assert_eq!(enc(l), "3b-ww4c5e180e575a65lsy2b");
        assert_eq!(dec("3b-ww4c5e180e575a65lsy2b").as_deref(), Some(l));
        assert_eq!(enc("m\u{FC}nchen"), "mnchen-3ya");
        assert_eq!(dec("mnchen-3ya").as_deref(), Some("m\u{FC}nchen"));
    }

    #[test]
    fn decode_failures() {
        assert_eq!(dec("-abc"), None); // '-' is not a digit
        assert_eq!(dec("b"), None); // truncated number
        assert_eq!(dec("a").as_deref(), Some("\u{80}"));
        assert_eq!(dec("99999999999"), None); // overflow
        assert_eq!(dec("a_b-"), Some("a_b".to_owned()));
    }
}
