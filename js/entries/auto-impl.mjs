// url-wasm/auto for Node: installs URL/URLSearchParams on globalThis when they are missing or fail
// the conformance probe (e.g. Node 18 has no URL.parse), and URLPattern likewise (Node < 24 has
// none). Synchronous: done once loaded.
// Like node-impl.mjs, bundled into pkg/cjs/auto.cjs by scripts/build.sh; there the import of
// ./node-impl.mjs becomes require("./url-wasm.cjs"), so the installed classes are the package's.
import * as api from "./node-impl.mjs";
import { installClasses, installURLPattern, isConformant } from "./install.mjs";

export { isConformant };

/** Install (again); `{ force: true }` replaces even conformant native classes. Resolves to whether it installed any. */
export function install(options) {
  const classes = installClasses(api, options);
  return Promise.resolve(installURLPattern(api.URLPattern, options) || classes);
}

export const ready = install();
