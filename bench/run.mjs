// `npm run bench [-- --quick|--smoke] [-- --json] [-- --out FILE] [-- LIST...]`: url-wasm vs Node's native URL vs whatwg-url.
//
// How: every round starts one fresh `node --expose-gc bench/worker.mjs` process per implementation
// and list (order rotated each round), which times six workloads over that list (+ large inputs,
// once per round); per-round ratios to native are then reduced to their median, so load from other
// processes on a shared machine hits both sides of a ratio alike. Memory (1M parses; 100k live URLs)
// runs once per implementation in its own process. Workloads (ns per URL, see bench/worker.mjs):
//   parse       new URL(line).href
//   components  parse + protocol, host, hostname, port, pathname, search, hash, origin
//   relative    new URL(rel, line) for 9 relative patterns in rotation
//   setters     pathname, search, hash, host setters on a parsed URL, then href
//   params      new URLSearchParams(query), iterate, append, sort, toString
//   canParse    URL.canParse(line)
// Lists (bench/lists.mjs): ../shared/datasets/{kasztp,node_files}.txt, where >= 98% of the URLs are
// already serialized, their messy variants (bench/messy.mjs: the same URLs with uppercase schemes and
// hosts, default ports, dot segments, spaces, non-ASCII, backslashes, IDN and odd hosts, tabs and
// newlines, so that almost none is), or the files given ("messy:FILE" for a messy variant); each
// alone in its process, and then all of them interleaved in ONE loop ("mixed", its own process),
// as a program that sees every kind of input runs. Each list is subsampled (every k-th line) to keep
// a full run near ~4 minutes on 2 cores (--quick: ~1 minute), which the output states. Writes
// bench/results.json (git-ignored), or --out FILE; --json prints that JSON instead of the tables.
// --smoke: one round over 200 URLs a list, only to show that the script works (tests/bench/smoke.mjs);
// it writes target/bench-smoke/results.json unless --out says otherwise.
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultLists, listFile, listName, loadList, serializedShare } from "./lists.mjs";
import { machine, machineLine } from "./machine.mjs";
import { benchArgs, resultsFile, runLength } from "./cli.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const { values: opts, positionals: listArgs } = benchArgs(
  import.meta.url,
  { quick: { type: "boolean" }, smoke: { type: "boolean" }, json: { type: "boolean" }, out: { type: "string" } },
  true,
);
const length = runLength(opts);
const quick = length === "quick";
const jsonOnly = opts.json === true;
const outFile = resultsFile(opts, "results.json");
let lists = listArgs.map((f) => (f.startsWith("messy:") ? `messy:${resolve(f.slice(6))}` : resolve(f)));
if (lists.length === 0) lists = defaultLists();
for (const l of lists) if (!existsSync(listFile(l))) throw new Error(`bench: no such file ${listFile(l)}`);

const settings = {
  smoke: {
    rounds: 1,
    whatwgRounds: 1,
    sample: 200,
    minMs: 5,
    parses: 5_000,
    alive: 2_000,
    whatwgParses: 2_000,
    whatwgAlive: 1_000,
  },
  quick: {
    rounds: 3,
    whatwgRounds: 1,
    sample: 2000,
    minMs: 80,
    parses: 250_000,
    alive: 100_000,
    whatwgParses: 0,
    whatwgAlive: 0,
  },
  full: {
    rounds: 7,
    whatwgRounds: 2,
    sample: 5000,
    minMs: 200,
    parses: 1_000_000,
    alive: 100_000,
    whatwgParses: 50_000,
    whatwgAlive: 20_000,
  },
}[length];

// Issue 17: on every list alone and on the mixed loop.
const TARGETS = { parse: 1.0, components: 1.0, relative: 1.2, setters: 0.5, params: 1.0, canParse: 1.0 };
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
const listInfo = lists.map((spec) => {
  const { lines, total } = loadList(spec, settings.sample);
  return { spec, name: listName(spec), total, timed: lines.length, serialized: serializedShare(lines) };
});
// One job per list alone, then the mixed loop; a job = one worker process per implementation.
const jobs = [...lists.map((spec) => ({ lists: [spec], mixed: false })), { lists, mixed: true }];
const names = [...listInfo.map((l) => l.name), "mixed"];

