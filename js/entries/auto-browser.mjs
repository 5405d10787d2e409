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
  // The URLPattern entry first: its wasm serves the URL classes too, and it exports them, so that
  // the URL entry (whose JS carries the core wasm inline) is not downloaded as well. URLPattern needs
  // WebAssembly (the JS build of the core has no URLPattern): without it, or when the wasm cannot be
  // loaded (CSP, network), the URL classes are still installed below, and URLPattern is left as it is.
  let classes = null;
  if (urlpattern && typeof WebAssembly === "object") {
    try {
      const api = await import("./urlpattern-browser.mjs");
      await api.ready;
      installed = installURLPattern(api.URLPattern, options);
      classes = api;
    } catch (error) {
      globalThis.console?.warn?.("url-wasm/auto: URLPattern not installed:", error);
    }
  }
  if (url) {
    try {
      const api = classes ?? (await import("./browser.mjs"));
      await api.ready;
      installed = installClasses(api, options) || installed;
    } catch (error) {
      // Never worse than without url-wasm/auto: the runtime's classes (if any) stay, and the
      // application's import of this module does not fail; the reason is reported once.
      globalThis.console?.warn?.("url-wasm/auto: URL and URLSearchParams not installed:", error);
    }
  }
  return installed;
}

export const ready = install();
await ready;
