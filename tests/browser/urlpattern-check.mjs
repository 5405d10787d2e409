// WPT's URLPattern data (urlpatterntestdata.json) run through a URLPattern class: what WPT's
// urlpattern.any.js (resources/urlpatterntests.js) checks, written from its data format (the rules
// are summarised in ../shared/urlpattern/README.md). Shared by the Node test
// (tests/js/urlpattern.test.mjs) and the browser page (urlpattern-page.mjs); no dependencies.

const COMPONENTS = ["protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"];
/** The order in which a component inherits "*" from an earlier one given in the init. */
const EARLIER = ["protocol", "hostname", "port", "pathname", "search", "hash"];

/** The pattern string the harness expects from a getter (its derivation rules, in order). */
function expectedPattern(entry, component, URLClass) {
  const obj = entry.expected_obj;
  if (obj && typeof obj === "object" && component in obj) return obj[component];
  if ((entry.exactly_empty_components ?? []).includes(component)) return "";
  const first = entry.pattern[0];
  const init = first && typeof first === "object" ? first : null;
  if (init && typeof init[component] === "string" && init[component] !== "") return init[component];
  const index = EARLIER.indexOf(component);
  if (index > 0 && init && EARLIER.slice(0, index).some((c) => c in init)) return "*";
  const base = init?.baseURL ?? (typeof entry.pattern[1] === "string" ? entry.pattern[1] : undefined);
  if (base !== undefined && index >= 0) {
    const value = new URLClass(base)[component];
    return component === "protocol"
      ? value.slice(0, -1)
      : component === "search" || component === "hash"
        ? value.slice(1)
        : value;
  }
  return "*";
}

/** Problems with an exec() result, as strings. */
function execProblems(entry, result) {
  const expected = entry.expected_match;
  const problems = [];
  const inputs = expected.inputs ?? entry.inputs ?? [];
  if (result.inputs.length !== inputs.length) problems.push(`inputs: ${JSON.stringify(result.inputs)}`);
  for (let i = 0; i < inputs.length; i++) {
    const want = inputs[i];
    const got = result.inputs[i];
    if (typeof want === "string" ? got !== want : COMPONENTS.some((c) => got?.[c] !== want[c])) {
      problems.push(`inputs[${i}]: ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
    }
  }
  const empty = entry.exactly_empty_components ?? [];
  for (const c of COMPONENTS) {
    const want = expected[c] ?? (empty.includes(c) ? { input: "", groups: {} } : { input: "", groups: { 0: "" } });
    const got = result[c];
    const wantGroups = Object.fromEntries(Object.entries(want.groups).map(([k, v]) => [k, v === null ? undefined : v]));
    const keys = Object.keys(got?.groups ?? {});
    const ok =
      got?.input === want.input &&
      keys.length === Object.keys(wantGroups).length &&
      keys.every((k) => k in wantGroups && got.groups[k] === wantGroups[k]);
    if (!ok) {
      const show = (g) => JSON.stringify(g, (_, v) => (v === undefined ? "<undefined>" : v));
      problems.push(`${c}: ${show(got)}, want ${show({ input: want.input, groups: wantGroups })}`);
    }
  }
  return problems;
}

/** Problems with one entry, as strings (none: it passes). */
function entryProblems(URLPattern, entry, URLClass) {
  if (entry.expected_obj === "error") {
    try {
      new URLPattern(...entry.pattern);
    } catch (e) {
      return e instanceof TypeError ? [] : [`threw ${e?.name}, expected a TypeError`];
    }
    return ["constructed, expected a TypeError"];
  }
  const pattern = new URLPattern(...entry.pattern);
  const problems = [];
  for (const c of COMPONENTS) {
    const want = expectedPattern(entry, c, URLClass);
    if (pattern[c] !== want) problems.push(`${c} is ${JSON.stringify(pattern[c])}, want ${JSON.stringify(want)}`);
  }
  const inputs = entry.inputs ?? [];
  if (entry.expected_match === "error") {
    for (const method of ["test", "exec"]) {
      try {
        pattern[method](...inputs);
        problems.push(`${method}() did not throw`);
      } catch (e) {
        if (!(e instanceof TypeError)) problems.push(`${method}() threw ${e?.name}, expected a TypeError`);
      }
    }
    return problems;
  }
  if (pattern.test(...inputs) !== !!entry.expected_match) problems.push(`test() returned ${!entry.expected_match}`);
  const result = pattern.exec(...inputs);
  if (entry.expected_match === null || entry.expected_match === undefined) {
    if (result !== null) problems.push("exec() matched, expected null");
  } else if (result === null) {
    problems.push("exec() returned null");
  } else {
    problems.push(...execProblems(entry, result));
  }
  return problems;
}

/**
 * Run every entry; `results` collects { total, passed, failed, failures }. `URLClass` derives the
 * base URL's components (the harness uses the host's URL class).
 */
export function runUrlPatternData(URLPattern, entries, results, URLClass = globalThis.URL) {
  for (const entry of entries) {
    results.total++;
    const name = `${JSON.stringify(entry.pattern)} ${JSON.stringify(entry.inputs ?? [])}`;
    let problems;
    try {
      problems = entryProblems(URLPattern, entry, URLClass);
    } catch (e) {
      problems = [`threw ${e?.name}: ${e?.message}`];
    }
    if (problems.length === 0) results.passed++;
    else {
      results.failed++;
      results.failures.push(`${name}: ${problems.join("; ")}`);
    }
  }
  return results;
}
