// Legacy encodings for `url-wasm/tools` in browsers and workers (js/encoding.mjs): `loadEncoders()`
// fetches the encoding flavour of the wasm (pkg/wasm/url_wasm_encoding_bg.wasm, the tools flavour
// plus the encoders, 195 KB gzip) and makes it the instance in use; until then an encoding other
// than UTF-8 throws a TypeError that says to call it.
import { ENCODERS_EXPORT, useEncodingLoader } from "../encoding.mjs";
import { guardedExports, init } from "../wasm/runtime.mjs";

useEncodingLoader(() => {
  if (typeof guardedExports()[ENCODERS_EXPORT] !== "function") {
    throw new TypeError("url-wasm: an encoding other than UTF-8 needs the encoders: await loadEncoders() first");
  }
});

/** Fetch the encoders (once); resolves when every encoding works. */
export function loadEncoders() {
  return init(new URL("../../pkg/wasm/url_wasm_encoding_bg.wasm", import.meta.url), ENCODERS_EXPORT);
}
