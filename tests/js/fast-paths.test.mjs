// The JS fast paths against the Rust code they stand in for, byte for byte:
// - js/percent-encode.mjs's sets and encoder against src/percent_encode.rs (and the
//   application/x-www-form-urlencoded byte serializer of src/form_urlencoded.rs), through
//   tests/js/fixtures/percent-encode.json, which a Rust unit test renders from those (src/contract.rs;
//   `cargo test` fails when it is stale);
// - the JS application/x-www-form-urlencoded serializer and parser (URLSearchParams) against the
//   wasm ones (the bridge's formSerialize and formParse) on the same lists and strings;
// - js/fast-path.mjs (the JS build's copy of src/fast_path.rs) against the core's parse, without a
//   base (alreadySerialized) and with one (relativeToBase), URL.canParse's check of the scheme and
//   authority (authorityParses) against the core's canParse, and its JS state machine for special
//   URLs with an ASCII domain (specialURL) against the core's, with and without a base.
// (js/setters.mjs against the wasm setters: setters.test.mjs.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { datasetDir, repoRoot } from "./paths.mjs";
import { cases, loadSeeds } from "./fuzz-inputs.mjs";
import * as encode from "../../js/codecs/percent-encode.mjs";
import { URLSearchParams } from "../../js/url-search-params.mjs";
import { toUSVString } from "../../js/webidl.mjs";
import * as runtime from "../../js/wasm/runtime.mjs";
import { Context } from "../../js/context.mjs";
import { alreadySerialized, authorityParses, FastPathBridge, relativeToBase } from "../../js/fast-path.mjs";
import { specialURL } from "../../js/special-url.mjs";
import { messy } from "../../bench/messy.mjs";
import { Bridge } from "../../js/wasm/bridge.mjs";

// The plain Bridge: the core answers every parse (runtime.mjs's default, FastPathBridge, would
// answer with the fast paths under test).
runtime.useBridge(Bridge);
runtime.initSync(readFileSync(path.join(repoRoot, "pkg/wasm/url_wasm_bg.wasm")));
const bridge = runtime.getBridge();
assert.ok(!(bridge instanceof FastPathBridge), "the reference bridge has no fast path");
const fixture = JSON.parse(readFileSync(path.join(repoRoot, "tests/js/fixtures/percent-encode.json"), "utf8"));
const { codePoints } = fixture;
const chars = codePoints.map((c) => String.fromCodePoint(c));

test("the fixture covers every ASCII code point, a sample above, and every set percent-encode.mjs has", () => {
  for (let c = 0; c < 0x80; c++) assert.ok(codePoints.includes(c), `U+${c.toString(16)}`);
  const above = codePoints.filter((c) => c >= 0x80);
  assert.ok(above.length >= 50 && above.includes(0x10ffff) && above.includes(0x800) && above.includes(0x10000));
  // Every export of percent-encode.mjs that is a set (a bit) is in the fixture, and nothing else.
  const flags = ["LONG", "STRIP_TAB_OR_NEWLINE"]; // a length, a flag (the test below)
  const sets = Object.keys(encode).filter((k) => typeof encode[k] === "number" && !flags.includes(k));
  assert.deepEqual(Object.keys(fixture.each).sort(), sets.sort());
});

test("percent-encode.mjs encodes each code point as the Rust encoder does, with every set", () => {
  for (const [name, expected] of Object.entries(fixture.each)) {
    assert.equal(expected.length, chars.length);
    for (let i = 0; i < chars.length; i++) {
      assert.equal(
        encode.utf8PercentEncode(chars[i], encode[name]),
        expected[i],
        `${name}: U+${codePoints[i].toString(16)}`,
      );
    }
  }
});

test("percent-encode.mjs encodes all those code points in a row as the Rust encoder does", () => {
  const all = chars.join("");
  for (const [name, expected] of Object.entries(fixture.all))
    assert.equal(encode.utf8PercentEncode(all, encode[name]), expected, name);
});

