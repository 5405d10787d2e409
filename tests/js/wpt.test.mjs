// The WPT url/ data through the public JS API, checking what WPT's url-constructor, url-origin,
// url-setters, toascii, IdnaTestV2 and IdnaTestV2-removed tests check (our own harness).
// Each test walks one data file, collects every mismatch and fails listing them.
import assert from "node:assert/strict";
import { test } from "node:test";
import { URL } from "./load.mjs";
import { wptJSON } from "./wpt-data.mjs";

const COMPONENTS = [
  "href",
  "protocol",
  "username",
  "password",
  "host",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
];

/** Run `check` over the cases; it returns a list of mismatch descriptions (empty = pass). */
function runCases(t, name, cases, check) {
  const failures = [];
  let passed = 0;
  for (const c of cases) {
    let problems;
    try {
      problems = check(c);
    } catch (error) {
      problems = [`threw ${error?.name}: ${error?.message}`];
    }
    if (problems.length === 0) passed++;
    else
      failures.push(
        `${JSON.stringify(c.input ?? c.href)}${c.base ? ` against ${JSON.stringify(c.base)}` : ""}: ${problems.join("; ")}`,
      );
  }
  t.diagnostic(`WPT ${name}: ${cases.length} cases, ${passed} passed, ${failures.length} failed`);
  assert.equal(
    failures.length,
    0,
    `${failures.length} of ${cases.length} failed:\n  ${failures.slice(0, 50).join("\n  ")}`,
  );
}

function mismatches(actual, expected, keys) {
  const out = [];
  for (const key of keys) {
    if (actual[key] !== expected[key])
      out.push(`${key}: got ${JSON.stringify(actual[key])}, want ${JSON.stringify(expected[key])}`);
  }
  return out;
}

const entries = (data) => data.filter((x) => typeof x !== "string");

for (const file of ["urltestdata.json", "urltestdata-javascript-only.json"]) {
  const data = wptJSON(file);
  const cases = data ? entries(data) : [];
  const base = (c) => (c.base === null ? undefined : c.base);

  test(`${file}: new URL(input, base) (url-constructor)`, { skip: !data }, (t) => {
    runCases(t, `${file} constructor`, cases, (c) => {
      if (c.failure) {
        try {
          new URL(c.input, base(c));
        } catch (error) {
          return error instanceof TypeError ? [] : [`threw ${error.name}, not TypeError`];
        }
        return ["parsed, expected failure"];
      }
      const url = new URL(c.input, base(c));
      const problems = mismatches(url, c, COMPONENTS);
      if ("searchParams" in c && url.searchParams.toString() !== c.searchParams) {
        problems.push(
          `searchParams: got ${JSON.stringify(url.searchParams.toString())}, want ${JSON.stringify(c.searchParams)}`,
        );
      }
      if (url.toString() !== c.href || url.toJSON() !== c.href) problems.push("toString/toJSON differ from href");
      return problems;
    });
  });

  test(`${file}: origin (url-origin)`, { skip: !data }, (t) => {
    runCases(
      t,
      `${file} origin`,
      cases.filter((c) => "origin" in c),
      (c) => mismatches(new URL(c.input, base(c)), c, ["origin"]),
    );
  });

  test(`${file}: URL.parse and URL.canParse`, { skip: !data }, (t) => {
    runCases(t, `${file} statics`, cases, (c) => {
      const parsed = URL.parse(c.input, base(c));
      const can = URL.canParse(c.input, base(c));
      if (c.failure) return parsed === null && can === false ? [] : [`parse ${parsed?.href}, canParse ${can}`];
      const problems = [];
      if (!(parsed instanceof URL)) return [`parse returned ${parsed}`];
      if (parsed.href !== c.href) problems.push(`parse href ${parsed.href}`);
      if (can !== true) problems.push("canParse false");
      return problems;
    });
  });
}

test("setters_tests.json (url-setters)", { skip: !wptJSON("setters_tests.json") }, (t) => {
  const data = wptJSON("setters_tests.json");
  const cases = [];
  for (const [setter, list] of Object.entries(data)) {
    if (setter === "comment") continue;
    for (const c of list) cases.push({ ...c, setter, input: `${c.href} .${setter} = ${JSON.stringify(c.new_value)}` });
  }
  runCases(t, "setters_tests.json", cases, (c) => {
    const url = new URL(c.href);
    url[c.setter] = c.new_value;
    return mismatches(url, c.expected, Object.keys(c.expected));
  });
});

test("toascii.json (toascii: constructor, host and hostname setters)", { skip: !wptJSON("toascii.json") }, (t) => {
  const cases = entries(wptJSON("toascii.json"));
  runCases(t, "toascii.json", cases, (c) => {
    const problems = [];
    if (c.output === null) {
      assert.throws(() => new URL(`https://${c.input}/x`), TypeError);
    } else {
      const url = new URL(`https://${c.input}/x`);
      problems.push(
        ...mismatches(url, { host: c.output, hostname: c.output, pathname: "/x", href: `https://${c.output}/x` }, [
          "host",
          "hostname",
          "pathname",
          "href",
        ]),
      );
    }
    for (const setter of ["host", "hostname"]) {
      const url = new URL("https://x/x");
      url[setter] = c.input;
      const want = c.output === null ? "x" : c.output;
      if (url[setter] !== want)
        problems.push(`.${setter} setter: got ${JSON.stringify(url[setter])}, want ${JSON.stringify(want)}`);
    }
    return problems;
  });
});

// WPT IdnaTestV2.window.js percent-encodes the code points that would end the host, so that they
// reach the host parser; IdnaTestV2-removed.window.js uses the input as given.
function encodeHostEndingCodePoints(input) {
  return input.replace(/[:/?#\\]/g, (c) => encodeURIComponent(c));
}

for (const [file, encode] of [
  ["IdnaTestV2.json", encodeHostEndingCodePoints],
  ["IdnaTestV2-removed.json", (s) => s],
]) {
  const data = wptJSON(file);
  test(`${file} (ToASCII through new URL("https://" + input + "/x"))`, { skip: !data }, (t) => {
    // An empty input cannot be tested through new URL() (WPT skips it too).
    const cases = entries(data).filter((c) => c.input !== "");
    runCases(t, file, cases, (c) => {
      const input = `https://${encode(c.input)}/x`;
      if (c.output === null) {
        try {
          new URL(input);
        } catch (error) {
          return error instanceof TypeError ? [] : [`threw ${error.name}`];
        }
        return ["parsed, expected failure"];
      }
      const url = new URL(input);
      return mismatches(url, { host: c.output, hostname: c.output, pathname: "/x", href: `https://${c.output}/x` }, [
        "host",
        "hostname",
        "pathname",
        "href",
      ]);
    });
  });
}
