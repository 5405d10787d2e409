import { readFileSync } from "node:fs";
import { Buffer } from "node:buffer";
const runtime = await import("../js/wasm/runtime.mjs");
const { Bridge } = await import("../js/wasm/bridge.mjs");
const { bufferCodec } = await import("../js/codecs/utf8.mjs");
runtime.useCodec(bufferCodec(Buffer));
runtime.useBridge(Bridge);
runtime.initSync(readFileSync(process.argv[2]));
const { URL } = await import("../js/url.mjs");
const inputs = Array.from({ length: 100 }, (_, i) => process.argv[3].replace("N", i));
let sink = 0;
const t = performance.now();
let n = 0;
while (performance.now() - t < 4000) {
  for (const s of inputs) sink += new URL(s).href.length;
  n += inputs.length;
}
console.log((((performance.now() - t) * 1e6) / n).toFixed(0), "ns", sink > 0);
