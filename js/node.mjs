// Node entry for `import "url-wasm"`. The implementation (node-impl.mjs) is built into the CommonJS
// file pkg/cjs/url-wasm.cjs (scripts/build.sh), which `require("url-wasm")` loads on every Node
// >= 18; importing that same file here gives import and require one copy of the classes and of the
// wasm instance (no dual-package hazard: the URL of `require` is the URL of `import`).
import api from "../pkg/cjs/url-wasm.cjs";

export const { URL, URLSearchParams, init, initSync, isInitialized, ready } = api;
