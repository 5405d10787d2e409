// Entry for bundlers with WebAssembly ES module integration (webpack 5 with
// `experiments.asyncWebAssembly`, Rollup/Vite wasm plugins, Node --experimental-wasm-modules):
// wasm-bindgen's `--target bundler` output in pkg/wasm/ (the .wasm the other entries load too),
// imported as modules. `import "url-wasm/bundler"`.
import * as wasm from "../../pkg/wasm/url_wasm_bg.wasm";
import "../../pkg/wasm/url_wasm.js"; // wasm-bindgen glue: wires its imports, runs __wbindgen_start
import { useExports } from "../wasm/runtime.mjs";

useExports(wasm);

export { URL, URLSearchParams } from "../url.mjs";
export { init, initSync, isInitialized } from "../wasm/runtime.mjs";
export const ready = Promise.resolve();
