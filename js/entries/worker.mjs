// Web worker entry: the wasm is loaded synchronously where the worker allows it (worker-load.mjs),
// so the classes are usable at once; elsewhere await `ready`. Where WebAssembly is missing or
// refused (CSP), the JS build of the core is imported instead (asynchronously: await `ready`),
// without downloading the wasm.
import { useFallback } from "../wasm/runtime.mjs";
import { useToolsLoader } from "../tools-loader.mjs";
import { loadToolsWasm } from "./tools-load.mjs";
import { loadToolsWasmSync, toolsWasmURL } from "./tools-fetch.mjs";
import { loadInWorker } from "./worker-load.mjs";

export { URL, URLSearchParams } from "../url.mjs";
export { init, initSync, isInitialized } from "../wasm/runtime.mjs";
// The authoring tools: the first call loads their wasm synchronously where the worker allows it
// (elsewhere it throws a TypeError until `await loadTools()`).
export * from "../tools.mjs";
export { loadEncoders } from "./tools-encoders.mjs";

useToolsLoader(() => {
  if (!loadToolsWasmSync()) {
    throw new TypeError(
      "url-wasm: the authoring tools could not be loaded synchronously here: await loadTools() first",
    );
  }
});

// loadTools(): the tools flavour of the wasm now (else the first tool call loads it, where it can).
export const loadTools = () => loadToolsWasm(toolsWasmURL);

useFallback(() => import("../../pkg/js/url_wasm.mjs"));

export const ready = loadInWorker(
  typeof WebAssembly === "object" ? new URL("../../pkg/wasm/url_wasm_bg.wasm", import.meta.url) : undefined,
);
