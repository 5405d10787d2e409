// Browser (main thread) entry: compiles the wasm asynchronously. Await `ready` before using the
// classes. The wasm travels inside the JS (pkg/wasm/url_wasm_inline.mjs, scripts/inline-wasm.mjs:
// smaller than the .wasm fetched with gzip, and every bundler and dev server ships it as it ships
// JS, with no asset to emit). It is compiled one microtask after this module is evaluated, so a
// module that statically imports initSync/init and calls it at once replaces it; to bring the wasm
// yourself without the inline copy, import "url-wasm/core" and call init(source) or initSync(bytes).
// The authoring tools are a separate download that `loadTools()` imports (tools-lazy.mjs).
// Where WebAssembly is missing or refused (CSP), or DecompressionStream is missing (browsers before
// 2023), the JS build of the core is imported instead.
import inlineWasm from "../../pkg/wasm/url_wasm_inline.mjs";
import { init, isInitialized, unpack, useFallback } from "../wasm/runtime.mjs";

export { URL, URLSearchParams } from "../url.mjs";
export { init, initSync, isInitialized } from "../wasm/runtime.mjs";
// The authoring tools, after `await loadTools()` (tools-lazy.mjs).
export {
  domainToASCII,
  domainToUnicode,
  hostToUnicode,
  isValidURLString,
  loadEncoders,
  loadTools,
  parse,
  parseWithErrors,
  validateURLString,
} from "./tools-lazy.mjs";

useFallback(() => import("../../pkg/js/url_wasm.mjs"));

// `Promise.resolve(0)`, not `Promise.resolve()`: Parcel 2 takes `Promise.resolve().then(…)` for a
// transpiled dynamic import and ties this one to the fallback's import() above, so that every page
// downloaded the JS build too (parcel-bundler/parcel#8116; tests/bundlers/ counts the bytes).
export const ready = Promise.resolve(0).then(() => {
  // Nothing to unpack after an initSync in the importing module, or without WebAssembly.
  if (isInitialized() || typeof WebAssembly !== "object") return init();
  const wasm = unpack(inlineWasm);
  wasm.catch(() => {}); // init reports a failure, unless an earlier init(source) made it moot
  return init(wasm);
});
