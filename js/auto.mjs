// url-wasm/auto for `import` in Node: the CommonJS build pkg/cjs/auto.cjs (from auto-impl.mjs, see
// scripts/build.sh), the same file `require("url-wasm/auto")` loads. It installs the classes when loaded.
import api from "../pkg/cjs/auto.cjs";

export const { install, isConformant, ready } = api;
