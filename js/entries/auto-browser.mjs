// url-wasm/auto for browsers and workers: when the native URL and URLPattern pass the conformance
// probes, nothing is downloaded; otherwise the wasm is loaded and the failing classes are installed. Importers wait for it
// (top-level await), so code that runs after `import "url-wasm/auto"` sees the final globals.
import { installClasses, installURLPattern, isConformant, isURLPatternConformant } from "./install.mjs";

export { isConformant };

/** Install (again); `{ force: true }` replaces even conformant native classes. Resolves to whether it installed any. */
export async function install(options = {}) {
  let installed = false;
  if (options.force || !isConformant(globalThis.URL, globalThis.URLSearchParams)) {
    const api = await import("./browser.mjs");
    await api.ready;
    installed = installClasses(api, options);
  }
  if (options.force || !isURLPatternConformant(globalThis.URLPattern)) {
    const api = await import("./urlpattern-browser.mjs");
    await api.ready;
    installed = installURLPattern(api.URLPattern, options) || installed;
  }
  return installed;
}

export const ready = install();
await ready;
