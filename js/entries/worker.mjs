// Web worker entry: the wasm is loaded synchronously where the worker allows it (worker-load.mjs),
// so the classes are usable at once; elsewhere await `ready`. Where WebAssembly is missing or
// refused (CSP), the JS build of the core is imported instead (asynchronously: await `ready`),
// without downloading the wasm.
import { useFallback } from "../wasm/runtime.mjs";
import { loadInWorker } from "./worker-load.mjs";

export { URL, URLSearchParams } from "../url.mjs";
export { init, initSync, isInitialized } from "../wasm/runtime.mjs";

useFallback(() => import("../../pkg/js/url_wasm.mjs"));

export const ready = loadInWorker(
  typeof WebAssembly === "object" ? new URL("../../pkg/wasm/url_wasm_bg.wasm", import.meta.url) : undefined,
);
