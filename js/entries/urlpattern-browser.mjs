// url-wasm/urlpattern in browsers and workers: like browser.mjs (the same wasm and runtime, shared
// with url-wasm through the build's common chunk), for the URLPattern class. Await `ready`.
import { init, isInitialized } from "../wasm/runtime.mjs";

export { URLPattern } from "../urlpattern.mjs";

export const ready = Promise.resolve().then(() =>
  isInitialized() ? undefined : init(new URL("../../pkg/wasm/url_wasm_bg.wasm", import.meta.url)),
);
