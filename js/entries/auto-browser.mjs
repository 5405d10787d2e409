// url-wasm/auto for browsers and workers: when the native URL and URLPattern pass the conformance
// probes, nothing is downloaded; otherwise the wasm is loaded and the failing classes are installed. Importers wait for it
// (top-level await), so code that runs after `import "url-wasm/auto"` sees the final globals.
import { installClasses, installURLPattern, isConformant, isURLPatternConformant } from "./install.mjs";

export { isConformant };

/** Install (again); `{ force: true }` replaces even conformant native classes. Resolves to whether it installed any. */
export async function install(options = {}) {
  const urlpattern = options.force || !isURLPatternConformant(globalThis.URLPattern);
  const url = options.force || !isConformant(globalThis.URL, globalThis.URLSearchParams);
  let installed = false;
  // The URLPattern entry first: its wasm serves the URL classes too (one download).
  if (urlpattern) {
    const api = await import("./urlpattern-browser.mjs");
    await api.ready;
    installed = installURLPattern(api.URLPattern, options);
  }
  if (url) {
    const api = await import("./browser.mjs");
    await api.ready;
    installed = installClasses(api, options) || installed;
  }
  return installed;
}

export const ready = install();
await ready;
