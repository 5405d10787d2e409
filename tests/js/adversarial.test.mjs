// Adversarial inputs through the public JS classes: ~1 MiB inputs in every component, 100k `../`
// segments and labels, deep percent sequences, long IPv4/IPv6 lookalikes and overflowing numbers,
// each with the result the URL Standard gives and a linear-time check (n vs 4n); then hostile JS
// values (throwing / re-entrant toString, Symbols, Symbol.toPrimitive). tests/adversarial.rs has
// the same kinds of input through the Rust API. Regressions found by tests/js/differential.test.mjs
// are at the end.
import assert from "node:assert/strict";
import { test } from "node:test";
import { URL, URLSearchParams } from "./load.mjs";

const MIB = 1 << 20;
const r = (s, n) => s.repeat(n);

/**
 * Fastest of 3 alternating runs of small() and large(); the ratio is measured again (3 times in
 * all) when it looks superlinear, since a busy machine can make one measurement look so; a
 * genuinely quadratic algorithm fails every time.
 */
function timedLinear(name, small, large) {
  for (let attempt = 1; ; attempt++) {
    let ts = Infinity;
    let tl = Infinity;
    let rs;
    let rl;
    for (let i = 0; i < 3; i++) {
      let t = performance.now();
      rs = small();
      ts = Math.min(ts, performance.now() - t);
      t = performance.now();
      rl = large();
      tl = Math.min(tl, performance.now() - t);
    }
    const ratio = tl / Math.max(ts, 1e-3);
    // A quadratic algorithm on ~1 MiB (or on 100k segments / labels) takes seconds to minutes.
    assert.ok(tl < 10_000, `${name}: ${tl} ms for a ~1 MiB input`);
    // Linear is 4, quadratic 16. Under 50 ms the ratio is mostly noise: timer, GC, and caches
    // (a 256 KiB input fits in L2, a 1 MiB one does not: up to ~11x measured for linear code).
    if (tl <= 50 || ratio < 10) return [rs, rl, { ts, tl, ratio }];
    assert.ok(
      attempt < 3,
      `${name}: time grows superlinearly: ${ts.toFixed(1)} ms at n, ${tl.toFixed(1)} ms at 4n (ratio ${ratio.toFixed(1)}), 3 times`,
    );
  }
}

const FAIL = Symbol("failure");

/** The outcome of new URL(): the URL, or FAIL after checking that it threw a TypeError. */
function construct(input, base) {
  try {
    return new URL(input, base);
  } catch (error) {
    assert.ok(error instanceof TypeError, `threw ${error?.name}, not TypeError`);
    return FAIL;
  }
}

/**
 * Parse make(n) (against base(n)) at n = MIB/4/unit and 4n; expect(n) is { href } or { hostname }
 * or { pathname } or FAIL.
 */
function parseCase(name, unit, make, expect, base = () => undefined) {
  const n = Math.max(1, Math.floor(MIB / 4 / unit));
  const [is, il] = [make(n), make(4 * n)];
  const [bs, bl] = [base(n), base(4 * n)];
  const [rs, rl, t] = timedLinear(
    name,
    () => construct(is, bs),
    () => construct(il, bl),
  );
  for (const [k, got] of [
    [n, rs],
    [4 * n, rl],
  ]) {
    const want = expect(k);
    if (want === FAIL) {
      assert.equal(got, FAIL, `${name} (n = ${k}): expected failure, got ${got === FAIL ? "" : got.href.slice(0, 80)}`);
      continue;
    }
    assert.notEqual(got, FAIL, `${name} (n = ${k}): expected success, got a TypeError`);
    for (const [key, value] of Object.entries(want)) {
      assert.ok(
        got[key] === value,
        `${name} (n = ${k}): ${key} differs (length ${got[key].length} vs ${value.length}; starts ${JSON.stringify(got[key].slice(0, 60))})`,
      );
    }
  }
  return t;
}

const timings = [];
const note = (name, t) =>
  timings.push(`${name}: n ${t.ts.toFixed(1)} ms, 4n ${t.tl.toFixed(1)} ms, ratio ${t.ratio.toFixed(1)}`);
const pc = (name, ...args) => note(name, parseCase(name, ...args));

