// url-wasm/urlpattern in browsers and workers: compiles the URLPattern build of the wasm (a superset
// of url-wasm's), which it carries inline (pkg/wasm/url_wasm_urlpattern_inline.mjs, as browser.mjs
// does the core's), asynchronously; await `ready`.
// The runtime is the one url-wasm's entries use (the build's common chunk). Loading starts while
// this module is evaluated: when the page also imports url-wasm statically, url-wasm's own init
// (one microtask later) finds it under way and takes this module instead of the smaller one, so the
// page compiles one wasm (but downloads url-wasm's inline one too: this entry exports URL and
// URLSearchParams, so such a page needs only this one). Loaded later (a dynamic import), it
// replaces url-wasm's instance, and the URL classes carry on with it (no URL state lives in wasm).
// Where WebAssembly is missing or refused (CSP), or DecompressionStream is missing, `ready` rejects
// with an error that names url-wasm/js/urlpattern (the JS build of this flavour, 86 KB gzip): it is
// not imported automatically, so that bundles of this entry do not carry it.
import inlineWasm from "../../pkg/wasm/url_wasm_urlpattern_inline.mjs";
import { hasExport, init, unpack } from "../wasm/runtime.mjs";
import { URLPATTERN_EXPORT } from "../wasm/urlpattern-bridge.mjs";

export { URLPattern } from "../urlpattern.mjs";
// url-wasm's classes too (the same ones, one runtime), as in Node. This also keeps the code all the
// browser entries share in one esbuild chunk instead of two, which saves url-wasm's main browser
// download about 1 KB of gzip (bench/size.mjs).
export { URL, URLSearchParams } from "../url.mjs";

const noWasm = (cause) =>
  new Error(
    "url-wasm/urlpattern: WebAssembly is missing here or refused (a Content-Security-Policy without " +
      "'wasm-unsafe-eval'), or DecompressionStream is; import URLPattern from \"url-wasm/js/urlpattern\", " +
      "the JS build, instead",
    { cause },
  );

const unavailable = () => typeof WebAssembly !== "object" || typeof DecompressionStream !== "function";

export const ready = init(unavailable() ? undefined : unpack(inlineWasm), URLPATTERN_EXPORT).then(
  () => {
    // url-wasm's entries fall back to the JS build of the core, which has no URLPattern.
    if (!hasExport(URLPATTERN_EXPORT)) throw noWasm();
  },
  (error) => {
    throw unavailable() || error instanceof WebAssembly.CompileError ? noWasm(error) : error;
  },
);
