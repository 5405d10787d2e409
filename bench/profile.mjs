// Where does a workload spend its time? Runs bench/worker.mjs under `node --cpu-prof` for one
// implementation and workload, then sums the profile's self time by category (wasm code, the JS
// shim, TextEncoder/TextDecoder and other builtins, GC, the benchmark loop) and lists the top frames.
//   node bench/profile.mjs [workload=parse] [impl=url-wasm] [--list FILE|messy:FILE] [--ms 3000] [--top 25] [--wasm FILE]
// Wasm function names need the name section, which pkg/'s wasm has not (wasm-opt drops it), so
// its frames show up as wasm-function[N]. For names, profile a build that keeps them with --wasm:
//   wasm-bindgen --target web --out-dir /tmp/named target/wasm32-unknown-unknown/release/url_wasm.wasm
//   node_modules/.bin/wasm-opt -Oz -g /tmp/named/url_wasm_bg.wasm -o /tmp/named/named.wasm
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { machineLine } from "./machine.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : dflt;
};
// A list as bench/lists.mjs names them: a file, or "messy:FILE".
const listArg = opt("--list", resolve(root, "../shared/datasets/kasztp.txt"));
const list = listArg.startsWith("messy:") ? `messy:${resolve(listArg.slice(6))}` : resolve(listArg);
const ms = Number(opt("--ms", 3000));
const top = Number(opt("--top", 25));
const wasm = opt("--wasm", undefined);
const [workload = "parse", impl = "url-wasm"] = args;

const dir = mkdtempSync(join(tmpdir(), "url-wasm-prof-"));
const config = {
  impl,
  mode: "round",
  lists: [list],
  only: [workload],
  minMs: ms,
  large: false,
  wasm: wasm && resolve(wasm),
};
const run = spawnSync(
  process.execPath,
  ["--expose-gc", "--cpu-prof", `--cpu-prof-dir=${dir}`, join(here, "worker.mjs"), JSON.stringify(config)],
  { cwd: root, encoding: "utf8" },
);
if (run.status !== 0) throw new Error(run.stderr);
const profile = JSON.parse(readFileSync(join(dir, readdirSync(dir)[0]), "utf8"));
rmSync(dir, { recursive: true });

// Self time per node = samples hitting it × sampling interval.
const self = new Map();
for (const id of profile.samples) self.set(id, (self.get(id) ?? 0) + 1);
const total = profile.samples.length;

function category({ url, functionName }) {
  const wasmName = /^(\$|wasm-function)/.test(functionName) || (url === "" && /wasm/.test(functionName));
  if (url.startsWith("wasm://") || wasmName) return "wasm";
  if (/\/js\/|pkg\/cjs\/|url-wasm\.cjs/.test(url)) return "JS shim (js/, pkg/cjs)";
  if (/whatwg-url|tr46|webidl-conversions|punycode/.test(url)) return "whatwg-url (JS)";
  if (/bench\/worker\.mjs/.test(url)) return "benchmark loop";
  if (functionName === "(garbage collector)") return "GC";
  if (functionName === "(idle)" || functionName === "(program)" || functionName === "(root)") return functionName;
  if (url.startsWith("node:")) return "Node internals (node:*)";
  return "builtins / native (TextEncoder, TextDecoder, String, …)";
}

const byCat = new Map();
const byFrame = new Map();
for (const node of profile.nodes) {
  const n = self.get(node.id) ?? 0;
  if (n === 0) continue;
  const cf = node.callFrame;
  const cat = category(cf);
  byCat.set(cat, (byCat.get(cat) ?? 0) + n);
  const where = cf.url
    ? `${cf.url.replace(/^file:\/\/.*?\/(js|pkg|bench|node_modules)\//, "$1/")}:${cf.lineNumber + 1}`
    : "";
  const key = `${cf.functionName || "(anonymous)"}  ${where}`;
  byFrame.set(key, { n: (byFrame.get(key)?.n ?? 0) + n, cat });
}
const pct = (n) => `${((100 * n) / total).toFixed(1).padStart(5)}%`;
console.log(machineLine());
console.log(`profile of "${workload}" with ${impl} on ${list} (${total} samples)`);
console.log("\nself time by category:");
for (const [cat, n] of [...byCat].sort((a, b) => b[1] - a[1])) console.log(`${pct(n)}  ${cat}`);
console.log(`\ntop ${top} frames by self time:`);
for (const [key, { n, cat }] of [...byFrame].sort((a, b) => b[1].n - a[1].n).slice(0, top)) {
  console.log(`${pct(n)}  ${key}  [${cat}]`);
}
