// Browser (main thread) entry: compiles the wasm asynchronously. Await `ready` before using the
// classes. The default fetch starts one microtask after this module is evaluated, so a module that
// statically imports initSync/init and calls it at once replaces it; to never fetch the default
// location, import "url-wasm/core" instead and call init(source) or initSync(bytes) yourself.
// `new URL("…", import.meta.url)` is the pattern bundlers (webpack 5, Vite, Parcel, esbuild with
// a loader) recognize to ship the .wasm as an asset.
import { init } from "../wasm/runtime.mjs";

export { URL, URLSearchParams } from "../url.mjs";
export { init, initSync, isInitialized } from "../wasm/runtime.mjs";

export const ready = Promise.resolve().then(() => init(new URL("../../pkg/wasm/url_wasm_bg.wasm", import.meta.url)));
