//! (f) Any encoding label x any string: no panic; an unknown label is an error; on success the
//! href parses again, with the same encoding, to the same href (idempotence), and satisfies
//! `check_invariants` (the UTF-8 reparse: the encoded query is ASCII).
#![no_main]
use libfuzzer_sys::fuzz_target;
use url_wasm::encoding::query_encoding_for_label;
use url_wasm::Url;

/// Labels of the encodings the parser can encode with (and a few that give UTF-8).
const LABELS: &[&str] = &[
    "windows-1252",
    "windows-1251",
    "shift_jis",
    "euc-jp",
    "iso-2022-jp",
    "euc-kr",
    "gbk",
    "gb18030",
    "big5",
    "iso-8859-2",
    "koi8-r",
    "utf-16le",
    "utf-8",
    "replacement",
    "ibm866",
    "macintosh",
    "x-user-defined",
    "windows-874",
    "iso-8859-8-i",
    "koi8-u",
];

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    // First byte < 240: one of LABELS; else the text up to a NUL is the label.
    let (label, input) = if first < 240 {
        let label = LABELS.get(usize::from(first) % LABELS.len());
        (label.copied().unwrap_or("utf-8"), &*text)
    } else {
        text.split_once('\0').unwrap_or(("", &text))
    };
    let Ok(encoding) = query_encoding_for_label(label) else {
        return;
    };
    let Ok(url) = Url::parse_with_encoding(input, None, encoding) else {
        return;
    };
    match Url::parse_with_encoding(url.href(), None, encoding) {
        Ok(again) if again.href() == url.href() => {}
        other => panic!("{label}: {input:?} -> {:?} -> {other:?}", url.href()),
    }
    if let Err(e) = url.check_invariants() {
        panic!("{e}");
    }
});
