// A minimal test harness in plain ECMAScript for engines without Node's node:test and node:assert
// (Hermes, QuickJS, a browser page or worker): `describe`/`test` register, `run` runs and counts,
// and `assert` is the subset of node:assert/strict that tests/js/idl-cases.mjs uses, with its
// strict semantics (Object.is equality; deep equality compares prototypes and own enumerable keys).

class AssertionError extends Error {
  constructor(message) {
    super(message);
    this.name = "AssertionError";
  }
}

function show(value) {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "symbol" || typeof value === "function") return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function fail(message, fallback) {
  throw new AssertionError(message === undefined ? fallback : `${message} (${fallback})`);
}

function isDeepEqual(a, b) {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  if (Array.isArray(a) && a.length !== b.length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key) || !isDeepEqual(a[key], b[key])) return false;
  }
  return true;
}

/** Does `error` match node:assert's `expected` (a constructor, a validation function or an object of properties)? */
function matches(error, expected) {
  if (expected === undefined) return true;
  if (typeof expected === "function") {
    if (expected.prototype !== undefined && error instanceof expected) return true;
    if (expected.prototype instanceof Error || expected === Error) return false;
    return expected.call({}, error) === true;
  }
  for (const key of Object.keys(expected)) {
    const want = expected[key];
    const got = error?.[key];
    if (want instanceof RegExp ? !(typeof got === "string" && want.test(got)) : !Object.is(got, want)) return false;
  }
  return true;
}

export const assert = {
  ok(value, message) {
    if (!value) fail(message, `expected a truthy value, got ${show(value)}`);
  },
  equal(actual, expected, message) {
    if (!Object.is(actual, expected)) fail(message, `got ${show(actual)}, want ${show(expected)}`);
  },
  deepEqual(actual, expected, message) {
    if (!isDeepEqual(actual, expected)) fail(message, `got ${show(actual)}, want ${show(expected)}`);
  },
  match(string, regexp, message) {
    if (typeof string !== "string" || !regexp.test(string)) fail(message, `${show(string)} does not match ${regexp}`);
  },
  throws(fn, expected, message) {
    if (typeof expected === "string") [expected, message] = [undefined, expected];
    try {
      fn();
    } catch (error) {
      if (!matches(error, expected)) fail(message, `threw ${error?.name}: ${error?.message}, which does not match`);
      return;
    }
    fail(message, "did not throw");
  },
  doesNotThrow(fn, message) {
    try {
      fn();
    } catch (error) {
      fail(message, `threw ${error?.name}: ${error?.message}`);
    }
  },
};

/** A registry of tests: describe() and test() as in node:test (synchronous tests only). */
export function createHarness() {
  const tests = [];
  const prefix = [];
  return {
    describe(name, body) {
      prefix.push(name);
      try {
        body();
      } finally {
        prefix.pop();
      }
    },
    test(name, body) {
      tests.push({ name: [...prefix, name].join(" > "), body });
    },
    /** Run every registered test: { passed, failures } (failures: "name: message"). */
    run() {
      const failures = [];
      let passed = 0;
      for (const { name, body } of tests) {
        try {
          body();
          passed++;
        } catch (error) {
          failures.push(`${name}: ${error?.name}: ${error?.message}`);
        }
      }
      return { passed, failures };
    },
  };
}
