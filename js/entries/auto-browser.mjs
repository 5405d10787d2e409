// url-wasm/auto for browsers and workers: when the native URL passes the conformance probe, nothing
// is downloaded; otherwise the wasm is loaded and the classes are installed. Importers wait for it
// (top-level await), so code that runs after `import "url-wasm/auto"` sees the final globals.
import { installClasses, isConformant } from "./install.mjs";

export { isConformant };

/** Install (again); `{ force: true }` replaces even a conformant native URL. Resolves to whether it installed. */
export async function install(options = {}) {
  if (!options.force && isConformant(globalThis.URL, globalThis.URLSearchParams)) return false;
  const api = await import("./browser.mjs");
  await api.ready;
  return installClasses(api, options);
}

export const ready = install();
await ready;
