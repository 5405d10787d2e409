//! (a) Any string, with and without a base: no panic; on success the offsets describe the href
//! and parsing the href again gives the same href and offsets (`check_invariants`); `can_parse`
//! answers as `parse` does (its fast paths are not `parse`'s).
#![no_main]
use libfuzzer_sys::fuzz_target;
use url_wasm::Url;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    // A NUL splits input and base: "input\0base".
    let (input, base) = match text.split_once('\0') {
        Some((i, b)) => (i, Some(b)),
        None => (&*text, None),
    };
    let parsed = Url::parse(input, base);
    if let Ok(url) = &parsed {
        if let Err(e) = url.check_invariants() {
            panic!("{e}");
        }
    }
    assert_eq!(Url::can_parse(input, base), parsed.is_ok(), "can_parse({input:?}, {base:?})");
    if let Ok(url) = Url::parse(&text, None) {
        if let Err(e) = url.check_invariants() {
            panic!("{e}");
        }
    }
});
