// `url-wasm/tools` in web workers: worker.mjs's exports plus the authoring tools, with the tools
// flavour of the wasm (the core one has no tool exports).
import { toolsWasmURL } from "./tools-fetch.mjs";
import { loadInWorker } from "./worker-load.mjs";

export { URL, URLSearchParams } from "../url.mjs";
export * from "../tools.mjs";
export { loadEncoders } from "./tools-encoders.mjs";
export { init, initSync, isInitialized } from "../wasm/runtime.mjs";

/** Already loaded here: the same promise as `ready`. */
export const loadTools = () => ready;

export const ready = loadInWorker(toolsWasmURL());
