// The authoring tools of the main entry (js/tools.mjs): parseWithErrors against our own position
// cases and against whatwg-url's parseURLWithValidationErrors on the WPT inputs and the datasets;
// validateURLString / isValidURLString against whatwg-url's isValidURLString on the same inputs
// and 100,000 generated strings; domainToASCII / domainToUnicode against node:url on the WPT IDNA
// data. Every difference must be one of the classified ones below (each with its reason from the
// spec text), or the test fails listing it.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import nodeURL from "node:url";
import { test } from "node:test";
import { api, repoRoot } from "./load.mjs";
import { cases, loadSeeds } from "./fuzz-inputs.mjs";
import { wptJSON } from "./wpt-data.mjs";

const { URL, parseWithErrors, validateURLString, isValidURLString, domainToASCII, domainToUnicode, hostToUnicode } =
  api;
const corpus = loadSeeds();
const missing = corpus.missing.length > 0;
if (missing) {
  const message = `WPT data or datasets missing: ${corpus.missing.join(", ")} (set WPT_URL_DIR / URL_DATASET_DIR)`;
  if (process.env.CI === "true") throw new Error(message);
  process.stderr.write(`\n!!!!! ${message}: SKIPPING the comparisons with whatwg-url and node:url !!!!!\n\n`);
}

// whatwg-url 17.3 needs Node >= 20 (package.json engines); scripts/test-node-versions.sh runs this
// file on Node 18 too, where the comparisons with it are skipped (they run with every newer Node).
const nodeMajor = Number(process.versions.node.split(".")[0]);
const whatwg = nodeMajor >= 20 ? createRequire(import.meta.url)("whatwg-url") : null;
const noReference = missing
  ? "WPT data or datasets missing"
  : whatwg === null && `whatwg-url 17.3 needs Node >= 20 (this is ${process.version})`;
if (whatwg === null) process.stderr.write(`\n!!!!! ${noReference}: SKIPPING the comparisons with whatwg-url !!!!!\n\n`);

const isNonASCII = (s) => [...s].some((c) => c.codePointAt(0) > 0x7f);

/** `list` without one occurrence of each item of `other`. */
function minus(list, other) {
  const rest = [...other];
  return list.filter((x) => {
    const i = rest.indexOf(x);
    if (i === -1) return true;
    rest.splice(i, 1);
    return false;
  });
}

/** Fails listing up to 10 examples of each kind of unexplained difference. */
function assertExplained(unexplained, what) {
  const shown = unexplained
    .slice(0, 10)
    .map((d) => JSON.stringify(d))
    .join("\n  ");
  assert.equal(unexplained.length, 0, `${unexplained.length} unexplained ${what}:\n  ${shown}`);
}

test("positions of every validation error (tests/fixtures/validation-errors.json)", () => {
  const fixture = JSON.parse(readFileSync(`${repoRoot}/tests/fixtures/validation-errors.json`, "utf8"));
  for (const c of fixture.filter((x) => typeof x === "object")) {
    const report = parseWithErrors(c.input, c.base);
    const got = report.errors.map((e) => [e.name, e.index, e.failure]);
    assert.deepEqual(got, c.errors, `${JSON.stringify(c.input)} against ${JSON.stringify(c.base)}`);
    assert.equal(report.url?.href, URL.parse(c.input, c.base)?.href);
    assert.equal(
      report.url === null,
      got.some(([, , failure]) => failure),
    );
  }
});

