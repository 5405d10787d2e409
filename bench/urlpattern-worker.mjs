// One URLPattern benchmark process for ONE implementation (bench/urlpattern.mjs starts a fresh one
// per implementation per round). Prints one JSON object: ns per call of each workload, and the
// number of matches (the same for every implementation, or one of them is wrong).
//   construct       new URLPattern(...) for each of the 50 routes (again and again, as a process
//                   that builds its route table per request would)
//   constructUnique the same routes made unique (each pathname gets a new last segment): no
//                   implementation has seen them before
//   test            route.test(url) for every route, URL by URL (a router trying its table)
//   exec            route.exec(url), the same way
//   execPathname    route.exec({ pathname }) with each URL's pathname
import { readFileSync } from "node:fs";
import { ROUTES } from "./urlpattern-routes.mjs";

const config = JSON.parse(process.argv[2] ?? "{}");
const minMs = config.minMs ?? 300;

async function load(name) {
  if (name === "native") return globalThis.URLPattern;
  if (name === "polyfill") return (await import("urlpattern-polyfill/urlpattern")).URLPattern;
  const api = await import("url-wasm/urlpattern");
  await api.ready;
  return api.URLPattern;
}

const URLPattern = await load(config.impl);
if (typeof URLPattern !== "function") throw new Error(`no URLPattern for ${config.impl}`);
// Every k-th line of the list, `sample` of them.
const lines = readFileSync(config.file, "utf8")
  .split("\n")
  .filter((l) => l !== "");
const step = Math.max(1, Math.floor(lines.length / config.sample));
const urls = lines.filter((_, i) => i % step === 0).slice(0, config.sample);
const pathnames = urls.map((u) => new globalThis.URL(u).pathname);

/** ns per call of `pass` (which makes `calls` calls), after a warm-up. */
function time(pass, calls) {
  const warm = performance.now();
  while (performance.now() - warm < minMs / 2) pass();
  let elapsed = 0;
  let passes = 0;
  while (elapsed < minMs) {
    const t = performance.now();
    pass();
    elapsed += performance.now() - t;
    passes++;
  }
  return (elapsed * 1e6) / (passes * calls);
}

const build = () => ROUTES.map((args) => new URLPattern(...args));
let unique = 0;
/** A route with a pathname nobody has compiled before. */
const fresh = (args) => {
  unique++;
  if (typeof args[0] === "string") {
    // The new segment goes before the search or hash, which start after the authority.
    const s = args[0];
    const end = s.slice(s.indexOf("://") + 3).search(/[?#]/);
    const at = end < 0 ? s.length : s.indexOf("://") + 3 + end;
    return [`${s.slice(0, at)}/u${unique}${s.slice(at)}`, ...args.slice(1)];
  }
  return [{ ...args[0], pathname: `${args[0].pathname ?? ""}/u${unique}` }, ...args.slice(1)];
};
const routes = build();
const matches = { test: 0, exec: 0, execPathname: 0 };
for (const url of urls) for (const r of routes) matches.test += r.test(url) ? 1 : 0;
for (const url of urls) for (const r of routes) matches.exec += r.exec(url) !== null ? 1 : 0;
for (const pathname of pathnames) for (const r of routes) matches.execPathname += r.exec({ pathname }) !== null ? 1 : 0;

let sink = 0;
const result = {
  impl: config.impl,
  node: process.version,
  matches,
  construct: time(() => (sink += build().length), ROUTES.length),
  constructUnique: time(() => {
    for (const args of ROUTES) sink += new URLPattern(...fresh(args)).hasRegExpGroups ? 1 : 0;
  }, ROUTES.length),
  test: time(() => {
    for (const url of urls) for (const r of routes) sink += r.test(url) ? 1 : 0;
  }, urls.length * routes.length),
  exec: time(() => {
    for (const url of urls) for (const r of routes) sink += r.exec(url) === null ? 0 : 1;
  }, urls.length * routes.length),
  execPathname: time(() => {
    for (const pathname of pathnames) for (const r of routes) sink += r.exec({ pathname }) === null ? 0 : 1;
  }, urls.length * routes.length),
};
if (sink === -1) console.error("unreachable");
console.log(JSON.stringify(result));
