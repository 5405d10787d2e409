//! Percent-encoded bytes: the percent-encode sets, percent-encoding and percent-decoding.
//!
//! <https://url.spec.whatwg.org/#percent-encoded-bytes>

use crate::prelude::*;
/// A percent-encode set: the ASCII bytes it contains, as a 128-bit set (two `u64` halves: a
/// `u128` shift is a library call on wasm32). Every byte >= 0x80 (every non-ASCII code point's
/// UTF-8 bytes) is always in every set, since each set contains the C0 control percent-encode set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EncodeSet {
    low: u64,
    high: u64,
}

impl EncodeSet {
    const fn empty() -> Self {
        EncodeSet { low: 0, high: 0 }
    }

    /// The set plus one ASCII byte.
    const fn add(self, b: u8) -> Self {
        let b = b & 0x7f;
        if b < 64 {
            EncodeSet {
                low: self.low | (1 << b),
                high: self.high,
            }
        } else {
            EncodeSet {
                low: self.low,
                high: self.high | (1 << (b - 64)),
            }
        }
    }

    /// The set plus the inclusive ASCII range `from..=to`.
    const fn add_range(self, from: u8, to: u8) -> Self {
        let mut s = self;
        let mut b = from;
        while b <= to {
            s = s.add(b);
            b += 1;
        }
        s
    }

    /// Whether `b` (a byte of UTF-8) must be percent-encoded with this set.
    #[inline]
    pub const fn contains(&self, b: u8) -> bool {
        match b {
            0..=63 => (self.low >> b) & 1 == 1,
            64..=127 => (self.high >> (b - 64)) & 1 == 1,
            _ => true,
        }
    }
}

/// <https://url.spec.whatwg.org/#c0-control-percent-encode-set>:
/// the C0 controls and all code points greater than U+007E (~).
pub const C0_CONTROL: EncodeSet = EncodeSet::empty().add_range(0x00, 0x1f).add(0x7f);

/// <https://url.spec.whatwg.org/#fragment-percent-encode-set>
pub const FRAGMENT: EncodeSet = C0_CONTROL.add(b' ').add(b'"').add(b'<').add(b'>').add(b'`');

/// <https://url.spec.whatwg.org/#query-percent-encode-set>
pub const QUERY: EncodeSet = C0_CONTROL.add(b' ').add(b'"').add(b'#').add(b'<').add(b'>');

/// <https://url.spec.whatwg.org/#special-query-percent-encode-set>
pub const SPECIAL_QUERY: EncodeSet = QUERY.add(b'\'');

/// <https://url.spec.whatwg.org/#path-percent-encode-set> (with U+005E (^), added in 2025).
pub const PATH: EncodeSet = QUERY.add(b'?').add(b'^').add(b'`').add(b'{').add(b'}');

/// <https://url.spec.whatwg.org/#userinfo-percent-encode-set>
pub const USERINFO: EncodeSet = PATH
    .add(b'/')
    .add(b':')
    .add(b';')
    .add(b'=')
    .add(b'@')
    .add_range(b'[', b']')
    .add(b'|');

/// <https://url.spec.whatwg.org/#component-percent-encode-set>
pub const COMPONENT: EncodeSet = USERINFO.add_range(b'$', b'&').add(b'+').add(b',');

/// <https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set>
pub const FORM_URLENCODED: EncodeSet = COMPONENT.add(b'!').add_range(b'\'', b')').add(b'~');

const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// <https://url.spec.whatwg.org/#percent-encode>: append `%XX` (upper-case hex) for `byte`.
#[inline]
pub fn percent_encode_byte(byte: u8, out: &mut String) {
    let hex = |nibble: u8| char::from(*HEX_UPPER.get(usize::from(nibble)).unwrap_or(&b'0'));
    out.push('%');
    out.push(hex(byte >> 4));
    out.push(hex(byte & 0xf));
}

/// <https://url.spec.whatwg.org/#string-utf-8-percent-encode>: append `input`,
/// UTF-8 percent-encoded using `set`. ASCII runs outside the set are copied in one piece.
pub fn utf8_percent_encode(input: &str, set: EncodeSet, out: &mut String) {
    let bytes = input.as_bytes();
    let mut run_start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if set.contains(b) {
            out.push_str(input.get(run_start..i).unwrap_or_default());
            percent_encode_byte(b, out);
            run_start = i + 1;
        }
    }
    out.push_str(input.get(run_start..).unwrap_or_default());
}

