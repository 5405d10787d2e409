// The URLPattern half of the engine suite's Chromium run (chromium.mjs), in a page served with a CSP
// that refuses WebAssembly: url-wasm/urlpattern's browser entry must reject `ready` with an error
// that names url-wasm/js/urlpattern, and url-wasm/js/urlpattern (the JS build of the URLPattern
// flavour) must pass WPT's URLPattern data (urlpattern-suite.mjs) beside url-wasm's browser entry
// (which falls back to the JS build of the core). Its output lines go to window.__engineResult.
import "./count-compiles.mjs"; // first: it must see every attempt the package makes
import * as core from "url-wasm";
import * as jsBuild from "url-wasm/js/urlpattern";
import * as wasmEntry from "url-wasm/urlpattern";
import entries from "urlpattern-wpt";
import { runUrlPatternSuite } from "./urlpattern-suite.mjs";

async function main() {
  const lines = [];
  const print = (line) => lines.push(line);
  await core.ready;
  const error = await wasmEntry.ready.then(
    () => null,
    (e) => e,
  );
  if (!/url-wasm\/js\/urlpattern/.test(error?.message))
    throw new Error(`url-wasm/urlpattern's ready: expected the error naming url-wasm/js/urlpattern, got ${error}`);
  if (new core.URL("HTTP://a/b/../c").href !== "http://a/c") throw new Error("url-wasm's URL: wrong href");
  runUrlPatternSuite({ CoreURL: core.URL, URL: jsBuild.URL, URLPattern: jsBuild.URLPattern, entries, print });
  if (!(globalThis.__wasmCompiles <= 1))
    print(`0 passed, 1 failed (the package tried to compile ${globalThis.__wasmCompiles} times)`);
  return lines;
}

main().then(
  (lines) => (window.__engineResult = { lines }),
  (error) => (window.__engineResult = { error: String(error?.stack ?? error) }),
);
