// The WPT URL data run through a URL class: what WPT's url-constructor, url-origin,
// url-statics-canparse/-parse and url-setters tests check, written from their data format.
// Shared by the page and the worker; plain ES module, no dependencies.

const GETTERS = ["href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"];

function check(results, name, fn) {
  results.total++;
  try {
    const problem = fn();
    if (problem) results.failures.push(`${name}: ${problem}`);
    else results.passed++;
  } catch (e) {
    results.failures.push(`${name}: threw ${e?.name}: ${e?.message}`);
  }
}

function compare(url, expected, keys) {
  for (const key of keys) {
    if (!(key in expected)) continue;
    const got = key === "searchParams" ? url.searchParams.toString() : url[key];
    if (got !== expected[key]) return `${key} is ${JSON.stringify(got)}, expected ${JSON.stringify(expected[key])}`;
  }
  return "";
}

/** urltestdata.json (and urltestdata-javascript-only.json): constructor, origin, canParse, parse. */
export function runUrlTestData(URL, tests, results) {
  for (const t of tests) {
    if (typeof t === "string") continue; // comment
    const base = t.base === null ? undefined : t.base;
    const name = `new URL(${JSON.stringify(t.input)}, ${JSON.stringify(base)})`;
    check(results, name, () => {
      if (t.failure) {
        try {
          new URL(t.input, base);
        } catch (e) {
          return e instanceof TypeError ? "" : `threw ${e?.name}, expected TypeError`;
        }
        return "parsed, expected failure";
      }
      return compare(new URL(t.input, base), t, [...GETTERS, "origin", "searchParams"]);
    });
    check(results, `URL.canParse: ${name}`, () =>
      URL.canParse(t.input, base) === !t.failure ? "" : `returned ${!t.failure}`,
    );
    check(results, `URL.parse: ${name}`, () => {
      const url = URL.parse(t.input, base);
      if (t.failure) return url === null ? "" : "expected null";
      return url === null ? "returned null" : compare(url, t, ["href"]);
    });
  }
}

/** setters_tests.json: set one attribute, then compare the expected getters. */
export function runSetterTests(URL, tests, results) {
  for (const [attr, cases] of Object.entries(tests)) {
    if (attr === "comment") continue;
    for (const t of cases) {
      const name = `set ${attr} = ${JSON.stringify(t.new_value)} on ${JSON.stringify(t.href)}`;
      check(results, name, () => {
        const url = new URL(t.href);
        url[attr] = t.new_value;
        return compare(url, t.expected, Object.keys(t.expected));
      });
    }
  }
}

/** Fetch the data (served under wptBase) and run everything; returns plain, postMessage-able counts. */
export async function runAll(URL, wptBase) {
  const load = async (file) => {
    const res = await fetch(new globalThis.URL(file, wptBase));
    if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
    return res.json();
  };
  const results = { total: 0, passed: 0, failures: [] };
  runUrlTestData(URL, await load("urltestdata.json"), results);
  runUrlTestData(URL, await load("urltestdata-javascript-only.json"), results);
  runSetterTests(URL, await load("setters_tests.json"), results);
  return {
    total: results.total,
    passed: results.passed,
    failed: results.failures.length,
    failures: results.failures.slice(0, 20),
  };
}
