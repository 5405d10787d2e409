// `node bench/engines.mjs [--quick|--smoke] [--json] [--out FILE] [--messy] [ENGINE...]`: URL implementations in engines without
// WebAssembly (Hermes 0.12, QuickJS, node --jitless; quickjs-ng on request): url-wasm's JS build
// against react-native-url-polyfill 4.0, core-js 3.51 and whatwg-url 17.3 (npm devDependencies).
//
// How: each implementation is bundled alone with bench/engines/entry.mjs as an app there would
// bundle it (Hermes: Metro release build, then hermesc -O, as React Native ships; QuickJS and node:
// esbuild) and run in a fresh VM or process per round (rounds alternate the implementations);
// entry.mjs times the workloads of bench/workloads.mjs (the ones `npm run bench` runs in Node) with
// Date.now over about 2,000 URLs of ../shared/datasets/kasztp.txt (every k-th line Node's URL
// accepts; queries from Node's URL), and counts the WPT cases it passes (constructor suite of
// urltestdata.json, setters_tests.json, toascii.json). Medians of the rounds; the bundle size is the
// implementation alone, minified by esbuild, gzip -9. Shims: whatwg-url gets TextEncoder/TextDecoder
// where missing (bench/engines/whatwg-url-shims.mjs); react-native-url-polyfill gets the stub of the
// `react-native` module it imports that is installed in its place (bench/engines/react-native/); core-js
// is bundled by Metro without inlineRequires (with it, core-js recurses without end in Hermes). url-wasm is `url-wasm` under Metro (the
// `react-native` condition) and `url-wasm/js` elsewhere, the JS build in both.
// --messy: the messy variant of those URLs (bench/messy.mjs: uppercase, default ports, dot segments,
// spaces, non-ASCII, IDN, ...), which the state machine parses, instead of the URLs as they are.
// Writes target/engines/bench/results.json, or --out FILE. About 3 minutes (--quick: 1 round, about
// 1 minute; --smoke: 1 round over 200 URLs, only to show that the script works: tests/bench/smoke.mjs).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { datasetDir, repoRoot } from "../tests/js/paths.mjs";
import { esbuild, metro, outDir, requireWpt, wptDir } from "../tests/engines/bundles.mjs";
import { loadQuickJS, runInHermes, runInQuickJS, spawnLines } from "../tests/engines/engines.mjs";
import { machineLine } from "./machine.mjs";
import { messy } from "./messy.mjs";
import { benchArgs, runLength } from "./cli.mjs";

const { values: opts, positionals: engines } = benchArgs(
  import.meta.url,
  {
    quick: { type: "boolean" },
    smoke: { type: "boolean" },
    json: { type: "boolean" },
    out: { type: "string" },
    messy: { type: "boolean" },
  },
  true,
);
const length = runLength(opts);
const json = opts.json === true;
const isMessy = opts.messy === true;
const ENGINES = engines.length ? engines : ["hermes", "quickjs", "jitless"];
const { ROUNDS, MS, SAMPLE } = {
  smoke: { ROUNDS: 1, MS: 10, SAMPLE: 200 },
  quick: { ROUNDS: 1, MS: 200, SAMPLE: 2000 },
  full: { ROUNDS: 3, MS: 400, SAMPLE: 2000 },
}[length];
const WORKLOADS = ["parse", "components", "setters", "params"];
const IMPLS = ["url-wasm", "react-native-url-polyfill", "core-js", "whatwg-url"];
const WPT = ["urltestdata.json", "setters_tests.json", "toascii.json"];
const dir = path.join(outDir, "bench");
const here = path.join(repoRoot, "bench/engines");

