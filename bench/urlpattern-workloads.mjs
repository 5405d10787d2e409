// The URLPattern benchmark workloads over one URLPattern class, in plain ECMAScript:
// bench/urlpattern-worker.mjs (Node) and bench/browser-page.mjs (Chromium, `bench:urlpattern --browser`)
// time the same code. ns per call of each workload, and the number of matches (the same for every
// implementation, or one of them is wrong):
//   construct       new URLPattern(...) for each of the 50 routes (again and again, as a process
//                   that builds its route table per request would)
//   constructUnique the same routes made unique (each pathname gets a new last segment): no
//                   implementation has seen them before
//   test            route.test(url) for every route, URL by URL (a router trying its table)
//   exec            route.exec(url), the same way
//   execPathname    route.exec({ pathname }) with each URL's pathname
import { ROUTES } from "./urlpattern-routes.mjs";

export const URLPATTERN_WORKLOADS = ["construct", "constructUnique", "test", "exec", "execPathname"];

/** ns per call of `pass` (which makes `calls` calls): a warm-up for minMs/2, then passes until minMs. */
function time(pass, calls, minMs) {
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

/** Time every workload of `URLPattern` over `urls` and their `pathnames`: { matches, workload: ns }. */
export function runURLPatternWorkloads(URLPattern, urls, pathnames, minMs) {
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
  for (const pathname of pathnames)
    for (const r of routes) matches.execPathname += r.exec({ pathname }) !== null ? 1 : 0;

  let sink = 0;
  const result = {
    matches,
    construct: time(() => (sink += build().length), ROUTES.length, minMs),
    constructUnique: time(
      () => {
        for (const args of ROUTES) sink += new URLPattern(...fresh(args)).hasRegExpGroups ? 1 : 0;
      },
      ROUTES.length,
      minMs,
    ),
    test: time(
      () => {
        for (const url of urls) for (const r of routes) sink += r.test(url) ? 1 : 0;
      },
      urls.length * routes.length,
      minMs,
    ),
    exec: time(
      () => {
        for (const url of urls) for (const r of routes) sink += r.exec(url) === null ? 0 : 1;
      },
      urls.length * routes.length,
      minMs,
    ),
    execPathname: time(
      () => {
        for (const pathname of pathnames) for (const r of routes) sink += r.exec({ pathname }) === null ? 0 : 1;
      },
      urls.length * routes.length,
      minMs,
    ),
  };
  result.sink = sink;
  return result;
}

/** Every k-th line of `lines`, `sample` of them. */
export function sampleURLs(lines, sample) {
  const step = Math.max(1, Math.floor(lines.length / sample));
  return lines.filter((_, i) => i % step === 0).slice(0, sample);
}
