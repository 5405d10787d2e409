// What the differential tests (differential.test.mjs, whatwg-url-differential.test.mjs) share: their
// settings, one shard's loop over the generated cases, and running the shards in worker threads (or
// in this thread) with their plain-data results merged. `core` is a comparison module, which
// exports runShard({ seed, count, shard, shards }); each worker loads it (differential-worker.mjs).
import os from "node:os";
import { Worker } from "node:worker_threads";
import { cases, loadSeeds } from "./fuzz-inputs.mjs";

/**
 * The settings from the environment: DIFF_COUNT (default 1000000), DIFF_SEED (default 1),
 * DIFF_WORKERS (default 2; 1 = in this thread). Without the data the test is skipped loudly, or
 * fails under CI=true.
 */
export function differentialSettings(name) {
  const corpus = loadSeeds();
  const missing = corpus.missing.length > 0;
  if (missing) {
    const message = `differential test data missing: ${corpus.missing.join(", ")} (set WPT_URL_DIR / URL_DATASET_DIR)`;
    if (process.env.CI === "true") throw new Error(message);
    process.stderr.write(`\n!!!!! ${message}: SKIPPING the ${name} !!!!!\n\n`);
  }
  return {
    count: Number(process.env.DIFF_COUNT ?? 1_000_000),
    seed: Number(process.env.DIFF_SEED ?? 1),
    workers: Math.max(1, Number(process.env.DIFF_WORKERS ?? Math.min(2, os.availableParallelism()))),
    corpus,
    missing,
  };
}

/**
 * One shard: `compareCase(case, counts, record)` on each case; each difference `record`ed is
 * counted under `classify(d)`'s name, or kept (up to `keepPerKey` per `key(d)`) as unclassified.
 * Returns plain data (structured-clonable, for workers).
 */
export function runCases(
  { seed, count, shard = 0, shards = 1, keepPerKey = 3 },
  { compareCase, classify, newCounts, key },
) {
  const corpus = loadSeeds();
  const counts = newCounts();
  const byClass = {};
  const unclassified = {};
  let unclassifiedTotal = 0;
  const record = (d) => {
    const name = classify(d);
    if (name !== null) {
      byClass[name] = (byClass[name] ?? 0) + 1;
      return;
    }
    unclassifiedTotal++;
    const list = (unclassified[key(d)] ??= []);
    if (list.length < keepPerKey) list.push(d);
  };
  for (const c of cases({ seed, count, shard, shards, ...corpus })) compareCase(c, counts, record);
  return { counts, byClass, unclassified, unclassifiedTotal };
}

function runInWorker(workerData) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new globalThis.URL("./differential-worker.mjs", import.meta.url), { workerData });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => code !== 0 && reject(new Error(`worker exited with ${code}`)));
  });
}

/** { counts, byClass, unclassified, unclassifiedTotal } of `count` cases from `seed` over `workers` shards. */
export async function runShards({ core, seed, count, workers }) {
  const module = await import(core);
  const shards =
    workers === 1
      ? [module.runShard({ seed, count })]
      : await Promise.all(
          Array.from({ length: workers }, (_, shard) => runInWorker({ core, seed, count, shard, shards: workers })),
        );
  const counts = Object.fromEntries(Object.keys(shards[0].counts).map((k) => [k, 0]));
  const byClass = {};
  const unclassified = {};
  let unclassifiedTotal = 0;
  for (const s of shards) {
    for (const k of Object.keys(counts)) counts[k] += s.counts[k];
    for (const [k, n] of Object.entries(s.byClass)) byClass[k] = (byClass[k] ?? 0) + n;
    for (const [k, list] of Object.entries(s.unclassified)) (unclassified[k] ??= []).push(...list);
    unclassifiedTotal += s.unclassifiedTotal;
  }
  return { counts, byClass, unclassified, unclassifiedTotal };
}