/** The module each implementation's bundle gets as "bench-impl" (under Metro or not). */
function implSource(impl, underMetro) {
  switch (impl) {
    case "url-wasm":
      return `export { URL, URLSearchParams } from "${underMetro ? "url-wasm" : "url-wasm/js"}";`;
    case "react-native-url-polyfill":
      return `export { URL, URLSearchParams } from "react-native-url-polyfill";`;
    case "core-js":
      return [
        `import "${here}/no-native-url.mjs";`,
        `import "core-js/actual/url";`,
        `import "core-js/actual/url-search-params";`,
        `export const { URL, URLSearchParams } = globalThis;`,
      ].join("\n");
    case "whatwg-url":
      return `import "${here}/whatwg-url-shims.mjs";\nexport { URL, URLSearchParams } from "whatwg-url";`;
  }
  throw new Error(`unknown implementation ${impl}`);
}

/** Write a package folder (package.json, index.js) that bundlers resolve by name; returns the folder. */
function writePackage(name, source) {
  const folder = path.join(dir, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "package.json"), `${JSON.stringify({ name, main: "index.js" })}\n`);
  writeFileSync(path.join(folder, "index.js"), `${source}\n`);
  return folder;
}

/** The data every bundle inlines as "bench-data": the URL list, its queries, and the WPT files as
 * one JSON string, parsed only after the timings (in QuickJS, whose cycle collector scans every
 * live object, thousands of parsed test cases would slow every allocation down). */
function writeData() {
  const all = readFileSync(path.join(datasetDir, "kasztp.txt"), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && URL.canParse(line));
  const step = all.length / SAMPLE;
  const sample = Array.from({ length: Math.min(SAMPLE, all.length) }, (_, i) => all[Math.floor(i * step)]);
  const lines = isMessy ? messy(sample, { accepts: (s) => URL.canParse(s) }) : sample;
  const queries = lines.map((line) => new URL(line).search);
  const wpt = JSON.stringify(
    Object.fromEntries(WPT.map((file) => [file, JSON.parse(readFileSync(path.join(wptDir, file), "utf8"))])),
  );
  return writePackage(
    "bench-data",
    `export default ${JSON.stringify({ lines, queries, ms: MS, workloads: WORKLOADS, wpt })};`,
  );
}

/** Bundle `impl` for `engine`; returns the bundle's path. */
async function bundle(engine, impl, data) {
  const underMetro = engine === "hermes";
  const implDir = writePackage(`impl-${impl}-${underMetro ? "metro" : "esbuild"}`, implSource(impl, underMetro));
  const packages = { "bench-impl": implDir, "bench-data": data };
  // core-js recurses without end (its Function#toString wrapper) when Metro defers its imports
  // (inlineRequires, React Native's default): it alone is bundled without that.
  if (underMetro) {
    return metro("bench/engines/entry.mjs", `bench/${impl}.js`, packages, { inlineRequires: impl !== "core-js" });
  }
  const alias = {
    name: "bench-packages",
    setup(b) {
      b.onResolve({ filter: /^(bench-impl|bench-data)$/ }, (a) => ({ path: path.join(packages[a.path], "index.js") }));
      // The generated folders are packages of their own: resolve url-wasm from this repository.
      b.onResolve({ filter: /^url-wasm(\/|$)/ }, (a) =>
        a.pluginData === here ? undefined : b.resolve(a.path, { kind: a.kind, resolveDir: here, pluginData: here }),
      );
    },
  };
  const options = engine === "jitless" ? { platform: "node" } : { platform: "neutral", mainFields: ["module", "main"] };
  return esbuild("bench/engines/entry.mjs", `bench/${impl}-${engine}.mjs`, { ...options, plugins: [alias] });
}

