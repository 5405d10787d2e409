// The CLI (bin/url-wasm.js): components, validation errors with a caret at each position, the
// writing grammar's verdict, --json, and the exit status.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { test } from "node:test";
import { repoRoot } from "./load.mjs";

function cli(...args) {
  const r = spawnSync(process.execPath, [path.join(repoRoot, "bin/url-wasm.js"), ...args], { encoding: "utf8" });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

/** The lines of the block that starts with `title`, up to the next empty line. */
function block(out, title) {
  const lines = out.split("\n");
  const start = lines.findIndex((l) => l.startsWith(title));
  assert.notEqual(start, -1, `no "${title}" in:\n${out}`);
  const end = lines.indexOf("", start);
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

test("a parsed URL: components, the errors under the input, validity; exit 0", () => {
  const { status, out } = cli("https://user@EXAMPLE.com/a b\\c?q=\u65e5\u672c#f");
  assert.equal(status, 0);
  assert.match(out, /^href {10}"https:\/\/user@example\.com\/a%20b\/c\?q=%E6%97%A5%E6%9C%AC#f"$/m);
  assert.match(out, /^searchParams {2}"q" = "\u65e5\u672c"$/m);
  assert.deepEqual(block(out, "validation errors (3):"), [
    "  https://user@EXAMPLE.com/a\u2423b\\c?q=\u65e5\u672c#f",
    "              ^             ^ ^",
    "              |             | invalid-reverse-solidus",
    "              |             invalid-URL-unit",
    "              invalid-credentials",
  ]);
  assert.match(
    out,
    /^valid URL string: no, at index 12: credentials \("@"\) cannot be written in a valid URL string \(scheme-relative-special-URL string, https:\/\/url\.spec\.whatwg\.org\/#scheme-relative-special-url-string\)$/m,
  );
});

test("columns: wide and astral code points before an error, controls shown as pictures", () => {
  const { out } = cli("https://h/\u65e5\u{1F600}\t>");
  assert.deepEqual(block(out, "validation errors (2):"), [
    "  https://h/\u65e5\u{1F600}\u2409>",
    // 日 and 😀 take two columns each: the tab is at column 14, ">" at 15 (plus the indent).
    "                ^^",
    "                |invalid-URL-unit",
    "                invalid-URL-unit",
  ]);
  assert.match(cli("https://example.org/").out, /^validation errors: none$/m);
  assert.match(cli("https://example.org/").out, /^valid URL string: yes$/m);
});

test("a failure: the reason on stderr, the errors (the failing one marked) on stdout; exit 1", () => {
  const { status, out, err } = cli(" https://exa mple.org/");
  assert.equal(status, 1);
  assert.match(err, /Invalid URL/);
  assert.deepEqual(block(out, "validation errors (2):"), [
    "  \u2423https://exa\u2423mple.org/",
    "  ^        ^",
    "  |        domain-to-ASCII (parsing fails here)",
    "  invalid-URL-unit",
  ]);
  assert.match(out, /^valid URL string: no, at index 0: /m);
});

test("a failing base is shown with its own errors", () => {
  const { status, out } = cli("x", "https://[::1/");
  assert.equal(status, 1);
  assert.deepEqual(block(out, "the base URL fails to parse"), [
    "  https://[::1/",
    "              ^",
    "              IPv6-unclosed (parsing fails here)",
  ]);
  assert.match(out, /^valid URL string: no \(the base URL fails to parse\)$/m);
});

test("--json has the components, the errors and the validity", () => {
  const ok = cli("--json", "../a b", "http://h/x/y");
  assert.equal(ok.status, 0);
  const parsed = JSON.parse(ok.out);
  assert.equal(parsed.href, "http://h/a%20b");
  assert.deepEqual(parsed.errors, [{ name: "invalid-URL-unit", index: 4, failure: false }]);
  assert.deepEqual(parsed.baseErrors, []);
  assert.deepEqual(parsed.validity, {
    valid: false,
    index: 4,
    reason: "U+0020 is not a URL code point",
    production: "URL-path-segment string",
    productionURL: "https://url.spec.whatwg.org/#url-path-segment-string",
  });
  const bad = cli("--json", "https://h:99999/");
  assert.equal(bad.status, 1);
  const failed = JSON.parse(bad.out);
  assert.equal(failed.failure, true);
  assert.deepEqual(failed.errors, [{ name: "port-out-of-range", index: 10, failure: true }]);
  assert.equal(failed.validity.index, 10);
  assert.equal(cli().status, 2);
  assert.equal(cli("a", "b", "c").status, 2);
});
