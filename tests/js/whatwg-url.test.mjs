// url-wasm/whatwg-url (js/whatwg-url/) against whatwg-url 17.3 (a devDependency): the module's
// surface, the WPT data through the low-level API, the webidl2js wrapper in a vm context (another
// realm, as a jsdom window is), and the encoding option. The 1M-input comparison is
// whatwg-url-differential.test.mjs.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { test } from "node:test";
import vm from "node:vm";
import "./load.mjs"; // checks that pkg/ is built and fresh
import { wptDir } from "./paths.mjs";
import { hyperlinkSet, STATES } from "./whatwg-url-differential-core.mjs";

const require = createRequire(import.meta.url);
const ours = require("url-wasm/whatwg-url");
const wrapper = require("url-wasm/whatwg-url/webidl2js-wrapper");
const ref = require("whatwg-url");
const refWrapper = require("whatwg-url/webidl2js-wrapper");

const readWpt = (file) => {
  try {
    return JSON.parse(readFileSync(path.join(wptDir, file), "utf8"));
  } catch (error) {
    if (process.env.CI === "true") throw error;
    return null;
  }
};
const urlTests = readWpt("urltestdata.json")?.filter((t) => typeof t !== "string");
const setterTests = readWpt("setters_tests.json");
const noWpt = urlTests === undefined || setterTests === null ? "WPT data missing (set WPT_URL_DIR)" : false;

test("the exports are whatwg-url 17.3's, in its order", () => {
  assert.deepEqual(Object.keys(ours), Object.keys(ref));
  for (const k of Object.keys(ours)) assert.equal(typeof ours[k], typeof ref[k], k);
  assert.deepEqual(Object.keys(wrapper).sort(), Object.keys(refWrapper).sort());
  for (const name of ["URL", "URLSearchParams"]) {
    for (const k of ["is", "isImpl", "convert", "create", "createImpl", "setup", "new", "install", "_internalSetup"]) {
      assert.equal(typeof wrapper[name][k], "function", `${name}.${k}`);
    }
  }
});

