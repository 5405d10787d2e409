// The shim takes the built-ins it calls when it loads (js/primordials.mjs): replacing a built-in
// afterwards, as user code or another polyfill may, must change nothing. Each built-in below is
// replaced by a function that throws, one at a time, after the package has loaded; then the same
// operations (URL parsing, every getter and setter, URL.parse/canParse, URLSearchParams in all its
// forms, errors) must give exactly the results they gave before. Through the Node entry (wasm)
// and url-wasm/js (the JS build of the core, which captures its own: scripts/wasm2js.mjs).
// The operations themselves use no built-in while one is replaced: index loops, `+`, `===`, and
// results stored by index.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as js from "url-wasm/js";
import { URL, URLSearchParams } from "./load.mjs";
import { COMPONENTS } from "./wpt-cases.mjs";
import { wptJSON } from "./wpt-data.mjs";

const { defineProperty, getOwnPropertyDescriptor } = Object;
const TypedArrayPrototype = Object.getPrototypeOf(Uint8Array.prototype);
const ArrayIteratorPrototype = Object.getPrototypeOf([][Symbol.iterator]());
const MapIteratorPrototype = Object.getPrototypeOf(new Map()[Symbol.iterator]());

/** [owner, key, label]: the built-ins replaced, one at a time. */
const BUILTINS = [
  ...methods(String.prototype, "String.prototype", [
    "slice",
    "substring",
    "substr",
    "charCodeAt",
    "charAt",
    "codePointAt",
    "indexOf",
    "lastIndexOf",
    "includes",
    "startsWith",
    "endsWith",
    "toLowerCase",
    "toUpperCase",
    "replace",
    "replaceAll",
    "split",
    "trim",
    "at",
    "isWellFormed",
    "toWellFormed",
    "padStart",
    "normalize",
    "concat",
    "repeat",
    Symbol.iterator,
  ]),
  ...methods(String, "String", ["fromCharCode", "fromCodePoint"]),
  ...methods(Array.prototype, "Array.prototype", [
    "push",
    "pop",
    "shift",
    "unshift",
    "slice",
    "splice",
    "join",
    "sort",
    "indexOf",
    "includes",
    "map",
    "filter",
    "forEach",
    "concat",
    "fill",
    "keys",
    "values",
    "entries",
    "reverse",
    "find",
    "some",
    "every",
    "reduce",
    Symbol.iterator,
  ]),
  ...methods(Array, "Array", ["isArray", "from"]),
  ...methods(ArrayIteratorPrototype, "%ArrayIteratorPrototype%", ["next"]),
  ...methods(Map.prototype, "Map.prototype", [
    "set",
    "get",
    "has",
    "delete",
    "forEach",
    "entries",
    "keys",
    "values",
    Symbol.iterator,
  ]),
  ...methods(MapIteratorPrototype, "%MapIteratorPrototype%", ["next"]),
  ...methods(Set.prototype, "Set.prototype", ["add", "has"]),
  ...methods(WeakMap.prototype, "WeakMap.prototype", ["get", "set", "has"]),
  ...methods(Object, "Object", [
    "defineProperty",
    "getOwnPropertyDescriptor",
    "keys",
    "entries",
    "getPrototypeOf",
    "setPrototypeOf",
    "create",
    "assign",
    "freeze",
    "hasOwn",
  ]),
  ...methods(Object.prototype, "Object.prototype", ["hasOwnProperty", "toString"]),
  ...methods(Reflect, "Reflect", ["apply", "ownKeys", "getOwnPropertyDescriptor", "construct", "get", "has"]),
  ...methods(Function.prototype, "Function.prototype", ["call", "apply", "bind"]),
  ...methods(TypedArrayPrototype, "%TypedArray%.prototype", [
    "subarray",
    "set",
    "fill",
    "slice",
    "copyWithin",
    Symbol.iterator,
  ]),
  ...methods(TextEncoder.prototype, "TextEncoder.prototype", ["encode", "encodeInto"]),
  ...methods(TextDecoder.prototype, "TextDecoder.prototype", ["decode"]),
  ...methods(RegExp.prototype, "RegExp.prototype", ["exec", "test", Symbol.replace, Symbol.split, Symbol.match]),
  ...methods(JSON, "JSON", ["stringify", "parse"]),
  ...methods(Math, "Math", ["min", "max", "floor"]),
  ...methods(Number.prototype, "Number.prototype", ["toString"]),
  ...methods(Buffer.prototype, "Buffer.prototype", ["utf8Write", "latin1Slice", "toString", "write"]),
  ...methods(globalThis, "globalThis", [
    "Uint8Array",
    "Uint32Array",
    "ArrayBuffer",
    "TypeError",
    "Map",
    "String",
    "TextEncoder",
    "TextDecoder",
  ]),
];

function methods(owner, label, keys) {
  return keys.map((key) => [owner, key, `${label}.${typeof key === "symbol" ? `[${key.description}]` : key}`]);
}

