// Web worker entry: workers may compile synchronously, so when synchronous XHR exists (dedicated
// and shared workers) the wasm is loaded before this module finishes evaluating and the classes are
// usable at once. Elsewhere it falls back to the asynchronous path of browser.mjs: await `ready`.
// Where WebAssembly is missing or refused (CSP), the JS build of the core is imported instead
// (asynchronously: await `ready`), without downloading the wasm.
import { init, initSync, isInitialized, useFallback, wasmCompiles } from "../wasm/runtime.mjs";

export { URL, URLSearchParams } from "../url.mjs";
export { init, initSync, isInitialized } from "../wasm/runtime.mjs";

useFallback(() => import("../../pkg/js/url_wasm.mjs"));

const wasmURL =
  typeof WebAssembly === "object" ? new URL("../../pkg/wasm/url_wasm_bg.wasm", import.meta.url) : undefined;

function loadSync() {
  if (typeof XMLHttpRequest !== "function" || !wasmCompiles()) return;
  try {
    const xhr = new XMLHttpRequest();
    xhr.open("GET", wasmURL.href, false);
    xhr.responseType = "arraybuffer";
    xhr.send();
    if ((xhr.status === 200 || xhr.status === 0) && xhr.response) initSync(xhr.response);
  } catch {
    // e.g. a window context, or no network access: the asynchronous path reports errors.
  }
}

loadSync();
export const ready = isInitialized() ? Promise.resolve() : init(wasmURL);
