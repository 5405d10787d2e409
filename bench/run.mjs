// `npm run bench [-- --quick] [-- --json] [-- FILE...]`: url-wasm vs Node's native URL vs whatwg-url.
//
// How: every round starts one fresh `node --expose-gc bench/worker.mjs` process per implementation
// (order rotated each round), which times six workloads over the same URL lists (+ large inputs);
// per-round ratios to native are then reduced to their median, so load from other processes on a
// shared machine hits both sides of a ratio alike. Memory (1M parses; 100k live URLs) runs once per
// implementation in its own process. Workloads (ns per URL, see bench/worker.mjs):
//   parse       new URL(line).href
//   components  parse + protocol, host, hostname, port, pathname, search, hash, origin
//   relative    new URL(rel, line) for 9 relative patterns in rotation
//   setters     pathname, search, hash, host setters on a parsed URL, then href
//   params      new URLSearchParams(query), iterate, append, sort, toString
//   canParse    URL.canParse(line)
// Lists: ../shared/datasets/{kasztp,node_files}.txt or the files given; each is subsampled (every
// k-th line) to keep a full run under ~5 minutes on 2 cores (--quick: ~1 minute), which the output
// states. Writes bench/results.json (git-ignored); --json prints that JSON instead of the tables.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { machine, machineLine } from "./machine.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const args = process.argv.slice(2);
const quick = args.includes("--quick");
const jsonOnly = args.includes("--json");
const outIndex = args.indexOf("--out");
const outFile = outIndex >= 0 ? resolve(args[outIndex + 1]) : join(here, "results.json");
let files = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--out").map((f) => resolve(f));
if (files.length === 0) files = ["kasztp.txt", "node_files.txt"].map((f) => resolve(root, "../shared/datasets", f));
for (const f of files) if (!existsSync(f)) throw new Error(`bench: no such file ${f}`);

const settings = quick
  ? {
      rounds: 3,
      whatwgRounds: 1,
      sample: 2000,
      minMs: 100,
      parses: 250_000,
      alive: 100_000,
      whatwgParses: 0,
      whatwgAlive: 0,
    }
  : {
      rounds: 7,
      whatwgRounds: 2,
      sample: 10000,
      minMs: 300,
      parses: 1_000_000,
      alive: 100_000,
      whatwgParses: 50_000,
      whatwgAlive: 20_000,
    };

const TARGETS = { parse: 1.5, components: 1.2, relative: 1.5, setters: 0.7, params: 1.0, canParse: 1.5 };
const WORKLOADS = Object.keys(TARGETS);
const MEMORY_GROWTH_MAX = 1024 * 1024;
const RETAINED_MAX = 300;
const IMPLS = ["native", "url-wasm", "whatwg-url"];

const log = (s = "") => {
  if (!jsonOnly) process.stdout.write(`${s}\n`);
};
const progress = (s) => process.stderr.write(s);

function worker(config) {
  const r = spawnSync(process.execPath, ["--expose-gc", join(here, "worker.mjs"), JSON.stringify(config)], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 1 << 24,
  });
  if (r.status !== 0) throw new Error(`bench worker ${config.impl} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split("\n").pop());
}

const median = (xs) => {
  const v = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

// Workers use the lines Node's own URL accepts (same inputs for every implementation).
const lineCounts = {};
const invalidCounts = {};
for (const f of files) {
  const lines = readFileSync(f, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "");
  lineCounts[f] = lines.filter((l) => URL.canParse(l)).length;
  invalidCounts[f] = lines.length - lineCounts[f];
}

// ---- rounds --------------------------------------------------------------------------------------
const started = Date.now();
const rounds = []; // rounds[r][impl] = worker result
for (let r = 0; r < settings.rounds; r++) {
  const order = IMPLS.filter((i) => i !== "whatwg-url" || r < settings.whatwgRounds);
  const rotated = order.map((_, k) => order[(k + r) % order.length]);
  const round = {};
  for (const impl of rotated) {
    progress(`round ${r + 1}/${settings.rounds}: ${impl}…`);
    const t = Date.now();
    round[impl] = worker({
      impl,
      mode: "round",
      files,
      sample: settings.sample,
      minMs: settings.minMs,
      largeMs: settings.minMs,
    });
    progress(` ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
  }
  rounds.push(round);
}