test("parseWithErrors: the result's shape, a failing base, conversions, and no throwing", () => {
  const ok = parseWithErrors("https://example.org/a b");
  assert.ok(ok.url instanceof URL);
  assert.equal(ok.url.href, "https://example.org/a%20b");
  assert.deepEqual(ok.errors, [{ name: "invalid-URL-unit", index: 21, failure: false }]);
  assert.equal(ok.base, null);

  const bad = parseWithErrors("x y", "https://[::1/");
  assert.equal(bad.url, null);
  assert.deepEqual(bad.errors, []);
  assert.equal(bad.base.url, null);
  assert.deepEqual(bad.base.errors, [{ name: "IPv6-unclosed", index: 12, failure: true }]);

  const relative = parseWithErrors("x y", "\thttps://h/");
  assert.equal(relative.url.href, "https://h/x%20y");
  assert.deepEqual(relative.errors, [{ name: "invalid-URL-unit", index: 1, failure: false }]);
  assert.deepEqual(relative.base.errors, [{ name: "invalid-URL-unit", index: 0, failure: false }]);
  assert.equal(relative.base.url.href, "https://h/");

  // USVString: a lone surrogate is U+FFFD (one code unit, so the indices do not move).
  const lone = parseWithErrors("https://h/\uD800 ");
  assert.equal(lone.url.href, "https://h/%EF%BF%BD");
  assert.deepEqual(lone.errors, [{ name: "invalid-URL-unit", index: 11, failure: false }]);
  assert.equal(parseWithErrors(new URL("https://h/")).url.href, "https://h/");
  assert.throws(() => parseWithErrors(), TypeError);
  assert.throws(() => parseWithErrors(Symbol()), TypeError);

  // A megabyte of invalid URL units: one error per code point, the last at the end.
  const big = parseWithErrors(`https://h/${"é<".repeat(1 << 19)}`);
  assert.equal(big.errors.length, 1 << 19);
  assert.equal(big.errors.at(-1).index, 10 + 2 * (1 << 19) - 1);
  assert.equal(parseWithErrors(`https://${"a".repeat(1 << 20)}\uD800/`).url, null);
});

/**
 * Classified differences between our error names and whatwg-url 17.3's parseURLWithValidationErrors.
 * Each: the reason, and a test on one difference { input, base, ours, ref } (the names only one side has).
 */
const ERROR_NAME_DIFFERENCES = [
  {
    reason:
      "whatwg-url reports IPv4-non-ASCII-input when a non-ASCII domain ends in a number. The URL Standard (6ae8486) " +
      "has no such error: its host parser runs the domain parser and, if the result ends in a number, the IPv4 " +
      "parser, with no check of the input's code points in between, and the error table does not list the name.",
    match: (d) =>
      d.ours.length === 0 && d.ref.length === 1 && d.ref[0] === "IPv4-non-ASCII-input" && isNonASCII(d.input),
  },
];

test("error names equal whatwg-url's parseURLWithValidationErrors on the WPT inputs and the datasets", {
  skip: noReference,
}, () => {
  const inputs = corpus.seeds.map(({ input, base }) => ({ input, base }));
  for (const value of corpus.setterValues) inputs.push({ input: value, base: undefined });
  let compared = 0;
  let withErrors = 0;
  const counts = ERROR_NAME_DIFFERENCES.map(() => 0);
  const unexplained = [];
  for (const { input, base } of inputs) {
    const baseURL = base === undefined ? null : whatwg.parseURL(base);
    if (base !== undefined && baseURL === null) continue;
    const ref = whatwg.parseURLWithValidationErrors(input, { baseURL }).validationErrors;
    const ours = parseWithErrors(input, base).errors.map((e) => e.name);
    compared++;
    if (ours.length > 0) withErrors++;
    const d = { input, base, ours: minus(ours, ref), ref: minus(ref, ours) };
    if (d.ours.length === 0 && d.ref.length === 0) continue;
    const i = ERROR_NAME_DIFFERENCES.findIndex((c) => c.match(d));
    if (i === -1) unexplained.push(d);
    else counts[i]++;
  }
  console.log(
    `error names: ${compared} inputs compared, ${withErrors} with errors; classified differences: ${counts.join(", ")}`,
  );
  assertExplained(unexplained, "differences in error names");
  assert.ok(compared > 90_000 && withErrors > 500, `only ${compared} inputs (${withErrors} with errors)`);
});

