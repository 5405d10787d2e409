//! (b) A URL followed by setter calls: invariants and idempotence hold after every step.
//! Input: "url\0<code>value\0<code>value..." where <code> is one byte picking the setter.
#![no_main]
use libfuzzer_sys::fuzz_target;
use url_wasm::{Setter, Url};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut parts = text.split('\0');
    let Some(Ok(mut url)) = parts.next().map(|href| Url::parse(href, None)) else {
        return;
    };
    for part in parts {
        let mut chars = part.chars();
        let code = chars.next().map_or(0, u32::from) % Setter::ALL.len() as u32;
        let Some(setter) = Setter::from_code(code) else {
            return;
        };
        let before = url.clone();
        if url.set(setter, chars.as_str()).is_err() && url != before {
            panic!("a failed {setter:?} changed the URL");
        }
        // Spec-inherent exception: the protocol setter switching to "file" keeps a host of
        // "localhost" and a first segment like "C|", which a fresh parse of the href turns into the
        // empty host and "C:" (the spec's setter steps do not normalize them; whatwg-url agrees, see
        // tests/js/differential-core.mjs). Only the structure is checked then.
        let spec_inherent = setter == Setter::Protocol && url.scheme() == "file" && before.scheme() != "file";
        let checked = if spec_inherent {
            url.check_structure().map_err(str::to_owned)
        } else {
            url.check_invariants()
        };
        if let Err(e) = checked {
            panic!("after {setter:?} = {:?}: {e}", chars.as_str());
        }
        // The wasm boundary passes these offsets back instead of re-parsing: they must fit.
        if Url::from_serialized(url.href().to_owned(), *url.components()).as_ref() != Some(&url) {
            panic!("from_serialized rejects its own offsets: {url:?}");
        }
    }
});