test("with STRIP_TAB_OR_NEWLINE, percent-encode.mjs encodes as the Rust encoder does once tab and newline are gone", () => {
  // Each code point of `all` is encoded on its own, and no other one gives "%09", "%0A" or "%0D"
  // (UTF-8's other bytes are 0x80 and above): removing those gives the encoding without them.
  const all = chars.join("");
  assert.match(all, /\t.*\n.*\r/s);
  for (const [name, expected] of Object.entries(fixture.all)) {
    const without = expected.replaceAll(/%09|%0A|%0D/g, "");
    assert.equal(encode.utf8PercentEncode(all, encode[name] | encode.STRIP_TAB_OR_NEWLINE), without, name);
  }
  assert.equal(encode.utf8PercentEncode("a\tb\nc\rd", encode.QUERY | encode.STRIP_TAB_OR_NEWLINE), "abcd");
  assert.equal(encode.utf8PercentEncode("\t \n", encode.FRAGMENT | encode.STRIP_TAB_OR_NEWLINE), "%20");
});

/** The list of `params` flat: [name0, value0, name1, …]. */
const flat = (params) => [...params].flat();

/** The JS and the wasm serializer of the list `pairs` (USVStrings after conversion) agree. */
function sameSerialization(pairs) {
  const params = new URLSearchParams(pairs);
  const js = params.toString();
  // Shorter than percent-encode.mjs's LONG: this was the JS serializer, not a fallback to wasm.
  assert.ok(js.length <= encode.LONG);
  assert.equal(js, bridge.formSerialize(flat(params)), JSON.stringify(pairs));
}

/** The JS and the wasm parser of `s` agree; whether JS parsed it: decodeURIComponent (after the
 * "+" replacement) decodes each of its names and values (form-urlencoded.mjs), else wasm did. */
function sameParse(s) {
  s = toUSVString(s);
  const list = s.charCodeAt(0) === 0x3f ? s.slice(1) : s; // the constructor drops a leading "?"
  assert.deepEqual(flat(new URLSearchParams(s)), bridge.formParse(list), JSON.stringify(s));
  try {
    for (const piece of list.split(/[&=]/)) decodeURIComponent(piece.replace(/\+/g, " "));
    return true;
  } catch {
    return false;
  }
}

const LISTED = [
  [],
  [["", ""]],
  [
    ["a", "1"],
    ["b", "x y"],
    ["", "="],
    ["&", "+%"],
  ],
  [
    ["\ud83d\ude00", "\ud800"],
    ["\udfff", "a\ud800b"],
  ], // lone surrogates become U+FFFD
  [["*-._~!'()", " \t\n\r"]],
  chars.map((c) => [c, c]),
];

test("URLSearchParams serializes listed lists as the wasm serializer does", () => {
  for (const pairs of LISTED) sameSerialization(pairs);
  for (const c of chars)
    sameSerialization([
      [c, "v"],
      ["n", c + c],
    ]);
});

test("URLSearchParams parses listed strings as the wasm parser does", () => {
  for (const s of [
    "",
    "a",
    "a=",
    "=a",
    "&&a=1&&b==2&",
    "a=b=c",
    "?a",
    "??a",
    "%41+%zz=%E2%82",
    "\ud800=\udfff",
    // Decoded in JS (decodeURIComponent), or by wasm where that throws:
    "a+b=c+d&e%26f=g%3Dh&%2B=%2b+",
    // A "+" or "%" in the name only, in the value only, after a second "=":
    "a%41=b+c&a+b=%41&%41+=x&a=b%3D%2B+c=d&+=%25&x=%2B+",
    "%C3%BC=%c3%bc&%F0%9F%98%80=%e2%82%ac&%00=%7F",
    "%EF%BB%BFa=%EF%BB%BF", // a BOM stays (UTF-8 decode without BOM)
    "ok=%41&bad=%ED%A0%80", // a surrogate's bytes: U+FFFD each (wasm)
    "%C0%AF=%F4%90%80%80&%E2%82=%80", // overlong, above U+10FFFF, truncated
    "%=%2&%%41=%4G&+%=%+",
    "%C3\u00fc=%C3A&\u00fc%C3%BC\u{1F600}=%F0%9F",
    "%E2%82%AC".repeat(5000), // long
    chars.join("&"),
  ])
    sameParse(s);
  for (const c of chars) sameParse(`${c}=${c}&${c}`);
});

// The generated lists need the seed files (WPT data and datasets beside the repo).
const { seeds, wptSeeds, setterSeeds, setterValues, missing } = loadSeeds();
const noSeeds = seeds.length === 0;
if (noSeeds && process.env.CI === "true")
  throw new Error(`form-urlencoded cases: no seed files (missing: ${missing.join(", ")}); CI forbids skipping`);
