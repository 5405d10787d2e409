// js/setters.mjs runs common setters in JS; the wasm setters (src/setters.rs, the spec's steps) are
// its reference. Every case here runs both on the same URL and compares the whole result (href and
// every offset), whenever the JS side says it handled the value.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./paths.mjs";
import { cases, loadSeeds } from "./fuzz-inputs.mjs";
import { toUSVString } from "../../js/webidl.mjs";
import { jsSetters } from "../../js/setters.mjs";
import { Context } from "../../js/context.mjs";
import { SETTER } from "../../js/wasm/contract.mjs";
import { createRequire } from "node:module";
import { URL } from "../../js/url.mjs";
import * as runtime from "../../js/wasm/runtime.mjs";

runtime.initSync(readFileSync(path.join(repoRoot, "pkg/wasm/url_wasm_bg.wasm")));
const bridge = runtime.getBridge();
/** The setters js/setters.mjs has. */
const NAMES = Object.keys(jsSetters);
const copy = (c) => Object.assign(new Context(), c);
/** The URL that Context `c` holds: its href (built from pending edits if there are any) and offsets. */
const url = (c) => ({
  href: c.current(),
  protocolEnd: c.protocolEnd,
  usernameEnd: c.usernameEnd,
  hostStart: c.hostStart,
  hostEnd: c.hostEnd,
  port: c.port,
  pathnameStart: c.pathnameStart,
  searchStart: c.searchStart,
  hashStart: c.hashStart,
  schemeType: c.schemeType,
  hostKind: c.hostKind,
});

/** Run setter `name` on the URL `input` (against `base`) both ways; whether JS handled it. */
function compare(name, input, base, value) {
  const parsed = bridge.parse(input, base);
  if (parsed === null) return false;
  const js = copy(parsed);
  if (!jsSetters[name](js, value)) {
    assert.deepEqual(
      url(js),
      url(parsed),
      `${name} = ${JSON.stringify(value)} on ${parsed.href}: JS declined but changed the URL`,
    );
    return false;
  }
  const wasm = copy(parsed);
  bridge.set(SETTER[name], wasm, value);
  assert.deepEqual(url(js), url(wasm), `${name} = ${JSON.stringify(value)} on ${parsed.href}`);
  return true;
}

const URLS = [
  "https://user:pw@www.example.com:8443/a/b/c.html?q=1#f",
  "http://example.com",
  "http://[::1]:8080/x?y",
  "http://192.168.0.1/x",
  "ws://example.com/chat",
  "ftp://example.com/pub/",
  "file:///home/user/x.js",
  "file://server/share/x",
  "file:///C:/Windows/x",
  "sc://host/path?q#f",
  "sc:opaque path?q",
  "sc:/a/b",
  "data:text/plain,hi",
];
const VALUES = {
  pathname: [
    "",
    "/",
    "x",
    "/p/a th/ü",
    "\\a\\b",
    "/a/./b/../c",
    "..",
    "/..",
    "/.",
    "a/..",
    "a/.",
    "%2e/%2E%2e/x",
    ".%2E/y",
    "%2e%2e",
    "/a/%2e",
    "C:",
    "/C:/x",
    "C|/x",
    "/x/C:/..",
    "/a?b#c",
    "/a^b`c{d}",
    "/\t.\n.",
    "/\ud83d\ude00",
    "/\ufffd",
    "/a b/",
    "//",
    "///x",
  ],
  search: ["", "?", "??", "q=a b&r=1", "?a'b", "#x", "?\ud83d\ude00é", "\t?x", "?\n", "a\0b\x7f"],
  hash: ["", "#", "##", "sec 2", "#a`b<c>", "\t#x", "é\ud83d\ude00", "a\0b\x7f", " "],
  host: [
    "example.org",
    "EXAMPLE.org:8080",
    "example.org:",
    "example.org:443",
    "example.org:80",
    "example.org:0080",
    "example.org:65535",
    "example.org:65536",
    "example.org:8080abc",
    "example.org:abc",
    ":80",
    "",
    "a.b.",
    "a..",
    "a..b",
    "1.2.3",
    "a.1",
    "a.0x7f",
    "a.0xg",
    "a.0X",
    "0x.a",
    "localhost",
    "LOCALHOST",
    "xn--a.com",
    "_dmarc.x",
    "-x",
    "a/b",
    "a?b",
    "a#b",
    "a\\b",
    "a b",
    "a%41",
    "[::1]",
    "a@b",
    "a:b",
    "a\t.com",
    "a\n:\r81",
    "é.com",
    ".",
    "..",
    "a.",
    "8.8.8.8",
  ],
  port: [
    "",
    "8080",
    "80",
    "443",
    "21",
    "0",
    "00443",
    "65535",
    "65536",
    "99999999999999999999",
    "8080abc",
    "abc",
    "\t81",
    "8\n1",
    "+1",
    " 1",
  ],
};
VALUES.hostname = VALUES.host;

test("JS setters give the wasm setters' result on every URL and value listed", () => {
  for (const [name, values] of Object.entries(VALUES)) {
    let handled = 0;
    for (const input of URLS) for (const value of values) if (compare(name, input, undefined, value)) handled++;
    assert.ok(handled > values.length, `${name}: JS handled only ${handled} cases`);
  }
});

// The generated cases need the seed files (WPT data and datasets beside the repo).
const { seeds, wptSeeds, setterSeeds, setterValues, missing } = loadSeeds();
const noSeeds = seeds.length === 0;
if (noSeeds && process.env.CI === "true")
  throw new Error(`setter cases: no seed files (missing: ${missing.join(", ")}); CI forbids skipping`);
