// No ReDoS from the generated expressions: patterns without regexp groups match in time linear in
// the input (js/urlpattern-matcher.mjs), including those whose spec regular expression makes a
// backtracking engine take exponential or high-polynomial time. Each case is a pattern that
// freezes a backtracking matcher on a long non-matching input; here every call must return within
// a generous budget. (kenchris/urlpattern-polyfill#121: `**.google.com` freezes the polyfill, and
// Node 24's native URLPattern, on a hostname with dashes.)
import assert from "node:assert/strict";
import { test } from "node:test";
import "./load.mjs";
import { URLPattern } from "url-wasm/urlpattern";

/** Per call, on a loaded 2-core machine; a backtracking engine needs hours on these inputs. */
const BUDGET_MS = 1000;

const CASES = [
  // kenchris/urlpattern-polyfill#121: ((?:.*)*)\.google\.com
  [{ hostname: "**.google.com" }, "https://dash-subdomain.subdomain.example.com", false],
  [{ hostname: "**.google.com" }, `https://${"a-".repeat(2000)}example.com`, false],
  [{ hostname: "**.google.com" }, `https://${"a-".repeat(2000)}x.google.com`, true],
  // Many full wildcards separated by a delimiter that does not end the input: O(n^k) backtracking.
  [{ pathname: "/*/*/*/*/*/*/*/*/x" }, `https://h/${"a/".repeat(20000)}`, false],
  [{ pathname: "*a*a*a*a*a*a*b" }, `https://h/${"a".repeat(20000)}`, false],
  // Adjacent segment wildcards and repeated groups with prefixes.
  [{ pathname: "/:a:b:c:d:e:f/x" }, `https://h/${"a".repeat(20000)}/`, false],
  [{ pathname: "/:a+/:b+/:c+/z" }, `https://h/${"x/".repeat(20000)}`, false],
  [{ pathname: "{/:a}*{/:b}*{/:c}*/z" }, `https://h/${"x/".repeat(20000)}`, false],
  [{ pathname: "/(.*)*(.*)*(.*)*/z" }, `https://h/${"x".repeat(20000)}`, false],
  [{ search: "*=*&*=*&*=*&*=*;" }, `https://h/?${"a=b&".repeat(10000)}`, false],
  [{ hostname: "*.*.*.*.*.*.example.com" }, `https://${"a.".repeat(5000)}com`, false],
  [{ hostname: "*.*.*.*.*.*.example.com" }, `https://${"a.".repeat(5000)}example.com`, true],
];

test("patterns without regexp groups match in linear time", () => {
  const slow = [];
  for (const [init, input, expected] of CASES) {
    const pattern = new URLPattern(init);
    assert.equal(pattern.hasRegExpGroups, false);
    for (const method of ["test", "exec"]) {
      const start = performance.now();
      const result = pattern[method](input);
      const ms = performance.now() - start;
      assert.equal(method === "test" ? result : result !== null, expected, `${JSON.stringify(init)} ${method}`);
      if (ms > BUDGET_MS) slow.push(`${JSON.stringify(init)}.${method} on ${input.length} chars: ${ms.toFixed(0)} ms`);
    }
  }
  assert.deepEqual(slow, []);
});

test("work grows linearly with the input", () => {
  // 16x the input, at most ~16x the time (plus noise): a quadratic matcher would take 256x.
  const pattern = new URLPattern({ pathname: "/*/*/*/*/x" });
  const time = (n) => {
    const input = `https://h/${"a/".repeat(n)}`;
    pattern.test(input); // warm up, and the input split is cached for the timed call
    let best = Infinity;
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      pattern.test(input);
      best = Math.min(best, performance.now() - start);
    }
    return best;
  };
  const small = time(2000);
  const large = time(32000);
  assert.ok(large < small * 64 + 5, `2,000 segments: ${small.toFixed(2)} ms; 32,000: ${large.toFixed(2)} ms`);
});