if (noSeeds)
  console.error(`\n!!!!!!!! SKIPPED generated form-urlencoded cases: no seed files (${missing.join(", ")}) !!!!!!!!\n`);

test("URLSearchParams serializes and parses 20,000 generated lists as wasm does", {
  skip: noSeeds && "no seed files",
}, () => {
  let jsParsed = 0;
  for (const c of cases({ seed: 20261124, count: 20_000, seeds, wptSeeds, setterSeeds, setterValues })) {
    // A list from the case's strings, and the list its input parses to (as the query of a URL does).
    sameSerialization([
      [c.input, c.value],
      [c.base ?? "", c.setter],
    ]);
    const query = c.input.slice(c.input.indexOf("?") + 1);
    sameSerialization(flatToPairs(bridge.formParse(toUSVString(query))));
    for (const s of [c.input, c.value, query]) if (sameParse(s)) jsParsed++;
  }
  // The JS parser (strings without "%" and "+") ran on a real share of the strings.
  assert.ok(jsParsed > 20_000, `JS parsed only ${jsParsed} strings`);
});

function flatToPairs(list) {
  const pairs = [];
  for (let i = 0; i < list.length; i += 2) pairs.push([list[i], list[i + 1]]);
  return pairs;
}

const FIELDS = Object.keys(new Context());

/** When the JS fast path answers for `input`, the core gives the same href and offsets; whether it answered. */
function sameAsCore(input) {
  const c = new Context();
  if (!alreadySerialized(input, c)) return false;
  const core = bridge.parse(input); // this bridge has no fast path: the core answers
  assert.ok(core !== null, `fast path accepted ${JSON.stringify(input)}, the core rejects it`);
  for (const f of FIELDS) assert.equal(c[f], core[f], `${f} of ${JSON.stringify(input)}`);
  return true;
}

test("the JS fast path answers only as the core does, on edge cases of every step", () => {
  const declined = [
    "HTTP://a/",
    "http://A/",
    "http://a:80/",
    "https://a:443/",
    "ws://a:80/",
    "wss://a:443/",
    "ftp://a:21/",
    "http://a:0080/",
    "http://a:65536/",
    "http://a:123456/",
    "http://a:/",
    "http://1.2.3.04/",
    "http://01.2.3.4/",
    "http://1.2.3.256/",
    "http://1.2.3.4./",
    "http://1.2.3/",
    "http://1.2.3.4.5/",
    "http://0x7f.0.0.1/",
    "http://a.09/",
    "http://a.0x/",
    "http://a.0XaF./",
    "http://a.0xg/", // not a number, but a "0x" label is left to the core (setters.mjs mayEndInANumber)
    "http://a:",
    "http://A",
    "http://a:80",
    "http://a\\",
    "file://localhost",
    "file://localhost/x",
    "file://a:1/",
    "http://a/./b",
    "http://a/b/..",
    "http://a/%2E%2e/c",
    "http://a/.%2E",
    "http://a/%2e/",
    "http://a/b c",
    "http://a/\\b",
    "file:///x|y",
    "file:///C|/x",
    "http://u@a/",
    "http://[::1]/",
    "http://a%41/",
    "http://a/é",
    "http://a/?é",
    "http://a/#\u{1F600}",
    'http://a/?#"',
    "http://a/#`",
    "http://a/?'",
    "sc://a/",
    "http:/a/",
    "http:a",
    " http://a/",
    "http://a/\t",
    "https//a/",
    "",
  ];
  for (const input of declined) {
    const c = new Context();
    assert.equal(alreadySerialized(input, c), false, JSON.stringify(input));
  }
  const answered = [
    "http://a/",
    "https://a:1/",
    "http://a:65535/p?q#f",
    "ws://a:443/",
    "file:///",
    "file:///C:/x?z|",
    "file://h/x",
    "http://a/...",
    "http://a/.../%2e%2e%2e",
    "http://a.b-c_d~/x!$&'()*+,;=:@/y",
    "http://a.1x/",
    "http://1.2.3.4/",
    "http://127.0.0.1:3000/api?x#y",
    "https://255.255.255.255",
    "ws://0.0.0.0:8080/",
    "file://10.0.2.2/x",
    "http://a/#{}|^",
    "http://example.com/%7e?a=b&c#d",
    // An empty path: the href gets its "/".
    "http://a",
    "https://example.com",
    "http://a?x",
    "http://a#y",
    "http://a?x#y",
    "ws://a:8080",
    "ws://a:8080?q",
    "file://",
    "file://h",
    "file://h?x#y",
  ];
  for (const input of answered) assert.ok(sameAsCore(input), JSON.stringify(input));
  for (const input of declined) sameAsCore(input);
});