test("~1 MiB inputs in every component parse correctly in linear time", (t) => {
  pc(
    "path",
    1,
    (n) => `http://h/${r("a", n)}`,
    (n) => ({ href: `http://h/${r("a", n)}` }),
  );
  pc(
    "path to encode",
    2,
    (n) => `http://h/${r(" ^", n)}`,
    (n) => ({ href: `http://h/${r("%20%5E", n)}` }),
  );
  pc(
    "path non-ASCII",
    1,
    (n) => `http://h/${r("\u00e9", n)}`,
    (n) => ({ href: `http://h/${r("%C3%A9", n)}` }),
  );
  pc(
    "path lone surrogates",
    1,
    (n) => `http://h/${r("\ud800", n)}`,
    (n) => ({ pathname: `/${r("%EF%BF%BD", n)}` }),
  );
  pc(
    "query",
    2,
    (n) => `http://h/?${r("q'", n)}`,
    (n) => ({ href: `http://h/?${r("q%27", n)}` }),
  );
  pc(
    "query non-special",
    2,
    (n) => `sc://h/?${r("q'", n)}`,
    (n) => ({ href: `sc://h/?${r("q'", n)}` }),
  );
  pc(
    "fragment",
    2,
    (n) => `http://h/#${r("f`", n)}`,
    (n) => ({ href: `http://h/#${r("f%60", n)}` }),
  );
  pc(
    "userinfo",
    4,
    (n) => `http://${r("u;", n)}:${r("p=", n)}@h/`,
    (n) => ({ href: `http://${r("u%3B", n)}:${r("p%3D", n)}@h/` }),
  );
  pc(
    "userinfo many @",
    2,
    (n) => `http://${r("a@", n)}h/`,
    (n) => ({ username: `${r("a%40", n - 1)}a`, host: "h" }),
  );
  pc(
    "host",
    1,
    (n) => `http://${r("A", n)}/`,
    (n) => ({ href: `http://${r("a", n)}/` }),
  );
  pc(
    "opaque host",
    2,
    (n) => `sc://${r("a\x7f", n)}/`,
    (n) => ({ href: `sc://${r("a%7F", n)}/` }),
  );
  pc(
    "opaque path",
    2,
    (n) => `sc:${r("x ", n)}?q`,
    (n) => ({ href: `sc:${r("x ", n - 1)}x%20?q` }),
  );
  pc(
    "opaque path spaces",
    1,
    (n) => `sc:x${r(" ", n)}#f`,
    (n) => ({ pathname: `x${r(" ", n - 1)}%20` }),
  );
  pc(
    "tabs and newlines",
    3,
    (n) => `ht\ttp://h/${r("a\t\n", n)}`,
    (n) => ({ href: `http://h/${r("a", n)}` }),
  );
  pc(
    "C0 and space around",
    4,
    (n) => `${r("\x01 ", n)}http://h/${r(" \0", n)}`,
    () => ({ href: "http://h/" }),
  );
  t.diagnostic(timings.splice(0).join("\n"));
});

test("100k+ dot segments and labels", (t) => {
  pc(
    "../ segments",
    3,
    (n) => `http://h/${r("../", n)}x`,
    () => ({ href: "http://h/x" }),
  );
  pc(
    "a/../ segments",
    5,
    (n) => `http://h/${r("a/../", n)}x`,
    () => ({ href: "http://h/x" }),
  );
  pc(
    "%2e%2E/ segments",
    7,
    (n) => `http://h/${r("%2e%2E/", n)}x`,
    () => ({ href: "http://h/x" }),
  );
  pc(
    "../ against a deep base",
    5,
    (n) => r("../", n),
    () => ({ href: "http://h/" }),
    (n) => `http://h/${r("a/", n)}`,
  );
  pc(
    "half the ../ against a deep base",
    5,
    (n) => r("../", n >> 1),
    (n) => ({ href: `http://h/${r("a/", n - (n >> 1))}` }),
    (n) => `http://h/${r("a/", n)}`,
  );
  pc(
    "..\\ segments",
    3,
    (n) => `http://h\\${r("..\\", n)}x`,
    () => ({ href: "http://h/x" }),
  );
  pc(
    "empty segments",
    1,
    (n) => `http://h/${r("/", n)}`,
    (n) => ({ pathname: r("/", n + 1) }),
  );
  pc(
    "null host //",
    1,
    (n) => `sc:/.${r("/", n)}`,
    (n) => ({ href: `sc:/.${r("/", n)}`, pathname: r("/", n) }),
  );
  pc(
    "labels",
    2,
    (n) => `http://${r("A.", n)}com/`,
    (n) => ({ hostname: `${r("a.", n)}com` }),
  );
  pc(
    "non-ASCII labels",
    3,
    (n) => `http://${r("\u00e9.", n)}com/`,
    (n) => ({ hostname: `${r("xn--9ca.", n)}com` }),
  );
  pc(
    "numeric labels",
    2,
    (n) => `http://${r("1.", n)}1/`,
    () => FAIL,
  );
  pc(
    "labels ending in a number",
    2,
    (n) => `http://${r("a.", n)}1/`,
    () => FAIL,
  );
  pc(
    "empty labels",
    1,
    (n) => `http://a${r(".", n)}b/`,
    (n) => ({ hostname: `a${r(".", n)}b` }),
  );
  t.diagnostic(timings.splice(0).join("\n"));
});

