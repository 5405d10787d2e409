// How the tests get the package: through its public Node entry (the package name resolves to this
// repo by self-reference, so this needs `scripts/build.sh` to have produced pkg/wasm and pkg/cjs).
// URL_WASM_TEST_WASM=<path to a .wasm with the same contract> runs the JS classes against that
// module instead (through url-wasm/core + initSync), e.g. while the Rust core is being written.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./paths.mjs";

export { repoRoot };

async function load() {
  const wasm = process.env.URL_WASM_TEST_WASM;
  if (wasm) {
    const core = await import("url-wasm/core");
    core.initSync(readFileSync(wasm));
    return core;
  }
  for (const built of ["pkg/wasm/url_wasm_bg.wasm", "pkg/cjs/url-wasm.cjs", "pkg/cjs/auto.cjs"]) {
    if (!existsSync(path.join(repoRoot, built)))
      throw new Error(`${built} is missing: run scripts/build.sh first (or set URL_WASM_TEST_WASM)`);
  }
  checkFresh("pkg/cjs/url-wasm.cjs");
  checkFresh("pkg/cjs/auto.cjs");
  return import("url-wasm");
}

/** The Node entries load the CommonJS bundle of js/: testing a bundle older than its sources tests stale code. */
function checkFresh(bundle) {
  const file = path.join(repoRoot, bundle);
  const sources = readFileSync(file, "utf8").match(/^\/\/ js\/[\w./-]+\.mjs$/gm) ?? []; // esbuild's "// <path>" markers
  const built = statSync(file).mtimeMs;
  for (const source of new Set(sources.map((s) => s.slice(3)))) {
    if (statSync(path.join(repoRoot, source)).mtimeMs > built) {
      throw new Error(`${source} changed after ${bundle} was built from it: run scripts/build.sh`);
    }
  }
}

export const api = await load();
export const { URL, URLSearchParams } = api;