/** For how many of the seeds and of 100,000 inputs generated from `seed` (no base) `check(input)`
 * says it answered. */
function answeredOnGenerated(check, seed) {
  let answered = 0;
  for (const { input } of seeds) if (check(input)) answered++;
  for (const c of cases({ seed, count: 100_000, seeds, wptSeeds, setterSeeds, setterValues }))
    if (check(c.input)) answered++;
  return answered;
}

test("the JS fast path answers as the core does on every seed and 100,000 generated inputs", {
  skip: noSeeds && "no seed files",
}, () => {
  const answered = answeredOnGenerated(sameAsCore, 20261127);
  // The datasets are nearly all serialized (bench/lists.mjs serializedShare): the fast path answers for them.
  assert.ok(answered > 80_000, `the fast path answered for only ${answered} inputs`);
});

/** Every tenth URL of both datasets, made messy (bench/messy.mjs). */
function messyInputs() {
  const inputs = [];
  for (const list of ["kasztp.txt", "node_files.txt"]) {
    const lines = readFileSync(path.join(datasetDir, list), "utf8")
      .split("\n")
      .filter((line, i) => line.trim() !== "" && i % 10 === 0);
    inputs.push(...messy(lines));
  }
  return inputs;
}

/** When authorityParses says `input` parses, the core's canParse says so too; whether it did. */
function parsesAsCore(input) {
  if (!authorityParses(input)) return false;
  assert.ok(bridge.canParse(input), `authorityParses accepted ${JSON.stringify(input)}, the core rejects it`);
  return true;
}

test("URL.canParse's JS check says true only where the core does, on edge cases", () => {
  const declined = [
    "http://a:65536/",
    "http://a:000080/",
    "http://a:8a/",
    "http://a:-1/",
    "HTTP://",
    "http:\\\\",
    "http://1.2.3.4.5/",
    "http://A.0X5/",
    "http://1.2.3.256/",
    "http://1.2.3.04/",
    "http://0x7f.0.0.1/",
    "http://a.09/",
    "http://a b/",
    "http://a\tb/",
    "http://u@a/",
    "http://[::1]/",
    "http://a%41/",
    "http://é/",
    "https//a/",
    "htt p://a/",
    "HTTPS ://a/",
    " http://a/",
    "sc://a/",
    "file://localhost/x",
    "file://a:1/",
    "file://a:/",
    "file:\r/\t/C%7C",
    "file:/\n/a%",
    "file://1.2.3.4.5/",
    "FILE://a b/",
    "file://C|/x",
    "file://C:/x",
    "http://",
    "",
  ];
  for (const input of declined) assert.equal(authorityParses(input), false, JSON.stringify(input));
  // Past the authority nothing is read: what the path, query and fragment states rewrite parses.
  const answered = [
    // A special scheme but file in any case, any "/" and "\\" after it, upper case in the host, an
    // empty port, a default one, one with leading zeros: what the core rewrites.
    "HTTP://a/",
    "hTtPs://a/",
    "WSS://a",
    "http://A/",
    "http://WWW.Example.COM:443/",
    "http://a:80/",
    "http://a:/",
    "http://a:0080/",
    "ftp://a:21",
    "http://a\\b",
    "http:\\\\a\\b",
    "http:/a/",
    "http:a",
    "http:////a?",
    "http:///x",
    "HTTP:/\\/A:1#",
    "http://XN--A/",
    "http://A.B_C-D~/",
    "http://a",
    "http://a/",
    "http://a?",
    "http://a#",
    "https://a:1/",
    "http://1.2.3.4/",
    "http://a/./b/../../..",
    "http://a/b c?d e#f g",
    "http://a/\\b",
    "http://a/é?\uD800#\uDFFF",
    "http://a/\t\n",
    "http://a/ ",
    "http://a/%zz",
    "FILE:///x",
    "file:\\\\x",
    "File:/\\LOCALHOST\\x",
    "file:x",
    "file:/x:y",
    "file:",
    "FILE:/",
    "file:///x|y",
    "file:///C|/x",
    "file://",
    "file://h/../..",
    "file://?q",
  ];
  for (const input of answered) assert.ok(parsesAsCore(input), JSON.stringify(input));
  for (const input of declined) assert.equal(parsesAsCore(input), false);
});

