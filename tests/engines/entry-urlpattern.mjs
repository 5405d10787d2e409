// The URLPattern app entry of the engine suite: `import { URLPattern } from "url-wasm/urlpattern"`
// as an app does (React Native: Metro's `react-native` condition, the JS build of the URLPattern
// flavour; `node --jitless`: the Node entry, which falls back to it), then WPT's URLPattern data
// through tests/browser/urlpattern-check.mjs. "urlpattern-wpt" is the data file (run.mjs).
// Entries whose regexp groups need RegExp syntax this engine lacks (the v flag's class set
// operations; named groups, which Hermes 0.12 lacks) must fail with a TypeError that says the
// regular expression is invalid: they are counted apart, on the summary line, not as passed.
import { URL as CoreURL } from "url-wasm";
import { URL, URLPattern } from "url-wasm/urlpattern";
import entries from "urlpattern-wpt";
import { runUrlPatternData } from "../browser/urlpattern-check.mjs";

const print = typeof globalThis.print === "function" ? globalThis.print : (line) => console.log(line);
// url-wasm's URL first, alone (under Metro, its module is evaluated at this first use): then the
// URLPattern entry replaces the core it loaded, and both classes work on.
if (new CoreURL("HTTP://a/b/../c").href !== "http://a/c") throw new Error("url-wasm's URL: wrong href");
const compiles = (source, flags) => {
  try {
    new RegExp(source, flags);
    return true;
  } catch {
    return false;
  }
};
const lacking = [];
if (!compiles("", "v")) lacking.push(/\(\[.*(--|&&)/);
if (!compiles("(?<x>a)", "u")) lacking.push(/\(\?<[A-Za-z]/);
const limited = (pattern) => lacking.some((re) => re.test(JSON.stringify(pattern)));

const results = runUrlPatternData(URLPattern, entries, { total: 0, passed: 0, failed: 0, failures: [] }, URL);
let failed = 0;
let limitedCount = 0;
for (const entry of entries) if (limited(entry.pattern)) limitedCount++;
for (const failure of results.failures) {
  const pattern = JSON.parse(failure.slice(0, failure.indexOf("] ") + 1));
  if (limited(pattern) && /threw TypeError: .*regular expression .* is invalid/.test(failure)) continue;
  failed++;
  print(`FAIL ${failure}`);
}
if (new CoreURL("http://a/é").pathname !== "/%C3%A9") throw new Error("url-wasm's URL after URLPattern: wrong");
print(`${results.passed} passed, ${failed} failed, ${limitedCount} need RegExp syntax this engine lacks`);
