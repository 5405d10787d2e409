// The tools flavour of the wasm (url_wasm_tools_bg.wasm: the core plus the tools' exports) for the
// browser and worker entries, with the authoring tools (tools.mjs), `parse` and the encoders'
// loader: it makes that wasm replace the core one (no URL state lives in wasm). The worker entry
// loads it synchronously on first use, tools-worker.mjs up front, both from its URL
// (tools-fetch.mjs); the pages' entries (`loadTools()` of browser.mjs through tools-lazy.mjs, and
// tools-browser.mjs) through tools-inline.mjs, from the copy it carries.
import { compile, hasExport, init, wasmCompiles } from "../wasm/runtime.mjs";

export * from "../tools.mjs";
export { loadEncoders } from "./tools-encoders.mjs";

/** The export only the tools (and encoding) flavours of the wasm have. */
export const TOOLS_EXPORT = "parse_with_errors";

/** Make the tools flavour the wasm in use (after the entry's own load, if that is under way), from
 * `source()` (what init takes: tools-fetch.mjs's URL, tools-inline.mjs's inline copy). It is
 * compiled first, so that a failure leaves the instance in use alone (init's fallback to the JS
 * build of the core, which has no tools, is for the classes). */
export async function loadToolsWasm(source) {
  if (hasExport(TOOLS_EXPORT)) return;
  // Where WebAssembly is missing or refused (CSP), the entries run the JS build of the core.
  if (!wasmCompiles())
    throw new Error("url-wasm: the authoring tools need WebAssembly, which this runtime does not run");
  await init(await compile(source()), TOOLS_EXPORT);
}
