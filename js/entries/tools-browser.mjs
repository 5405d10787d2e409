// `url-wasm/tools` in browsers: browser.mjs's exports with the authoring tools (parseWithErrors,
// validateURLString, …) loaded up front, with the tools flavour of the wasm, inline (browser.mjs
// imports it on `loadTools()`, so that pages that only need `URL` download the smaller core wasm; bench/size.mjs
// measures both). Await `ready`.
import { loadToolsWasm } from "./tools-inline.mjs";

export { URL, URLSearchParams } from "../url.mjs";
export * from "../tools.mjs";
export { loadEncoders } from "./tools-encoders.mjs";
export { init, initSync, isInitialized } from "../wasm/runtime.mjs";

/** Already loaded here: the same promise as `ready`. */
export const loadTools = () => ready;

// Promise.resolve(0): see browser.mjs.
export const ready = Promise.resolve(0).then(loadToolsWasm);
