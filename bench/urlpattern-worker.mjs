// One URLPattern benchmark process for ONE implementation (bench/urlpattern.mjs starts a fresh one
// per implementation per round): times bench/urlpattern-workloads.mjs and prints one JSON object.
import { readFileSync } from "node:fs";
import { runURLPatternWorkloads, sampleURLs } from "./urlpattern-workloads.mjs";

const config = JSON.parse(process.argv[2] ?? "{}");

async function load(name) {
  if (name === "native") return globalThis.URLPattern;
  if (name === "polyfill") return (await import("urlpattern-polyfill/urlpattern")).URLPattern;
  const api = await import("url-wasm/urlpattern");
  await api.ready;
  return api.URLPattern;
}

const URLPattern = await load(config.impl);
if (typeof URLPattern !== "function") throw new Error(`no URLPattern for ${config.impl}`);
const lines = readFileSync(config.file, "utf8")
  .split("\n")
  .filter((l) => l !== "");
const urls = sampleURLs(lines, config.sample);
const pathnames = urls.map((u) => new globalThis.URL(u).pathname);
const result = runURLPatternWorkloads(URLPattern, urls, pathnames, config.minMs ?? 300);
console.log(JSON.stringify({ impl: config.impl, runtime: `Node ${process.version}`, ...result }));
