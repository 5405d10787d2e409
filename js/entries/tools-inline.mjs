// The tools for pages: tools-load.mjs, with the tools flavour of the wasm carried inline
// (pkg/wasm/url_wasm_tools_inline.mjs, as browser.mjs carries the core's), so that `loadTools()` and
// url-wasm/tools work in every bundler with nothing to emit. tools-lazy.mjs imports this module
// when `loadTools()` is first called; tools-browser.mjs statically.
import inlineWasm from "../../pkg/wasm/url_wasm_tools_inline.mjs";
import { unpack } from "../wasm/runtime.mjs";
import { loadToolsWasm as load } from "./tools-load.mjs";

export * from "./tools-load.mjs";

/** Make the tools flavour the wasm in use, from the inline copy. */
export const loadToolsWasm = () => load(() => unpack(inlineWasm));
