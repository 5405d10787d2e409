// Node implementation: the wasm is read and instantiated synchronously when this module is
// evaluated, so the classes are usable immediately. Not an entry point itself: scripts/build.sh
// bundles it with esbuild into the CommonJS file pkg/cjs/url-wasm.cjs, which `require("url-wasm")`
// loads and which node.mjs (`import "url-wasm"`) re-exports, so both share one copy of the classes.
//
// The one platform difference: CommonJS has no import.meta. In the bundle, esbuild replaces
// `import.meta.url` with the file URL this source has (js/entries/node-impl.mjs, computed from the
// bundle's __dirname), so the relative URL below names the same file in both forms.
import { Buffer } from "node:buffer";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { initSync, useBridge, useCodec, useFallback } from "../wasm/runtime.mjs";
import { Bridge } from "../wasm/bridge.mjs";
import { bufferCodec } from "../codecs/utf8.mjs";
import { useNodeErrorCodes } from "../webidl.mjs";
import { NODE_ERROR_CODES } from "../node-error-codes.mjs";
import { ENCODERS_EXPORT, useEncodingLoader } from "../encoding.mjs";
import { withJsCoreBridge } from "../special-url.mjs";

useCodec(bufferCodec(Buffer));
// Every URL through wasm: with Node's cheap transcoding (bufferCodec) that was faster than the JS
// fast path first (Node 20, kasztp.txt: canParse 1.00x native against 2.28x, parse the same).
useBridge(Bridge);
useNodeErrorCodes(NODE_ERROR_CODES); // as Node's own URL: ERR_INVALID_URL, ERR_MISSING_ARGS, …
// Without WebAssembly (`node --jitless`), the JS build of the same tools flavour, loaded only then.
useFallback(() => withJsCoreBridge(createRequire(import.meta.url)("../../pkg/js/url_wasm_tools.cjs")));
// The tools flavour of the wasm: Node's main entry exports the authoring tools and URLPattern too.
initSync(readFileSync(new globalThis.URL("../../pkg/wasm/url_wasm_tools_bg.wasm", import.meta.url)));
// Legacy encodings (encoding.mjs): the encoding flavour (the tools flavour plus the encoders)
// replaces it on the first call that needs an encoder.
let encoders = false;
function loadEncodersSync() {
  if (encoders) return;
  if (typeof WebAssembly !== "object") throw new TypeError("url-wasm: legacy encodings need WebAssembly");
  initSync(
    readFileSync(new globalThis.URL("../../pkg/wasm/url_wasm_encoding_bg.wasm", import.meta.url)),
    ENCODERS_EXPORT,
  );
  encoders = true;
}
useEncodingLoader(loadEncodersSync);
/** As url-wasm/tools' in browsers; in Node the encoders also load by themselves on first use. */
export const loadEncoders = async () => loadEncodersSync();

export { URL, URLSearchParams } from "../url.mjs";
export * from "../tools.mjs"; // the authoring tools
export { URLPattern } from "../urlpattern.mjs"; // url-wasm/urlpattern (entries/urlpattern.mjs): the tools flavour has it
export { init, initSync, isInitialized } from "../wasm/runtime.mjs";
/** Already settled: Node loads the wasm synchronously. */
export const ready = Promise.resolve();
/** As the browser entries' (tools-lazy.mjs); Node loads the tools with the classes: `ready`. */
export const loadTools = () => ready;
