// Web IDL shape and behavior of URL and URLSearchParams: the portable checks of idl-cases.mjs (also
// run in other engines by tests/engines/), plus what only Node has (util.inspect, Blob URLs).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import { idlTests } from "./idl-cases.mjs";
import { URL, URLSearchParams } from "./load.mjs";

idlTests({ URL, URLSearchParams, assert, describe, test });

describe("URL in Node", () => {
  test("util.inspect looks like Node's", () => {
    const out = inspect(new URL("http://a/?x=1"));
    assert.match(out, /^URL \{\n {2}href: 'http:\/\/a\/\?x=1',\n {2}origin: 'http:\/\/a',/);
    assert.match(out, /searchParams: URLSearchParams \{ 'x' => '1' \}/);
    assert.equal(inspect(new URLSearchParams()), "URLSearchParams {}");
    assert.doesNotThrow(() => inspect(Object.create(URLSearchParams.prototype)));
    assert.equal(inspect(new URLSearchParams("a=1&b=2")), "URLSearchParams { 'a' => '1', 'b' => '2' }");
  });

  test("createObjectURL/revokeObjectURL forward to the runtime's native URL", {
    skip: typeof globalThis.URL?.createObjectURL !== "function" || typeof Blob !== "function",
  }, () => {
    const href = URL.createObjectURL(new Blob(["x"]));
    assert.match(href, /^blob:/);
    assert.equal(URL.revokeObjectURL(href), undefined);
    assert.throws(() => URL.createObjectURL(), TypeError);
  });
});