// ---- rounds --------------------------------------------------------------------------------------
const started = Date.now();
const rounds = []; // rounds[r][impl] = { datasets: { name: ns per workload }, large }
for (let r = 0; r < settings.rounds; r++) {
  const order = IMPLS.filter((i) => i !== "whatwg-url" || r < settings.whatwgRounds);
  const rotated = order.map((_, k) => order[(k + r) % order.length]);
  const round = {};
  for (const [j, job] of jobs.entries()) {
    for (const impl of rotated) {
      progress(`round ${r + 1}/${settings.rounds}: ${job.mixed ? "mixed" : listName(job.lists[0])}: ${impl}…`);
      const t = Date.now();
      const res = worker({
        impl,
        mode: "round",
        lists: job.lists,
        mixed: job.mixed,
        sample: settings.sample,
        minMs: settings.minMs,
        largeMs: settings.minMs,
        large: j === 0,
      });
      round[impl] ??= { datasets: {}, large: res.large };
      Object.assign(round[impl].datasets, res.datasets);
      progress(` ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
    }
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
  memory[impl] = worker({ impl, mode: "memory", lists: [lists[0]], parses, alive });
  progress(` ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
}

// ---- reduce --------------------------------------------------------------------------------------
const results = {
  machine: machine(),
  quick,
  smoke: length === "smoke",
  settings,
  lists: listInfo.map(({ spec, name, total, timed, serialized }) => ({
    list: relative(root, spec.replace(/^messy:/, "")),
    name,
    messy: spec.startsWith("messy:"),
    lines: total,
    timed,
    serialized,
  })),
  workloads: {},
  large: {},
  memory: {},
};
for (const name of names) {
  const rows = (results.workloads[name] = {});
  for (const w of WORKLOADS) {
    const ns = {};
    for (const impl of IMPLS) ns[impl] = median(rounds.filter((r) => r[impl]).map((r) => r[impl].datasets[name][w]));
    const ratio = (impl) =>
      median(rounds.filter((r) => r[impl]).map((r) => r[impl].datasets[name][w] / r.native.datasets[name][w]));
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
  `${settings.rounds} rounds (whatwg-url: ${settings.whatwgRounds}), a fresh process per implementation and list per round, order rotated; ` +
    `ratio = median of per-round ratios to native${length === "full" ? "" : `; --${length}`}`,
);
for (const l of listInfo) {
  const sampled =
    l.total > l.timed ? `, SUBSAMPLED to ${l.timed} (every ${(l.total / l.timed).toFixed(1)}th line)` : "";
  log(`list ${l.name}: ${l.total} lines${sampled}; ${(100 * l.serialized).toFixed(1)}% already serialized`);
}
log(`list mixed: the ${listInfo.length} lists above interleaved in one loop`);
log();
log(
  `${padEnd("workload", 11)} ${padEnd("list", 20)} ${pad("native", 9)} ${pad("url-wasm", 9)} ${pad("whatwg-url", 10)}   ${pad("wasm/native", 11)} ${pad("target", 7)}      ${pad("whatwg/native", 13)}`,
);
log(`${padEnd("", 11)} ${padEnd("", 20)} ${pad("ns/op", 9)} ${pad("ns/op", 9)} ${pad("ns/op", 10)}`);
for (const w of WORKLOADS) {
  for (const name of names) {
    const row = results.workloads[name][w];
    log(
      `${padEnd(w, 11)} ${padEnd(name, 20)} ${pad(f1(row.ns.native), 9)} ${pad(f1(row.ns["url-wasm"]), 9)} ${pad(f1(row.ns["whatwg-url"]), 10)}   ` +
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
log(`memory (${listInfo[0].name}; after gc(); "heap" = V8 heapUsed, "wasm" = wasm linear memory)`);
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
const misses = WORKLOADS.flatMap((w) => names.filter((n) => !results.workloads[n][w].met).map((n) => `${w}/${n}`));
log(
  `targets missed: ${misses.length ? misses.join(", ") : "none"}${mt.growthMet ? "" : ", memory growth"}${mt.retainedMet ? "" : ", retained bytes"}${results.linearity.met ? "" : ", linearity"}`,
);
log(`wrote ${relative(process.cwd(), outFile)} in ${results.seconds.toFixed(0)} s`);
