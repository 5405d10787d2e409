// Node entry for `import "url-wasm"`. The implementation (node-impl.mjs) is built into the CommonJS
// file pkg/cjs/url-wasm.cjs (scripts/build.sh), which `require("url-wasm")` loads on every Node
// >= 18. This module loads that same file with require() (same module cache entry), so import and
// require share one copy of the classes and of the wasm instance (no dual-package hazard: the URL
// of `require` is the URL of `import`).
// createRequire rather than `import api from "…cjs"`: importing CommonJS from ESM goes through
// Node's CJS translator (an export-name scan of the whole bundle and the asynchronous loader),
// which costs tens of milliseconds at startup; require() is the cheap synchronous path.
import { createRequire } from "node:module";

const api = createRequire(import.meta.url)("../../pkg/cjs/url-wasm.cjs");

export const { URL, URLSearchParams, init, initSync, isInitialized, ready } = api;
export const { domainToASCII, domainToUnicode, hostToUnicode, isValidURLString, parseWithErrors, validateURLString } =
  api;
export const { loadEncoders, loadTools, parse } = api;