/** Inputs for the operations: every third WPT urltestdata case (with bases; about 300, to keep
 * 150 replacements x 2 builds quick), and two more. */
function inputs() {
  const data = wptJSON("urltestdata.json");
  const cases = data ? data.filter((c, i) => typeof c !== "string" && i % 3 === 0) : [];
  const list = cases.map((c) => [c.input, c.base ?? undefined]);
  list.push(["https://user:pw@EXAMPLE.com:8080/a/../b/%7e?q=\u00e9 x#h", undefined], ["../x?y#z", "http://h/a/b"]);
  return list;
}

const GETTERS = [...COMPONENTS, "origin"];
const SETTERS = [
  ["pathname", "/p/a th/\u00fc"],
  ["search", "?q=a b&r=1"],
  ["hash", "#sec 2"],
  ["host", "www.EXAMPLE.org:8080"],
  ["hostname", "M\u00fcnchen.de"],
  ["port", "81"],
  ["protocol", "wss"],
  ["username", "u s"],
  ["password", "p@ss"],
  ["search", "\ud800x\t"],
  ["href", "https://a/b?c=d#e"],
  ["href", "not a url"],
];

/** An iterable of `items` that uses no built-in iterator (a sequence for URLSearchParams). */
function iterable(items) {
  return {
    [Symbol.iterator]() {
      let i = 0;
      return { next: () => (i < items.length ? { value: items[i++], done: false } : { value: undefined, done: true }) };
    },
  };
}

/** Every operation, results stored by index in `out` (no built-in used here while one is replaced). */
function operations({ URL, URLSearchParams }, list, out) {
  let n = 0;
  const put = (value) => {
    out[n++] = value;
  };
  const attempt = (fn) => {
    try {
      put(fn());
    } catch (error) {
      put(`threw ${error.name}: ${error.message}`);
    }
  };
  for (let i = 0; i < list.length; i++) {
    const input = list[i][0];
    const base = list[i][1];
    attempt(() => URL.canParse(input, base));
    const parsed = URL.parse(input, base);
    put(parsed === null ? null : parsed.href);
    let url;
    try {
      url = new URL(input, base);
    } catch (error) {
      put(`threw ${error.name}: ${error.message}`);
      continue;
    }
    for (let g = 0; g < GETTERS.length; g++) put(url[GETTERS[g]]);
    put(url.searchParams.toString());
    for (let s = 0; s < SETTERS.length; s++) {
      attempt(() => {
        url[SETTERS[s][0]] = SETTERS[s][1];
        return url.href;
      });
    }
    put(`${url}`);
  }
  const params = [
    new URLSearchParams("a=1&b=%20x+y&a=3&%C3%A9=\u00e8&c"),
    new URLSearchParams(iterable([iterable(["z", "1"]), iterable(["y", "\ud800"])])),
    new URLSearchParams({ k: "v", "\ud835x": "1", j: 2 }),
    new URL("http://h/?q=1&r=2").searchParams,
  ];
  for (let i = 0; i < params.length; i++) {
    const p = params[i];
    p.append("n", "v w");
    p.set("b", "\u{1F600}");
    p.delete("z");
    put(p.get("a"));
    put(p.getAll("a").length);
    put(p.has("a", "3"));
    put(p.size);
    p.sort();
    put(p.toString());
    const entries = p.entries();
    for (let step = entries.next(); !step.done; step = entries.next()) put(`${step.value[0]}=${step.value[1]}`);
    p.forEach((value, name) => {
      put(`${name}:${value}`);
    });
  }
  attempt(() => new URLSearchParams(iterable([iterable(["only one"])])));
  attempt(() => new URL("http://[::1"));
  return n;
}

for (const [name, api] of [
  ["url-wasm (Node entry)", { URL, URLSearchParams }],
  ["url-wasm/js (JS build)", js],
]) {
  test(`${name}: replacing a built-in after load changes no result`, () => {
    const list = inputs();
    const baseline = [];
    const count = operations(api, list, baseline);
    assert.ok(count > 1000 || !wptJSON("urltestdata.json"), `${count} results`);
    const failures = [];
    for (const [owner, key, label] of BUILTINS) {
      const original = getOwnPropertyDescriptor(owner, key);
      if (original === undefined) continue; // not in this Node version
      const results = [];
      let error = null;
      defineProperty(owner, key, {
        ...original,
        value: () => {
          throw new Error(`${label} was called`);
        },
      });
      try {
        operations(api, list, results);
      } catch (e) {
        error = e;
      } finally {
        defineProperty(owner, key, original);
      }
      if (error !== null) failures.push(`${label}: ${error.message}`);
      else if (JSON.stringify(results) !== JSON.stringify(baseline)) failures.push(`${label}: different results`);
    }
    assert.deepEqual(failures, []);
  });
}
