// The WPT url/ data through the public JS API (the checks are in wpt-cases.mjs, shared with the
// engine suite in tests/engines/). Each test walks one suite, collects every mismatch and fails
// listing them.
import assert from "node:assert/strict";
import { test } from "node:test";
import { URL } from "./load.mjs";
import { runCases, wptSuites } from "./wpt-cases.mjs";
import { wptJSON } from "./wpt-data.mjs";

for (const suite of wptSuites(URL, wptJSON)) {
  test(suite.name, { skip: suite.cases === null }, (t) => {
    const { passed, failures } = runCases(suite);
    const total = suite.cases.length;
    t.diagnostic(`WPT ${suite.name}: ${total} cases, ${passed} passed, ${failures.length} failed`);
    assert.equal(failures.length, 0, `${failures.length} of ${total} failed:\n  ${failures.slice(0, 50).join("\n  ")}`);
  });
}
