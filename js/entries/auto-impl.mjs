// url-wasm/auto for Node: installs URL/URLSearchParams on globalThis when they are missing or fail
// the conformance probe (e.g. Node < 22 has no URL.parse). Synchronous: done once loaded.
// Like node-impl.mjs, bundled into pkg/cjs/auto.cjs by scripts/build.sh; there the import of
// ./node-impl.mjs becomes require("./url-wasm.cjs"), so the installed classes are the package's.
import * as api from "./node-impl.mjs";
import { installClasses, isConformant } from "./install.mjs";

export { isConformant };

/** Install (again); `{ force: true }` replaces even a conformant native URL. Resolves to whether it installed. */
export function install(options) {
  return Promise.resolve(installClasses(api, options));
}

export const ready = install();