test("deep percent sequences", (t) => {
  pc(
    "%25 in path",
    3,
    (n) => `http://h/${r("%25", n)}`,
    (n) => ({ href: `http://h/${r("%25", n)}` }),
  );
  pc(
    "%%% in query",
    1,
    (n) => `http://h/?${r("%", n)}`,
    (n) => ({ href: `http://h/?${r("%", n)}` }),
  );
  pc(
    "%41 in host",
    3,
    (n) => `http://${r("%41", n)}/`,
    (n) => ({ hostname: r("a", n) }),
  );
  pc(
    "%25 in host",
    3,
    (n) => `http://${r("%25", n)}/`,
    () => FAIL,
  );
  pc(
    "%2525 in host",
    5,
    (n) => `http://${r("%2525", n)}/`,
    () => FAIL,
  );
  pc(
    "%C3%A9 labels",
    7,
    (n) => `http://${r("%C3%A9.", n)}/`,
    (n) => ({ hostname: r("xn--9ca.", n) }),
  );
  pc(
    "%25 in opaque host",
    3,
    (n) => `sc://${r("%25", n)}/`,
    (n) => ({ hostname: r("%25", n) }),
  );
  t.diagnostic(timings.splice(0).join("\n"));
});

test("long IPv4/IPv6 lookalikes and overflowing numbers", (t) => {
  pc(
    "IPv4 zeros",
    1,
    (n) => `http://${r("0", n)}/`,
    () => ({ href: "http://0.0.0.0/" }),
  );
  pc(
    "IPv4 0x zeros",
    1,
    (n) => `http://0x${r("0", n)}1/`,
    () => ({ href: "http://0.0.0.1/" }),
  );
  pc(
    "IPv4 last part zeros",
    1,
    (n) => `http://1.2.3.${r("0", n)}4/`,
    () => ({ href: "http://1.2.3.4/" }),
  );
  pc(
    "IPv4 huge decimal",
    1,
    (n) => `http://${r("9", n)}/`,
    () => FAIL,
  );
  pc(
    "IPv4 huge hex",
    1,
    (n) => `http://0x${r("f", n)}/`,
    () => FAIL,
  );
  pc(
    "IPv4 huge first part",
    1,
    (n) => `http://1${r("0", n)}.2.3.4/`,
    () => FAIL,
  );
  pc(
    "IPv4 2^32 after zeros",
    1,
    (n) => `http://0x${r("0", n)}100000000/`,
    () => FAIL,
  );
  pc(
    "IPv4 bad part",
    1,
    (n) => `http://${r("1", n)}x.1/`,
    () => FAIL,
  );
  pc(
    "IPv6 many pieces",
    2,
    (n) => `http://[${r("0:", n)}0]/`,
    () => FAIL,
  );
  pc(
    "IPv6 long piece",
    1,
    (n) => `http://[${r("0", n)}1::]/`,
    () => FAIL,
  );
  pc(
    "IPv6 long IPv4 tail",
    1,
    (n) => `http://[::1.2.3.${r("0", n)}4]/`,
    () => FAIL,
  );
  pc(
    "IPv6 unclosed",
    1,
    (n) => `http://[${r(":", n)}`,
    () => FAIL,
  );
  pc(
    "IPv6 many ::",
    3,
    (n) => `http://[${r("1::", n)}]/`,
    () => FAIL,
  );
  pc(
    "port zeros",
    1,
    (n) => `http://h:${r("0", n)}80/`,
    () => ({ href: "http://h/" }),
  );
  pc(
    "port zeros non-default",
    1,
    (n) => `http://h:${r("0", n)}8080/`,
    () => ({ href: "http://h:8080/", port: "8080" }),
  );
  pc(
    "port overflow",
    1,
    (n) => `http://h:${r("9", n)}/`,
    () => FAIL,
  );
  pc(
    "port 65536",
    1,
    (n) => `http://h:${r("0", n)}65536/`,
    () => FAIL,
  );
  t.diagnostic(timings.splice(0).join("\n"));
});

