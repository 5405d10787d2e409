//! (e) Our UTS #46 (src/idna/) against the `idna` crate on ICU4X 2.3 data: ToASCII with both
//! strictness values and ToUnicode must give exactly the same results (the fuzzing side of
//! tests/idna_differential.rs, with the same reference).
#![no_main]
use libfuzzer_sys::fuzz_target;

#[path = "../../tests/support/idna_reference.rs"]
mod idna_reference;
use idna_reference::{reference_to_ascii, reference_to_unicode};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for strict in [false, true] {
        assert_eq!(
            url_wasm::__idna_to_ascii(&text, strict),
            reference_to_ascii(&text, strict),
            "ToASCII({strict}) of {text:?}"
        );
    }
    assert_eq!(
        url_wasm::domain_to_unicode(&text),
        reference_to_unicode(&text),
        "ToUnicode of {text:?}"
    );
});
