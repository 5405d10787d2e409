// The wasm flavours Node loads are built with simd128 (scripts/build.sh), which gives the fast path
// of src/fast_path.rs its own byte scans (src/fast_path/simd.rs): sixteen bytes at a time, with the
// end of the input and the segments that may be dot segments found by bit masks. Here they are
// checked against the core flavour, built without simd128 (the browsers' wasm: the scalar scans,
// and the state machine where the Node flavours' rewrites fast path scans a host),
// loaded in a worker of its own: the same href or failure, and canParse, for inputs that put every
// kind of byte at every lane of a 16-byte window, across windows, and at the end of inputs shorter
// and longer than 16 bytes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { repoRoot } from "./paths.mjs";
import { prng } from "./fuzz-inputs.mjs";
import { URL } from "url-wasm";

/** The hrefs (null: failure) the core flavour, without simd128, gives for `inputs`. */
function scalarHrefs(inputs) {
  const source = `
    import { readFileSync } from "node:fs";
    import { parentPort, workerData } from "node:worker_threads";
    import { initSync, URL } from ${JSON.stringify(pathToFileURL(path.join(repoRoot, "js/entries/core.mjs")).href)};
    initSync(readFileSync(${JSON.stringify(path.join(repoRoot, "pkg/wasm/url_wasm_bg.wasm"))}));
    parentPort.postMessage(workerData.map((input) => URL.parse(input)?.href ?? null));`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(new globalThis.URL(`data:text/javascript,${encodeURIComponent(source)}`), {
      workerData: inputs,
    });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

const PREFIXES = ["http://h", "https://example.com:8080", "file://", "file://host", "ws://a.b", "http://1.2.3.4"];
// Segment starts that may be dot segments, and bytes that end or change a path, query or fragment
// (space, "\\", "|" in a file URL, "^", non-ASCII, controls and NUL, "?" and "#").
const TOKENS = [".", "..", "%2e", ".%2E", "%2e%2e", ".x", "%41", "x.", "c|", "C:", "|", "\\", " ", "^", "é"];
TOKENS.push(
  "\0",
  "\x01",
  "\x10",
  "\x1f",
  "\t",
  "\x7f",
  "\x80",
  "?",
  "#",
  "?q",
  "#f",
  "/",
  "//",
  "",
  "~",
  "{",
  "`",
  '"',
  "'",
);

function inputs() {
  const out = [];
  // One token after a run of filler bytes of every length 0-40, in a path, a query and a fragment.
  for (const prefix of PREFIXES) {
    for (const token of TOKENS) {
      for (let n = 0; n <= 40; n++) {
        const fill = "a".repeat(n);
        out.push(`${prefix}/${fill}/${token}/b`, `${prefix}/${fill}${token}`, `${prefix}/x${fill}/${token}`);
        out.push(`${prefix}/p?${fill}${token}`, `${prefix}/p#${fill}${token}`, `${prefix}${fill ? `/${fill}` : ""}`);
      }
    }
  }
  // Hosts in any case (the rewrites fast path's host scan): a byte at every lane of a host, among
  // them the neighbours of ASCII upper alpha ("@" and "[") and what ends or changes a host.
  for (const token of [
    "A",
    "Z",
    "@",
    "[",
    "`",
    "{",
    "%41",
    "é",
    ":",
    ":80",
    "\\",
    "?",
    "#",
    "\t",
    " ",
    "_",
    "-",
    ".",
  ]) {
    for (let n = 0; n <= 34; n++) {
      const fill = "aB".repeat(n).slice(0, n);
      out.push(`HTTP://${fill}${token}x.Example.COM/p`, `https://u@${fill}${token}/`, `WS://${fill}${token}`);
    }
  }
  // Paths of random segments.
  const { int, pick, chance } = prng(16);
  for (let i = 0; i < 20000; i++) {
    let s = pick(PREFIXES);
    for (let k = 1 + int(8); k > 0; k--) s += `/${chance(0.3) ? pick(TOKENS) : "abcdefghijklmnop".slice(0, int(17))}`;
    if (chance(0.3)) s += `?${"q=1&".repeat(int(8))}`;
    if (chance(0.2)) s += `#${"f".repeat(int(20))}`;
    out.push(s);
  }
  return out;
}

test("the Node flavours are built with simd128, the browsers' core without", () => {
  const wasmDis = path.join(repoRoot, "node_modules/.bin/wasm-dis");
  const swizzles = (file) => {
    const text = spawnSync(wasmDis, [path.join(repoRoot, "pkg/wasm", file)], { encoding: "utf8", maxBuffer: 1 << 28 });
    assert.equal(text.status, 0, text.stderr);
    return text.stdout.includes("i8x16.swizzle");
  };
  assert.ok(swizzles("url_wasm_tools_bg.wasm"), "tools flavour without simd128");
  assert.ok(swizzles("url_wasm_encoding_bg.wasm"), "encoding flavour without simd128");
  assert.ok(!swizzles("url_wasm_bg.wasm"), "the core flavour must run where wasm has no SIMD");
});

test("the simd128 scans answer as the scalar ones, at every lane and length", async () => {
  const all = inputs();
  const expected = await scalarHrefs(all);
  let parsed = 0;
  for (let i = 0; i < all.length; i++) {
    const href = URL.parse(all[i])?.href ?? null;
    assert.equal(href, expected[i], JSON.stringify(all[i]));
    assert.equal(URL.canParse(all[i]), expected[i] !== null, JSON.stringify(all[i]));
    if (href !== null) parsed++;
  }
  // Most inputs parse, and many are already serialized (the fast path's answers).
  const serialized = all.filter((s, i) => expected[i] === s).length;
  assert.ok(parsed > all.length * 0.8 && serialized > all.length * 0.3, `${parsed} parsed, ${serialized} serialized`);
});