if (noSeeds)
  console.error(`\n!!!!!!!! SKIPPED generated setter cases: no seed files (${missing.join(", ")}) !!!!!!!!\n`);

test("JS setters give the wasm setters' result on 200,000 generated cases", {
  skip: noSeeds && "no seed files",
}, () => {
  const count = 200_000;
  const handled = {};
  for (const c of cases({ seed: 20261121, count, seeds, wptSeeds, setterSeeds, setterValues })) {
    if (!NAMES.includes(c.setter)) continue;
    const value = toUSVString(c.value);
    if (compare(c.setter, toUSVString(c.input), c.base === undefined ? undefined : toUSVString(c.base), value)) {
      handled[c.setter] = (handled[c.setter] ?? 0) + 1;
    }
  }
  // Each setter's JS path ran on a real share of the cases (about 20,000 per setter are generated).
  for (const name of NAMES) assert.ok((handled[name] ?? 0) > 2_000, `${name}: JS handled ${handled[name] ?? 0} cases`);
});

// A Context keeps the components that JS setters replace and builds its href once, when it is read
// (context.mjs Pending): runs of setters, read or not in between, must give what wasm gives.
test("runs of JS setters, with and without reads between them, give the wasm setters' result", () => {
  let state = 20261128;
  const next = (n) => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state % n;
  };
  const runs = 20_000;
  let lazy = 0;
  for (let run = 0; run < runs; run++) {
    const input = URLS[next(URLS.length)];
    const js = bridge.parse(input, undefined);
    const wasm = copy(js);
    const steps = [];
    for (let k = 1 + next(6); k > 0; k--) {
      const name = NAMES[next(NAMES.length)];
      const value = VALUES[name][next(VALUES[name].length)];
      steps.push(`${name} = ${JSON.stringify(value)}`);
      // As url.mjs does: JS when it can, else wasm.
      if (!jsSetters[name](js, value)) bridge.set(SETTER[name], js, value);
      bridge.set(SETTER[name], wasm, value);
      if (js.pending !== null) lazy++;
      if (next(3) === 0) assert.equal(js.current(), wasm.href, `${input}: ${steps.join("; ")}`);
    }
    assert.deepEqual(url(js), url(wasm), `${input}: ${steps.join("; ")}`);
  }
  assert.ok(lazy > runs / 2, `only ${lazy} setters left edits pending`);
});

// The same through the URL class: each getter, read first after a run of setters, sees the href
// built from the pending edits (a getter that read the Context's href as it stood would see the
// href from before the run).
test("each URL getter, read first after a run of setters, sees every setter of the run", () => {
  const GETTERS = ["href", "origin", "protocol", "username", "password", "host", "hostname", "port"];
  GETTERS.push("pathname", "search", "hash", "toString", "toJSON", "searchParams");
  const read = (u, getter) =>
    getter === "toString" || getter === "toJSON"
      ? u[getter]()
      : getter === "searchParams"
        ? `${u.searchParams}`
        : u[getter];
  let state = 7;
  const next = (n) => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state % n;
  };
  for (let run = 0; run < 2_000; run++) {
    const input = URLS[next(URLS.length)];
    const steps = [];
    for (let k = 2 + next(4); k > 0; k--) {
      const name = NAMES[next(NAMES.length)];
      steps.push([name, VALUES[name][next(VALUES[name].length)]]);
    }
    // The reference reads the href after each setter, so that no edit is ever left pending.
    const reference = new URL(input);
    for (const [name, value] of steps) {
      reference[name] = value;
      reference.href;
    }
    for (const getter of GETTERS) {
      const u = new URL(input);
      for (const [name, value] of steps) u[name] = value;
      assert.equal(read(u, getter), read(reference, getter), `${getter} after ${JSON.stringify(steps)} on ${input}`);
    }
  }
});

// URLSearchParams' update steps set the URL's query to the serialization as it is (url.mjs
// searchParams): the href after each change, as whatwg-url (the reference) gives it. whatwg-url 17.3
// needs Node >= 20 (package.json engines); scripts/test-node-versions.sh runs this file on Node 18
// too, where this test is skipped (it runs with every newer Node).
const nodeMajor = Number(process.versions.node.split(".")[0]);
test("searchParams changes set the URL's query as the update steps say", {
  skip: nodeMajor < 20 && `whatwg-url 17.3 needs Node >= 20 (this is ${process.version})`,
}, () => {
  const whatwgURL = createRequire(import.meta.url)("whatwg-url").URL;
  const inputs = [...URLS, "https://h/p?a=1&b=2#frag", "sc:a ?x=1", "sc:a ?x=1#f", "file:///p?q"];
  const ops = [
    ["append", "a b", "c'd#e"],
    ["append", "\t?x", "é\ud83d\ude00+%"],
    ["set", "a", "1"],
    ["sort"],
    ["delete", "x"],
    ["delete", "a b"],
    ["append", "", ""],
    ["delete", ""],
    ["delete", "\t?x"],
    ["delete", "a"],
    ["delete", "b"],
    ["delete", "q"],
  ];
  for (const input of inputs) {
    const u = new URL(input);
    const ref = new whatwgURL(input);
    for (const [op, ...args] of ops) {
      u.searchParams[op](...args);
      ref.searchParams[op](...args);
      assert.equal(u.href, ref.href, `${input}: searchParams.${op}(${JSON.stringify(args)})`);
      assert.equal(u.search, ref.search);
    }
  }
});
