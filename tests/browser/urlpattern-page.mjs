// The URLPattern half of the browser end-to-end test: the package's url-wasm/urlpattern browser
// entry runs WPT's urlpatterntestdata.json (served by run.mjs at /urlpattern-wpt/). run.mjs reads
// window.__result. The entry path comes from the query string.
import { runUrlPatternData } from "./urlpattern-check.mjs";

const params = new globalThis.URL(location.href).searchParams;

try {
  const pkg = await import(params.get("entry"));
  await pkg.ready;
  if (pkg.URLPattern === globalThis.URLPattern) throw new Error("the entry's URLPattern is the browser's own");
  const response = await fetch(`/urlpattern-wpt/${params.get("data")}`);
  if (!response.ok) throw new Error(`WPT data: ${response.status}`);
  const entries = await response.json();
  const results = { total: 0, passed: 0, failed: 0, failures: [] };
  window.__result = { urlpattern: runUrlPatternData(pkg.URLPattern, entries, results) };
} catch (e) {
  window.__result = { error: String(e?.stack ? e.stack : e) };
}
document.getElementById("status").textContent = "done";
