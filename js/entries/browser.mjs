// Browser (main thread) entry: compiles the wasm asynchronously. Await `ready` before using the
// classes. The default fetch starts one microtask after this module is evaluated, so a module that
// statically imports initSync/init and calls it at once replaces it; to never fetch the default
// location, import "url-wasm/core" instead and call init(source) or initSync(bytes) yourself.
// `new URL("…", import.meta.url)` is the pattern bundlers (webpack 5, Vite, Parcel, esbuild with
// a loader) recognize to ship the .wasm as an asset.
// The authoring tools are a separate download that `loadTools()` fetches (tools-lazy.mjs).
// Where WebAssembly is missing or refused (CSP), the JS build of the core is imported instead; then
// the wasm is not downloaded (and there may be no URL class to locate it with).
import { init, useFallback } from "../wasm/runtime.mjs";

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
export const ready = Promise.resolve(0).then(() =>
  init(typeof WebAssembly === "object" ? new URL("../../pkg/wasm/url_wasm_bg.wasm", import.meta.url) : undefined),
);
