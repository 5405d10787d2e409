//! (c) application/x-www-form-urlencoded: parse -> serialize -> parse is stable.
#![no_main]
use libfuzzer_sys::fuzz_target;
use url_wasm::form_urlencoded::{parse, serialize};

fuzz_target!(|data: &[u8]| {
    let pairs = parse(data);
    let once = serialize(pairs.iter().map(|(n, v)| (n.as_str(), v.as_str())));
    let again = parse(once.as_bytes());
    assert_eq!(pairs, again, "parse(serialize(parse(x))) differs");
    let twice = serialize(again.iter().map(|(n, v)| (n.as_str(), v.as_str())));
    assert_eq!(once, twice, "serialize is not stable");
});