const memory = {};
for (const impl of IMPLS) {
  const parses = impl === "whatwg-url" ? settings.whatwgParses : settings.parses;
  const alive = impl === "whatwg-url" ? settings.whatwgAlive : settings.alive;
  if (parses === 0) continue;
  progress(`memory: ${impl}…`);
  const t = Date.now();
  memory[impl] = worker({ impl, mode: "memory", files: [files[0]], parses, alive });
  progress(` ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
}

// ---- reduce --------------------------------------------------------------------------------------
const results = {
  machine: machine(),
  quick,
  settings,
  files: files.map((f) => ({ file: f, lines: lineCounts[f], invalid: invalidCounts[f] })),
  workloads: {},
  large: {},
  memory: {},
};
for (const file of files) {
  const rows = (results.workloads[basename(file)] = {});
  for (const w of WORKLOADS) {
    const ns = {};
    for (const impl of IMPLS) ns[impl] = median(rounds.filter((r) => r[impl]).map((r) => r[impl].datasets[file][w]));
    const ratio = (impl) =>
      median(rounds.filter((r) => r[impl]).map((r) => r[impl].datasets[file][w] / r.native.datasets[file][w]));
    const wasmRatio = ratio("url-wasm");
    rows[w] = {
      ns,
      ratio: { "url-wasm": wasmRatio, "whatwg-url": ratio("whatwg-url") },
      target: TARGETS[w],
      met: wasmRatio <= TARGETS[w],
    };
  }
}
const sizes = Object.keys(rounds[0].native.large);
for (const size of sizes) {
  const row = { bytes: rounds[0].native.large[size].bytes, nsPerByte: {}, ratio: {} };
  for (const impl of IMPLS) {
    const rs = rounds.filter((r) => r[impl]);
    row.nsPerByte[impl] = median(rs.map((r) => r[impl].large[size].nsPerByte));
    row.ratio[impl] = median(rs.map((r) => r[impl].large[size].ns / r.native.large[size].ns));
  }
  results.large[size] = row;
}
const linearity = {};
for (const impl of IMPLS) {
  const per = sizes.map((s) => results.large[s].nsPerByte[impl]);
  linearity[impl] = Math.max(...per) / Math.min(...per);
}
results.linearity = { maxOverMinNsPerByte: linearity, limit: 2, met: linearity["url-wasm"] <= 2 };
for (const [impl, m] of Object.entries(memory)) {
  results.memory[impl] = m;
}
const wasmMem = memory["url-wasm"];
results.memoryTargets = {
  growthMax: MEMORY_GROWTH_MAX,
  growth: wasmMem.growth.total,
  growthMet: wasmMem.growth.total < MEMORY_GROWTH_MAX,
  retainedMax: RETAINED_MAX,
  retained: wasmMem.retained.perURL,
  retainedMet: wasmMem.retained.perURL <= RETAINED_MAX,
};
results.seconds = (Date.now() - started) / 1000;
writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);

// ---- print ---------------------------------------------------------------------------------------
if (jsonOnly) {
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
  process.exit(0);
}
const f1 = (x) => (Number.isFinite(x) ? x.toFixed(x < 10 ? 2 : x < 100 ? 1 : 0) : "-");
const fx = (x) => (Number.isFinite(x) ? `${x.toFixed(2)}x` : "-");
const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;
const pad = (s, n) => String(s).padStart(n);
const padEnd = (s, n) => String(s).padEnd(n);
const ok = (met) => (met ? "ok" : "MISS");

log(machineLine());
log(
  `${settings.rounds} rounds (whatwg-url: ${settings.whatwgRounds}), a fresh process per implementation per round, order rotated; ` +
    `ratio = median of per-round ratios to native${quick ? "; --quick" : ""}`,
);
for (const f of files) {
  const n = lineCounts[f];
  const invalid = invalidCounts[f] ? ` (+${invalidCounts[f]} invalid, skipped)` : "";
  const sampled =
    n > settings.sample ? `, SUBSAMPLED to ${settings.sample} (every ${(n / settings.sample).toFixed(1)}th line)` : "";
  log(`list ${relative(root, f)}: ${n} lines${invalid}${sampled}`);
}
log();
log(
  `${padEnd("workload", 11)} ${padEnd("list", 15)} ${pad("native", 9)} ${pad("url-wasm", 9)} ${pad("whatwg-url", 10)}   ${pad("wasm/native", 11)} ${pad("target", 7)}      ${pad("whatwg/native", 13)}`,
);
log(`${padEnd("", 11)} ${padEnd("", 15)} ${pad("ns/op", 9)} ${pad("ns/op", 9)} ${pad("ns/op", 10)}`);
for (const w of WORKLOADS) {
  for (const file of files) {
    const row = results.workloads[basename(file)][w];
    log(
      `${padEnd(w, 11)} ${padEnd(basename(file), 15)} ${pad(f1(row.ns.native), 9)} ${pad(f1(row.ns["url-wasm"]), 9)} ${pad(f1(row.ns["whatwg-url"]), 10)}   ` +
        `${pad(fx(row.ratio["url-wasm"]), 11)} ${pad(`<=${row.target}x`, 7)} ${padEnd(ok(row.met), 4)} ${pad(fx(row.ratio["whatwg-url"]), 13)}`,
    );
  }
}
log();
log("large inputs: one URL of the given size (path with dot segments, spaces, non-ASCII; query; fragment)");
log(
  `${pad("size", 8)} ${pad("native", 12)} ${pad("url-wasm", 12)} ${pad("whatwg-url", 12)}   ${pad("wasm/native", 11)}`,
);
log(`${pad("", 8)} ${pad("ns/byte", 12)} ${pad("ns/byte", 12)} ${pad("ns/byte", 12)}`);
for (const size of sizes) {
  const row = results.large[size];
  const label = size >= 1048576 ? `${size / 1048576} MB` : `${size / 1024} KB`;
  log(
    `${pad(label, 8)} ${pad(f1(row.nsPerByte.native), 12)} ${pad(f1(row.nsPerByte["url-wasm"]), 12)} ${pad(f1(row.nsPerByte["whatwg-url"]), 12)}   ${pad(fx(row.ratio["url-wasm"]), 11)}`,
  );
}
log(
  `linear growth (max/min ns/byte over the sizes, target <= 2): ` +
    IMPLS.map((i) => `${i} ${fx(linearity[i])}`).join(", ") +
    `  ${ok(results.linearity.met)}`,
);
log();
log(`memory (${basename(files[0])}; after gc(); "heap" = V8 heapUsed, "wasm" = wasm linear memory)`);
log(
  `${padEnd("impl", 11)} ${pad("parses", 9)} ${pad("heap before", 12)} ${pad("growth heap", 12)} ${pad("ext", 10)} ${pad("wasm", 10)} ${pad("wasm total", 11)} | ${pad("alive", 7)} ${pad("B/URL", 7)}`,
);
for (const [impl, m] of Object.entries(memory)) {
  log(
    `${padEnd(impl, 11)} ${pad(m.parses, 9)} ${pad(kib(m.before.heap), 12)} ${pad(kib(m.growth.heap), 12)} ${pad(kib(m.growth.external), 10)} ${pad(kib(m.growth.wasm), 10)} ${pad(kib(m.after.wasm), 11)} | ` +
      `${pad(m.alive, 7)} ${pad(f1(m.retained.perURL), 7)}`,
  );
}
if (!memory["whatwg-url"]) log("(whatwg-url memory skipped with --quick)");
else log(`(whatwg-url memory: ${settings.whatwgParses} parses, ${settings.whatwgAlive} alive, to keep the run short)`);
const mt = results.memoryTargets;
log(
  `url-wasm growth over ${settings.parses} parses: ${kib(mt.growth)} (target < 1 MiB) ${ok(mt.growthMet)}; retained ${f1(mt.retained)} B/URL (target <= ${RETAINED_MAX}) ${ok(mt.retainedMet)}`,
);
log();
const misses = WORKLOADS.flatMap((w) =>
  files.filter((f) => !results.workloads[basename(f)][w].met).map((f) => `${w}/${basename(f)}`),
);
log(
  `targets missed: ${misses.length ? misses.join(", ") : "none"}${mt.growthMet ? "" : ", memory growth"}${mt.retainedMet ? "" : ", retained bytes"}${results.linearity.met ? "" : ", linearity"}`,
);
log(`wrote ${relative(process.cwd(), outFile)} in ${results.seconds.toFixed(0)} s`);
