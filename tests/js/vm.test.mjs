// The package in a runtime without TextEncoder/TextDecoder/URL: a Node vm context with only the
// ECMAScript globals and WebAssembly. The fallback UTF-8 paths of js/codecs/utf8.mjs do the work there.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { repoRoot } from "./paths.mjs";

const wasm = process.env.URL_WASM_TEST_WASM || path.join(repoRoot, "pkg/wasm/url_wasm_bg.wasm");

test("URL and URLSearchParams in a vm context with only ECMAScript globals + WebAssembly", {
  skip: !existsSync(wasm) && `no ${wasm}: run scripts/build.sh`,
}, () => {
  const child = path.join(repoRoot, "tests/js/fixtures/vm-child.mjs");
  const out = execFileSync(process.execPath, ["--no-warnings", "--experimental-vm-modules", child, wasm], {
    encoding: "utf8",
  });
  const r = JSON.parse(out);
  assert.deepEqual(r.globals, ["undefined", "undefined", "undefined", "undefined", "undefined", "object"]);
  assert.equal(r.hostname, "xn--exmple-cua.org");
  assert.equal(r.pathname, "/p%C3%A4th/%F0%9F%92%A9");
  assert.equal(r.href, "https://xn--exmple-cua.org/p%C3%A4th/%F0%9F%92%A9?q=%C3%BC&x=%EF%BF%BD#fr%C3%A4g");
  assert.equal(r.afterAppend, "?q=%C3%BC&x=%EF%BF%BD&%F0%9F%8C%88=%C3%A9+%EF%BF%BD");
  assert.deepEqual(r.sp, [
    ["q", "\u00fc"],
    ["x", "\uFFFD"],
    ["\u{1F308}", "\u00e9 \uFFFD"],
  ]);
  assert.deepEqual(r.params, [
    ["a", "\u{1F4A9} x"],
    ["b", "\u00e9"],
    ["c", "\uFFFD"],
    ["\u00e9", "\u00e8"],
  ]);
  assert.equal(r.serialized, "a=%F0%9F%92%A9+x&b=%C3%A9&c=%EF%BF%BD&%C3%A9=%C3%A8");
  assert.equal(r.canParse, true);
  assert.equal(r.parseNull, true);
  assert.equal(r.createObjectURL, "true");
  assert.equal(r.big, 1 + 6 * 100000);
  assert.equal(r.instanceofRealm, true);
});
