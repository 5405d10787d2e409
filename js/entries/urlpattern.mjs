// url-wasm/urlpattern for `import` in Node: the URLPattern class of the CommonJS build
// pkg/cjs/url-wasm.cjs (built from node-impl.mjs), so that it shares the wasm instance of
// `url-wasm` (see node.mjs for why require()). `require("url-wasm/urlpattern")` loads that file.
import { createRequire } from "node:module";

const api = createRequire(import.meta.url)("../../pkg/cjs/url-wasm.cjs");

export const { URL, URLPattern, URLSearchParams, ready } = api;
