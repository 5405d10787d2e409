// url-wasm/urlpattern without WebAssembly (`url-wasm/js/urlpattern`, and the `react-native` condition
// that Metro uses, through its build in pkg/rn/): URLPattern and url-wasm's classes over the JS build
// of the URLPattern flavour (pkg/js/url_wasm_urlpattern.mjs, translated by scripts/wasm2js.mjs),
// instantiated synchronously when this module is evaluated. It replaces the JS build of the core
// when url-wasm/js was loaded first (the classes carry on: no URL state lives in the core).
import * as core from "../../pkg/js/url_wasm_urlpattern.mjs";
import { useJsCore } from "../wasm/runtime.mjs";
import { URLPATTERN_EXPORT } from "../wasm/urlpattern-bridge.mjs";
import { withJsCoreBridge } from "../special-url.mjs";

useJsCore(withJsCoreBridge(core), URLPATTERN_EXPORT);

export { URLPattern } from "../urlpattern.mjs";
export { URL, URLSearchParams } from "../url.mjs";
/** Already settled: the JS build is instantiated synchronously. */
export const ready = Promise.resolve();
