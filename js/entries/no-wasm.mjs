// Entry for runtimes without WebAssembly (`url-wasm/js`, and the `react-native` condition that
// Metro uses, through its build in pkg/rn/): the classes over the JS build of the core
// (pkg/js/url_wasm.mjs, translated from the same optimized wasm by scripts/wasm2js.mjs),
// instantiated synchronously when this module is evaluated. Needs no WebAssembly, TextEncoder/TextDecoder or URL from the runtime.
import * as core from "../../pkg/js/url_wasm.mjs";
import { useJsCore } from "../wasm/runtime.mjs";

useJsCore(core);

export { URL, URLSearchParams } from "../url.mjs";
export { init, initSync, isInitialized } from "../wasm/runtime.mjs";
/** Already settled: the JS build is instantiated synchronously. */
export const ready = Promise.resolve();