test("validateURLString: positions in UTF-16, lone surrogates, options, a failing base", () => {
  assert.deepEqual(validateURLString("https://example.org/"), {
    valid: true,
    index: null,
    reason: null,
    production: null,
    productionURL: null,
  });
  const port = validateURLString("https://é😀.example:8x/");
  assert.deepEqual(port, {
    valid: false,
    index: 21,
    reason: "U+0078 (x) in a port: a port is ASCII digits",
    production: "URL-port string",
    productionURL: "https://url.spec.whatwg.org/#url-port-string",
  });
  // A lone surrogate is not a URL unit: the grammar fails there (unless it failed before).
  assert.equal(validateURLString("https://h/😀\uDC00x").index, 12);
  assert.match(validateURLString("https://h/\uD800").reason, /lone surrogate/);
  assert.equal(validateURLString("https://h/ \uD800").index, 10);
  assert.equal(validateURLString("https://\uD800.com/").index, 8);
  // Relative strings need a base; HTML's options.
  assert.equal(isValidURLString("a/b"), false);
  assert.equal(isValidURLString("a/b", "https://h/"), true);
  assert.equal(isValidURLString(" a/b ", "https://h/", { surroundingSpaces: true }), true);
  assert.equal(isValidURLString("", "https://h/"), true);
  assert.deepEqual(
    [
      validateURLString(" \n", "https://h/", { nonEmpty: true, surroundingSpaces: true }).index,
      validateURLString("", "https://h/", { nonEmpty: 1 }).production,
    ],
    [2, "valid non-empty URL"],
  );
  assert.deepEqual(validateURLString("a", "not a base"), {
    valid: false,
    index: null,
    reason: "the base URL fails to parse",
    production: null,
    productionURL: null,
  });
  assert.equal(isValidURLString(new URL("https://h/")), true);
  assert.throws(() => isValidURLString(), TypeError);
});

test("isValidURLString equals whatwg-url's on the WPT inputs, the datasets and 100,000 generated strings", {
  skip: noReference,
}, () => {
  const inputs = corpus.seeds.map(({ input, base }) => ({ input, base }));
  for (const { input, base } of cases({ seed: 14, count: 100_000, ...corpus })) inputs.push({ input, base });
  let compared = 0;
  let valid = 0;
  const unexplained = [];
  for (const { input, base } of inputs) {
    const baseURL = base === undefined ? null : whatwg.parseURL(base);
    if (base !== undefined && baseURL === null) continue;
    const ref = whatwg.isValidURLString(input, { baseURL });
    const ours = validateURLString(input, base);
    compared++;
    if (ours.valid) valid++;
    if (ours.valid !== ref) unexplained.push({ input, base, ref, ours });
  }
  console.log(`isValidURLString: ${compared} inputs compared, ${valid} valid, ${unexplained.length} differences`);
  assertExplained(unexplained, "validity differences");
  assert.ok(compared > 150_000 && valid > 50_000 && compared - valid > 50_000, `${compared} compared, ${valid} valid`);
});

/** Classified differences from node:url's domain functions; each only where ours is WPT's expectation. */
const NODE_DOMAIN_DIFFERENCES = [
  {
    reason:
      "URL Standard a8d5ca3 (2026-06): the domain parser only ASCII-lowercases an ASCII domain; invalid Punycode or " +
      "IDNA rules in xn-- labels no longer fail (strict ToASCII only decides whether to report domain-to-ASCII). " +
      "Node's ada fails them.",
    match: (d) => d.fn === "domainToASCII" && !isNonASCII(d.input) && d.node === "",
  },
  {
    reason:
      "Node's UTS #46 mapping data predates Unicode 15.1-17: code points those versions map or ignore (Georgian " +
      "capitals U+10A0-U+10C5, U+180E, U+206B, Hangul fillers U+115F/U+1160/U+FFA0, U+04C0, U+2183, U+2F868, …) are " +
      "disallowed there, so Node fails domains that WPT's IdnaTestV2/toascii data (Unicode 17) converts.",
    match: (d) => d.fn === "domainToASCII" && isNonASCII(d.input) && d.node === "",
  },
  {
    reason: 'Unicode 15.1 changed the UTS #46 mapping of U+1E9E (ẞ) from "ss" to ß; Node still maps it to "ss".',
    match: (d) =>
      d.fn === "domainToASCII" &&
      /\u1e9e/.test(d.input) &&
      d.node === d.ours.replace(/xn--zca/g, "ss").replace("xn--fa-hia", "fass"),
  },
  {
    reason:
      "UTS #46 ToUnicode records an error (P4) for an xn-- label whose Punycode decodes to ASCII only, and domain to " +
      "Unicode then returns its input; Node returns the decoded ASCII (xn--ascii- → ascii).",
    match: (d) =>
      d.fn === "domainToUnicode" && d.ours === d.ascii && d.node === d.ascii.replace(/xn--([a-z0-9]+)-(?=\.|$)/g, "$1"),
  },
  {
    reason:
      "UTS #46 validity criterion 4 (Unicode 15.1): 'If not CheckHyphens, the label must not begin with \u201cxn--\u201d.' " +
      "A Punycode label that decodes to Punycode again (xn--xn---epa \u2192 xn--\u00e9) is an error, so domain to Unicode " +
      "returns its input; Node's ToUnicode returns the decoded label.",
    match: (d) =>
      d.fn === "domainToUnicode" &&
      d.ours === d.ascii &&
      d.node.split(".").some((l) => l.startsWith("xn--") && !d.ascii.split(".").includes(l)),
  },
  {
    reason:
      "URL Standard domain to Unicode: 'If an error was recorded, then return domain' (ToUnicode over the whole " +
      "domain). Node >= 22's ada converts each label on its own and keeps only the labels with errors as they were.",
    match: (d) => {
      if (d.fn !== "domainToUnicode" || d.ours !== d.ascii) return false;
      const ascii = d.ascii.split(".");
      const node = d.node.split(".");
      return node.length === ascii.length && node.some((label, i) => label === ascii[i]);
    },
  },
];

