// No deoptimization loops: V8 may deoptimize a function a few times while it learns the types it
// sees, but a function deoptimized again and again on the same input runs unoptimized all along
// (recordFromContext did, in Node 20, on every record with a port: parseURL was 3x slower). The
// driver (fixtures/deopt-driver.cjs) runs the hot paths of url-wasm and url-wasm/whatwg-url under
// `node --trace-deopt`; each function may be deoptimized at most LIMIT times.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { test } from "node:test";
import "./load.mjs"; // checks that pkg/ is built and fresh
import { repoRoot } from "./paths.mjs";

const LIMIT = 20;
const driver = path.join(repoRoot, "tests/js/fixtures/deopt-driver.cjs");

test("no function is deoptimized over and over on the hot paths", () => {
  const output = execFileSync(process.execPath, ["--trace-deopt", driver, "200"], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  assert.match(output, /^true$/m, "the driver ran to its end");
  const counts = new Map();
  for (const [, name, sfi] of output.matchAll(
    /deoptimizing 0x[0-9a-f]+ <JSFunction ([^ >]*) ?\(sfi = (0x[0-9a-f]+)\)>/g,
  )) {
    const key = `${name || "(anonymous)"} ${sfi}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  assert.ok(counts.size > 0, "the trace names deoptimized functions (the pattern still matches V8's output)");
  const looping = [...counts].filter(([, n]) => n > LIMIT).map(([key, n]) => `${key}: ${n} times`);
  assert.deepEqual(looping, [], "functions deoptimized more than LIMIT times");
});