test("WPT urltestdata: parseURL gives whatwg-url's records; the serializers agree", { skip: noWpt }, () => {
  for (const t of urlTests) {
    const base = t.base === null ? null : ours.parseURL(t.base);
    const refBase = t.base === null ? null : ref.parseURL(t.base);
    const url = ours.parseURL(t.input, { baseURL: base });
    const expected = ref.parseURL(t.input, { baseURL: refBase });
    const name = `<${t.input}> against <${t.base}>`;
    assert.deepEqual(url, expected, name);
    assert.deepEqual(ours.basicURLParse(t.input, { baseURL: base }), expected, name);
    if (url === null) continue;
    assert.equal(ours.serializeURL(url), t.href, name);
    assert.equal(ours.serializeURL(url, true), t.href.replace(/#.*$/s, ""), name);
    assert.equal(ours.serializePath(url), t.pathname, name);
    assert.equal(ours.serializeHost(url.host ?? ""), t.hostname, name);
    if ("origin" in t) assert.equal(ours.serializeURLOrigin(url), ref.serializeURLOrigin(expected), name);
    assert.equal(ours.hasAnOpaquePath(url), ref.hasAnOpaquePath(expected), name);
    assert.equal(ours.cannotHaveAUsernamePasswordPort(url), ref.cannotHaveAUsernamePasswordPort(expected), name);
  }
});

/**
 * A state override on a record the spec's state does not expect, where whatwg-url's JS gives
 * artifacts of string concatenation: the query and fragment states append to the query or
 * fragment (which callers set to "" first; whatwg-url appends to null, giving "null…"), and the
 * opaque path state to a string path (whatwg-url appends to an array: "a,b…").
 */
function appendsToNull(stateOverride, url) {
  return (
    (stateOverride === "query" && url.query === null) ||
    (stateOverride === "fragment" && url.fragment === null) ||
    (stateOverride === "opaque path" && Array.isArray(url.path))
  );
}

test("WPT setters_tests through state overrides, and every state override, as whatwg-url", { skip: noWpt }, () => {
  let compared = 0;
  for (const [attribute, cases] of Object.entries(setterTests)) {
    if (attribute === "comment") continue;
    for (const t of cases) {
      const url = ours.parseURL(t.href);
      const expected = ref.parseURL(t.href);
      const name = `${attribute} = ${JSON.stringify(t.new_value)} on <${t.href}>`;
      const result = hyperlinkSet(ours, url, attribute, t.new_value);
      const refResult = hyperlinkSet(ref, expected, attribute, t.new_value);
      assert.equal(result === null, refResult === null, name);
      assert.deepEqual(url, expected, name);
      if (attribute !== "href") assert.equal(ours.serializeURL(url), t.expected.href, name);
      // Every state override on the same URL and value, with a base, where whatwg-url does not
      // throw: the same result and the same record after it (also after a failure).
      const base = ours.parseURL("http://example.org/base/path?q");
      const refBase = ref.parseURL("http://example.org/base/path?q");
      for (const stateOverride of STATES) {
        const a = ours.parseURL(t.href);
        const b = ref.parseURL(t.href);
        if (appendsToNull(stateOverride, b)) continue;
        let refOut;
        try {
          refOut = ref.basicURLParse(t.new_value, { url: b, stateOverride, baseURL: refBase });
        } catch {
          continue; // whatwg-url's own TypeError (a state that needs a list path meets an opaque one)
        }
        const out = ours.basicURLParse(t.new_value, { url: a, stateOverride, baseURL: base });
        assert.equal(out === null, refOut === null, `${stateOverride}: ${name}`);
        assert.deepEqual(a, b, `${stateOverride}: ${name}`);
        compared++;
      }
    }
  }
  assert.ok(compared > 4000, `${compared} state overrides compared`);
});

test("basicURLParse changes the given record in place and returns it; null on failure", () => {
  const url = ours.parseURL("http://example.com/a?q#f");
  const path = url.path;
  assert.equal(ours.basicURLParse("example.org:8080", { url, stateOverride: "host" }), url);
  assert.equal(ours.serializeURL(url), "http://example.org:8080/a?q#f");
  assert.equal(ours.basicURLParse("99999", { url, stateOverride: "port" }), null);
  assert.equal(url.port, 8080);
  url.path = [];
  ours.basicURLParse("/x/../y z", { url, stateOverride: "path start" });
  assert.deepEqual(url.path, ["y%20z"]);
  assert.deepEqual(path, ["a"], "an array the record no longer holds is left alone");
  assert.throws(() => ours.basicURLParse("x", { url, stateOverride: "nope" }), TypeError);
  const fresh = ours.basicURLParse("  EXAMPLE.com ", { stateOverride: "host" });
  assert.deepEqual(fresh, ref.basicURLParse("  EXAMPLE.com ", { stateOverride: "host" }));
  assert.deepEqual(
    ours.parseURLWithValidationErrors("https://example.org/%s"),
    ref.parseURLWithValidationErrors("https://example.org/%s"),
  );
});

// js/whatwg-url/api.mjs answers these state overrides in JS on the record (hostState, and
// pathStates from js/setters.mjs) where it can, and leaves the rest to wasm: both sides of each
// boundary, as whatwg-url 17.3 answers them.
test("host, hostname, port and path start overrides on records: the JS answers and their edges, as whatwg-url", () => {
  const HOSTS = ["EXAMPLE.org", "a.b.", "x_y-z.test", "example.org:80", "example.org:0443", "example.org:65535"];
  HOSTS.push("example.org:65536", "localhost", "LocalHost:21", "1.2.3.4", "a.0x1", "a.09", "xn--a", "a:b", "a b");
  // The port state skips tab and newline itself and stops at any other non-digit, a lone surrogate too.
  const PORTS = ["8443", "80", "0443", "65535", "65536", "99999999", "", "\t", "8\t0\n8\r0", "\t81", "81\t"];
  PORTS.push("81\ud800", "\ud80081", "81/x", "81a", "x81", "\u0661", "\uff18\uff11");
  const PATHS = ["/a/b", "a\\b/./c", "/a/../../b/", "/%2e%2E/x/..", "C|/x", "/C:/x/..", "\t/a\n/b", "", "..", "/ü/%zz"];
  const BASES = [
    "http://u:p@example.com:8080/a/b?q#f",
    "https://example.com/",
    "ws://h/",
    "file:///d/e",
    "file://srv/x",
  ];
  let compared = 0;
  for (const href of BASES) {
    const overrides = [
      ...HOSTS.flatMap((v) => [
        [v, "host"],
        [v, "hostname"],
      ]),
      ...PATHS.map((v) => [v, "path start"]),
      ...PORTS.map((v) => [v, "port"]),
    ];
    for (const [value, stateOverride] of overrides) {
      const [a, b] = [ours.parseURL(href), ref.parseURL(href)];
      if (stateOverride === "path start") [a.path, b.path] = [[], []];
      const [out, refOut] = [
        ours.basicURLParse(value, { url: a, stateOverride }),
        ref.basicURLParse(value, { url: b, stateOverride }),
      ];
      const name = `${stateOverride} ${JSON.stringify(value)} on ${href}`;
      assert.equal(out === null, refOut === null, name);
      assert.deepEqual(a, b, name);
      compared++;
    }
  }
  assert.equal(compared, BASES.length * (2 * 15 + 10 + 18));
});

test("parseURL against base records: relative references resolved in JS, as whatwg-url, for bases in turn", () => {
  // api.mjs resolves these against a special base in JS (fast-path.mjs relativeToBase on
  // record-transfer.mjs baseContext): every reference against each base, the bases alternating.
  const REFS = ["", "page.html", "../up/o.html?x=1", "/r/p?q=a b", "?only", "#f r", "//cdn.example.net/s.js"];
  REFS.push("./c/./d/../e", "a%20b/c d", "ü/é?ü#ü", ".%2E/x", "\\x", " a", "a\tb", "http:x", "C:/x", "mailto:x");
  REFS.push("..", "a/..", "../../../x", "./", "/.", "/", "%2e%2E/y/.", "x/%2e", "c|/x", "/c|/x", "../c|");
  REFS.push("/C:/x", "c:");
  // (The first is one the JS answers for; credentials are left to wasm.)
  const BASES = ["https://example.com", "http://u:p@example.com:8080/a/b?q#f", "wss://h/a/", "file:///d/e"];
  BASES.push("http://EXAMPLE.com/a/", "http://h/x", "http://[::1]/a/b", "http://127.0.0.1/a/b", "sc://h/a/b");
  BASES.push("file:///C:/a/b", "file:///C:", "file://h/a/b", "http://h/y");
  // Records set by hand to what the parser never makes: an uppercase host; a default port, a space
  // in a segment and in the query; a "/" in a segment.
  const BY_HAND = {
    "http://EXAMPLE.com/a/": (url) => {
      url.host = "EXAMPLE.com";
    },
    "http://h/x": (url) => Object.assign(url, { port: 80, path: ["a b", "c"], query: "x y" }),
    // a segment with "/" in it: the path is copied as a list (whatwg-url's relative state)
    "http://h/y": (url) => Object.assign(url, { path: ["a/b", "c"] }),
  };
  // The references the JS leaves to wasm, which resolves them against the base's serialization
  // parsed again (README, "Where it differs").
  const REPARSED = ["\\x", " a", "a\tb", "http:x", "/C:/x"];
  let compared = 0;
  for (let round = 0; round < 2; round++) {
    for (const input of REFS) {
      for (const href of round === 0 ? BASES : [...BASES].reverse()) {
        const [base, refBase] = [ours.parseURL(href), ref.parseURL(href)];
        BY_HAND[href]?.(base);
        BY_HAND[href]?.(refBase);
        const name = `<${input}> against <${href}>`;
        const againstBase = REPARSED.includes(input) ? ref.parseURL(ref.serializeURL(refBase)) : refBase;
        assert.deepEqual(ours.parseURL(input, { baseURL: base }), ref.parseURL(input, { baseURL: againstBase }), name);
        compared++;
      }
    }
  }
  assert.equal(compared, 2 * REFS.length * BASES.length);
});

test("records set by hand: IP hosts as numbers and arrays, non-ASCII fields, segments", () => {
  const url = {
    scheme: "http",
    username: "é",
    password: "",
    host: 0x7f000001,
    port: null,
    path: ["a", ""],
    query: null,
    fragment: null,
  };
  assert.equal(ours.serializeURL(url), "http://é@127.0.0.1/a/");
  ours.basicURLParse("b", { url, stateOverride: "path" });
  assert.deepEqual(url, { ...url, path: ["a", "", "b"] });
  assert.equal(url.username, "é", "a field the parse does not touch is kept as it is");
  url.host = [0x2001, 0xdb8, 0, 0, 1, 0, 0, 1];
  assert.equal(ours.serializeHost(url.host), "[2001:db8::1:0:0:1]");
  assert.equal(ours.serializeHost([0, 0, 0, 0, 0, 0, 0, 0]), "[::]");
  assert.equal(ours.serializeHost([1, 0, 0, 2, 0, 0, 0, 3]), "[1:0:0:2::3]");
  assert.equal(ours.serializeURLOrigin(ours.parseURL("blob:file:///x")), "null");
  assert.deepEqual(
    ours.percentDecodeBytes(new Uint8Array([0x25, 0x34, 0x31, 0x25, 0x7a])),
    new Uint8Array([0x41, 0x25, 0x7a]),
  );
  assert.deepEqual(ours.percentDecodeString("%\ud800%41"), ref.percentDecodeString("%\ud800%41"));
});

test("encoding: the same records as whatwg-url 17.3 (parseURL, the query state override), unknown labels a RangeError", () => {
  const inputs = ["?é", "/a?b#é", "sc:?é", "?x=€&y=中#é", "ws://h/?é", "?\ud800", "file:///p?é", "?a\tb\né"];
  const encodings = [
    "UTF-8",
    "windows-1252",
    "Shift_JIS",
    "euc-kr",
    "big5",
    "gb18030",
    "iso-2022-jp",
    "koi8-r",
    "utf-16le",
  ];
  if (typeof WebAssembly === "undefined") {
    // node --jitless (scripts/test.sh runs this file so too): no JS build has the encoders.
    assert.throws(() => ours.parseURL("http://a/?é", { encoding: "windows-1252" }), /need WebAssembly/);
    return;
  }
  // UTF-16LE's output encoding is UTF-8 (https://encoding.spec.whatwg.org/#get-an-output-encoding);
  // whatwg-url 17.3 throws "Unknown encoding" for it (and for replacement and UTF-16BE) instead.
  assert.throws(() => ref.parseURL("http://a/?é", { encoding: "utf-16le" }), /Unknown encoding/);
  for (const encoding of encodings) {
    const refEncoding = encoding === "utf-16le" ? "utf-8" : encoding;
    for (const input of inputs) {
      const mine = ours.parseURL(input, { baseURL: ours.parseURL("http://example.com/"), encoding });
      const theirs = ref.parseURL(input, { baseURL: ref.parseURL("http://example.com/"), encoding: refEncoding });
      assert.equal(mine && ours.serializeURL(mine), theirs && ref.serializeURL(theirs), `${encoding} ${input}`);
      const [url, refURL] = [ours.parseURL("https://example.com/p"), ref.parseURL("https://example.com/p")];
      url.query = "";
      refURL.query = "";
      ours.basicURLParse(input, { url, stateOverride: "query", encoding });
      ref.basicURLParse(input, { url: refURL, stateOverride: "query", encoding: refEncoding });
      assert.equal(ours.serializeURL(url), ref.serializeURL(refURL), `query state, ${encoding} ${input}`);
    }
  }
  assert.throws(() => ours.parseURL("http://a/?é", { encoding: "no-such-label" }), RangeError);
  assert.throws(() => ref.parseURL("http://a/?é", { encoding: "no-such-label" }), RangeError);
});

test("webidl2js wrapper: classes per global object, with that realm's errors and iterators", () => {
  const context = vm.createContext({});
  const global = vm.runInContext("this", context);
  wrapper.URL.install(global, ["Window"]);
  wrapper.URLSearchParams.install(global, ["Window"]);
  const run = (code) => vm.runInContext(code, context);
  assert.equal(
    run("typeof URL === 'function' && webkitURL === URL && URL.length === 1 && URLSearchParams.length === 0"),
    true,
  );
  assert.equal(run("try { new URL('nope'); false } catch (e) { e instanceof TypeError }"), true);
  assert.equal(run("new URL('../c?x=1', 'http://h/a/b').href"), "http://h/c?x=1");
  assert.equal(run("URL.parse('http://h/') instanceof URL && URL.parse('nope') === null && URL.canParse('a:b')"), true);
  assert.equal(
    run(
      "const u = new URL('http://h/?a=1&b=2'); u.searchParams === u.searchParams && u.searchParams instanceof URLSearchParams",
    ),
    true,
  );
  assert.equal(
    run(
      "const i = new URLSearchParams('a=1')[Symbol.iterator](); Object.getPrototypeOf(Object.getPrototypeOf(i)) === Object.getPrototypeOf(Object.getPrototypeOf([].values())) && i.next().value.join()",
    ),
    "a,1",
  );
  assert.equal(run("URLSearchParams.prototype[Symbol.iterator] === URLSearchParams.prototype.entries"), true);
  assert.equal(
    run(
      "let seen; new URLSearchParams('k=v').forEach(function (v, k, p) { seen = [v, k, p instanceof URLSearchParams, this.t].join() }, { t: 1 }); seen",
    ),
    "v,k,true,1",
  );
  assert.equal(
    run(
      "try { Object.getOwnPropertyDescriptor(URL.prototype, 'href').get.call({}); false } catch (e) { e instanceof TypeError }",
    ),
    true,
  );
  assert.equal(run("Object.prototype.toString.call(new URL('a:b'))"), "[object URL]");
  const u = run("new URL('http://h/x')");
  assert.equal(wrapper.URL.is(u), true);
  assert.equal(wrapper.URLSearchParams.is(u), false);
  assert.equal(wrapper.URL.isImpl(wrapper.URL.convert(global, u)), true);
  assert.throws(
    () => wrapper.URL.convert(global, {}),
    (e) => e instanceof global.TypeError,
  );
  const created = wrapper.URL.create(global, ["http://h/y"]);
  assert.equal(created instanceof global.URL && created.href, "http://h/y");
  assert.equal(wrapper.URLSearchParams.createImpl(global, ["a=b"]).get("a"), "b");
  // Not exposed in other globals.
  const worklet = {};
  wrapper.URL.install(worklet, ["AudioWorklet"]);
  assert.equal("URL" in worklet, false);
});