test("URL.canParse's JS check says true only where the core does, on every seed, 100,000 generated inputs and the messy lists", {
  skip: noSeeds && "no seed files",
}, () => {
  const answered = answeredOnGenerated(parsesAsCore, 20261130);
  assert.ok(answered > 80_000, `authorityParses answered for only ${answered} inputs`);
  const inputs = messyInputs();
  const messyAnswered = inputs.filter(parsesAsCore).length;
  const messyTotal = inputs.length;
  // It takes upper case, default ports and backslashes, but not IDN or percent-encoded hosts,
  // IPv4 addresses in other forms, tabs or leading spaces: here 46% of messy kasztp.txt and 51% of
  // messy node_files.txt.
  assert.ok(
    messyAnswered > messyTotal / 3,
    `authorityParses answered for ${messyAnswered} of ${messyTotal} messy URLs`,
  );
});

/** When the JS relative fast path answers for `input` against `base` (USVStrings), the core gives
 * the same href and offsets; whether it answered. */
function sameRelativeAsCore(input, base) {
  const b = new Context();
  if (!alreadySerialized(base, b)) return false;
  const c = new Context();
  if (!relativeToBase(input, b, c)) return false;
  const core = bridge.parse(input, base);
  const what = `${JSON.stringify(input)} against ${JSON.stringify(base)}`;
  assert.ok(core !== null, `the relative fast path accepted ${what}, the core rejects it`);
  for (const f of FIELDS) assert.equal(c[f], core[f], `${f} of ${what}`);
  return true;
}

/** Against each of `bases` (serialized special URLs), relativeToBase answers for every input of
 * `answered` as the core does, and declines every input of `declined`. */
function relativeCases(bases, answered, declined) {
  for (const base of bases) {
    for (const input of answered)
      assert.ok(sameRelativeAsCore(input, base), `${JSON.stringify(input)} against ${base}`);
    for (const input of declined) {
      const b = new Context();
      assert.ok(alreadySerialized(base, b), base);
      assert.equal(relativeToBase(input, b, new Context()), false, `${JSON.stringify(input)} against ${base}`);
    }
  }
}

test("the JS relative fast path answers only as the core does, on edge cases of every step", () => {
  const bases = ["http://h/a/b?q#f", "https://example.com", "http://h:8080/", "wss://h/x/", "http://h/", "ftp://h/a"];
  const answered = [
    ...["", "?", "?x y", "?a#b", "#", "#f g", "#a#b", "/", "/x/y?z#w", "x", "./x", "../x", "../../../x"],
    ...["a/./b/../c", "%2e%2e/x", "x/%2E", ".", "..", "a b", "é", "x?é#é", "?é", "x?a:b"],
    ...["//other.example/y", "//other.example", "//h:1/?q"],
  ];
  const declined = [
    "?\uD800",
    "#y\uDFFF",
    "\uD83D\uDE00",
    " x",
    "x ",
    "a\tb",
    "a\nb",
    "C:/x",
    "a:b",
    "\\x",
    "x\\y",
    "//h\\x",
    "mailto:x",
    "//U@h/",
    "//H/",
  ];
  relativeCases(bases, answered, declined);
  // Bases it leaves to the core: not special, not serialized.
  for (const base of ["sc://h/p", "HTTP://h/", "http://h/./x"]) {
    assert.equal(sameRelativeAsCore("x", base), false, base);
  }
});

