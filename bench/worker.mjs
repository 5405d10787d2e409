// One benchmark process for ONE implementation (bench/run.mjs starts a fresh one per implementation
// and list per round, so JIT state and heap never leak between implementations or lists). Not meant to be run by hand,
// except for profiling, e.g.:
//   node --expose-gc --cpu-prof bench/worker.mjs '{"impl":"url-wasm","mode":"round","lists":["messy:../shared/datasets/kasztp.txt"],"only":["parse"]}'
// Prints one JSON object on stdout.
//
// mode "round":  ns/op of each workload over the URL lists `lists` (names as in bench/lists.mjs),
//                one after the other, or with `mixed` all of them interleaved in one list named
//                "mixed" (warm-up for minMs/2, then whole passes until minMs has elapsed); and,
//                unless `large` is false, ns/byte for the large inputs.
// mode "memory": JS heap + wasm memory (after gc()) before and after 1M parses, and retained bytes
//                per URL with 100k URLs alive. Needs --expose-gc.
import { readFileSync } from "node:fs";
import { interleave, listName, loadList } from "./lists.mjs";
import { workloads } from "./workloads.mjs";

const NativeURL = globalThis.URL;
const NativeURLSearchParams = globalThis.URLSearchParams;

const config = JSON.parse(process.argv[2] ?? "{}");
const impl = config.impl ?? "url-wasm";
const minMs = config.minMs ?? 200;
const gc = typeof globalThis.gc === "function" ? globalThis.gc : () => {};

// ---- the implementation under test ------------------------------------------------------------
const wasmInstances = [];
async function load(name) {
  if (name === "native") return { URL: NativeURL, URLSearchParams: NativeURLSearchParams };
  if (name === "whatwg-url") return import("whatwg-url");
  if (name === "url-wasm") {
    // Capture the wasm instance (to read its memory size) without touching the package: wrap
    // WebAssembly.Instance while the package instantiates synchronously, then restore it.
    const Instance = WebAssembly.Instance;
    // biome-ignore lint/complexity/useArrowFunction: the package calls it with `new`, which an arrow function refuses
    WebAssembly.Instance = function (module, imports) {
      const instance = new Instance(module, imports);
      wasmInstances.push(instance);
      return instance;
    };
    WebAssembly.Instance.prototype = Instance.prototype;
    try {
      if (config.wasm) {
        // Profiling a different build of the wasm (e.g. one keeping its name section): the
        // unbundled ES modules of js/ (the same code the package bundles) + that wasm, set up as
        // the Node entry sets them up (js/entries/node-impl.mjs: Buffer's codec, the plain Bridge).
        const runtime = await import("../js/wasm/runtime.mjs");
        const { Bridge } = await import("../js/wasm/bridge.mjs");
        const { bufferCodec } = await import("../js/codecs/utf8.mjs");
        runtime.useCodec(bufferCodec(Buffer));
        runtime.useBridge(Bridge);
        runtime.initSync(readFileSync(config.wasm));
        return import("../js/url.mjs");
      }
      const mod = await import("url-wasm"); // the package's own Node entry (self-reference via `exports`)
      await mod.ready;
      return mod;
    } finally {
      WebAssembly.Instance = Instance;
    }
  }
  throw new Error(`unknown implementation ${name}`);
}
const { URL, URLSearchParams } = await load(impl);
const wasmBytes = () => wasmInstances.reduce((n, i) => n + i.exports.memory.buffer.byteLength, 0);

// ---- inputs (identical for every implementation) ----------------------------------------------
let sink = 0; // the large-input and memory runs feed results here so that nothing is dead code

// The six workloads (bench/workloads.mjs, shared with bench/engines.mjs); params gets each line's
// query from Node's own URL.
const { run: WORKLOADS, sink: workloadSink } = workloads({ URL, URLSearchParams }, (lines) =>
  lines.map((l) => new NativeURL(l).search),
);

/**
 * ns per op: warm-up calls for ms/2 (at least one: JIT, V8's Liftoff-to-TurboFan tier-up of the
 * wasm, wasm memory growth), then whole calls until `ms` elapsed (at least `minCalls`).
 */
