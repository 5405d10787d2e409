//! (d) The host parser alone: no panic; a parsed host serializes to ASCII that parses again
//! to the same host.
#![no_main]
use libfuzzer_sys::fuzz_target;
use url_wasm::host::Host;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for is_opaque in [false, true] {
        if let Ok(host) = Host::parse(&text, is_opaque) {
            let mut serialized = String::new();
            host.serialize(&mut serialized);
            assert!(serialized.is_ascii(), "non-ASCII host {serialized:?}");
            let again = Host::parse(&serialized, is_opaque)
                .unwrap_or_else(|e| panic!("{serialized:?} does not parse again: {e}"));
            let mut reserialized = String::new();
            again.serialize(&mut reserialized);
            assert_eq!(serialized, reserialized);
        }
    }
});
