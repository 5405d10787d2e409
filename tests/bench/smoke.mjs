// `node tests/bench/smoke.mjs [node|browser]`: every script in bench/ that README's figures come
// from, run as a person would run it but with its `--smoke` settings (one round, a few hundred URLs,
// a few ms per workload), to show that it still works: it exits 0, prints its report, and its
// results hold a number for every implementation, list and workload it names. The figures of a smoke
// run mean nothing and nothing here times anything: a benchmark that only breaks when someone next
// runs it by hand is what this catches. "node" (the default) runs the scripts that run in Node and
// the engines without WebAssembly; "browser" the ones that drive headless Chromium (scripts/test.sh
// runs that group only where Chromium is installed). Results go to target/bench-smoke/.
// The scripts read ../shared/datasets/ (and the WPT data): without it they cannot run, and this
// says so loudly and exits 0, or 1 under CI=true; so for an engine of bench/engines.mjs that the
// machine lacks (tests/engines/run.mjs --check).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { datasetDir, repoRoot } from "../js/paths.mjs";

const group = process.argv[2] ?? "node";
if (!["node", "browser"].includes(group) || process.argv.length > 3) {
  process.stderr.write("usage: node tests/bench/smoke.mjs [node|browser]\n");
  process.exit(2);
}
const ci = process.env.CI === "true";
/** Reports what cannot run here: a failure under CI=true, else a loud skip. */
function missing(what) {
  const line = `${what}, and CI=true forbids skipping`;
  if (ci) console.log(`FAIL ${line}`);
  else process.stderr.write(`\n!!!!!!!! SKIPPED ${what} !!!!!!!!\n\n`);
  return ci ? 1 : 0;
}
const datasets = join(datasetDir, "kasztp.txt");
if (!existsSync(datasets)) process.exit(missing(`the bench scripts: no URL list at ${datasets}`));
let failed = 0;
/** The engines of bench/engines.mjs (node group) that this machine has. */
const ENGINES = (group === "node" ? ["hermes", "quickjs", "jitless"] : []).filter((engine) => {
  const check = spawnSync(process.execPath, ["tests/engines/run.mjs", "--check", engine], { cwd: repoRoot });
  if (check.status === 0) return true;
  failed += missing(`bench/engines.mjs in ${engine}: not available here (tests/engines/run.mjs --check ${engine})`);
  return false;
});
const smokeDir = join(repoRoot, "target/bench-smoke");
const readResults = (name) => JSON.parse(readFileSync(join(smokeDir, name), "utf8"));

/** Throws unless `value` is a finite number > 0; `where` names it in the message. */
function positive(value, where) {
  if (!(typeof value === "number" && Number.isFinite(value) && value > 0))
    throw new Error(`${where} is ${JSON.stringify(value)}, not a positive number`);
}

/** Throws unless `value` is a finite number (of either sign); `where` names it in the message. */
function finite(value, where) {
  if (!(typeof value === "number" && Number.isFinite(value)))
    throw new Error(`${where} is ${JSON.stringify(value)}, not a finite number`);
}

/** Throws unless `object` has exactly the keys `keys` (in any order). */
function keysOf(object, keys, where) {
  const have = Object.keys(object ?? {}).sort();
  if (JSON.stringify(have) !== JSON.stringify([...keys].sort()))
    throw new Error(`${where} has ${JSON.stringify(have)}, not ${JSON.stringify([...keys].sort())}`);
}

const WORKLOADS = ["parse", "components", "relative", "setters", "params", "canParse"];
const LISTS = ["kasztp.txt", "node_files.txt", "messy:kasztp.txt", "messy:node_files.txt", "mixed"];

/** bench/run.mjs and bench/browser.mjs: ns and a ratio for every list, workload and implementation. */
function checkWorkloads(results, impls, where) {
  keysOf(results.workloads, LISTS, `${where} lists`);
  for (const list of LISTS) {
    keysOf(results.workloads[list], WORKLOADS, `${where} ${list}`);
    for (const w of WORKLOADS) {
      const row = results.workloads[list][w];
      for (const impl of impls) positive(row.ns[impl], `${where} ${list} ${w} ns.${impl}`);
      positive(row.ratio["url-wasm"], `${where} ${list} ${w} ratio`);
    }
  }
}

