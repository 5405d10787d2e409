// `url-wasm/tools` in web workers: worker.mjs's exports plus the authoring tools, with the tools
// flavour of the wasm (the core one has no tool exports).
import { loadInWorker } from "./worker-load.mjs";

export { URL, URLSearchParams } from "../url.mjs";
export * from "../tools.mjs";
export { loadEncoders } from "./tools-encoders.mjs";
export { init, initSync, isInitialized } from "../wasm/runtime.mjs";

export const ready = loadInWorker(new URL("../../pkg/wasm/url_wasm_tools_bg.wasm", import.meta.url));
