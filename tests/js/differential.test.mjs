// Differential test: url-wasm's public URL class against whatwg-url (the reference, a devDependency)
// on >= 1,000,000 deterministic mutations of WPT inputs and real-world URLs (tests/js/fuzz-inputs.mjs).
// For each input: parse failure vs success, all 11 getters, href -> parse -> href idempotence
// (url-wasm), one setter with a mutated value (then all getters, and idempotence again), and for
// every 8th parsed input the query object (entries and serialization).
//
// Every difference must be recognised by one of REFERENCE_DIFFERENCES (tests/js/differential-core.mjs:
// each a proven difference of whatwg-url 17.3.0 with its reason) or the test fails, printing the
// minimized cases. Environment: DIFF_COUNT (default 1000000), DIFF_SEED (default 1),
// DIFF_WORKERS (default 2: shards run in worker threads; 1 = in this thread). The cases do not
// depend on the number of workers.
import assert from "node:assert/strict";
import os from "node:os";
import { test } from "node:test";
import { Worker } from "node:worker_threads";
import { cases, loadSeeds } from "./fuzz-inputs.mjs";
import {
  minimize,
  newCounts,
  REF_VERSION,
  REFERENCE_DIFFERENCES,
  SPEC_NON_IDEMPOTENT,
  refParse,
  refSet,
  runShard,
  sameGetters,
  show,
  whatwg,
} from "./differential-core.mjs";

const COUNT = Number(process.env.DIFF_COUNT ?? 1_000_000);
const SEED = Number(process.env.DIFF_SEED ?? 1);
const WORKERS = Math.max(1, Number(process.env.DIFF_WORKERS ?? Math.min(2, os.availableParallelism())));

const corpus = loadSeeds();
const missing = corpus.missing.length > 0;
if (missing) {
  const message = `differential test data missing: ${corpus.missing.join(", ")} (set WPT_URL_DIR / URL_DATASET_DIR)`;
  if (process.env.CI === "true") throw new Error(message);
  process.stderr.write(`\n!!!!! ${message}: SKIPPING the differential test !!!!!\n\n`);
}

test("fast path faithful: refParse + URLImpl behave exactly like whatwg-url's public URL", { skip: missing }, () => {
  let compared = 0;
  for (const { input, base, setter, value } of cases({ seed: SEED + 1, count: 3000, ...corpus })) {
    let pub = null;
    try {
      pub = new whatwg.URL(input, base);
    } catch {}
    const impl = refParse(input, base);
    assert.equal(impl === null, pub === null, `parse of ${JSON.stringify(input)} against ${JSON.stringify(base)}`);
    if (impl === null) continue;
    assert.equal(sameGetters(impl, pub), null, `getters of ${JSON.stringify(input)}`);
    let pubThrew = false;
    try {
      pub[setter] = value;
    } catch {
      pubThrew = true;
    }
    assert.equal(refSet(impl, setter, value), pubThrew, `${setter} setter throws`);
    assert.equal(sameGetters(impl, pub), null, `${setter} = ${JSON.stringify(value)} on ${JSON.stringify(input)}`);
    compared++;
  }
  assert.ok(compared > 1000, `only ${compared} parsed`);
});

test("the generator is deterministic and covers the intended kinds of input", { skip: missing }, () => {
  const a = [...cases({ seed: SEED, count: 2000, ...corpus })];
  const b = [...cases({ seed: SEED, count: 2000, ...corpus })];
  assert.deepEqual(a, b);
  const sharded = [...cases({ seed: SEED, count: 2000, shard: 1, shards: 3, ...corpus })];
  assert.deepEqual(
    sharded,
    a.filter((c) => c.index % 3 === 1),
  );
  const all = a.map((c) => c.input).join("\n");
  for (const [what, re] of Object.entries({
    backslash: /\\/,
    tab: /\t/,
    newline: /\n./,
    percent: /%[0-9a-f]{2}/i,
    lone_surrogate: /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
    ipv6: /\[[0-9a-f:]*:[0-9a-f:.]*\]/i,
    ipv4: /\/\/\d+\.\d+\.\d+/,
    unicode_host: /\/\/[^/]*[\u0080-\uffff]/,
    port: /:\d{6,}/,
  })) {
    assert.match(all, re, `no ${what} among the generated inputs`);
  }
});

function runInWorker(workerData) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new globalThis.URL("./differential-worker.mjs", import.meta.url), { workerData });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => code !== 0 && reject(new Error(`worker exited with ${code}`)));
  });
}

test(`differential: url-wasm URL vs whatwg-url ${REF_VERSION} on ${COUNT} generated inputs`, {
  skip: missing,
}, async (t) => {
  const started = performance.now();
  const shards =
    WORKERS === 1
      ? [runShard({ seed: SEED, count: COUNT })]
      : await Promise.all(
          Array.from({ length: WORKERS }, (_, shard) =>
            runInWorker({ seed: SEED, count: COUNT, shard, shards: WORKERS }),
          ),
        );
  const counts = newCounts();
  const byClass = {};
  const unclassified = {};
  let unclassifiedTotal = 0;
  for (const s of shards) {
    for (const k of Object.keys(counts)) counts[k] += s.counts[k];
    for (const [k, n] of Object.entries(s.byClass)) byClass[k] = (byClass[k] ?? 0) + n;
    for (const [k, list] of Object.entries(s.unclassified)) (unclassified[k] ??= []).push(...list);
    unclassifiedTotal += s.unclassifiedTotal;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const compared = counts.bothFail + counts.bothParse;
  t.diagnostic(
    `seed ${SEED}, ${WORKERS} worker(s), ${seconds} s: ${counts.inputs} inputs, ${compared} compared (${counts.bothParse} parsed by both, ${counts.bothFail} rejected by both)`,
  );
  t.diagnostic(`counts ${JSON.stringify(counts)}`);
  for (const c of REFERENCE_DIFFERENCES) t.diagnostic(`reference difference (${byClass[c.name] ?? 0}): ${c.name}`);
  for (const c of SPEC_NON_IDEMPOTENT)
    t.diagnostic(`not idempotent per spec, both agree (${byClass[c.name] ?? 0}): ${c.name}`);
  t.diagnostic(`unclassified differences: ${unclassifiedTotal}`);
  const report = [];
  for (const [key, list] of Object.entries(unclassified)) {
    report.push(`[${key}] minimized: ${show(minimize(list[0]))}\n      first seen: ${show(list[0])}`);
  }
  for (const line of report) t.diagnostic(line);
  assert.equal(counts.inputs, COUNT);
  assert.ok(counts.bothParse > COUNT / 3, "the generator should produce mostly parseable inputs");
  assert.equal(unclassifiedTotal, 0, `${unclassifiedTotal} unclassified differences:\n${report.join("\n")}`);
});