test("~1 MiB setter values in linear time", (t) => {
  const h = "http://u:p@h:1/p?q#f";
  const sc = (name, setter, unit, value, expect) => {
    const n = Math.floor(MIB / 4 / unit);
    const [vs, vl] = [value(n), value(4 * n)];
    const run = (v) => {
      const u = new URL(h);
      u[setter] = v;
      return u.href;
    };
    const [hs, hl, tm] = timedLinear(
      name,
      () => run(vs),
      () => run(vl),
    );
    assert.ok(hs === expect(n), `${name} (n = ${n}): ${hs.slice(0, 80)}`);
    assert.ok(hl === expect(4 * n), `${name} (n = ${4 * n}): ${hl.slice(0, 80)}`);
    note(name, tm);
  };
  sc(
    "pathname",
    "pathname",
    2,
    (n) => r("a ", n),
    (n) => `http://u:p@h:1/${r("a%20", n)}?q#f`,
  );
  sc(
    "search",
    "search",
    2,
    (n) => r("a'", n),
    (n) => `http://u:p@h:1/p?${r("a%27", n)}#f`,
  );
  sc(
    "hash",
    "hash",
    2,
    (n) => r("a ", n),
    (n) => `http://u:p@h:1/p?q#${r("a%20", n)}`,
  );
  sc(
    "username",
    "username",
    2,
    (n) => r("a@", n),
    (n) => `http://${r("a%40", n)}:p@h:1/p?q#f`,
  );
  sc(
    "password",
    "password",
    2,
    (n) => r("a:", n),
    (n) => `http://u:${r("a%3A", n)}@h:1/p?q#f`,
  );
  sc(
    "hostname",
    "hostname",
    2,
    (n) => r("A.", n),
    (n) => `http://u:p@${r("a.", n)}:1/p?q#f`,
  );
  sc(
    "host",
    "host",
    2,
    (n) => `${r("b.", n)}:2`,
    (n) => `http://u:p@${r("b.", n)}:2/p?q#f`,
  );
  sc(
    "port zeros",
    "port",
    1,
    (n) => `${r("0", n)}8080`,
    () => "http://u:p@h:8080/p?q#f",
  );
  sc(
    "port overflow",
    "port",
    1,
    (n) => r("9", n),
    () => h,
  );
  sc(
    "protocol",
    "protocol",
    1,
    (n) => r("a", n),
    () => h,
  );
  sc(
    "href",
    "href",
    3,
    (n) => `sc:${r("x/.", n)}`,
    (n) => `sc:${r("x/.", n)}`,
  );
  // A failing href setter throws a TypeError and leaves the URL unchanged.
  const u = new URL(h);
  assert.throws(() => (u.href = `http://${r("9", MIB)}/`), TypeError);
  assert.equal(u.href, h);
  t.diagnostic(timings.splice(0).join("\n"));
});

test("URLSearchParams with ~1 MiB and 100k-pair inputs in linear time", (t) => {
  const n = MIB / 4 / 4;
  const [ps, pl, tm] = timedLinear(
    "URLSearchParams parse + sort + toString",
    () => {
      const p = new URLSearchParams(r("b=1&", n) + r("a=2&", n));
      p.sort();
      return p;
    },
    () => {
      const p = new URLSearchParams(r("b=1&", 4 * n) + r("a=2&", 4 * n));
      p.sort();
      return p;
    },
  );
  assert.equal(ps.size, 2 * n);
  assert.equal(pl.toString(), `${r("a=2&", 4 * n) + r("b=1&", 4 * n - 1)}b=1`);
  note("URLSearchParams parse + sort", tm);
  // Regression: sequences without "=" made the JS parser look for one up to the end every time.
  const [, al] = timedLinear(
    'URLSearchParams parse of 100k+ names without "="',
    () => new URLSearchParams(r("a&", 2 * n)),
    () => new URLSearchParams(r("a&", 8 * n)),
  );
  assert.equal(al.size, 8 * n);
  const [, , tm2] = timedLinear(
    "searchParams.append on a URL with a ~1 MiB query",
    () => new URL(`http://h/?${r("x", MIB / 4)}`).searchParams.append("a", "b"),
    () => new URL(`http://h/?${r("x", MIB)}`).searchParams.append("a", "b"),
  );
  note("append to a huge query", tm2);
  t.diagnostic(timings.splice(0).join("\n"));
});

