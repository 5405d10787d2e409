// In Node, the package's TypeErrors carry the error codes Node's own URL and URLSearchParams set
// (and ERR_INVALID_URL its `input` and `base`), so that code checking err.code keeps working after
// url-wasm/auto has replaced Node's URL. The table was read from Node 20, 22 and 24, which agree (26 too);
// on Node >= 20 this test also checks the running Node's own classes against it.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as js from "url-wasm/js";
import { URL, URLSearchParams } from "./load.mjs";

const NativeURL = globalThis.URL;
const NativeURLSearchParams = globalThis.URLSearchParams;

/** [what, operation on { URL, URLSearchParams }, Node's code, and for ERR_INVALID_URL input and base]. */
const CASES = [
  ["new URL(invalid)", ({ URL }) => new URL("foo"), "ERR_INVALID_URL", "foo"],
  ["new URL(invalid, invalid base)", ({ URL }) => new URL("foo", "bar"), "ERR_INVALID_URL", "foo", "bar"],
  ["new URL(invalid, base)", ({ URL }) => new URL("http://[", "http://a/"), "ERR_INVALID_URL", "http://[", "http://a/"],
  [
    "href setter, invalid",
    ({ URL }) => {
      new URL("http://a/").href = "nope";
    },
    "ERR_INVALID_URL",
    "nope",
  ],
  ["new URL()", ({ URL }) => new URL(), "ERR_MISSING_ARGS"],
  ["URL.parse()", ({ URL }) => URL.parse(), "ERR_MISSING_ARGS"],
  ["URL.canParse()", ({ URL }) => URL.canParse(), "ERR_MISSING_ARGS"],
  ["URL.revokeObjectURL()", ({ URL }) => URL.revokeObjectURL(), "ERR_MISSING_ARGS"],
  ["URLSearchParams#append(name)", ({ URLSearchParams }) => new URLSearchParams().append("a"), "ERR_MISSING_ARGS"],
  ["URLSearchParams#get()", ({ URLSearchParams }) => new URLSearchParams().get(), "ERR_MISSING_ARGS"],
  [
    "URL getter on another object",
    ({ URL }) => Object.getOwnPropertyDescriptor(URL.prototype, "href").get.call({}),
    undefined,
  ],
  ["URL#toString on another object", ({ URL }) => URL.prototype.toString.call({}), undefined],
  [
    "URLSearchParams#get on another object",
    ({ URLSearchParams }) => URLSearchParams.prototype.get.call({}, "a"),
    "ERR_INVALID_THIS",
  ],
  [
    "URLSearchParams#size on another object",
    ({ URLSearchParams }) => Object.getOwnPropertyDescriptor(URLSearchParams.prototype, "size").get.call({}),
    "ERR_INVALID_THIS",
  ],
  [
    "iterator next on another object",
    ({ URLSearchParams }) => {
      Object.getPrototypeOf(new URLSearchParams("a=1").entries()).next.call({});
    },
    "ERR_INVALID_THIS",
  ],
  ["pair of one", ({ URLSearchParams }) => new URLSearchParams([["a"]]), "ERR_INVALID_TUPLE"],
  ["pair of three", ({ URLSearchParams }) => new URLSearchParams([["a", "b", "c"]]), "ERR_INVALID_TUPLE"],
  ["pair not iterable", ({ URLSearchParams }) => new URLSearchParams([{}]), "ERR_INVALID_TUPLE"],
  ["pair a string", ({ URLSearchParams }) => new URLSearchParams(["ab"]), "ERR_INVALID_TUPLE"],
  [
    "@@iterator not callable",
    ({ URLSearchParams }) => new URLSearchParams({ [Symbol.iterator]: 1 }),
    "ERR_ARG_NOT_ITERABLE",
  ],
  ["forEach(non-function)", ({ URLSearchParams }) => new URLSearchParams().forEach(1), "ERR_INVALID_ARG_TYPE"],
  ["a Symbol as input", ({ URL }) => new URL(Symbol("x")), undefined],
];

/** The TypeError `operation` throws, as { code, input, base }. */
function thrown(api, operation) {
  try {
    operation(api);
  } catch (error) {
    assert.ok(error instanceof TypeError, `${error?.name}: ${error?.message}`);
    return { code: error.code, input: error.input, base: error.base };
  }
  assert.fail("did not throw");
}

test("the package's Node entry sets Node's error codes", () => {
  for (const [what, operation, code, input, base] of CASES) {
    assert.deepEqual(thrown({ URL, URLSearchParams }, operation), { code, input, base }, what);
  }
});

test("url-wasm/js (for any runtime) sets none", () => {
  for (const [what, operation, , input, base] of CASES) {
    assert.deepEqual(thrown(js, operation), { code: undefined, input, base }, what);
  }
});

const major = Number(process.versions.node.split(".")[0]);
test("Node's own URL gives the codes of the table", {
  skip: major < 20 && "the table was read from Node 20-24",
}, () => {
  for (const [what, operation, code, input, base] of CASES) {
    assert.deepEqual(
      thrown({ URL: NativeURL, URLSearchParams: NativeURLSearchParams }, operation),
      { code, input, base },
      what,
    );
  }
});
