// Defence in depth: if the wasm instance traps (a Rust panic), the shim throws a clear Error for
// that call, replaces the instance, and later calls keep working. Uses the dev build with the
// `debug-trap` feature (scripts/build-debug-trap.sh), whose `debug_trap` export panics.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
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

// The JS build of the core (pkg/js/, scripts/wasm2js.mjs) traps by throwing (wasm2js turns
// `unreachable` into `throw new Error("abort")`): the same recovery. In a child process, whose
// runtime has not loaded the wasm; a `debug_trap` export that throws as wasm2js's traps do is added
// to each instance.
const jsCore = path.join(repoRoot, "pkg/js/url_wasm.mjs");
test("the JS build of the core: a trap throws a clear Error, and a fresh instance takes over", {
  skip: !existsSync(jsCore) && "pkg/js missing: run scripts/build.sh",
}, () => {
  const script = `
    import * as runtime from ${JSON.stringify(path.join(repoRoot, "js/wasm/runtime.mjs"))};
    import { URL } from ${JSON.stringify(path.join(repoRoot, "js/entries/core.mjs"))};
    import * as core from ${JSON.stringify(jsCore)};
    let instances = 0;
    runtime.useJsCore({ imports: core.imports, instantiate(imports) {
      instances++;
      return { ...core.instantiate(imports), debug_trap() { throw new Error("abort"); } };
    } });
    const before = new URL("https://example.org/a?b=c");
    let message = "";
    try { runtime.guardedExports().debug_trap(); } catch (e) { message = e.message; }
    before.pathname = "/x y";
    console.log(JSON.stringify({ message, instances, href: before.href, fresh: new URL("HTTP://EXAMPLE.com:80/").href }));`;
  const out = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }));
  assert.match(out.message, /JS build of the core trapped in debug_trap \(abort\)/);
  assert.equal(out.instances, 2, "a fresh instance replaced the trapped one");
  assert.equal(out.href, "https://example.org/x%20y?b=c");
  assert.equal(out.fresh, "http://example.com/");
});

// A fresh instance of the JS build must not take over the memory of the one before it (wasm2js
// kept the byte view that memory.copy and memory.fill write through at module scope: after a
// second instantiate, the first instance's IDNA copied within the second one's memory).
test("two instances of the JS build of the core keep their memories apart", {
  skip: !existsSync(jsCore) && "pkg/js missing: run scripts/build.sh",
}, async () => {
  const core = await import(jsCore);
  const { Bridge } = await import("../../js/wasm/bridge.mjs");
  const instance = () => {
    const imports = {};
    for (const [module, name] of core.imports) (imports[module] ??= {})[name] = () => {};
    return new Bridge(core.instantiate(imports));
  };
  const first = instance();
  const second = instance();
  for (const bridge of [first, second, first]) {
    assert.equal(bridge.parse("https://WWw.пример.GOV/é")?.href, "https://www.xn--e1afmkfd.gov/%C3%A9");
  }
});
