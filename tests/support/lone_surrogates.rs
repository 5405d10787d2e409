//! Shared by the WPT runners (`tests/wpt.rs`, `tests/urlpattern_wpt.rs`).

/// serde_json refuses unpaired surrogate escapes in strings, which some WPT files contain on
/// purpose. JavaScript keeps them in the string and the `URL` API then converts its arguments to
/// USVString, replacing each unpaired surrogate with U+FFFD; do that replacement up front.
pub fn replace_lone_surrogate_escapes(json: &str) -> String {
    fn hex4(b: &[u8], at: usize) -> Option<u32> {
        let digits = b.get(at..at + 4)?;
        let s = std::str::from_utf8(digits).ok()?;
        u32::from_str_radix(s, 16).ok()
    }
    let b = json.as_bytes();
    let mut out = String::with_capacity(json.len());
    let (mut i, mut copied) = (0, 0);
    while i < b.len() {
        if b[i] != b'\\' {
            i += 1;
            continue;
        }
        if b.get(i + 1) != Some(&b'u') {
            i += 2; // some other escape, e.g. \\ or \"
            continue;
        }
        let Some(unit) = hex4(b, i + 2) else {
            i += 2;
            continue;
        };
        let lone = match unit {
            0xD800..=0xDBFF => {
                let paired = b.get(i + 6) == Some(&b'\\')
                    && b.get(i + 7) == Some(&b'u')
                    && hex4(b, i + 8).is_some_and(|low| (0xDC00..=0xDFFF).contains(&low));
                if paired {
                    i += 12;
                    continue;
                }
                true
            }
            0xDC00..=0xDFFF => true,
            _ => false,
        };
        if lone {
            out.push_str(&json[copied..i]);
            out.push_str("\\uFFFD");
            copied = i + 6;
        }
        i += 6;
    }
    out.push_str(&json[copied..]);
    out
}
