// Differential test of url-wasm/whatwg-url against whatwg-url 17.3 (the reference, a devDependency)
// on >= 1,000,000 deterministic mutations of WPT inputs and real-world URLs (tests/js/fuzz-inputs.mjs):
// every exported function, every state override (in turn, on the parsed records) and the setter
// steps jsdom runs, compared result by result and record by record (whatwg-url-differential-core.mjs).
//
// Every difference must be recognised by one of CLASSES (each a proven cause, with the spec text
// that decides it) or the test fails, printing examples. Environment: DIFF_COUNT (default
// 1000000), DIFF_SEED (default 1), DIFF_WORKERS (default 2); the cases are those of the URL class's
// differential test (differential.test.mjs) for the same seed.
import assert from "node:assert/strict";
import { test } from "node:test";
import { differentialSettings, runShards } from "./differential-shards.mjs";
import { CLASSES, describe, REF_VERSION } from "./whatwg-url-differential-core.mjs";

const { count: COUNT, seed: SEED, workers: WORKERS, missing } = differentialSettings("whatwg-url differential test");

test(`differential: url-wasm/whatwg-url vs whatwg-url ${REF_VERSION} on ${COUNT} generated inputs`, {
  skip: missing,
}, async (t) => {
  const started = performance.now();
  const core = new globalThis.URL("./whatwg-url-differential-core.mjs", import.meta.url).href;
  const { counts, byClass, unclassified, unclassifiedTotal } = await runShards({
    core,
    seed: SEED,
    count: COUNT,
    workers: WORKERS,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  t.diagnostic(`seed ${SEED}, ${WORKERS} worker(s), ${seconds} s: ${JSON.stringify(counts)}`);
  for (const c of CLASSES) t.diagnostic(`known difference (${byClass[c.name] ?? 0}): ${c.name}`);
  t.diagnostic(`unclassified differences: ${unclassifiedTotal}`);
  const report = Object.entries(unclassified).map(([key, list]) => `[${key}] ${list.map(describe).join("\n      ")}`);
  for (const line of report) t.diagnostic(line);
  assert.equal(counts.inputs, COUNT);
  assert.ok(counts.bothParse > COUNT / 3, "the generator should produce mostly parseable inputs");
  assert.ok(counts.stateOverrides > COUNT / 4, "state overrides compared");
  assert.equal(unclassifiedTotal, 0, `${unclassifiedTotal} unclassified differences:\n${report.join("\n")}`);
});
