// The tools flavour of the wasm (url_wasm_tools_bg.wasm: the core plus the tools' exports) for the
// browser and worker entries: `loadTools()` of the main browser entry (tools-lazy.mjs) imports this
// module for the authoring tools (tools.mjs), `parse` and the encoders' loader, and makes that wasm
// replace the core one (no URL state lives in wasm); the worker entry loads it synchronously on
// first use; the `url-wasm/tools` entries (tools-browser.mjs, tools-worker.mjs) load it up front.
import { compile, hasExport, init, wasmCompiles } from "../wasm/runtime.mjs";
import { loadSync } from "./worker-load.mjs";

export * from "../tools.mjs";
export { loadEncoders } from "./tools-encoders.mjs";

/** The export only the tools (and encoding) flavours of the wasm have. */
const TOOLS_EXPORT = "parse_with_errors";

export const toolsWasmURL = () => new URL("../../pkg/wasm/url_wasm_tools_bg.wasm", import.meta.url);

/** Make the tools flavour the wasm in use (after the entry's own load, if that is under way). It is
 * fetched and compiled first, so that a failure leaves the instance in use alone (init's fallback
 * to the JS build of the core, which has no tools, is for the classes). */
export async function loadToolsWasm() {
  if (hasExport(TOOLS_EXPORT)) return;
  // Where WebAssembly is missing or refused (CSP), the entries run the JS build of the core.
  if (!wasmCompiles())
    throw new Error("url-wasm: the authoring tools need WebAssembly, which this runtime does not run");
  await init(await compile(toolsWasmURL()), TOOLS_EXPORT);
}

/** Workers: loadToolsWasm synchronously (synchronous XHR), where the worker allows it; whether it did. */
export function loadToolsWasmSync() {
  if (!hasExport(TOOLS_EXPORT)) loadSync(toolsWasmURL(), TOOLS_EXPORT);
  return hasExport(TOOLS_EXPORT);
}
