// Web worker entry: workers may compile synchronously, so when synchronous XHR exists (dedicated
// and shared workers) the wasm is loaded before this module finishes evaluating and the classes are
// usable at once. Elsewhere it falls back to the asynchronous path of browser.mjs: await `ready`.
import { init, initSync, isInitialized } from "../wasm/runtime.mjs";

export { URL, URLSearchParams } from "../url.mjs";
export * from "../tools.mjs"; // the authoring tools
export { init, initSync, isInitialized } from "../wasm/runtime.mjs";

const wasmURL = new URL("../../pkg/wasm/url_wasm_bg.wasm", import.meta.url);

function loadSync() {
  if (typeof XMLHttpRequest !== "function") return;
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
