// Worker thread entry of the differential tests: loads the comparison module `core` (a URL) named in
// workerData, runs one shard and posts its plain-data result (differential-shards.mjs).
import { parentPort, workerData } from "node:worker_threads";

const { runShard } = await import(workerData.core);
parentPort.postMessage(runShard(workerData));
