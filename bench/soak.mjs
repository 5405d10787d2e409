#!/usr/bin/env node
// Soak test: `node --expose-gc bench/soak.mjs [cycles]` (default 1,000,000).
//
// Each cycle goes through the public API ("url-wasm", the Node entry): URL.parse of a generated
// input (tests/js/fuzz-inputs.mjs: mutated WPT inputs and dataset URLs, a fixed pool cycled
// through), every getter, a setter with a generated value, searchParams append/set/sort/delete/
// toString, a URLSearchParams built from the query, URL.canParse, and every 16th cycle a `new URL`
// that throws. At 20 points it runs the GC and samples the wasm linear memory size and the JS heap.
// Exits 1 if either grows by more than 1 MiB between the 10% and the 100% samples.
//
// The wasm memory: the package keeps its instance private (js/wasm/runtime.mjs holds it inside the
// bridge; there is no accessor), so this script wraps the WebAssembly.Instance constructor before
// loading the package and reads `exports.memory` of the instance the package creates (the last
// one, should the package ever re-instantiate).
import { performance } from "node:perf_hooks";

if (typeof globalThis.gc !== "function") {
  console.error("run with: node --expose-gc bench/soak.mjs [cycles]");
  process.exit(2);
}

const instances = [];
const NativeInstance = WebAssembly.Instance;
WebAssembly.Instance = new Proxy(NativeInstance, {
  construct(target, args, newTarget) {
    const instance = Reflect.construct(target, args, newTarget === WebAssembly.Instance ? target : newTarget);
    instances.push(instance);
    return instance;
  },
});
const origInstantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async function (...args) {
  const result = await origInstantiate.apply(this, args);
  instances.push(result.instance ?? result);
  return result;
};

const { URL, URLSearchParams } = await import("url-wasm");
/** The URL attributes (href, origin, protocol, …, hash), from the class itself. */
const GETTERS = Object.entries(Object.getOwnPropertyDescriptors(URL.prototype))
  .filter(([name, d]) => d.get !== undefined && name !== "searchParams")
  .map(([name]) => name);
const { cases, loadSeeds } = await import("../tests/js/fuzz-inputs.mjs");

const memory = () => {
  const instance = instances.at(-1);
  const m = instance?.exports?.memory;
  return m instanceof WebAssembly.Memory ? m.buffer.byteLength : NaN;
};
if (Number.isNaN(memory())) {
  console.error("could not reach the wasm memory (no WebAssembly.Instance was created while loading url-wasm)");
  process.exit(2);
}

const CYCLES = Number(process.argv[2] ?? 1_000_000);
if (!(CYCLES >= 20)) {
  console.error("cycles must be a number >= 20");
  process.exit(2);
}

const corpus = loadSeeds();
if (corpus.missing.length > 0) console.error(`note: missing seed files (using the rest): ${corpus.missing.join(", ")}`);
const POOL = Math.min(20_000, Math.ceil(CYCLES / 20)); // cycled through well before the 10% sample
const pool = [...cases({ seed: 42, count: POOL, ...corpus })];
if (pool.length === 0) {
  pool.push({
    input: "https://user:pass@example.com:8080/a/b?c=d#e",
    base: undefined,
    setter: "pathname",
    value: "/x y",
  });
}

function settle() {
  for (let i = 0; i < 3; i++) globalThis.gc();
}

function sample(cycle) {
  settle();
  const m = process.memoryUsage();
  return {
    cycle,
    wasm: memory(),
    heapUsed: m.heapUsed,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
    rss: m.rss,
  };
}

let sink = 0;
let parsed = 0;
let failed = 0;
let threw = 0;

function cycle(i) {
  const c = pool[i % pool.length];
  const u = URL.parse(c.input, c.base);
  if (u === null) {
    failed++;
    if ((i & 15) === 0) {
      try {
        new URL(c.input, c.base);
      } catch (error) {
        if (error instanceof TypeError) threw++;
      }
    }
    sink += URL.canParse(c.input, c.base) ? 1 : 0;
    return;
  }
  parsed++;
  for (const g of GETTERS) sink += u[g].length;
  try {
    u[c.setter] = c.value;
  } catch {
    threw++;
  }
  const sp = u.searchParams;
  sp.append("k", String(i));
  sp.set("s", c.value);
  sp.sort();
  sink += sp.toString().length + sp.size;
  sp.delete("k");
  sink += (sp.get("s") ?? "").length;
  const own = new URLSearchParams(u.search);
  own.append(c.setter, c.value);
  sink += own.toString().length;
  sink += u.href.length;
}

const samples = [];
const every = CYCLES / 20;
let next = every;
const started = performance.now();
samples.push(sample(0));
for (let i = 1; i <= CYCLES; i++) {
  cycle(i);
  if (i >= next) {
    samples.push(sample(i));
    next += every;
  }
}
if (samples.at(-1).cycle !== CYCLES) samples.push(sample(CYCLES));
const seconds = (performance.now() - started) / 1000;

const mib = (b) => (b / 1048576).toFixed(3);
console.log(
  `url-wasm soak: ${CYCLES} cycles in ${seconds.toFixed(1)} s (${parsed} parsed, ${failed} failed, ${threw} thrown; pool ${pool.length}; sink ${sink % 1000})`,
);
console.log("   cycle | wasm memory MiB | heapUsed MiB | external MiB | arrayBuffers MiB |  rss MiB");
for (const s of samples) {
  console.log(
    `${String(s.cycle).padStart(8)} | ${mib(s.wasm).padStart(15)} | ${mib(s.heapUsed).padStart(12)} | ${mib(s.external).padStart(12)} | ${mib(s.arrayBuffers).padStart(16)} | ${mib(s.rss).padStart(8)}`,
  );
}

// The 10% sample (the first at or after CYCLES / 10) against the last one.
const at10 = samples.find((s) => s.cycle >= CYCLES / 10);
const last = samples.at(-1);
const LIMIT = 1 << 20;
const growth = { wasm: last.wasm - at10.wasm, heapUsed: last.heapUsed - at10.heapUsed };
console.log(
  `growth from cycle ${at10.cycle} to ${last.cycle}: wasm memory ${mib(growth.wasm)} MiB, JS heap ${mib(growth.heapUsed)} MiB (limit 1 MiB each)`,
);
let ok = true;
for (const [what, bytes] of Object.entries(growth)) {
  if (bytes > LIMIT) {
    console.error(`FAIL: ${what} grew by ${mib(bytes)} MiB between 10% and 100% of the run`);
    ok = false;
  }
}
console.log(ok ? "PASS" : "FAIL");
process.exit(ok ? 0 : 1);