/// <https://url.spec.whatwg.org/#code-point-percent-encode>: append one code point,
/// UTF-8 percent-encoded using `set`.
#[inline]
pub fn utf8_percent_encode_char(c: char, set: EncodeSet, out: &mut String) {
    if c.is_ascii() {
        let b = c as u8;
        if set.contains(b) {
            percent_encode_byte(b, out);
        } else {
            out.push(c);
        }
    } else {
        let mut buf = [0u8; 4];
        for &b in c.encode_utf8(&mut buf).as_bytes() {
            percent_encode_byte(b, out);
        }
    }
}

/// The value of an ASCII hex digit, or `None`.
#[inline]
pub fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// Whether `input` contains a percent-encoded byte (`%` followed by two ASCII hex digits).
pub fn contains_percent_encoded_byte(input: &[u8]) -> bool {
    input
        .windows(3)
        .any(|w| matches!(w, [b'%', a, b] if a.is_ascii_hexdigit() && b.is_ascii_hexdigit()))
}

/// <https://url.spec.whatwg.org/#percent-decode>: the bytes with every `%XX` replaced by its byte.
pub fn percent_decode(input: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(input.len());
    let mut i = 0;
    while let Some(&b) = input.get(i) {
        if b == b'%' {
            if let (Some(h), Some(l)) = (
                input.get(i + 1).and_then(|&x| hex_value(x)),
                input.get(i + 2).and_then(|&x| hex_value(x)),
            ) {
                out.push(h << 4 | l);
                i += 3;
                continue;
            }
        }
        out.push(b);
        i += 1;
    }
    out
}

/// <https://url.spec.whatwg.org/#string-percent-decode>, followed by
/// [UTF-8 decode without BOM](https://encoding.spec.whatwg.org/#utf-8-decode-without-bom):
/// invalid sequences become U+FFFD. (A leading BOM is kept, as "without BOM" says.)
pub fn percent_decode_to_string(input: &[u8]) -> String {
    if crate::infra::find_byte(input, b'%').is_none() {
        return String::from_utf8_lossy(input).into_owned();
    }
    match String::from_utf8(percent_decode(input)) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enc(s: &str, set: EncodeSet) -> String {
        let mut out = String::new();
        utf8_percent_encode(s, set, &mut out);
        out
    }

    #[test]
    fn sets_compose_as_the_spec_composes_them() {
        assert!(
            C0_CONTROL.contains(0x00) && C0_CONTROL.contains(0x1f) && C0_CONTROL.contains(0x7f)
        );
        assert!(!C0_CONTROL.contains(b' ') && !C0_CONTROL.contains(b'~'));
        assert_eq!(enc("a b\"#<>`^{}?'", FRAGMENT), "a%20b%22#%3C%3E%60^{}?'");
        assert_eq!(enc("a b\"#<>`^{}?'", QUERY), "a%20b%22%23%3C%3E`^{}?'");
        assert_eq!(enc("'", SPECIAL_QUERY), "%27");
        assert_eq!(enc("a^b?`{}", PATH), "a%5Eb%3F%60%7B%7D");
        assert_eq!(
            enc("/:;=@[\\]|^", USERINFO),
            "%2F%3A%3B%3D%40%5B%5C%5D%7C%5E"
        );
        assert_eq!(enc("$%&+,", COMPONENT), "%24%25%26%2B%2C");
        assert_eq!(enc("!'()~*-._", FORM_URLENCODED), "%21%27%28%29%7E*-._");
        assert_eq!(enc("\u{2020}", C0_CONTROL), "%E2%80%A0");
    }

    #[test]
    fn decode() {
        assert_eq!(percent_decode(b"%25%s%1G%4a%"), b"%%s%1GJ%");
        assert_eq!(
            percent_decode_to_string(b"%FF%E2%80%A0"),
            "\u{FFFD}\u{2020}"
        );
        assert!(contains_percent_encoded_byte(b"ab%7e"));
        assert!(!contains_percent_encoded_byte(b"ab%7g%"));
    }
}
