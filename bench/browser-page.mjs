// The page side of bench/browser.mjs: loads ONE implementation (its module URL, or none for the
// browser's own URL), then `window.bench(config)` times the workloads of bench/workloads.mjs (the
// ones `npm run bench` runs in Node) over the lists it is given, with the same warm-up and timing
// rule as bench/worker.mjs; `window.rejects(lists)` lists the lines the implementation refuses.
// `window.urlpatternBench(config)` is the page side of `bench/urlpattern.mjs --browser`.
import { RELATIVE, workloads } from "./workloads.mjs";
import { runURLPatternWorkloads } from "./urlpattern-workloads.mjs";

const native = { URL: globalThis.URL, URLSearchParams: globalThis.URLSearchParams };

async function load(module) {
  if (module === null) return native;
  const m = await import(module);
  if (m.ready) await m.ready;
  return m;
}

/** ns per op: warm-up for ms/2 (at least one call), then whole calls until ms elapsed. */
function measure(run, warm, ms) {
  const t0 = performance.now();
  do warm();
  while (performance.now() - t0 < ms / 2);
  let ops = 0;
  const start = performance.now();
  let elapsed = 0;
  while (ops === 0 || elapsed < ms) {
    ops += run();
    elapsed = performance.now() - start;
  }
  return (elapsed * 1e6) / ops;
}

/** config: { module, datasets: { name: { lines, queries } }, only, minMs } → { name: { workload: ns } }. */
window.bench = async ({ module, datasets, only, minMs }) => {
  const impl = await load(module);
  let current = null;
  const { run, sink } = workloads(impl, (lines) => (lines === current.lines ? current.queries : current.headQueries));
  const out = {};
  for (const [name, data] of Object.entries(datasets)) {
    const n = Math.max(500, Math.floor(data.lines.length / 5));
    current = { ...data, headQueries: data.queries.slice(0, n) };
    const head = data.lines.slice(0, n);
    out[name] = {};
    for (const w of only) out[name][w] = measure(run[w](data.lines), run[w](head), minMs);
  }
  return { results: out, sink: sink() };
};

/** The indices of `lines` that the implementation cannot parse, alone or as a base of RELATIVE. */
window.rejects = async ({ module, lines }) => {
  const { URL } = await load(module);
  const bad = [];
  for (let i = 0; i < lines.length; i++) {
    try {
      new URL(lines[i]);
      for (const r of RELATIVE) new URL(r, lines[i]);
    } catch {
      bad.push(i);
    }
  }
  return bad;
};

/** config: { module (null: the browser's own URLPattern), urls, pathnames, minMs } → the result of
 * runURLPatternWorkloads (bench/urlpattern-workloads.mjs). */
window.urlpatternBench = async ({ module, urls, pathnames, minMs }) => {
  let URLPattern = globalThis.URLPattern;
  if (module !== null) {
    const m = await import(module);
    if (m.ready) await m.ready;
    URLPattern = m.URLPattern;
  }
  return runURLPatternWorkloads(URLPattern, urls, pathnames, minMs);
};
