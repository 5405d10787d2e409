// Legacy encodings through the public API (js/encoding.mjs): WPT's percent-encoding.json, every row
// and every encoding it names, as WPT's percent-encoding.window.js checks it (an <a> in a document
// of that encoding: `https://doesnotmatter.invalid/?${input}#${input}`, whose search is the
// encoding's output and whose hash is UTF-8's): through url-wasm's parse(input, { encoding }),
// parseWithErrors and url-wasm/whatwg-url's parseURL. url-wasm/whatwg-url against whatwg-url 17.3 is
// in whatwg-url.test.mjs.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";
import "./load.mjs"; // checks that pkg/ is built and fresh
import { wptJSON } from "./wpt-data.mjs";

const require = createRequire(import.meta.url);
const wasm = require("url-wasm");
const whatwgURL = require("url-wasm/whatwg-url");
const rows = (wptJSON("percent-encoding.json") ?? []).filter((row) => typeof row === "object");

test("WPT percent-encoding.json: every row, every encoding, through parse, parseWithErrors and whatwg-url's parseURL", () => {
  if (rows.length === 0 && process.env.CI !== "true") return; // wptJSON said why, loudly
  let checks = 0;
  for (const { input, output } of rows) {
    const href = `https://doesnotmatter.invalid/?${input}#${input}`;
    for (const [encoding, expected] of Object.entries(output)) {
      const what = `${JSON.stringify(input)} in ${encoding}`;
      const url = wasm.parse(href, { encoding });
      assert.equal(url.search, `?${expected}`, what);
      assert.equal(url.hash, `#${output["utf-8"]}`, what);
      assert.equal(wasm.parseWithErrors(href, undefined, { encoding }).url.href, url.href, what);
      assert.equal(whatwgURL.serializeURL(whatwgURL.parseURL(href, { encoding })), url.href, what);
      checks++;
    }
  }
  assert.ok(checks >= 16, `${checks} checks`);
});

test("parse: UTF-8 labels, a base, failure, the query of special URLs only, unknown labels", () => {
  assert.equal(wasm.parse("?é", { base: "http://h/p", encoding: " UTF8\n" })?.href, "http://h/p?%C3%A9");
  assert.equal(wasm.parse("?é", { base: "http://h/p", encoding: "latin1" })?.href, "http://h/p?%E9");
  assert.equal(
    wasm.parse("/é?é#é", { base: "http://h/", encoding: "windows-1252" })?.href,
    "http://h/%C3%A9?%E9#%C3%A9",
  );
  assert.equal(wasm.parse("ws://h/?é", { encoding: "windows-1252" })?.href, "ws://h/?%C3%A9");
  assert.equal(wasm.parse("sc:x?é", { encoding: "windows-1252" })?.href, "sc:x?%C3%A9");
  assert.equal(wasm.parse("http://h/?€", { encoding: "utf-16le" })?.href, "http://h/?%E2%82%AC"); // output encoding UTF-8
  assert.equal(wasm.parse("http://[::1/?é", { encoding: "windows-1252" }), null);
  assert.equal(wasm.parse("?é", { base: "not a URL", encoding: "windows-1252" }), null);
  assert.ok(wasm.parse("http://h/?é", { encoding: "gbk" }) instanceof wasm.URL);
  assert.throws(() => wasm.parse("http://h/", { encoding: "no-such-label" }), RangeError);
  assert.throws(() => wasm.parse(), TypeError);
  // The classes go on working after the encoding flavour of the wasm replaced the tools one.
  assert.equal(new wasm.URL("HTTP://a/b/../c?é").href, "http://a/c?%C3%A9");
  assert.equal(wasm.domainToASCII("Bücher.de"), "xn--bcher-kva.de");
});