// ---------------------------------------------------------------------------------------------
// Hostile JS values.

const SETTERS = ["href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"];
const START = "https://user:pass@example.com:8080/path?query=1#frag";

test("a toString that throws: the error propagates and the URL stays unchanged", () => {
  const boom = new Error("boom");
  const hostile = {
    toString() {
      throw boom;
    },
  };
  for (const setter of SETTERS) {
    const u = new URL(START);
    const params = u.searchParams;
    assert.throws(
      () => (u[setter] = hostile),
      (e) => e === boom,
      setter,
    );
    assert.equal(u.href, START, setter);
    assert.equal(params.toString(), "query=1", setter);
  }
  assert.throws(
    () => new URL(hostile),
    (e) => e === boom,
  );
  assert.throws(
    () => new URL("a", hostile),
    (e) => e === boom,
  );
  assert.throws(
    () => URL.parse(hostile),
    (e) => e === boom,
  );
  assert.throws(
    () => URL.canParse("x:", hostile),
    (e) => e === boom,
  );
  const u = new URL(START);
  for (const [method, args] of [
    ["append", [hostile, "v"]],
    ["append", ["n", hostile]],
    ["set", ["query", hostile]],
    ["delete", [hostile]],
    ["delete", ["query", hostile]],
    ["has", [hostile]],
    ["get", [hostile]],
    ["getAll", [hostile]],
  ]) {
    assert.throws(
      () => u.searchParams[method](...args),
      (e) => e === boom,
      method,
    );
    assert.equal(u.href, START, method);
    assert.deepEqual([...u.searchParams], [["query", "1"]], method);
  }
  // (new URLSearchParams(hostile) does not throw: an object without @@iterator is a record, and
  // hostile's own "toString" property is a function whose ToString is its source text.)
  assert.throws(
    () => new URLSearchParams([["a", hostile]]),
    (e) => e === boom,
  );
  assert.throws(
    () => new URLSearchParams({ a: hostile }),
    (e) => e === boom,
  );
});

test("a toString that mutates the same URL during a setter: conversion happens first", () => {
  // Web IDL converts the value before the setter's steps run, so the setter applies to the URL
  // as the toString left it.
  const u = new URL("http://h/p");
  u.pathname = { toString: () => ((u.hash = "x"), "/q") };
  assert.equal(u.href, "http://h/q#x");

  const v = new URL("http://h/p?a=1");
  v.search = { toString: () => (v.searchParams.append("b", "2"), "?c=3") };
  assert.equal(v.href, "http://h/p?c=3");
  assert.deepEqual([...v.searchParams], [["c", "3"]]);

  const w = new URL("http://h/p");
  w.href = { toString: () => ((w.pathname = "/changed"), "http://other/") };
  assert.equal(w.href, "http://other/");

  const x = new URL("http://h/p");
  x.host = { toString: () => ((x.protocol = "ws"), "g:81") };
  assert.equal(x.href, "ws://g:81/p");

  const y = new URL("http://h/?a=1");
  y.hash = { toString: () => ((y.href = "sc:opaque"), "frag") };
  assert.equal(y.href, "sc:opaque#frag");
  assert.deepEqual([...y.searchParams], []);
});

test("a toString that mutates the URL's searchParams during a URLSearchParams method", () => {
  // set/delete/has convert before touching the list: these pass.
  const a = new URL("http://h/?a=1");
  a.searchParams.set({ toString: () => ((a.search = "?z=9&k=0"), "k") }, "v");
  assert.equal(a.href, "http://h/?z=9&k=v");
  const b = new URL("http://h/?a=1");
  b.searchParams.delete({ toString: () => ((b.href = "http://g/?b=2&a=1"), "a") });
  assert.equal(b.href, "http://g/?b=2");
  assert.deepEqual([...b.searchParams], [["b", "2"]]);
});

test("regression: URLSearchParams.append converts its arguments before appending to the list (a toString may replace it)", () => {
  // https://url.spec.whatwg.org/#dom-urlsearchparams-append: the IDL conversion of name and value
  // happens before the method steps, which then append to this's list *as it is then*.
  // (js/url-search-params.mjs used to evaluate `this.#list.push`, the old array, before converting.)
  const u = new URL("http://h/?a=1");
  u.searchParams.append({ toString: () => ((u.search = "?z=9"), "k") }, "v");
  assert.equal(u.href, "http://h/?z=9&k=v");
  assert.deepEqual(
    [...u.searchParams],
    [
      ["z", "9"],
      ["k", "v"],
    ],
  );

  const p = new URLSearchParams("a=1");
  p.append("b", { toString: () => (p.delete("a"), "2") });
  assert.equal(p.toString(), "b=2");
});

