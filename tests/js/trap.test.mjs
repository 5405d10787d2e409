// Defence in depth: if the wasm instance traps (a Rust panic), the shim throws a clear Error for
// that call, replaces the instance, and later calls keep working. Uses the dev build with the
// `debug-trap` feature (scripts/build-debug-trap.sh), whose `debug_trap` export panics.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./paths.mjs";

const wasmPath = path.join(repoRoot, "pkg/debug-trap/url_wasm_bg.wasm");
const missing = !existsSync(wasmPath);
if (missing && process.env.CI === "true") {
  throw new Error(`${wasmPath} is missing: run scripts/build-debug-trap.sh (CI forbids skipping)`);
}
if (missing) {
  console.error(
    `\n!!!!!!!! SKIPPED trap recovery test: ${wasmPath} missing (run scripts/build-debug-trap.sh) !!!!!!!!\n`,
  );
}

test("a trap throws a clear Error, and the next calls work on a fresh instance", { skip: missing }, async () => {
  const runtime = await import("../../js/wasm/runtime.mjs");
  const { URL, URLSearchParams } = await import("../../js/entries/core.mjs");
  runtime.initSync(readFileSync(wasmPath));
  const before = new URL("https://example.org/a?b=c");
  const oldMemory = runtime.guardedExports().memory;
  assert.throws(
    () => runtime.guardedExports().debug_trap(),
    (e) => e instanceof Error && /trapped in debug_trap/.test(e.message) && e.cause instanceof WebAssembly.RuntimeError,
  );
  assert.notEqual(runtime.guardedExports().memory, oldMemory, "a fresh instance replaced the trapped one");
  // Objects made before the trap keep working (they hold no wasm state), and so do new ones.
  before.pathname = "/x y";
  assert.equal(before.href, "https://example.org/x%20y?b=c");
  assert.equal(new URL("HTTP://EXAMPLE.com:80/").href, "http://example.com/");
  assert.equal(new URLSearchParams("a=1&a=2").getAll("a").join(), "1,2");
  assert.equal(URL.canParse("nope"), false);
});
