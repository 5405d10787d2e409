// url-wasm/auto where there is no WebAssembly (the `react-native` condition): installs the classes
// of no-wasm.mjs on globalThis when the runtime's own are missing or fail the conformance probe
// (React Native's URL is a stub that fails it). Synchronous: done once this module is evaluated.
import * as api from "./no-wasm.mjs";
import { installClasses, isConformant } from "./install.mjs";

export { isConformant };

/** Install (again); `{ force: true }` replaces even a conformant native URL. Resolves to whether it installed. */
export function install(options) {
  return Promise.resolve(installClasses(api, options));
}

export const ready = install();