test("the JS relative fast path answers only as the core does against file URLs, Windows drive letters left to the core", () => {
  const answered = [
    ...["", "?", "?x y", "#f", "/", "/x/y?z#w", "x", "./x", "../x", "../../../x", "..", "a/../b", "a b", "é"],
    ...["ab|/x", "//h/x", "//h", "//1.2.3.4/x", "///x"],
  ];
  const declined = [
    "x|y",
    "c|",
    "c|/x",
    "C|?q",
    "/c|/x",
    "../../../c|/x",
    "x/../../../C|",
    "C:/x",
    "//localhost/x",
    "//h:1/",
  ];
  relativeCases(["file:///a/b?q#f", "file:///", "file://h/a/b/", "file:///a", "file:///a/C:/x"], answered, declined);
  // A base whose path starts with a drive letter: the query and fragment only (the file slash
  // state would copy the drive letter, and shortening the path keeps it).
  relativeCases(["file:///C:/a/b?q", "file://h/c:", "file:///C:"], ["", "?x", "#f"], ["x", "/x", "..", "../../x"]);
});

test("the JS relative fast path answers as the core does on every seed with a base and 100,000 generated inputs", {
  skip: noSeeds && "no seed files",
}, () => {
  let answered = 0;
  let withBase = 0;
  const check = (input, base) => {
    if (base === undefined) return;
    withBase++;
    if (sameRelativeAsCore(input, toUSVString(base))) answered++;
  };
  for (const { input, base } of seeds) check(input, base);
  for (const c of cases({ seed: 20261128, count: 100_000, seeds, wptSeeds, setterSeeds, setterValues }))
    check(c.input, c.base);
  // Most generated inputs are mutations it leaves to the core (1,615 of 36,303 answered when written).
  assert.ok(answered > 1000, `the relative fast path answered for only ${answered} of ${withBase} inputs`);
});

/** When specialURL answers for `input` (with `base`, a USVString, or without), the core gives the
 * same href and offsets; whether it answered. */
function sameSpecialAsCore(input, base) {
  const c = new Context();
  if (!specialURL(input, base !== undefined, c)) return false;
  const core = bridge.parse(input, base);
  const what = base === undefined ? JSON.stringify(input) : `${JSON.stringify(input)} against ${JSON.stringify(base)}`;
  assert.ok(core !== null, `specialURL accepted ${what}, the core rejects it`);
  for (const f of FIELDS) assert.equal(c[f], core[f], `${f} of ${what}`);
  return true;
}

