// `npm run cold-start`: what importing url-wasm adds to a Node process's start.
//
// How: wall time of `node -e` importing the package (through its own `exports`, as a user's code
// would) and constructing one URL, minus the wall time of bare `node -e ""`. The URL is one that
// the fast paths parse; one more line has a URL that needs the state machine (the engine compiles
// its wasm code on first call). The variants run
// interleaved, 10 times each (after 2 discarded warm-up runs that fill the OS file cache); the
// medians are subtracted. Also shown: require() (CommonJS entry), Node's native URL, and a bare ESM
// process, and a process that imports an empty module (the import line minus that one is what
// url-wasm itself costs an ES module program: the loader's own start is Node's). Where Node has a
// compile cache (Node >= 22.1: NODE_COMPILE_CACHE, or module.enableCompileCache() in the
// application), the two url-wasm lines again with it, warm (the application's choice: a library
// cannot turn it on for the process).
// Target: import + one URL <= bare node + 10 ms.
// Usage: node bench/cold-start.mjs [--runs N] [--json] [--node PATH (another Node binary; default: this one)]
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { machineLine } from "./machine.mjs";
import { benchArgs } from "./cli.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { values: opts } = benchArgs(import.meta.url, {
  runs: { type: "number" },
  node: { type: "string" },
  json: { type: "boolean" },
});
const RUNS = opts.runs ?? 10;
const NODE = opts.node === undefined ? process.execPath : resolve(opts.node);
const TARGET_MS = 10;
// Credentials, a port and a dot segment: the Rust core's rewrites fast path parses it.
const URL_SRC = 'new URL("https://user@example.com:8080/a/../b?q=1#f").href';
// An IPv6 host: the state machine parses it, whose code the engine compiles on this first call.
const STATE_MACHINE_URL_SRC = 'new URL("http://[::1]:8080/a/../b?q=1#f").href';

// An empty module file, outside the package (as a program's own file would be).
const emptyModule = pathToFileURL(join(mkdtempSync(join(tmpdir(), "url-wasm-cold-")), "empty.mjs")).href;
writeFileSync(new URL(emptyModule), "export {};\n");

const variants = {
  bare: ["-e", ""],
  // `import` needs the ES module loader, which a bare `node -e ""` never starts: shown separately so
  // that the loader's own cost can be told apart from url-wasm's.
  "bare ESM (--input-type=module)": ["--input-type=module", "-e", ""],
  // The first `import` of a module file starts most of that loader (resolution and loading from the
  // file system, which a data: URL skips); a program's own files pay it anyway: an empty one.
  "import an empty ES module": ["--input-type=module", "-e", `import ${JSON.stringify(emptyModule)};`],
  "import url-wasm + 1 URL": ["--input-type=module", "-e", `import { URL } from "url-wasm"; ${URL_SRC};`],
  "require url-wasm + 1 URL": ["-e", `const { URL } = require("url-wasm"); ${URL_SRC};`],
  "require url-wasm + 1 URL (state machine)": ["-e", `const { URL } = require("url-wasm"); ${STATE_MACHINE_URL_SRC};`],
  "native URL + 1 URL": ["-e", `${URL_SRC};`],
};
const nodeRun = (argv, env = {}) =>
  spawnSync(NODE, argv, { cwd: root, encoding: "utf8", env: { ...process.env, ...env } });
const version = nodeRun(["-p", "process.version"]).stdout.trim();
const hasCompileCache =
  nodeRun(["-p", 'typeof require("node:module").enableCompileCache']).stdout.trim() === "function";
const cacheEnv = hasCompileCache ? { NODE_COMPILE_CACHE: mkdtempSync(join(tmpdir(), "url-wasm-cache-")) } : {};
const COMPILE_CACHE = ", compile cache";
if (hasCompileCache) {
  variants[`import url-wasm + 1 URL${COMPILE_CACHE}`] = variants["import url-wasm + 1 URL"];
  variants[`require url-wasm + 1 URL${COMPILE_CACHE}`] = variants["require url-wasm + 1 URL"];
}

function once(name, argv) {
  const t = process.hrtime.bigint();
  const r = nodeRun(argv, name.endsWith(COMPILE_CACHE) ? cacheEnv : {});
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0) throw new Error(`node ${argv.join(" ")} failed:\n${r.stderr}`);
  return ms;
}

const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

const times = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
for (let i = 0; i < RUNS + 2; i++) {
  for (const [name, argv] of Object.entries(variants)) {
    const ms = once(name, argv);
    if (i >= 2) times[name].push(ms);
  }
}
const med = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
const added = (k) => med[k] - med.bare;
const result = {
  node: version,
  runs: RUNS,
  medianMs: med,
  addedMs: Object.fromEntries(
    Object.keys(variants)
      .filter((k) => k !== "bare")
      .map((k) => [k, added(k)]),
  ),
  addedOverBareEsmMs: med["import url-wasm + 1 URL"] - med["bare ESM (--input-type=module)"],
  addedOverEmptyImportMs: med["import url-wasm + 1 URL"] - med["import an empty ES module"],
  target: { addedMs: TARGET_MS, met: added("import url-wasm + 1 URL") <= TARGET_MS },
};
if (opts.json === true) {
  console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}
console.log(machineLine());
console.log(`cold start on Node ${version}: wall time of a fresh process, median of ${RUNS} interleaved runs`);
console.log(
  `${"variant".padEnd(40)} ${"median ms".padStart(10)} ${"min ms".padStart(8)} ${"max ms".padStart(8)} ${"vs bare".padStart(9)}`,
);
for (const [name, v] of Object.entries(times)) {
  const extra = name === "bare" ? "" : `${added(name) >= 0 ? "+" : ""}${added(name).toFixed(1)}`;
  const [min, max] = [Math.min(...v), Math.max(...v)];
  console.log(
    `${name.padEnd(40)} ${med[name].toFixed(1).padStart(10)} ${min.toFixed(1).padStart(8)} ${max.toFixed(1).padStart(8)} ${extra.padStart(9)}`,
  );
}
console.log(`import url-wasm + 1 URL minus bare ESM: +${result.addedOverBareEsmMs.toFixed(1)} ms`);
console.log(`import url-wasm + 1 URL minus importing an empty module: +${result.addedOverEmptyImportMs.toFixed(1)} ms`);
console.log(
  `target: import + 1 URL <= bare + ${TARGET_MS} ms: +${added("import url-wasm + 1 URL").toFixed(1)} ms ${result.target.met ? "ok" : "MISS"}`,
);