test("domainToASCII and domainToUnicode equal node:url's on toascii.json and IdnaTestV2.json", {
  skip: missing,
}, () => {
  const rows = [...(wptJSON("toascii.json") ?? []), ...(wptJSON("IdnaTestV2.json") ?? [])].filter(
    (x) => typeof x === "object",
  );
  const counts = NODE_DOMAIN_DIFFERENCES.map(() => 0);
  const unexplained = [];
  let same = 0;
  for (const { input, output } of rows) {
    const ascii = domainToASCII(input);
    const unicode = domainToUnicode(input);
    // WPT's expectation: the host the hostname setter (or the constructor) gives, or failure.
    assert.equal(ascii, output ?? "", `domainToASCII(${JSON.stringify(input)})`);
    const diffs = [
      { fn: "domainToASCII", input, ascii, ours: ascii, node: nodeURL.domainToASCII(input) },
      { fn: "domainToUnicode", input, ascii, ours: unicode, node: nodeURL.domainToUnicode(input) },
    ].filter((d) => d.ours !== d.node);
    if (diffs.length === 0) same++;
    for (const d of diffs) {
      // A domainToUnicode difference that follows from a domainToASCII one needs no reason of its own.
      if (d.fn === "domainToUnicode" && diffs.length === 2) continue;
      const i = NODE_DOMAIN_DIFFERENCES.findIndex((c) => c.match(d));
      if (i === -1) unexplained.push(d);
      else counts[i]++;
    }
  }
  console.log(
    `node:url domains (Node ${process.version}): ${rows.length} inputs, ${same} identical; classified differences: ${counts.join(", ")}`,
  );
  assertExplained(unexplained, "differences from node:url");
  assert.ok(rows.length > 2700);
});

test("domainToASCII / domainToUnicode / hostToUnicode: node:url's contract", () => {
  assert.equal(domainToASCII("español.com"), "xn--espaol-zwa.com");
  assert.equal(domainToUnicode("xn--espaol-zwa.com"), "español.com");
  assert.equal(domainToASCII("xn--iñvalid.com"), "");
  assert.equal(domainToUnicode("xn--iñvalid.com"), "");
  assert.equal(domainToASCII("\uD800.com"), "");
  assert.equal(domainToASCII("1.2.3"), "1.2.0.3");
  assert.throws(() => domainToASCII(), TypeError);
  assert.equal(hostToUnicode(new URL("https://xn--espaol-zwa.com:8080/x")), "español.com");
  assert.equal(hostToUnicode("https://[::1]/"), "[::1]");
  assert.equal(hostToUnicode("foo://xn--espaol-zwa.com/"), "xn--espaol-zwa.com");
  assert.throws(() => hostToUnicode("not a URL"), TypeError);
});
