// The portable test suite: the WPT URL suites (tests/js/wpt-cases.mjs) and the Web IDL checks
// (tests/js/idl-cases.mjs) over a URL/URLSearchParams pair, through their public API only, in any
// ECMAScript engine. Each WPT case and each IDL test counts as one test. Prints one line per suite
// and ends with the line "N passed, N failed" (what tests/engines/run.mjs reads).
import { idlTests } from "../js/idl-cases.mjs";
import { runCases, WPT_FILES, wptSuites } from "../js/wpt-cases.mjs";
import { assert, createHarness } from "./harness.mjs";

const SHOWN_FAILURES = 20;

/**
 * Run everything and print through `print` (one string per call). `data`: the WPT JSON files by
 * name (every file of WPT_FILES must be there). Returns { passed, failed }.
 */
export function runSuite({ URL, URLSearchParams }, data, print) {
  for (const file of WPT_FILES) {
    if (data[file] === undefined) throw new Error(`engine suite: WPT file ${file} is missing from the bundle`);
  }
  let passed = 0;
  const failures = [];
  const report = (name, total, result) => {
    passed += result.passed;
    failures.push(...result.failures.map((f) => `${name}: ${f}`));
    print(`${name}: ${result.passed}/${total} passed`);
  };
  for (const suite of wptSuites(URL, (file) => data[file])) report(suite.name, suite.cases.length, runCases(suite));
  const harness = createHarness();
  idlTests({ URL, URLSearchParams, assert, describe: harness.describe, test: harness.test });
  const idl = harness.run();
  report("Web IDL (idl-cases.mjs)", idl.passed + idl.failures.length, idl);
  for (const f of failures.slice(0, SHOWN_FAILURES)) print(`FAIL ${f}`);
  if (failures.length > SHOWN_FAILURES) print(`... and ${failures.length - SHOWN_FAILURES} more failures`);
  print(`${passed} passed, ${failures.length} failed`);
  return { passed, failed: failures.length };
}
