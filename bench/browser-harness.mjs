// The implementations bench/browser.mjs and `bench/profile.mjs --browser` load in a page, as
// browser modules: url-wasm's browser entry (pkg/esm/browser.mjs, the file browsers download),
// whatwg-url 17.3 and core-js 3.51 (npm devDependencies) each bundled with esbuild as an app would
// (core-js after deleting the native URL, which it would otherwise keep); `native` is none.
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

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
