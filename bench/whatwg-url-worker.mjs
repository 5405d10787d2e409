// One process of bench/whatwg-url.mjs: the API workloads on ONE implementation of whatwg-url's
// module (argv[2]: "url-wasm" = url-wasm/whatwg-url, or "whatwg-url" = whatwg-url 17.3) over the
// URLs of the file argv[3] (every k-th line, argv[4] of them). Prints { workload: ns per op } as JSON.
//   parseURL         parseURL(line)
//   parseURL+base    parseURL(relative, { baseURL }) for 6 relative references in rotation
//   host, port, pathname, search, hash
//                    the setter steps HTML's <a> runs: basicURLParse(value, { url, stateOverride })
//                    on the record in place (pathname empties the path first, search and hash set
//                    the query or fragment to "" first)
//   serializeURL     serializeURL(record)
//   new URL          new URL(line).href with the module's URL class (what jsdom installs as a
//                    window's URL, through webidl2js-wrapper); not one of the targets
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const [impl, file, sampleArg, minMsArg] = process.argv.slice(2);
const require = createRequire(import.meta.url);
const api = require(impl === "url-wasm" ? "url-wasm/whatwg-url" : "whatwg-url");
const sample = Number(sampleArg);
const minMs = Number(minMsArg);

const all = readFileSync(file, "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "");
const step = Math.max(1, Math.floor(all.length / sample));
const lines = all.filter((_, i) => i % step === 0).slice(0, sample);
const records = lines.map((line) => api.parseURL(line)).filter((url) => url !== null && !api.hasAnOpaquePath(url));
const RELATIVE = [
  "page.html",
  "../up/other.html?x=1",
  "/root/path?q=a+b",
  "?only=query",
  "#frag",
  "//cdn.example.net/s.js",
];
let sink = 0;

const copy = (url) => ({ ...url, path: Array.isArray(url.path) ? [...url.path] : url.path });
const WORKLOADS = {
  parseURL: () => {
    for (const line of lines) sink += api.parseURL(line) === null ? 0 : 1;
    return lines.length;
  },
  "parseURL+base": () => {
    let i = 0;
    for (const baseURL of records) sink += api.parseURL(RELATIVE[i++ % RELATIVE.length], { baseURL }) === null ? 0 : 1;
    return records.length;
  },
  serializeURL: () => {
    for (const url of records) sink += api.serializeURL(url).length;
    return records.length;
  },
  "new URL": () => {
    for (const line of lines) {
      try {
        sink += new api.URL(line).href.length;
      } catch {
        sink += 1;
      }
    }
    return lines.length;
  },
};

// The setter steps of HTML's <a> (host, port, pathname, search, hash): value, state override, and
// what the setter resets first.
const OVERRIDES = {
  host: ["example.org:8080", "host"],
  port: ["8443", "port"],
  pathname: ["/docs/a b/../index.html", "path start", (url) => (url.path = [])],
  search: ["q=a b&lang=fr", "query", (url) => (url.query = "")],
  hash: ["section 2", "fragment", (url) => (url.fragment = "")],
};
// As jsdom runs them: in place on the element's record, pass after pass (each pass resets what the
// setter resets, and sets the same value again). The records are copied once, before the clock
// starts, so that each workload starts from the parsed records.
for (const [name, [value, stateOverride, reset]] of Object.entries(OVERRIDES)) {
  let urls = null;
  WORKLOADS[name] = () => {
    urls ??= records.map(copy);
    for (const url of urls) {
      reset?.(url);
      sink += api.basicURLParse(value, { url, stateOverride }) ? 1 : 0;
    }
    return urls.length;
  };
}

/** ns per op: warm up for minMs/2, then whole passes until minMs has elapsed. */
function time(run) {
  const warm = performance.now();
  while (performance.now() - warm < minMs / 2) run();
  let ops = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) ops += run();
  return ((performance.now() - start) * 1e6) / ops;
}

const result = {};
for (const [name, run] of Object.entries(WORKLOADS)) result[name] = time(run);
result.sink = sink > 0;
process.stdout.write(`${JSON.stringify(result)}\n`);
