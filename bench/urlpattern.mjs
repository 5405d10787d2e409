// `npm run bench:urlpattern [-- --quick|--smoke] [-- --json] [-- --out FILE] [-- --browser]`: url-wasm's URLPattern vs
// urlpattern-polyfill 10.1 vs the native URLPattern, on a route table of 50 patterns
// (bench/urlpattern-routes.mjs) over the URLs of ../shared/datasets/kasztp.txt (subsampled); the
// workloads: bench/urlpattern-workloads.mjs.
//
// Method (as bench/run.mjs): every round starts one fresh process per implementation
// (bench/urlpattern-worker.mjs, order rotated each round), all on the same Node 24 binary (the first
// with a native URLPattern: scripts/node-major.mjs, $NODE24 or npm's node-<platform>@24). Per-round ratios to each baseline are reduced to
// their median, so load from other processes hits both sides of a ratio alike.
// With --browser, the same in headless Chromium (as bench/browser.mjs: a fresh page per
// implementation per round on bench/browser-page.html): url-wasm's URLPattern browser entry
// (pkg/esm/urlpattern-browser.mjs, what pages download), the polyfill bundled with esbuild, and
// Chromium's own URLPattern.
// Targets (issue): test and exec at most 0.5x the faster baseline; construct at most 1.0x native.
// Writes bench/results-urlpattern.json (git-ignored), or --out FILE; --json prints that JSON instead.
// --smoke: one round over 30 URLs, only to show that the script works (tests/bench/smoke.mjs); it
// writes under target/bench-smoke/ unless --out says otherwise.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { datasetDir } from "../tests/js/paths.mjs";
import { nodeMajor } from "../scripts/node-major.mjs";
import { launchChromium } from "../tests/browser/chromium.mjs";
import { openBenchPage, serveBenchPages, urlpatternModules } from "./browser-harness.mjs";
import { benchArgs, resultsFile, runLength } from "./cli.mjs";
import { sampleURLs, URLPATTERN_WORKLOADS } from "./urlpattern-workloads.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const { values: opts } = benchArgs(import.meta.url, {
  quick: { type: "boolean" },
  smoke: { type: "boolean" },
  json: { type: "boolean" },
  out: { type: "string" },
  browser: { type: "boolean" },
});
const length = runLength(opts);
const jsonOnly = opts.json === true;
const inBrowser = opts.browser === true;
const file = resolve(datasetDir, "kasztp.txt");
if (!existsSync(file)) throw new Error(`bench: no URL list at ${file}`);
const settings = {
  smoke: { rounds: 1, minMs: 5, sample: 30 },
  quick: { rounds: 3, minMs: 150, sample: 300 },
  full: { rounds: 7, minMs: 400, sample: 1000 },
}[length];
const IMPLS = ["url-wasm", "polyfill", "native"];
const WORKLOADS = URLPATTERN_WORKLOADS;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** A runner of one implementation's workloads: (impl) => its result, in a fresh process or page. */
async function runner() {
  if (!inBrowser) {
    const node = nodeMajor(24);
    if (node === null) throw new Error("bench: could not install node-<platform>@24 from npm");
    return {
      run: async (impl) => {
        const config = JSON.stringify({ impl, file, sample: settings.sample, minMs: settings.minMs });
        const run = spawnSync(node, [join(here, "urlpattern-worker.mjs"), config], {
          cwd: root,
          encoding: "utf8",
          maxBuffer: 1 << 24,
        });
        if (run.status !== 0) throw new Error(`bench: ${impl} failed:\n${run.stderr}`);
        return JSON.parse(run.stdout.trim().split("\n").pop());
      },
      close: async () => {},
    };
  }
  const modules = await urlpatternModules();
  const urls = sampleURLs(
    readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => l !== ""),
    settings.sample,
  );
  const pathnames = urls.map((u) => new URL(u).pathname);
  const { server, origin } = await serveBenchPages();
  const browser = await launchChromium();
  const version = `Chromium ${browser.context.browser()?.version()}`;
  return {
    run: async (impl) => {
      const page = await browser.context.newPage();
      try {
        const errors = await openBenchPage(page, origin);
        const config = { module: modules[impl], urls, pathnames, minMs: settings.minMs };
        const out = await page.evaluate((c) => window.urlpatternBench(c), config);
        if (errors.length) throw new Error(errors.join("\n"));
        return { ...out, runtime: version };
      } finally {
        await page.close();
      }
    },
    close: async () => {
      await browser.close();
      server.close();
    },
  };
}

