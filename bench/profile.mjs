// Where does a workload spend its time? Runs bench/worker.mjs under `node --cpu-prof` for one
// implementation and workload (or, with --browser, bench/browser-page.html in headless Chromium,
// profiled through the DevTools protocol), then sums the profile's self time by category (wasm
// code, the JS shim, TextEncoder/TextDecoder and other builtins, GC, the benchmark loop) and lists
// the top frames.
//   node bench/profile.mjs [workload=parse] [impl=url-wasm] [--list FILE|messy:FILE] [--ms 3000] [--top 25] [--wasm FILE] [--browser]
// Wasm function names need the name section, which pkg/'s wasm has not (wasm-opt drops it), so
// its frames show up as wasm-function[N]. For names, profile a build that keeps them with --wasm
// (Node loads the tools flavour, built with the `node` profile; browsers the core, `release`):
//   wasm-bindgen --target web --out-dir /tmp/named target/tools/wasm32-unknown-unknown/node/url_wasm.wasm
//   node_modules/.bin/wasm-opt -O3 -g /tmp/named/url_wasm_bg.wasm -o /tmp/named/named.wasm
//   (--browser: target/wasm32-unknown-unknown/release/url_wasm.wasm, and -Oz instead of -O3)
// With --browser, url-wasm is its browser entry bundled unminified (target/bench-browser/profile/),
// so that the shim's frames keep their names.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { datasetDir } from "../tests/js/paths.mjs";
import { build } from "esbuild";
import { launchChromium } from "../tests/browser/chromium.mjs";
import { browserModules, openBenchPage, serveBenchPages } from "./browser-harness.mjs";
import { loadList } from "./lists.mjs";
import { machineLine } from "./machine.mjs";
import { benchArgs } from "./cli.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const { values: opts, positionals } = benchArgs(
  import.meta.url,
  {
    list: { type: "string" },
    ms: { type: "number" },
    top: { type: "number" },
    wasm: { type: "string" },
    browser: { type: "boolean" },
  },
  true,
);
// A list as bench/lists.mjs names them: a file, or "messy:FILE".
const listArg = opts.list ?? resolve(datasetDir, "kasztp.txt");
const list = listArg.startsWith("messy:") ? `messy:${resolve(listArg.slice(6))}` : resolve(listArg);
const ms = opts.ms ?? 3000;
const top = opts.top ?? 25;
const wasm = opts.wasm;
const browser = opts.browser === true;
const [workload = "parse", impl = "url-wasm"] = positionals;

/** The CPU profile of bench/worker.mjs running the workload in this Node. */
function nodeProfile() {
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
  return profile;
}

let chromiumVersion = "";
/** The CPU profile of bench/browser-page.html running the workload in headless Chromium (one
 * warm-up run, then the profiled one), as bench/browser.mjs runs it. */
async function browserProfile() {
  const modules = await browserModules();
  if (impl === "url-wasm") {
    // The browser entry unminified; with --wasm, initialized from that file instead of its inline copy.
    const outdir = join(root, "target/bench-browser/profile");
    rmSync(outdir, { recursive: true, force: true });
    await build({
      entryPoints: [join(root, "js/entries/browser.mjs")],
      bundle: true,
      splitting: true,
      format: "esm",
      target: "es2022",
      outdir,
      outExtension: { ".js": ".mjs" },
      logLevel: "warning",
    });
    modules["url-wasm"] = "/target/bench-browser/profile/browser.mjs";
    if (wasm) {
      copyFileSync(resolve(wasm), join(outdir, "named.wasm"));
      writeFileSync(
        join(outdir, "named.mjs"),
        `import { init } from "./browser.mjs";\nawait init(new URL("./named.wasm", import.meta.url));\nexport * from "./browser.mjs";\n`,
      );
      modules["url-wasm"] = "/target/bench-browser/profile/named.mjs";
    }
  }
  if (!(impl in modules)) throw new Error(`--browser: impl is one of ${Object.keys(modules).join(", ")}`);
  const lines = loadList(list, 2000).lines.filter((l) => URL.canParse(l));
  const datasets = { list: { lines, queries: lines.map((l) => new URL(l).search) } };
  const config = { module: modules[impl], datasets, only: [workload], minMs: 300 };
  const { server, origin } = await serveBenchPages();
  const chromium = await launchChromium();
  chromiumVersion = chromium.context.browser()?.version() ?? "";
  try {
    const { page } = chromium;
    const errors = await openBenchPage(page, origin);
    await page.evaluate((c) => window.bench(c), config);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
    await page.evaluate((c) => window.bench(c), { ...config, minMs: ms });
    const { profile } = await cdp.send("Profiler.stop");
    if (errors.length) throw new Error(errors.join("\n"));
    return profile;
  } finally {
    await chromium.close();
    server.close();
  }
}

const profile = browser ? await browserProfile() : nodeProfile();

// Self time per node = samples hitting it × sampling interval.
const self = new Map();
for (const id of profile.samples) self.set(id, (self.get(id) ?? 0) + 1);
const total = profile.samples.length;

function category({ url, functionName }) {
  const wasmName = /^(\$|wasm-function)/.test(functionName) || (url === "" && /wasm/.test(functionName));
  if (url.startsWith("wasm://") || url.endsWith(".wasm") || wasmName) return "wasm";
  if (/\/js\/|pkg\/(cjs|esm)\/|url-wasm\.cjs|bench-browser\/profile\//.test(url)) return "JS shim (js/, pkg/)";
  if (/whatwg-url|tr46|webidl-conversions|punycode/.test(url)) return "whatwg-url (JS)";
  if (/core-js/.test(url)) return "core-js (JS)";
  // (V8 inlines what the loop calls into it: part of this is the implementation's.)
  if (/bench\/(worker|workloads|browser-page)\.mjs/.test(url)) return "benchmark loop";
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
    ? `${cf.url.replace(/^(file|https?):\/\/.*?\/(js|pkg|bench|node_modules|target)\//, "$2/")}:${cf.lineNumber + 1}`
    : "";
  const key = `${cf.functionName || "(anonymous)"}  ${where}`;
  byFrame.set(key, { n: (byFrame.get(key)?.n ?? 0) + n, cat });
}
const pct = (n) => `${((100 * n) / total).toFixed(1).padStart(5)}%`;
console.log(`${machineLine()}${browser ? `; headless Chromium ${chromiumVersion}` : ""}`);
console.log(`profile of "${workload}" with ${impl} on ${list} (${total} samples)`);
console.log("\nself time by category:");
for (const [cat, n] of [...byCat].sort((a, b) => b[1] - a[1])) console.log(`${pct(n)}  ${cat}`);
console.log(`\ntop ${top} frames by self time:`);
for (const [key, { n, cat }] of [...byFrame].sort((a, b) => b[1].n - a[1].n).slice(0, top)) {
  console.log(`${pct(n)}  ${key}  [${cat}]`);
}
