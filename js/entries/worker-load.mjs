// Shared by the worker entries (worker.mjs, tools-worker.mjs): workers may compile synchronously,
// so when synchronous XHR exists (dedicated and shared workers) the wasm is loaded before the entry
// finishes evaluating and the classes are usable at once. Elsewhere it falls back to the
// asynchronous path of the browser entries: await `ready`.
import { init, initSync, isInitialized, wasmCompiles } from "../wasm/runtime.mjs";

/** Fetch and instantiate `wasmURL` synchronously (`needs`: as for initSync), where the worker allows it. */
export function loadSync(wasmURL, needs = undefined) {
  if (typeof XMLHttpRequest !== "function" || !wasmCompiles()) return;
  try {
    const xhr = new XMLHttpRequest();
    xhr.open("GET", wasmURL.href, false);
    xhr.responseType = "arraybuffer";
    xhr.send();
    if ((xhr.status === 200 || xhr.status === 0) && xhr.response) initSync(xhr.response, needs);
  } catch {
    // e.g. a window context, or no network access: the asynchronous path reports errors.
  }
}

/** Load the wasm at `wasmURL` (synchronously where possible); returns the entry's `ready`.
 * `wasmURL` is undefined where there is no WebAssembly: `init` then uses the JS build, if the
 * entry registered one (useFallback). */
export function loadInWorker(wasmURL) {
  if (wasmURL !== undefined) loadSync(wasmURL);
  return isInitialized() ? Promise.resolve() : init(wasmURL);
}
