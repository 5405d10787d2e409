// The linear matcher (js/urlpattern-matcher.mjs, the programs of src/urlpattern/matcher.rs)
// against the spec's own definition of matching: the regular expression the spec generates for
// the same part list, run by the host's RegExp with the spec's flags, on generated patterns and
// inputs. Both must agree on match/no match and on every group (including undefined ones).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { repoRoot } from "./paths.mjs";
import { prng } from "./fuzz-inputs.mjs";
import { initSync } from "../../js/entries/core.mjs";
import { compilePattern } from "../../js/wasm/urlpattern-bridge.mjs";
import { literalEnds, run } from "../../js/urlpattern-matcher.mjs";

initSync(readFileSync(path.join(repoRoot, "pkg/wasm/url_wasm_urlpattern_bg.wasm")));

const PIECES = [
  "/",
  "/",
  "a",
  "b",
  "-",
  ".",
  ":x",
  ":y",
  ":z",
  "*",
  "{",
  "}",
  "?",
  "+",
  "*",
  "(.*)",
  "{a}",
  "\\.",
  "{/:w}",
  "A",
];
const INPUT = ["a", "b", "/", ".", "-", "A", "ab", "/a", ".b"];
// Node 20's V8 (11.3) mis-runs `[^]+?` under the v flag (/^([^]+?)$/v does not match "ab"), and
// Node 18 has no v flag: there the oracle uses the u flag, which means the same for these expressions.
const V_FLAG = (() => {
  try {
    // biome-ignore lint/complexity/useRegexLiterals: a v-flag literal is a syntax error where v is unknown
    return new RegExp("^([^]+?)$", "v").test("ab") ? "v" : "u";
  } catch {
    return "u";
  }
})();
const COMPONENTS = ["protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"];

/** The component's spec RegExp result as the matcher's slots: [start, end] per group, -1 if undefined. */
function regexpSlots(re, input, groups) {
  re.lastIndex = 0;
  const m = re.exec(input);
  if (m === null) return null;
  const slots = [];
  for (let i = 1; i <= groups; i++) {
    if (m.indices[i] === undefined) slots.push(-1, -1);
    else slots.push(...m.indices[i]);
  }
  return slots;
}

test("the matcher finds what the spec's RegExp finds", () => {
  const { int: next } = prng(20260420);
  let patterns = 0;
  let checks = 0;
  const failures = [];
  while (patterns < 3000) {
    let source = "";
    for (let n = 1 + next(6); n > 0; n--) source += PIECES[next(PIECES.length)];
    const name = ["pathname", "hostname", "search"][next(3)];
    const ignoreCase = next(4) === 0;
    const init = new Array(9);
    init[0] = "https";
    init[COMPONENTS.indexOf(name)] = source;
    // Flag 16: with the regular expression of components that have a program.
    const result = compilePattern(init, (ignoreCase ? 1 : 0) | 16);
    if (result.status !== 1) continue; // an invalid pattern: nothing to match
    const c = result.components[COMPONENTS.indexOf(name)];
    if (c.hasRegExpGroups) continue;
    patterns++;
    const flags = `d${V_FLAG}${ignoreCase && name !== "hostname" ? "i" : ""}`;
    const re = new RegExp(c.regexp, flags);
    // The fixed ends js/urlpattern.mjs tests before running the program must be necessary.
    const ends = ignoreCase ? null : literalEnds(c.program);
    for (let k = 0; k < 12; k++) {
      let input = "";
      for (let n = next(7); n > 0; n--) input += INPUT[next(INPUT.length)];
      const want = regexpSlots(re, input, c.names.length);
      const slots = run(c.program, input);
      const got = slots === null ? null : Array.from(slots);
      checks++;
      if (want !== null && ends !== null && !(input.startsWith(ends.prefix) && input.endsWith(ends.suffix))) {
        failures.push(
          `${name} ${JSON.stringify(source)}: ${JSON.stringify(input)} matches without the fixed ends ${JSON.stringify(ends)}`,
        );
      }
      if (ends?.whole && (want !== null) !== (input === ends.prefix))
        failures.push(`${name} ${JSON.stringify(source)}: whole-text ${JSON.stringify(input)}`);
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        failures.push(
          `${name} ${JSON.stringify(source)} (/${c.regexp}/${flags}) on ${JSON.stringify(input)}: ${JSON.stringify(got)}, RegExp ${JSON.stringify(want)}`,
        );
      }
    }
  }
  assert.equal(failures.length, 0, `${failures.length} of ${checks} differ:\n  ${failures.slice(0, 20).join("\n  ")}`);
});
