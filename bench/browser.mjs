// `npm run bench:browser [-- --quick|--smoke] [-- --json] [-- --out FILE] [-- --variant DIR] [-- --only W,...] [-- LIST...]`: the workloads of `npm run bench`
// in headless Chromium (/usr/bin/chromium, or $CHROMIUM; driven by playwright-core): url-wasm's
// browser entry (pkg/esm/browser.mjs, the file browsers download, with its wasm) vs Chromium's own
// URL vs whatwg-url 17.3 and core-js 3.51 (npm devDependencies), each bundled with esbuild for the
// browser as an app would (core-js after deleting the native URL, which it would otherwise keep).
//
// How: the repo is served on 127.0.0.1; every round opens a fresh page per implementation and
// list (order rotated each round) on bench/browser-page.html, which loads that implementation
// alone and times the six workloads (bench/workloads.mjs: parse, components, relative, setters,
// URLSearchParams, canParse) over the list; ratios are per-round ratios to native, reduced to
// their median. Lists as in `npm run bench` (bench/lists.mjs): the datasets, their messy variants,
// and all of them interleaved in one loop ("mixed"); every list keeps only the lines that all four
// implementations parse (alone and as the base of the relative workload). Needs pkg/
// (scripts/build.sh). Writes bench/results-browser.json (git-ignored). About 4-6 minutes
// (--quick: about 1.5).
// `--variant DIR`: url-wasm against another build of itself instead of whatwg-url and core-js. DIR
// is a copy of pkg/ from that build (`cp -a pkg /tmp/pkg-before`, then change and rebuild); it is
// served from target/bench-browser/variant/pkg/, where its pages' relative imports stay inside it.
// `--only parse,canParse`: those workloads only (names as below), e.g. for such a comparison.
// With either, the results go to bench/results-browser-partial.json (bench/readme-perf.mjs --reuse
// reads results-browser.json, which only a full comparison writes). --out FILE: there instead.
// --smoke: one round over 100 URLs a list, only to show that the script works (tests/bench/smoke.mjs);
// it writes under target/bench-smoke/ unless --out says otherwise.
import { cpSync, existsSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { launchChromium } from "../tests/browser/chromium.mjs";
import { browserModules, openBenchPage, serveBenchPages } from "./browser-harness.mjs";
import { defaultLists, interleave, listName, loadList } from "./lists.mjs";
import { machine, machineLine } from "./machine.mjs";
import { benchArgs, resultsFile, runLength } from "./cli.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const { values: opts, positionals: files } = benchArgs(
  import.meta.url,
  {
    quick: { type: "boolean" },
    smoke: { type: "boolean" },
    json: { type: "boolean" },
    out: { type: "string" },
    variant: { type: "string" },
    only: { type: "string" },
  },
  true,
);
const length = runLength(opts);
const quick = length === "quick";
const jsonOnly = opts.json === true;
const lists = files.length
  ? files.map((f) => (f.startsWith("messy:") ? `messy:${resolve(f.slice(6))}` : resolve(f)))
  : defaultLists();
const settings = {
  smoke: { rounds: 1, sample: 100, minMs: 5 },
  quick: { rounds: 2, sample: 1000, minMs: 60 },
  full: { rounds: 5, sample: 2000, minMs: 150 },
}[length];
// Issue 17: at most half of Chromium's own URL's time on every workload and list.
const TARGET = 0.5;
const ALL_WORKLOADS = ["parse", "components", "relative", "setters", "params", "canParse"];
const WORKLOADS = opts.only === undefined ? ALL_WORKLOADS : opts.only.split(",");
for (const w of WORKLOADS) {
  if (!ALL_WORKLOADS.includes(w)) {
    process.stderr.write(`bench/browser.mjs: --only: no workload "${w}" (${ALL_WORKLOADS.join(", ")})\n`);
    process.exit(2);
  }
}
const variant = opts.variant === undefined ? null : resolve(opts.variant);
const IMPLS = variant === null ? ["native", "url-wasm", "whatwg-url", "core-js"] : ["native", "url-wasm", "variant"];
const log = (s = "") => {
  if (!jsonOnly) process.stdout.write(`${s}\n`);
};

const modules = await browserModules();
if (variant !== null) {
  if (!existsSync(join(variant, "esm/browser.mjs"))) {
    process.stderr.write(
      `bench/browser.mjs: --variant ${variant} has no esm/browser.mjs (a copy of pkg/ is expected)\n`,
    );
    process.exit(2);
  }
  const served = join(root, "target/bench-browser/variant/pkg");
  rmSync(served, { recursive: true, force: true });
  cpSync(variant, served, { recursive: true });
  modules.variant = "/target/bench-browser/variant/pkg/esm/browser.mjs";
}