/** The implementation alone, minified (no shims): bytes and gzip -9 bytes. */
async function size(impl) {
  const source = implSource(impl, false).replace(/^import "[^"]*\/(no-native-url|whatwg-url-shims)\.mjs";\n/m, "");
  const out = await build({
    stdin: { contents: source, resolveDir: repoRoot, loader: "js" },
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    logLevel: "error",
  });
  const bytes = out.outputFiles[0].contents;
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

async function runOnce(engine, file) {
  if (engine === "hermes") return runInHermes(file);
  if (engine === "jitless") return spawnLines(process.execPath, ["--jitless", file]);
  return runInQuickJS(await loadQuickJS(engine), file);
}

const median = (xs) => {
  const s = xs.filter((x) => typeof x === "number").sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};

requireWpt();
const data = writeData();
const results = {
  machine: machineLine(),
  length,
  rounds: ROUNDS,
  ms: MS,
  sample: SAMPLE,
  messy: isMessy,
  engines: {},
  sizes: {},
};
for (const impl of IMPLS) results.sizes[impl] = await size(impl);
for (const engine of ENGINES) {
  const files = {};
  for (const impl of IMPLS) files[impl] = await bundle(engine, impl, data);
  const runs = Object.fromEntries(IMPLS.map((impl) => [impl, []]));
  for (let round = 0; round < ROUNDS; round++) {
    // Rotate the order each round, so that a slow phase of the machine hits every implementation.
    for (const impl of [...IMPLS.slice(round % IMPLS.length), ...IMPLS.slice(0, round % IMPLS.length)]) {
      const line = (await runOnce(engine, files[impl])).find((l) => l.startsWith("RESULT "));
      if (!line) throw new Error(`${impl} in ${engine}: no RESULT line`);
      runs[impl].push(JSON.parse(line.slice("RESULT ".length)));
      if (!json) process.stderr.write(`${engine} round ${round + 1}/${ROUNDS}: ${impl} done\n`);
    }
  }
  results.engines[engine] = Object.fromEntries(
    IMPLS.map((impl) => [
      impl,
      {
        ns: Object.fromEntries(WORKLOADS.map((w) => [w, median(runs[impl].map((r) => r.ns[w]))])),
        errors: runs[impl][0].errors,
        conformance: runs[impl][0].conformance,
      },
    ]),
  );
}
const outFile = opts.out === undefined ? path.join(dir, "results.json") : path.resolve(opts.out);
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);
if (json) {
  process.stdout.write(`${JSON.stringify(results)}\n`);
  process.exit(0);
}

const fmt = (ns) => (ns === null ? "error" : Math.round(ns).toLocaleString("en-US"));
const ratio = (a, b) => (a && b ? `${(b / a).toFixed(1)}x` : "-");
const ENGINE_NAMES = {
  hermes: "Hermes 0.12 (Metro, hermesc -O)",
  quickjs: "QuickJS",
  "quickjs-ng": "QuickJS-ng",
  jitless: "node --jitless",
};
console.log(
  `${results.machine}; ${ROUNDS} round(s)${length === "full" ? "" : ` (--${length})`}, ${MS} ms per workload, ${SAMPLE} URLs of ${isMessy ? "the messy variant of " : ""}kasztp.txt`,
);
for (const engine of ENGINES) {
  const r = results.engines[engine];
  console.log(`\n${ENGINE_NAMES[engine] ?? engine}: ns/op (median)`);
  console.log(`| workload | ${IMPLS.join(" | ")} | url-wasm faster than rn-url-polyfill / whatwg-url |`);
  console.log(`|---|${IMPLS.map(() => "---:").join("|")}|---:|`);
  for (const w of WORKLOADS) {
    const cells = IMPLS.map((impl) => fmt(r[impl].ns[w]));
    const u = r["url-wasm"].ns[w];
    console.log(
      `| ${w} | ${cells.join(" | ")} | ${ratio(u, r["react-native-url-polyfill"].ns[w])} / ${ratio(u, r["whatwg-url"].ns[w])} |`,
    );
  }
  for (const file of ["urltestdata.json", "setters_tests.json", "toascii.json"]) {
    const cells = IMPLS.map((impl) => {
      const c = r[impl].conformance[file];
      return c ? `${c.passed}/${c.total}` : "-";
    });
    console.log(`| WPT ${file} | ${cells.join(" | ")} | |`);
  }
  for (const impl of IMPLS) {
    for (const [w, e] of Object.entries(r[impl].errors)) console.log(`  ${impl} ${w}: ${e}`);
  }
}
console.log(
  `\nBundle (the implementation alone, esbuild --minify): ${IMPLS.map((i) => `${i} ${(results.sizes[i].gzip / 1000).toFixed(1)} KB gzip`).join(", ")}`,
);