const rounds = [];
const { run, close } = await runner();
try {
  for (let round = 0; round < settings.rounds; round++) {
    const order = IMPLS.map((_, i) => IMPLS[(i + round) % IMPLS.length]);
    const results = {};
    for (const impl of order) results[impl] = await run(impl);
    rounds.push(results);
    if (!jsonOnly) process.stderr.write(`round ${round + 1}/${settings.rounds} done\n`);
  }
} finally {
  await close();
}

const summary = {
  runtime: rounds[0]["url-wasm"].runtime,
  urls: settings.sample,
  routes: 50,
  rounds: settings.rounds,
  length,
  workloads: {},
};
const warnings = [];
for (const impl of IMPLS.slice(1)) {
  if (JSON.stringify(rounds[0][impl].matches) !== JSON.stringify(rounds[0]["url-wasm"].matches)) {
    warnings.push(
      `${impl} matches ${JSON.stringify(rounds[0][impl].matches)}, url-wasm ${JSON.stringify(rounds[0]["url-wasm"].matches)}`,
    );
  }
}
for (const w of WORKLOADS) {
  const ns = Object.fromEntries(IMPLS.map((impl) => [impl, median(rounds.map((r) => r[impl][w]))]));
  const vsPolyfill = median(rounds.map((r) => r["url-wasm"][w] / r.polyfill[w]));
  const vsNative = median(rounds.map((r) => r["url-wasm"][w] / r.native[w]));
  const target = w.startsWith("construct")
    ? { ratio: vsNative, max: 1.0, of: "native" }
    : { ratio: Math.max(vsPolyfill, vsNative), max: 0.5, of: "the faster" };
  summary.workloads[w] = {
    ns,
    vsPolyfill,
    vsNative,
    target: `<= ${target.max}x ${target.of}`,
    met: target.ratio <= target.max,
  };
}
summary.warnings = warnings;
writeFileSync(
  resultsFile(opts, inBrowser ? "results-urlpattern-browser.json" : "results-urlpattern.json"),
  `${JSON.stringify(summary, null, 2)}\n`,
);

if (jsonOnly) {
  console.log(JSON.stringify(summary, null, 2));
} else {
  console.log(
    `URLPattern, ${summary.routes} routes x ${summary.urls} URLs (kasztp.txt), ${summary.runtime}, median of ${summary.rounds} rounds${length === "full" ? "" : ` (--${length})`}`,
  );
  console.log(
    `${"workload".padEnd(14)}${"url-wasm".padStart(11)}${"polyfill".padStart(11)}${"native".padStart(11)}${"vs polyfill".padStart(13)}${"vs native".padStart(11)}  target`,
  );
  for (const [w, s] of Object.entries(summary.workloads)) {
    const f = (x) => `${x.toFixed(0)} ns`.padStart(11);
    console.log(
      `${w.padEnd(14)}${f(s.ns["url-wasm"])}${f(s.ns.polyfill)}${f(s.ns.native)}${`${s.vsPolyfill.toFixed(2)}x`.padStart(13)}${`${s.vsNative.toFixed(2)}x`.padStart(11)}  ${s.target} ${s.met ? "met" : "NOT met"}`,
    );
  }
  for (const w of warnings) console.log(`WARNING: results differ: ${w}`);
}
