// Legacy encodings for `url-wasm/tools` in browsers and workers (js/encoding.mjs): `loadEncoders()`
// fetches the encoding flavour of the wasm (pkg/wasm/url_wasm_encoding_bg.wasm, the tools flavour
// plus the encoders, 195 KB gzip) and makes it the instance in use. In workers, where synchronous
// XHR and compiling are allowed, the first call that needs an encoder loads it by itself (as Node
// does); on a page such a call before `await loadEncoders()` throws a TypeError that says so.
import { ENCODERS_EXPORT, useEncodingLoader } from "../encoding.mjs";
import { hasExport, init } from "../wasm/runtime.mjs";
import { loadSync } from "./worker-load.mjs";

const encodersURL = () => new URL("../../pkg/wasm/url_wasm_encoding_bg.wasm", import.meta.url);

useEncodingLoader(() => {
  if (hasExport(ENCODERS_EXPORT)) return;
  if (typeof document === "undefined") loadSync(encodersURL(), ENCODERS_EXPORT);
  if (!hasExport(ENCODERS_EXPORT)) {
    throw new TypeError("url-wasm: an encoding other than UTF-8 needs the encoders: await loadEncoders() first");
  }
});

/** Fetch the encoders (once); resolves when every encoding works. */
export function loadEncoders() {
  return init(encodersURL(), ENCODERS_EXPORT);
}
