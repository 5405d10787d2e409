// Entry for bundlers with WebAssembly ES module integration (webpack 5 with
// `experiments.asyncWebAssembly`, Rollup/Vite wasm plugins, Node --experimental-wasm-modules):
// wasm-pack's `--target bundler` output, imported as modules. `import "url-wasm/bundler"`.
import * as wasm from "../pkg/bundler/url_wasm_bg.wasm";
import "../pkg/bundler/url_wasm.js"; // wasm-bindgen glue: wires its imports, runs __wbindgen_start
import { useExports } from "./runtime.mjs";

useExports(wasm);

export { URL, URLSearchParams } from "./url.mjs";
export { domainToASCII, domainToUnicode, hostToUnicode, isValidURLString, parseWithErrors, validateURLString } from "./tools.mjs";
export { init, initSync, isInitialized } from "./runtime.mjs";
export const ready = Promise.resolve();
