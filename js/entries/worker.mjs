// Web worker entry: the wasm is loaded synchronously where the worker allows it (worker-load.mjs),
// so the classes are usable at once; elsewhere await `ready`.
import { loadInWorker } from "./worker-load.mjs";

export { URL, URLSearchParams } from "../url.mjs";
export { init, initSync, isInitialized } from "../wasm/runtime.mjs";

export const ready = loadInWorker(new URL("../../pkg/wasm/url_wasm_bg.wasm", import.meta.url));
