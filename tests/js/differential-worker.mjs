// Worker thread entry of the differential test: runs one shard and posts its plain-data result.
import { parentPort, workerData } from "node:worker_threads";
import { runShard } from "./differential-core.mjs";

parentPort.postMessage(runShard(workerData));
