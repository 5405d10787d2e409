// url-wasm/auto for `import` in Node: the CommonJS build pkg/cjs/auto.cjs (from auto-impl.mjs, see
// scripts/build.sh), the same file `require("url-wasm/auto")` loads. It installs the classes when loaded.
// Loaded with require() for the same reason as in node.mjs (much cheaper than importing CommonJS).
import { createRequire } from "node:module";

const api = createRequire(import.meta.url)("../../pkg/cjs/auto.cjs");

export const { install, isConformant, ready } = api;
