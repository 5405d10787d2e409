// The JS fast path of "process a URLPatternInit" (js/codecs/urlpattern-init.mjs) against the wasm
// one (src/urlpattern/init.rs, the reference) on generated inits: wherever the fast path answers,
// its 8 component strings must be wasm's.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { repoRoot } from "./paths.mjs";
import { prng } from "./fuzz-inputs.mjs";
import { initSync } from "../../js/entries/core.mjs";
import { splitInit, splitURL } from "../../js/wasm/urlpattern-bridge.mjs";
import { canonicalInit } from "../../js/codecs/urlpattern-init.mjs";

initSync(readFileSync(path.join(repoRoot, "pkg/wasm/url_wasm_urlpattern_bg.wasm")));

const VALUES = [
  [undefined, "", "https", "HTTP:", "ftp", "file", "ws", "foo", "a+b.c-d", "1x", "h t", "wss:"],
  [undefined, "", "user", "us%er", "a b", "x:y", "~!$&'()*+,"],
  [undefined, "", "pass", "p@ss", "é"],
  [undefined, "", undefined, "", "example.com"],
  [undefined, "", "80", "443", "21", "8080", "0080", "65535", "65536", "x", "8\t0"],
  [
    undefined,
    "",
    "/",
    "/a/b",
    "a/b",
    "/a/./b",
    "/..",
    "..",
    "/a b",
    "/%2e/",
    "/a\\b",
    "/é",
    "/a?b",
    "x y",
    "/a:b@c",
    "?#",
  ],
  [undefined, "", "?", "?a=b", "a=b c", "'", "x#y", "??", 'a"b'],
  [undefined, "", "#", "#frag", "a`b", "x y", "##"],
];

test("the JS init fast path gives wasm's components", () => {
  const { int: next } = prng(7);
  let answered = 0;
  const failures = [];
  for (let i = 0; i < 60000; i++) {
    const list = new Array(9);
    for (let c = 0; c < 8; c++) list[c] = VALUES[c][next(VALUES[c].length)];
    const fast = canonicalInit(list);
    if (fast === undefined) continue;
    answered++;
    const reference = splitInit(list);
    if (JSON.stringify(fast) !== JSON.stringify(reference)) {
      failures.push(`${JSON.stringify(list)}: JS ${JSON.stringify(fast)}, wasm ${JSON.stringify(reference)}`);
    }
  }
  assert.ok(answered > 1000, `the fast path answered only ${answered} times`);
  assert.deepEqual(failures.slice(0, 20), []);
});

// js/urlpattern.mjs lets "*" match without looking: it relies on this.
test("component strings never contain a line terminator", () => {
  const odd = ["\n", "\r", "\u2028", "\u2029", "\t", "%0A", " "];
  const found = [];
  for (const a of odd) {
    for (const b of odd) {
      const url = `https://u${a}s:p${b}w@h${a}.example/p${a}a${b}th?q${a}${b}#f${b}${a}`;
      for (const parts of [splitURL(url), splitURL(`sc:op${a}aque${b}`), splitURL(`sc://ho${b}st/x${a}`)]) {
        if (parts?.some((p) => /[\n\r\u2028\u2029]/.test(p))) found.push(url);
      }
      const list = [
        `ht${a}tp`,
        `u${a}`,
        `p${b}`,
        `h${a}.example`,
        `8${a}0`,
        `/p${a}${b}`,
        `q${a}${b}`,
        `f${b}${a}`,
        undefined,
      ];
      const parts = splitInit(list);
      if (Array.isArray(parts) && parts.some((p) => /[\n\r\u2028\u2029]/.test(p))) found.push(JSON.stringify(list));
    }
  }
  assert.deepEqual(found, []);
});
