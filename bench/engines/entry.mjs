// One implementation in one engine (bench/engines.mjs bundles this per implementation and engine):
// times the workloads of bench/workloads.mjs over the URL list, counts conformance on WPT data, and
// prints one line "RESULT {json}". Plain ECMAScript; the clock is Date.now (Hermes and QuickJS have
// no finer one), so every measurement runs for data.ms milliseconds or more.
import data from "bench-data"; // { lines, queries, ms, workloads, wpt (JSON text of the WPT files) }
import * as impl from "bench-impl"; // { URL, URLSearchParams }
import { runCases, wptSuites } from "../../tests/js/wpt-cases.mjs";
import { workloads } from "../workloads.mjs";

const print = typeof globalThis.print === "function" ? globalThis.print : (line) => console.log(line);
const queries = new Map(data.lines.map((line, i) => [line, data.queries[i]]));
const { run, sink } = workloads(impl, (lines) => lines.map((line) => queries.get(line)));

/** ns per operation: one warm-up pass over the first 200 lines, then whole passes for data.ms. */
function measure(name) {
  run[name](data.lines.slice(0, 200))();
  const pass = run[name](data.lines);
  const start = Date.now();
  let ops = 0;
  let elapsed = 0;
  do {
    ops += pass();
    elapsed = Date.now() - start;
  } while (elapsed < data.ms);
  return (elapsed * 1e6) / ops;
}

const ns = {};
const errors = {};
for (const name of data.workloads) {
  try {
    ns[name] = measure(name);
  } catch (error) {
    errors[name] = `${error?.name}: ${error?.message}`;
  }
}

// WPT: the constructor suite of urltestdata.json, the setters and toascii suites (tests/js/wpt-cases.mjs).
const files = JSON.parse(data.wpt);
const conformance = {};
for (const suite of wptSuites(impl.URL, (file) => files[file] ?? null)) {
  if (suite.cases === null || /origin|URL\.parse/.test(suite.name)) continue;
  conformance[suite.file] = { passed: runCases(suite).passed, total: suite.cases.length };
}
print(`RESULT ${JSON.stringify({ ns, errors, conformance, sink: sink() })}`);
