// The WPT url/ data as checks over a URL class: what WPT's url-constructor, url-origin,
// url-statics-parse/-canparse, url-setters, toascii, IdnaTestV2 and IdnaTestV2-removed tests check
// (our own harness, written from the data format). Plain ECMAScript, no host APIs: shared by
// tests/js/wpt.test.mjs (node:test) and the portable suite that runs in other engines (tests/engines/).

/** The data files the suites read. */
export const WPT_FILES = [
  "urltestdata.json",
  "urltestdata-javascript-only.json",
  "setters_tests.json",
  "toascii.json",
  "IdnaTestV2.json",
  "IdnaTestV2-removed.json",
];

/** The URL attributes urltestdata.json gives for each URL (all but origin). */
export const COMPONENTS = [
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

function mismatches(actual, expected, keys) {
  const out = [];
  for (const key of keys) {
    if (actual[key] !== expected[key])
      out.push(`${key}: got ${JSON.stringify(actual[key])}, want ${JSON.stringify(expected[key])}`);
  }
  return out;
}

/** [] when `fn` throws a TypeError, else the problem. */
function expectTypeError(fn, what = "parsed, expected failure") {
  try {
    fn();
  } catch (error) {
    return error instanceof TypeError ? [] : [`threw ${error?.name}, not TypeError`];
  }
  return [what];
}

const entries = (data) => data.filter((x) => typeof x !== "string");
const baseOf = (c) => (c.base === null ? undefined : c.base);

/** Host checks: new URL("https://" + host + "/x") gives `output` (or throws when it is null). */
function hostMismatches(URL, input, output) {
  if (output === null) return expectTypeError(() => new URL(input));
  const url = new URL(input);
  return mismatches(url, { host: output, hostname: output, pathname: "/x", href: `https://${output}/x` }, [
    "host",
    "hostname",
    "pathname",
    "href",
  ]);
}

// WPT IdnaTestV2.window.js percent-encodes the code points that would end the host, so that they
// reach the host parser; IdnaTestV2-removed.window.js uses the input as given.
function encodeHostEndingCodePoints(input) {
  return input.replace(/[:/?#\\]/g, (c) => encodeURIComponent(c));
}

/**
 * The suites for the files `data(file)` returns (parsed JSON, or null when absent: that file's
 * suites get `cases: null`). Each suite: { name, file, cases, check }, where check(case) returns
 * the list of mismatches (empty = pass) and may throw (a failure too).
 */
export function wptSuites(URL, data) {
  const suites = [];
  const add = (name, file, select, check) => {
    const json = data(file);
    suites.push({ name, file, cases: json === null ? null : select(json), check });
  };
  for (const file of ["urltestdata.json", "urltestdata-javascript-only.json"]) {
    add(`${file}: new URL(input, base) (url-constructor)`, file, entries, (c) => {
      if (c.failure) return expectTypeError(() => new URL(c.input, baseOf(c)));
      const url = new URL(c.input, baseOf(c));
      const problems = mismatches(url, c, COMPONENTS);
      if ("searchParams" in c && url.searchParams.toString() !== c.searchParams) {
        problems.push(
          `searchParams: got ${JSON.stringify(url.searchParams.toString())}, want ${JSON.stringify(c.searchParams)}`,
        );
      }
      if (url.toString() !== c.href || url.toJSON() !== c.href) problems.push("toString/toJSON differ from href");
      return problems;
    });
    add(
      `${file}: origin (url-origin)`,
      file,
      (json) => entries(json).filter((c) => "origin" in c),
      (c) => mismatches(new URL(c.input, baseOf(c)), c, ["origin"]),
    );
    add(`${file}: URL.parse and URL.canParse`, file, entries, (c) => {
      const parsed = URL.parse(c.input, baseOf(c));
      const can = URL.canParse(c.input, baseOf(c));
      if (c.failure) return parsed === null && can === false ? [] : [`parse ${parsed?.href}, canParse ${can}`];
      if (!(parsed instanceof URL)) return [`parse returned ${parsed}`];
      const problems = [];
      if (parsed.href !== c.href) problems.push(`parse href ${parsed.href}`);
      if (can !== true) problems.push("canParse false");
      return problems;
    });
  }
  add(
    "setters_tests.json (url-setters)",
    "setters_tests.json",
    (json) => {
      const cases = [];
      for (const setter of Object.keys(json)) {
        if (setter === "comment") continue;
        for (const c of json[setter])
          cases.push({ ...c, setter, input: `${c.href} .${setter} = ${JSON.stringify(c.new_value)}` });
      }
      return cases;
    },
    (c) => {
      const url = new URL(c.href);
      url[c.setter] = c.new_value;
      return mismatches(url, c.expected, Object.keys(c.expected));
    },
  );
  add("toascii.json (toascii: constructor, host and hostname setters)", "toascii.json", entries, (c) => {
    const problems = hostMismatches(URL, `https://${c.input}/x`, c.output);
    for (const setter of ["host", "hostname"]) {
      const url = new URL("https://x/x");
      url[setter] = c.input;
      const want = c.output === null ? "x" : c.output;
      if (url[setter] !== want)
        problems.push(`.${setter} setter: got ${JSON.stringify(url[setter])}, want ${JSON.stringify(want)}`);
    }
    return problems;
  });
  for (const [file, encode] of [
    ["IdnaTestV2.json", encodeHostEndingCodePoints],
    ["IdnaTestV2-removed.json", (s) => s],
  ]) {
    // An empty input cannot be tested through new URL() (WPT skips it too).
    add(
      `${file} (ToASCII through new URL("https://" + input + "/x"))`,
      file,
      (json) => entries(json).filter((c) => c.input !== ""),
      (c) => hostMismatches(URL, `https://${encode(c.input)}/x`, c.output),
    );
  }
  return suites;
}

/** Run a suite's check over its cases: { passed, failures } (one description per failed case). */
export function runCases({ cases, check }) {
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
  return { passed, failures };
}