const node = [
  {
    name: "bench/run.mjs (npm run bench)",
    args: ["bench/run.mjs", "--smoke"],
    expect: /targets missed: /,
    check() {
      const r = readResults("results.json");
      if (r.smoke !== true) throw new Error("results.json does not say it is from a --smoke run");
      checkWorkloads(r, ["native", "url-wasm", "whatwg-url"], "results.json");
      keysOf(r.memory, ["native", "url-wasm", "whatwg-url"], "results.json memory");
      // A smoke run keeps 2,000 URLs alive: that is below the heap's noise after gc() (six runs
      // here gave url-wasm 31-305 B a URL, and one CI run -795 B), so only the shape is checked.
      for (const [impl, m] of Object.entries(r.memory)) {
        finite(m.retained.perURL, `results.json ${impl} retained bytes per URL`);
        finite(m.growth.total, `results.json ${impl} memory growth`);
      }
      for (const [size, row] of Object.entries(r.large))
        for (const impl of ["native", "url-wasm", "whatwg-url"]) positive(row.nsPerByte[impl], `large ${size} ${impl}`);
    },
  },
  {
    name: "bench/whatwg-url.mjs (npm run bench:whatwg-url)",
    args: ["bench/whatwg-url.mjs", "--smoke"],
    expect: /\(b\) jsdom/,
    check() {
      const r = readResults("results-whatwg-url.json");
      if (Object.keys(r.api).length < 9) throw new Error(`whatwg-url api: only ${Object.keys(r.api)}`);
      for (const [op, row] of Object.entries({ ...r.api, ...r.jsdom }))
        for (const impl of ["url-wasm", "whatwg-url"]) positive(row[impl], `whatwg-url ${op} ${impl}`);
    },
  },
  {
    name: "bench/urlpattern.mjs (npm run bench:urlpattern)",
    args: ["bench/urlpattern.mjs", "--smoke"],
    expect: /URLPattern, 50 routes/,
    check: () => checkURLPattern(readResults("results-urlpattern.json")),
  },
  // (Without any engine here there is nothing to run: bench/engines.mjs would take all three.)
  ...(ENGINES.length === 0
    ? []
    : [
        {
          name: "bench/engines.mjs (Hermes, QuickJS, node --jitless)",
          args: ["bench/engines.mjs", "--smoke", "--out", join(smokeDir, "results-engines.json"), ...ENGINES],
          expect: /Bundle \(the implementation alone/,
          check() {
            const r = readResults("results-engines.json");
            keysOf(r.engines, ENGINES, "engines");
            for (const [engine, impls] of Object.entries(r.engines)) {
              const ours = impls["url-wasm"];
              for (const [w, ns] of Object.entries(ours.ns)) positive(ns, `${engine} url-wasm ${w}`);
              for (const [file, c] of Object.entries(ours.conformance))
                if (c.passed !== c.total) throw new Error(`${engine} url-wasm ${file}: ${c.passed}/${c.total}`);
              for (const [impl, row] of Object.entries(impls))
                for (const [w, ns] of Object.entries(row.ns))
                  if (ns === null && !row.errors[w]) throw new Error(`${engine} ${impl} ${w}: no time and no error`);
            }
          },
        },
      ]),
  {
    name: "bench/cold-start.mjs (npm run cold-start)",
    args: ["bench/cold-start.mjs", "--runs", "1"],
    expect: /import url-wasm \+ 1 URL/,
  },
  {
    name: "bench/cold-start.mjs --json",
    args: ["bench/cold-start.mjs", "--runs", "1", "--json"],
    check: (out) => {
      const r = JSON.parse(out);
      for (const [variant, ms] of Object.entries(r.medianMs)) positive(ms, `cold start ${variant}`);
      if (typeof r.target.met !== "boolean") throw new Error("cold start: no target.met");
    },
  },
  { name: "bench/size.mjs (npm run size)", args: ["bench/size.mjs"], expect: /TOTAL/ },
  {
    name: "bench/size.mjs --json",
    args: ["bench/size.mjs", "--json"],
    check: (out) => {
      const r = JSON.parse(out);
      positive(r.total.gzip, "size total gzip");
      if (r.fullIdna !== true) throw new Error("size: the measured wasm lacks full IDNA");
    },
  },
  { name: "bench/soak.mjs", node: ["--expose-gc"], args: ["bench/soak.mjs", "2000"], expect: /wasm/ },
  {
    name: "bench/js-builds.mjs",
    node: ["--jitless"],
    args: ["bench/js-builds.mjs", "pkg/js/url_wasm.mjs"],
    expect: /round 4 pkg\/js\/url_wasm\.mjs: parse \d+ ns, relative \d+ ns/,
  },
  {
    name: "bench/profile.mjs",
    args: ["bench/profile.mjs", "canParse", "url-wasm", "--ms", "200", "--top", "5"],
    expect: /wasm/,
  },
];

const browser = [
  {
    name: "bench/browser.mjs (npm run bench:browser)",
    args: ["bench/browser.mjs", "--smoke"],
    expect: /ratios to native/,
    check() {
      const r = readResults("results-browser.json");
      if (r.smoke !== true) throw new Error("results-browser.json does not say it is from a --smoke run");
      checkWorkloads(r, ["native", "url-wasm", "whatwg-url", "core-js"], "results-browser.json");
    },
  },
  {
    name: "bench/browser.mjs --variant pkg --only parse,canParse",
    args: ["bench/browser.mjs", "--smoke", "--variant", "pkg", "--only", "parse,canParse"],
    expect: /variant: /,
  },
  {
    name: "bench/urlpattern.mjs --browser",
    args: ["bench/urlpattern.mjs", "--smoke", "--browser"],
    expect: /URLPattern, 50 routes .* Chromium/,
    check: () => checkURLPattern(readResults("results-urlpattern-browser.json")),
  },
  {
    name: "bench/readme-perf.mjs (README's performance block)",
    args: ["bench/readme-perf.mjs", "--smoke"],
    expect: /Generated by `node bench\/readme-perf\.mjs --smoke`/,
    check: checkReadme,
  },
  {
    name: "bench/readme-perf.mjs --reuse",
    args: ["bench/readme-perf.mjs", "--smoke", "--reuse"],
    expect: /Generated by `node bench\/readme-perf\.mjs --smoke --reuse`/,
    check: checkReadme,
  },
  {
    name: "bench/profile.mjs --browser",
    args: ["bench/profile.mjs", "parse", "url-wasm", "--browser", "--ms", "200", "--top", "5"],
    expect: /wasm/,
  },
];

/** bench/urlpattern.mjs: a time for every workload and implementation, and the same matches. */
function checkURLPattern(r) {
  for (const [w, row] of Object.entries(r.workloads))
    for (const impl of ["url-wasm", "polyfill", "native"]) positive(row.ns[impl], `URLPattern ${w} ${impl}`);
  if (Object.keys(r.workloads).length < 5) throw new Error(`URLPattern workloads: only ${Object.keys(r.workloads)}`);
  if (r.warnings.length) throw new Error(`URLPattern implementations disagree: ${r.warnings.join("; ")}`);
}

/** bench/readme-perf.mjs: README with the block it wrote, in which no figure is missing. */
function checkReadme() {
  const text = readFileSync(join(smokeDir, "README.md"), "utf8");
  const block = text.slice(text.indexOf("<!-- perf:start -->"), text.indexOf("<!-- perf:end -->"));
  for (const table of [
    "| workload | list | native ns/op",
    "| workload | list | Chromium ns/op",
    "| list | url-wasm ns |",
  ])
    if (!block.includes(table)) throw new Error(`the block written has no table starting "${table}"`);
  const bad = block.match(/.*\b(NaN|undefined|null|Infinity)\b.*/);
  if (bad) throw new Error(`the block written has "${bad[1]}" in: ${bad[0]}`);
}

for (const script of group === "node" ? node : browser) {
  const started = Date.now();
  const run = spawnSync(process.execPath, [...(script.node ?? []), ...script.args], {
    cwd: repoRoot,
    encoding: "utf8",
    maxBuffer: 1 << 26,
    timeout: 10 * 60_000,
  });
  let problem = null;
  try {
    if (run.status !== 0) throw new Error(`exit ${run.status ?? run.signal}\n${run.stderr.slice(-4000)}`);
    if (script.expect && !script.expect.test(run.stdout))
      throw new Error(`no line matching ${script.expect} in its output:\n${run.stdout.slice(-4000)}`);
    script.check?.(run.stdout);
  } catch (error) {
    problem = error.message;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${problem === null ? "ok  " : "FAIL"} ${script.name} (node ${[...(script.node ?? []), ...script.args].join(" ")}) ${seconds} s`,
  );
  if (problem !== null) {
    failed++;
    console.log(`     ${problem.replaceAll("\n", "\n     ")}`);
  }
}
console.log(failed ? `${failed} bench script(s) failed` : `every bench script ran (${group} group)`);
process.exit(failed ? 1 : 0);
