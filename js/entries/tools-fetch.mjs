// The tools flavour of the wasm from its URL, for the worker entries (worker.mjs, tools-worker.mjs),
// which may load it synchronously; pages carry it inline instead (tools-inline.mjs). A module of its
// own, so that the pages' bundles do not name the .wasm (bundlers would emit it, unused).
import { hasExport } from "../wasm/runtime.mjs";
import { TOOLS_EXPORT } from "./tools-load.mjs";
import { loadSync } from "./worker-load.mjs";

export const toolsWasmURL = () => new URL("../../pkg/wasm/url_wasm_tools_bg.wasm", import.meta.url);

/** The tools flavour, synchronously (synchronous XHR), where the worker allows it; whether it is in use. */
export function loadToolsWasmSync() {
  if (!hasExport(TOOLS_EXPORT)) loadSync(toolsWasmURL(), TOOLS_EXPORT);
  return hasExport(TOOLS_EXPORT);
}
