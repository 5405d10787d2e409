// Entry for bundlers with WebAssembly ES module integration (webpack 5 with
// `experiments.asyncWebAssembly`, Vite 8, Node --experimental-wasm-modules): the .wasm in pkg/wasm/
// (the one the other entries load too) imported as a module, which imports wasm-bindgen's
// url_wasm_bg.js beside it. `import "url-wasm/bundler"`.
// wasm-bindgen's url_wasm.js is not imported: it would hand the exports to url_wasm_bg.js and call
// __wbindgen_start, which is that file's table initializer re-exported. A dev server's dependency
// pre-bundling copies url_wasm_bg.js into its bundle while the .wasm keeps importing the original,
// so the copy given the exports is not the one the .wasm calls (Vite 8's dev server failed so).
// useExports does the initializer's work instead.
import * as wasm from "../../pkg/wasm/url_wasm_bg.wasm";
import { useExports } from "../wasm/runtime.mjs";

useExports(wasm);

export { URL, URLSearchParams } from "../url.mjs";
export { init, initSync, isInitialized } from "../wasm/runtime.mjs";
export const ready = Promise.resolve();