function measure(run, ms = minMs, minCalls = 1, warm = run) {
  if (warm) {
    const t0 = process.hrtime.bigint();
    do warm();
    while (Number(process.hrtime.bigint() - t0) < ms * 5e5);
  }
  gc();
  let ops = 0;
  let calls = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (calls < minCalls || elapsed < ms * 1e6) {
    ops += run();
    calls++;
    elapsed = Number(process.hrtime.bigint() - start);
  }
  return elapsed / ops;
}

/** A URL of about `size` bytes: path (with dot segments, spaces, non-ASCII), query, fragment. */
export function bigURL(size) {
  const head = "https://user:pw@www.example.com:8080/";
  const path = "dir/sub dir/./é/x/../file%41/";
  const query = "key=val ue&k2=ü&";
  const frag = "frag ment/";
  let pathPart = "";
  let queryPart = "";
  let fragPart = "";
  const budget = size - head.length - 2;
  while (pathPart.length < budget * 0.6) pathPart += path;
  while (queryPart.length < budget * 0.3) queryPart += query;
  while (fragPart.length < budget - pathPart.length - queryPart.length) fragPart += frag;
  return `${head}${pathPart}?${queryPart}#${fragPart}`.slice(0, size);
}
export const LARGE_SIZES = [1024, 10 * 1024, 100 * 1024, 1024 * 1024];

function roundMode() {
  const out = { impl, datasets: {}, large: {} };
  const only = config.only ?? Object.keys(WORKLOADS);
  const lists = config.lists.map((spec) => [listName(spec), loadList(spec, config.sample).lines]);
  const timed = config.mixed ? [["mixed", interleave(lists.map(([, lines]) => lines))]] : lists;
  for (const [name, lines] of timed) {
    const res = {};
    // Warm up on the first fifth of the list (whatwg-url is slow enough for a full pass to count).
    const head = lines.slice(0, Math.max(500, lines.length / 5));
    for (const w of only) res[w] = measure(WORKLOADS[w](lines), minMs, 1, WORKLOADS[w](head));
    out.datasets[name] = res;
  }
  if (config.large !== false) {
    // Sizes in increasing order; only the first one gets a warm-up call (the JIT is warm after it).
    for (const [k, size] of LARGE_SIZES.entries()) {
      const input = bigURL(size);
      const bytes = Buffer.byteLength(input);
      const run = () => {
        sink += new URL(input).href.length;
        return 1;
      };
      const ns = measure(
        run,
        config.largeMs ?? minMs,
        impl === "whatwg-url" && size > 100000 ? 1 : 3,
        k === 0 ? run : null,
      );
      out.large[size] = { ns, bytes, nsPerByte: ns / bytes };
    }
  }
  return out;
}

function usage() {
  gc();
  gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, external: m.external, wasm: wasmBytes(), rss: m.rss };
}

function memoryMode() {
  const { lines } = loadList(config.lists[0]);
  const parses = config.parses ?? 1_000_000;
  const alive = config.alive ?? 100_000;
  // 1M parses: warm up with one pass over the list first (JIT, wasm buffers at steady size).
  for (let i = 0; i < lines.length; i++) sink += new URL(lines[i]).href.length;
  const before = usage();
  for (let i = 0; i < parses; i++) sink += new URL(lines[i % lines.length]).href.length;
  const after = usage();
  // 100k URLs alive at once.
  const keep = new Array(alive).fill(null);
  const base = usage();
  for (let i = 0; i < alive; i++) keep[i] = new URL(lines[i % lines.length]);
  const live = usage();
  sink += keep.length;
  const delta = (a, b) => Object.fromEntries(Object.keys(a).map((k) => [k, b[k] - a[k]]));
  const grew = delta(before, after);
  const held = delta(base, live);
  return {
    impl,
    list: listName(config.lists[0]),
    parses,
    before,
    after,
    growth: { ...grew, total: grew.heap + grew.external + grew.wasm },
    alive,
    retained: {
      ...held,
      total: held.heap + held.external + held.wasm,
      perURL: (held.heap + held.external + held.wasm) / alive,
    },
  };
}

const result = config.mode === "memory" ? memoryMode() : roundMode();
result.sink = sink + workloadSink();
process.stdout.write(`${JSON.stringify(result)}\n`);
