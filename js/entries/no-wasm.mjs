// Entry for runtimes without WebAssembly (`url-wasm/js`, and the `react-native` condition that
// Metro uses, through its build in pkg/rn/): the classes over the JS build of the core
// (pkg/js/url_wasm.mjs, translated from the same optimized wasm by scripts/wasm2js.mjs, driven by
// special-url.mjs's JsCoreBridge),
// instantiated synchronously when this module is evaluated. Needs no WebAssembly, TextEncoder/TextDecoder or URL from the runtime.
import * as core from "../../pkg/js/url_wasm.mjs";
import { URL as JsURL, URLSearchParams as JsURLSearchParams } from "../url.mjs";
import * as runtime from "../wasm/runtime.mjs";
import { withJsCoreBridge } from "../special-url.mjs";

runtime.useJsCore(withJsCoreBridge(core));

// Exported through bindings of this module: in pkg/rn/, split into chunks, they then come from the
// chunk that runs useJsCore above, and Metro's inline requires (React Native's default) evaluate a
// chunk at the first use of one of its exports, not before.
export const URL = JsURL;
export const URLSearchParams = JsURLSearchParams;
export const { init, initSync, isInitialized } = runtime;
/** Already settled: the JS build is instantiated synchronously. */
export const ready = Promise.resolve();
