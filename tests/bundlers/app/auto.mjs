// The auto app: `url-wasm/auto` first; Chromium's own URL passes its probe, so it is kept and
// nothing is downloaded until the app forces the package's classes in (install({ force: true })),
// URLPattern's too.
import { install, ready } from "url-wasm/auto";

const nativeURL = globalThis.URL;
const nativeURLPattern = globalThis.URLPattern;
ready
  .then(async (installed) => {
    window.__autoKept = !installed && globalThis.URL === nativeURL;
    window.__fetchedBeforeForce = performance.getEntriesByType("resource").map((e) => e.name);
    const forced = await install({ force: true });
    window.__result = {
      kept: window.__autoKept,
      fetchedBeforeForce: window.__fetchedBeforeForce,
      forced,
      href: new globalThis.URL("HTTPS://faß.ExAmPlE/a/../b?c d#e").href,
      own: globalThis.URL !== nativeURL,
      // URLPattern too: the forced install loads url-wasm/urlpattern's wasm.
      pattern:
        globalThis.URLPattern !== nativeURLPattern &&
        new globalThis.URLPattern({ pathname: "/b/:id" }).test("https://x/b/1"),
    };
  })
  .catch((error) => {
    window.__result = { error: String(error?.stack ?? error) };
  });