// ---- run -----------------------------------------------------------------------------------------
const { server, origin } = await serveBenchPages();
const browser = await launchChromium();
const results = {
  machine: machine(),
  quick,
  smoke: length === "smoke",
  settings,
  browser: browser.context.browser()?.version(),
  lists: [],
};
try {
  /** Open a fresh page on the harness, run `fn` there with `arg`, close it. */
  const inPage = async (fn, arg) => {
    const page = await browser.context.newPage();
    try {
      const errors = await openBenchPage(page, origin);
      const out = await page.evaluate(fn, arg);
      if (errors.length) throw new Error(errors.join("\n"));
      return out;
    } finally {
      await page.close();
    }
  };

  // The lines every implementation accepts.
  const data = {};
  for (const spec of lists) {
    const { lines, total } = loadList(spec, settings.sample);
    const bad = new Set();
    for (const impl of IMPLS) {
      for (const i of await inPage((a) => window.rejects(a), { module: modules[impl], lines })) bad.add(i);
    }
    const kept = lines.filter((_, i) => !bad.has(i));
    data[listName(spec)] = { lines: kept, queries: kept.map((l) => new URL(l).search) };
    results.lists.push({ name: listName(spec), total, timed: kept.length, rejected: bad.size });
  }
  const names = Object.keys(data);
  const jobs = [
    ...names.map((n) => ({ [n]: data[n] })),
    {
      mixed: {
        lines: interleave(names.map((n) => data[n].lines)),
        queries: interleave(names.map((n) => data[n].queries)),
      },
    },
  ];

  const rounds = [];
  for (let r = 0; r < settings.rounds; r++) {
    const round = Object.fromEntries(IMPLS.map((i) => [i, {}]));
    const order = IMPLS.map((_, k) => IMPLS[(k + r) % IMPLS.length]);
    for (const datasets of jobs) {
      for (const impl of order) {
        process.stderr.write(`round ${r + 1}/${settings.rounds}: ${Object.keys(datasets)[0]}: ${impl}…`);
        const t = Date.now();
        const { results: res } = await inPage((a) => window.bench(a), {
          module: modules[impl],
          datasets,
          only: WORKLOADS,
          minMs: settings.minMs,
        });
        Object.assign(round[impl], res);
        process.stderr.write(` ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
      }
    }
    rounds.push(round);
  }

  const median = (xs) => {
    const v = xs.filter(Number.isFinite).sort((a, b) => a - b);
    const m = v.length >> 1;
    return v.length === 0 ? NaN : v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
  };
  results.workloads = {};
  for (const name of [...names, "mixed"]) {
    results.workloads[name] = {};
    for (const w of WORKLOADS) {
      const ns = {};
      const ratio = {};
      for (const impl of IMPLS) {
        ns[impl] = median(rounds.map((r) => r[impl][name][w]));
        ratio[impl] = median(rounds.map((r) => r[impl][name][w] / r.native[name][w]));
      }
      results.workloads[name][w] = { ns, ratio, target: TARGET, met: ratio["url-wasm"] <= TARGET };
    }
  }
} finally {
  await browser.close();
  server.close();
}
const partial = variant !== null || opts.only !== undefined;
writeFileSync(
  resultsFile(opts, partial ? "results-browser-partial.json" : "results-browser.json"),
  `${JSON.stringify(results, null, 2)}\n`,
);

if (jsonOnly) {
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
} else {
  const pad = (s, n) => String(s).padStart(n);
  const fx = (x) => (Number.isFinite(x) ? `${x.toFixed(2)}x` : "-");
  log(`${machineLine()}; Chromium ${results.browser}`);
  log(
    `${settings.rounds} rounds, a fresh page per implementation and list per round, order rotated; ratio = median of per-round ratios to Chromium's URL${length === "full" ? "" : `; --${length}`}`,
  );
  for (const l of results.lists)
    log(`list ${l.name}: ${l.timed} lines timed (of ${l.total}; ${l.rejected} refused by some implementation)`);
  log();
  if (variant !== null) log(`variant: ${variant}`);
  const others = IMPLS.slice(1);
  log(
    `${"workload".padEnd(11)} ${"list".padEnd(20)} ${pad("native ns", 10)} ${others.map((i) => pad(i, 11)).join(" ")}   (ratios to native; target url-wasm <= ${TARGET}x)`,
  );
  for (const w of WORKLOADS) {
    for (const [name, rows] of Object.entries(results.workloads)) {
      const row = rows[w];
      log(
        `${w.padEnd(11)} ${name.padEnd(20)} ${pad(row.ns.native.toFixed(0), 10)} ${others.map((i) => pad(fx(row.ratio[i]), 11)).join(" ")}   ${row.met ? "ok" : "MISS"}`,
      );
    }
  }
}
