// The bridge sends a base string to wasm once for a run of calls with the same base (wasm keeps
// the last one: SAME_BASE in src/wasm.rs). Whatever the order of calls, every answer must be the
// one a fresh parse with that base gives.
import assert from "node:assert/strict";
import { test } from "node:test";
import { URL } from "./load.mjs";

const BASES = [
  "https://example.org/a/b?q#f",
  "file:///C:/x/y",
  "sc://h/p",
  "not a base",
  "http://[::1]:8080/",
  "https://ü.example/",
];
const INPUTS = ["", "c", "../d?e", "#g", "//other.example/x", "https://abs.example/", "C|/z", "\\\\h\\p", "a b", "?é"];

/** What `new URL(input, base)` gives as { href } or "failure", and what URL.canParse says. */
function outcome(input, base) {
  let href;
  try {
    href = new URL(input, base).href;
  } catch (error) {
    assert.ok(error instanceof TypeError);
    href = "failure";
  }
  return { href, can: URL.canParse(input, base) };
}

test("a base reused across calls gives the answers of a fresh parse", () => {
  // The reference: each case parsed right after a call with another base (so the base is sent).
  const expected = new Map();
  for (const base of BASES) {
    for (const input of INPUTS) {
      outcome("x", base === BASES[0] ? BASES[1] : BASES[0]);
      expected.set(`${input}\u0000${base}`, outcome(input, base));
    }
  }
  // Runs of the same base, interleaved with other bases, with no base, and with failures.
  for (let round = 0; round < 3; round++) {
    for (const base of BASES) {
      for (const input of INPUTS) {
        assert.deepEqual(outcome(input, base), expected.get(`${input}\u0000${base}`), `${input} against ${base}`);
        if (round === 1) new URL("https://no.base.example/");
        if (round === 2) URL.canParse("y", BASES[(BASES.indexOf(base) + 1) % BASES.length]);
      }
    }
  }
  // The same base string built anew (equal, not identical) still matches.
  const rebuilt = ["https://example.org/a/", "b?q#f"].join("");
  assert.equal(new URL("../z", rebuilt).href, "https://example.org/z");
  assert.equal(new URL("../z", rebuilt).href, "https://example.org/z");
});

test("an href put together from the input's or base's start, decoded bytes and the input's end", () => {
  // wasm reports how much of the href is the base (or, without one, the input) at its start and
  // the input at its end (src/wasm.rs `parse`); non-ASCII before, between or after those parts.
  const cases = [
    ["http://a/b/./c d?q#f"],
    [" http://A/\u00e9x\t"],
    ["HTTP://EXAMPLE.com:80/a/../b?c d#e"],
    ["../x y?z", "https://EX.com/a/b/c"],
    ["?\u00e9\u00e9/tail", "https://example.com/a/b/c"],
    [`http://a/\u00e9${"x".repeat(40)}`],
    ["http://a/\u{1F600}b\uD800c"],
    ["http://a/b b/b b"],
    ["ab:c d?\u00e9"],
  ];
  for (const [input, base] of cases)
    assert.equal(new URL(input, base).href, new globalThis.URL(input, base).href, input);
});