test("Symbols are rejected with a TypeError and change nothing", () => {
  for (const setter of SETTERS) {
    const u = new URL(START);
    assert.throws(() => (u[setter] = Symbol("s")), TypeError, setter);
    assert.equal(u.href, START, setter);
  }
  assert.throws(() => new URL(Symbol("s")), TypeError);
  assert.throws(() => new URL("a", Symbol("s")), TypeError);
  assert.throws(() => URL.parse(Symbol("s")), TypeError);
  assert.throws(() => URL.canParse(Symbol("s")), TypeError);
  const p = new URLSearchParams("a=1");
  assert.throws(() => p.append(Symbol("s"), "v"), TypeError);
  assert.throws(() => p.set("a", Symbol("s")), TypeError);
  assert.throws(() => p.has(Symbol("s")), TypeError);
  assert.throws(() => new URLSearchParams(Symbol("s")), TypeError);
  assert.throws(() => new URLSearchParams([[Symbol("s"), "v"]]), TypeError);
  assert.equal(p.toString(), "a=1");
});

test("objects with Symbol.toPrimitive: ToString uses hint 'string'; bad results throw TypeError", () => {
  const prim = (f) => ({
    [Symbol.toPrimitive]: f,
    toString: () => "/toString-not-used",
    valueOf: () => "/valueOf-not-used",
  });
  const hints = [];
  const u = new URL("http://h/p");
  u.pathname = prim((hint) => (hints.push(hint), hint === "string" ? "/s" : "/other"));
  assert.equal(u.href, "http://h/s");
  assert.deepEqual(hints, ["string"]);
  u.port = prim(() => 8080); // a number result is converted by ToString
  assert.equal(u.port, "8080");
  u.search = prim(() => null);
  assert.equal(u.search, "?null");
  assert.equal(new URL(prim(() => "http://x/")).href, "http://x/");
  assert.equal(
    new URL(
      "y",
      prim(() => "http://x/a"),
    ).href,
    "http://x/y",
  );
  // an object result or a Symbol result: TypeError; a throwing @@toPrimitive: its error. Unchanged.
  for (const [bad, error] of [
    [() => ({}), TypeError],
    [() => Symbol("s"), TypeError],
    [
      () => {
        throw new RangeError("r");
      },
      RangeError,
    ],
  ]) {
    const v = new URL("http://h/p#f");
    assert.throws(() => (v.hash = prim(bad)), error);
    assert.equal(v.href, "http://h/p#f");
  }
  const p = new URLSearchParams();
  p.append(
    prim(() => "k"),
    prim(() => 1),
  );
  assert.equal(p.toString(), "k=1");
  // a toString returning a lone surrogate: USVString conversion gives U+FFFD
  const w = new URL("http://h/");
  w.pathname = { toString: () => "/\ud800" };
  assert.equal(w.pathname, "/%EF%BF%BD");
});

// ---------------------------------------------------------------------------------------------
// Regressions found by the differential test.

test("regression: a leading U+FEFF (BOM) in form-urlencoded names and values is kept", () => {
  // https://url.spec.whatwg.org/#concept-urlencoded-parser: "UTF-8 decode without BOM" keeps a
  // leading U+FEFF (https://encoding.spec.whatwg.org/#utf-8-decode-without-bom). js/codecs/utf8.mjs used
  // to decode with `new TextDecoder()`, whose default ignoreBOM: false strips it.
  const p = new URLSearchParams("%EF%BB%BFa=%EF%BB%BFb&c=%EF%BB%BF");
  assert.deepEqual(
    [...p],
    [
      ["\ufeffa", "\ufeffb"],
      ["c", "\ufeff"],
    ],
  );
  assert.equal(p.toString(), "%EF%BB%BFa=%EF%BB%BFb&c=%EF%BB%BF");
  assert.deepEqual([...new URLSearchParams("\ufeffa=1")], [["\ufeffa", "1"]]);
  const u = new URL("?\ufeff", "p:/"); // minimized by the differential test
  assert.equal(u.href, "p:/?%EF%BB%BF");
  assert.deepEqual([...u.searchParams], [["\ufeff", ""]]);
});
