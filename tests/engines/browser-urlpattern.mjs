// The URLPattern half of the engine suite's Chromium run (chromium.mjs): url-wasm and
// url-wasm/urlpattern's browser entries in a page served with a CSP that refuses WebAssembly, where
// both fall back to the JS build of the URLPattern flavour; then WPT's URLPattern data
// (urlpattern-suite.mjs). Its output lines go to window.__engineResult.
import "./count-compiles.mjs"; // first: it must see every attempt the package makes
import * as core from "url-wasm";
import * as urlpattern from "url-wasm/urlpattern";
import entries from "urlpattern-wpt";
import { runUrlPatternSuite } from "./urlpattern-suite.mjs";

async function main() {
  const lines = [];
  const print = (line) => lines.push(line);
  await Promise.all([core.ready, urlpattern.ready]);
  if (urlpattern.URLPattern === globalThis.URLPattern) throw new Error("the entry's URLPattern is the browser's own");
  if (new core.URL("HTTP://a/b/../c").href !== "http://a/c") throw new Error("url-wasm's URL: wrong href");
  runUrlPatternSuite({ CoreURL: core.URL, URL: urlpattern.URL, URLPattern: urlpattern.URLPattern, entries, print });
  if (!(globalThis.__wasmCompiles <= 1))
    print(`0 passed, 1 failed (the package tried to compile ${globalThis.__wasmCompiles} times)`);
  return lines;
}

main().then(
  (lines) => (window.__engineResult = { lines }),
  (error) => (window.__engineResult = { error: String(error?.stack ?? error) }),
);
