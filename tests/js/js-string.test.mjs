// js/codecs/js-string.mjs: the codec through WebAssembly's JS String Builtins, which browsers use
// where they have them (Chromium 130+). Node 20 lacks them: here the codec must stay the one given;
// the codec itself is checked in Node 24 (scripts/node-major.mjs: $NODE24, or npm's
// node-<platform>@24), by tests/js/fixtures/js-string-run.mjs.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { withStringBuiltins } from "../../js/codecs/js-string.mjs";
import { defaultCodec } from "../../js/codecs/utf8.mjs";
import { nodeMajor } from "../../scripts/node-major.mjs";

test("without WebAssembly memory (the JS build's), the codec given is kept", () => {
  const memory = { buffer: new ArrayBuffer(65536) };
  assert.equal(withStringBuiltins(defaultCodec, memory), defaultCodec);
});

test("Node 20 has no JS String Builtins: the codec given is kept", {
  skip: process.versions.node.split(".")[0] !== "20",
}, () => {
  assert.equal(withStringBuiltins(defaultCodec, new WebAssembly.Memory({ initial: 1 })), defaultCodec);
});

test("the codec against TextEncoder and TextDecoder, in Node 24", (t) => {
  const node = nodeMajor(24, { quiet: true });
  if (node === null) {
    const message = "Node 24 (npm node-<platform>@24) is not available";
    if (process.env.CI === "true") throw new Error(message);
    process.stderr.write(`\n!!!!! ${message}: SKIPPING the JS String Builtins codec test !!!!!\n\n`);
    t.skip(message);
    return;
  }
  const run = spawnSync(node, [fileURLToPath(new URL("fixtures/js-string-run.mjs", import.meta.url))], {
    encoding: "utf8",
  });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^ok \d+/);
});
