// What bench/browser.mjs and `bench/profile.mjs --browser` share: the implementations they load in
// a page, as browser modules (url-wasm's browser entry, pkg/esm/browser.mjs, the file browsers
// download; whatwg-url 17.3 and core-js 3.51, npm devDependencies, each bundled with esbuild as an
// app would, core-js after deleting the native URL, which it would otherwise keep; `native` is
// none), the server of the harness page (bench/browser-page.html) and the opening of that page.
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { serve } from "../scripts/static-server.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const outDir = join(root, "target/bench-browser");

/** Bundle the JS implementations into target/bench-browser/; resolves to { impl: module path on
 * the server of the repo root, or null for the browser's own URL }. */
export async function browserModules() {
  mkdirSync(outDir, { recursive: true });
  const sources = {
    "whatwg-url": `export { URL, URLSearchParams } from "whatwg-url";`,
    "core-js": [
      `import "${join(here, "engines/no-native-url.mjs")}";`,
      `import "core-js/actual/url";`,
      `import "core-js/actual/url-search-params";`,
      `export const { URL, URLSearchParams } = globalThis;`,
    ].join("\n"),
  };
  for (const [name, contents] of Object.entries(sources)) {
    await build({
      stdin: { contents, resolveDir: root, loader: "js" },
      bundle: true,
      minify: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      outfile: join(outDir, `${name}.mjs`),
      logLevel: "warning",
      ignoreAnnotations: true, // the package's "sideEffects" would drop no-native-url.mjs
    });
  }
  return {
    native: null,
    "url-wasm": "/pkg/esm/browser.mjs",
    "whatwg-url": "/target/bench-browser/whatwg-url.mjs",
    "core-js": "/target/bench-browser/core-js.mjs",
  };
}

/** The same for `bench/urlpattern.mjs --browser`: { impl: module path, or null for the browser's own
 * URLPattern } (url-wasm's URLPattern browser entry; urlpattern-polyfill bundled with esbuild). */
export async function urlpatternModules() {
  mkdirSync(outDir, { recursive: true });
  await build({
    stdin: { contents: `export { URLPattern } from "urlpattern-polyfill/urlpattern";`, resolveDir: root, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    outfile: join(outDir, "urlpattern-polyfill.mjs"),
    logLevel: "warning",
  });
  return {
    "url-wasm": "/pkg/esm/urlpattern-browser.mjs",
    polyfill: "/target/bench-browser/urlpattern-polyfill.mjs",
    native: null,
  };
}

/** Serve the repo on 127.0.0.1, cross-origin isolated (as sites that need precise timers are):
 * whatwg-url's webidl-conversions reads SharedArrayBuffer when it loads, and performance.now() gets
 * 5 µs resolution instead of 100 µs. Resolves to { server, origin }. */
export function serveBenchPages() {
  return serve(root, {
    headers: { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" },
  });
}

/** Open the harness in `page` and wait until it is ready; returns the list the page's uncaught
 * errors are collected in (a run that leaves any must fail). */
export async function openBenchPage(page, origin) {
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${origin}/bench/browser-page.html`);
  await page.waitForFunction(() => typeof window.bench === "function");
  return errors;
}
