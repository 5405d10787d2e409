// `npm run bench:whatwg-url [-- --quick|--smoke] [-- --json] [-- --out FILE]`: url-wasm/whatwg-url against whatwg-url 17.3.
//
// (a) whatwg-url's API (bench/whatwg-url-worker.mjs): parseURL, parseURL with a base record, the
//     host/port/pathname/search/hash state overrides on records as HTML's <a> setters run them, and
//     serializeURL, over ../shared/datasets/kasztp.txt (sampled). ns per op; target: >= 20x. Also
//     `new URL(line).href` with the module's URL class (no target: jsdom's window.URL).
// (b) jsdom (bench/jsdom-page.mjs): a page with 10,000 <a href> (relative links with queries) parsed
//     by jsdom 31, then every link's href, host and pathname read; the test projects of tests/jsdom/
//     (stock, and whatwg-url replaced by url-wasm through the README's recipe). ms; target: >= 2x.
//
// Every round starts one fresh process per implementation (order rotated), and each figure is the
// median over the rounds, so load from other processes on a shared machine hits both sides alike.
// Needs a built pkg/ (scripts/build.sh); (b) installs the test projects (and Node 24 for jsdom) if
// needed. Writes bench/results-whatwg-url.json (git-ignored), or --out FILE; --json prints that JSON
// instead. --smoke: one round over 200 URLs and 200 links, only to show that the script works
// (tests/bench/smoke.mjs); it writes target/bench-smoke/results-whatwg-url.json unless --out says otherwise.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { datasetDir } from "../tests/js/paths.mjs";
import { nodeForJsdom, prepare } from "../tests/jsdom/projects.mjs";
import { machine, machineLine } from "./machine.mjs";
import { benchArgs, resultsFile, runLength } from "./cli.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const { values: opts } = benchArgs(import.meta.url, {
  quick: { type: "boolean" },
  smoke: { type: "boolean" },
  json: { type: "boolean" },
  out: { type: "string" },
});
const length = runLength(opts);
const quick = length === "quick";
const jsonOnly = opts.json === true;
const settings = {
  smoke: { rounds: 1, sample: 200, minMs: 5, links: 200 },
  quick: { rounds: 3, sample: 2000, minMs: 150, links: 10_000 },
  full: { rounds: 7, sample: 10_000, minMs: 400, links: 10_000 },
}[length];
const dataset = resolve(datasetDir, "kasztp.txt");
const IMPLS = ["url-wasm", "whatwg-url"];
const PROJECTS = { "url-wasm": "url-wasm", "whatwg-url": "stock" };

const log = (s = "") => jsonOnly || process.stdout.write(`${s}\n`);
const progress = (s) => process.stderr.write(s);
const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const json = (out) => JSON.parse(out.trim().split("\n").pop());

const folders = Object.fromEntries(IMPLS.map((impl) => [impl, prepare(PROJECTS[impl])]));
const jsdomNode = nodeForJsdom();
const api = Object.fromEntries(IMPLS.map((impl) => [impl, []]));
const page = Object.fromEntries(IMPLS.map((impl) => [impl, []]));
for (let r = 0; r < settings.rounds; r++) {
  for (const impl of r % 2 ? [...IMPLS].reverse() : IMPLS) {
    progress(`round ${r + 1}/${settings.rounds}: ${impl}…`);
    const worker = join(here, "whatwg-url-worker.mjs");
    api[impl].push(
      json(
        execFileSync(process.execPath, [worker, impl, dataset, settings.sample, settings.minMs], {
          cwd: root,
          encoding: "utf8",
        }),
      ),
    );
    const pageArgs = [join(here, "jsdom-page.mjs"), folders[impl], settings.links];
    page[impl].push(json(execFileSync(jsdomNode, pageArgs, { encoding: "utf8" })));
    progress(" done\n");
  }
}

const results = { machine: machine(), quick, smoke: length === "smoke", settings, api: {}, jsdom: {} };
for (const workload of Object.keys(api["url-wasm"][0]).filter((k) => k !== "sink")) {
  const [ours, theirs] = IMPLS.map((impl) => median(api[impl].map((r) => r[workload])));
  results.api[workload] = { "url-wasm": ours, "whatwg-url": theirs, speedup: theirs / ours };
}
for (const phase of ["parseMs", "readMs", "totalMs"]) {
  const [ours, theirs] = IMPLS.map((impl) => median(page[impl].map((r) => r[phase])));
  results.jsdom[phase] = { "url-wasm": ours, "whatwg-url": theirs, speedup: theirs / ours };
}
writeFileSync(resultsFile(opts, "results-whatwg-url.json"), `${JSON.stringify(results, null, 2)}\n`);
if (jsonOnly) process.stdout.write(`${JSON.stringify(results)}\n`);

const f = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
log(
  `\n${machineLine(results.machine)}; ${settings.rounds} rounds${length === "full" ? "" : ` (--${length})`}, medians`,
);
log("\n(a) whatwg-url's API, ns per op          url-wasm  whatwg-url  speedup (target >= 20x)");
for (const [w, r] of Object.entries(results.api)) {
  log(
    `    ${w.padEnd(34)}${f(r["url-wasm"]).padStart(10)}${f(r["whatwg-url"]).padStart(12)}${`${r.speedup.toFixed(1)}x`.padStart(9)}`,
  );
}
log(`\n(b) jsdom 31, ${settings.links} <a href>, ms         url-wasm  whatwg-url  speedup (target >= 2x end to end)`);
const PHASES = { parseMs: "parse the page", readMs: "read href, host, pathname", totalMs: "end to end" };
for (const [phase, r] of Object.entries(results.jsdom)) {
  log(
    `    ${PHASES[phase].padEnd(34)}${f(r["url-wasm"]).padStart(10)}${f(r["whatwg-url"]).padStart(12)}${`${r.speedup.toFixed(1)}x`.padStart(9)}`,
  );
}