test("the JS state machine for special URLs answers only as the core does, on edge cases of every step", () => {
  const answered = [
    ...["HTTP://A.COM/", " \t http://a/ \n", "ht\ntp://a/", "Https:a.com", "http:\\\\a\\b", "wss:///a"],
    ...[
      "http://a:80/",
      "https://a:0443/x",
      "ws://a:0/",
      "ftp://a:21",
      "http://a:/",
      "http://a:65535",
      "HTTP://a:00008080",
    ],
    ...[
      "http://a/./b/../c/%2e%2E/d",
      "http://a/b c/é/\u{1F600}",
      "http://a/?q=a b&é#f g#h",
      "http://a?'",
      "http://a#`",
    ],
    ...["http://a.b-c_d/x", "http://a.1x/", "http://xn--A/", "http://a./", "http://a/..", "http://a/%2e"],
    // A percent-encoded host that decodes to an ASCII domain.
    ...["http://%41.com/", "HTTPS://%77ww.example.COM:8080/x", "http://a%2Eb/", "http://%61%62%63/"],
    // File URLs: the file, file slash and file host states (fewer than two slashes: the empty host).
    ...["file:", "file:x", "FILE:/x", "file:\\x", "file://", "file:///", "file:////x", "file://H/a\\b"],
    ...["file://LOCALHOST/a", "file://%6Cocalhost/a", "file:?q#f", "file:#f", "file://h?q", "file://h#f"],
    ...[" file://h/ ", "fi\tle://h/", "file://h/%2e%2E/x", "file:///.//x", "file:///a/C:/..", "file://h/a b/é"],
    // IPv4 addresses in every form the IPv4 parser takes, and hosts that only look like one.
    ...["http://1.2.3.4/", "http://%31.2.3.4/", "HTTP://0X7F.0.0.1:8080/", "http://0177.0.0.1/", "http://127.1/"],
    ...["http://2130706433/", "http://1.2.3./", "http://0x/", "http://00/", "http://4294967295/", "http://1.0x100/"],
    ...[
      "http://0xffffffff/",
      "http://0x.0x.0x.0x/",
      "file://1.2.3.4/x",
      "http://0x1g/",
      "http://A.0XG/",
      "http://1.2.3.4../",
    ],
  ];
  const declined = [
    "http://u@a/",
    "http://a:b@c/",
    "http://a:80@c/",
    "http://a:8x/",
    "http://a:65536/",
    "http://a:99999999999/",
    "http://[::1]/",
    "http://a.0x/",
    "http://a.09/",
    "http://4294967296/",
    "http://0x100000000/",
    "http://999999999999999999999/",
    "http://256.1.1.1/",
    "http://1.256.1/",
    "http://1.2.3.4.5/",
    "http://08/",
    "http://09.1/",
    "http://1..2/",
    "http://.1/",
    "http://a.b.0x/",
    "http://é.com/",
    "http://a b/",
    "http://%C3%A9.com/",
    "http://%3A/",
    "http://a%2F/",
    "http://a%3F/",
    "http://%zz/",
    "http://%/",
    "http://%00/",
    "http://a%40b/",
    "http://a%4/",
    "http:",
    "http://",
    "http://:80/",
    "http://a/\uD800",
    "http://a/?\uDFFF",
    // File URLs: a Windows drive letter (the file host and path states' quirks), a host that is
    // not an ASCII domain, a ":" in the file host state's buffer.
    "file://C:/x",
    "file://C|/x",
    "file:///C|/x",
    "file:/C:/x",
    "file:c:",
    "file://h/C:/x/../..",
    "file:///x/../C:/..",
    "file://h:80/",
    "file://h%3A/",
    "file://h%2F/",
    "file://[::1]/",
    "file://é/",
    "file://a b/",
    "sc://a/",
    "httpsx://a/",
    "1http://a/",
    "+http://a/",
    "//a/",
    "a",
    "",
  ];
  for (const input of answered) assert.ok(sameSpecialAsCore(input), JSON.stringify(input));
  for (const input of declined) assert.equal(specialURL(input, false, new Context()), false, JSON.stringify(input));
  // With a base, "http:x" and "http:/x" are relative references when the base's scheme is http.
  for (const base of ["http://b/p/q", "https://b/", "sc://b/"]) {
    for (const input of ["http://a/x", "HTTP:\\\\a/x", "http:/\\a", "https://a:443"])
      assert.ok(sameSpecialAsCore(input, base), `${input} against ${base}`);
    for (const input of ["http:a", "http:/a", "HTTP:\\a"])
      assert.equal(specialURL(input, true, new Context()), false, `${input} against ${base}`);
  }
  // With a base, a file URL's host and path come from the base's when fewer than two slashes
  // follow the scheme (and the base is a file URL): those are the core's.
  for (const base of ["file:///C:/p/q", "file://h/p", "http://b/"]) {
    for (const input of ["file://a/x", "FILE:\\\\x", "file:////x"])
      assert.ok(sameSpecialAsCore(input, base), `${input} against ${base}`);
    for (const input of ["file:x", "file:/x", "file:", "file:?q"])
      assert.equal(specialURL(input, true, new Context()), false, `${input} against ${base}`);
  }
});

test("the JS state machine for special URLs answers as the core does on every seed, 100,000 generated inputs and the messy lists", {
  skip: noSeeds && "no seed files",
}, () => {
  let answered = 0;
  let total = 0;
  const check = (input, base) => {
    total++;
    if (base !== undefined && bridge.parse(toUSVString(base)) === null) return;
    if (sameSpecialAsCore(input, base === undefined ? undefined : toUSVString(base))) answered++;
  };
  for (const { input, base } of seeds) check(input, base);
  for (const c of cases({ seed: 20261129, count: 100_000, seeds, wptSeeds, setterSeeds, setterValues }))
    check(c.input, c.base);
  const inputs = messyInputs();
  const messyAnswered = inputs.filter((input) => sameSpecialAsCore(input)).length;
  const messyTotal = inputs.length;
  assert.ok(answered > 20_000, `specialURL answered for only ${answered} of ${total} inputs`);
  // Most of both messy lists have an ASCII host or none (kasztp's are http(s), node_files' file URLs).
  assert.ok(
    messyAnswered > messyTotal / 2,
    `specialURL answered for only ${messyAnswered} of ${messyTotal} messy URLs`,
  );
});
