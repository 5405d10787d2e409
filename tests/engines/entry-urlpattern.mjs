// The URLPattern app entry of the engine suite: `import { URLPattern } from "url-wasm/urlpattern"`
// as an app does (React Native: Metro's `react-native` condition, the JS build of the URLPattern
// flavour; `node --jitless`: the Node entry, which falls back to it), then WPT's URLPattern data
// (urlpattern-suite.mjs). "urlpattern-wpt" is the data file (run.mjs). Both builds load
// synchronously here: no `await ready`.
import { URL as CoreURL } from "url-wasm";
import { URL, URLPattern } from "url-wasm/urlpattern";
import entries from "urlpattern-wpt";
import { runUrlPatternSuite } from "./urlpattern-suite.mjs";

const print = typeof globalThis.print === "function" ? globalThis.print : (line) => console.log(line);
// url-wasm's URL first, alone (under Metro, its module is evaluated at this first use): then the
// URLPattern entry replaces the core it loaded, and both classes work on.
if (new CoreURL("HTTP://a/b/../c").href !== "http://a/c") throw new Error("url-wasm's URL: wrong href");
runUrlPatternSuite({ CoreURL, URL, URLPattern, entries, print });
