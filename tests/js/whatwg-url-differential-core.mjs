// The comparison engine of tests/js/whatwg-url-differential.test.mjs: url-wasm/whatwg-url against
// whatwg-url 17.3 (the reference, a devDependency), function by function, on the cases of
// tests/js/fuzz-inputs.mjs. Also loaded in worker threads (differential-worker.mjs).
//
// Per case: parseURL of the base and of the input against it (records compared field by field);
// on the parsed record every serializer and predicate; basicURLParse of the case's value with a
// state override (each of the 21 states in turn, by case index) and with the jsdom-style setter of
// the case's setter, on copies of the record (the returned value and the record after it); set
// the username/password; percent-decode the value; and on a sample, parseURLWithValidationErrors,
// isValidURLString and basicURLParse without options.
import { createRequire } from "node:module";
import { hasUnicode18 } from "./differential-core.mjs";
import { runCases } from "./differential-shards.mjs";
import "./load.mjs"; // checks that pkg/ is built and fresh

const require = createRequire(import.meta.url);
const ours = require("url-wasm/whatwg-url");
export const ref = require("whatwg-url");
export const REF_VERSION = require("whatwg-url/package.json").version;

export const STATES = [
  ...["scheme start", "scheme", "no scheme", "special relative or authority", "path or authority", "relative"],
  ...["relative slash", "special authority slashes", "special authority ignore slashes", "authority", "host"],
  ...["hostname", "port", "file", "file slash", "file host", "path start", "path", "opaque path", "query"],
  "fragment",
];

/** The setter steps jsdom's HTMLHyperlinkElementUtils runs, with the low-level API `api`. */
export function hyperlinkSet(api, url, attribute, value) {
  const rest = (prefix) => (value[0] === prefix ? value.slice(1) : value);
  switch (attribute) {
    case "protocol":
      return api.basicURLParse(`${value}:`, { url, stateOverride: "scheme start" });
    case "username":
    case "password":
      if (api.cannotHaveAUsernamePasswordPort(url)) return url;
      api[attribute === "username" ? "setTheUsername" : "setThePassword"](url, value);
      return url;
    case "host":
    case "hostname":
      return api.hasAnOpaquePath(url) ? url : api.basicURLParse(value, { url, stateOverride: attribute });
    case "port":
      if (api.cannotHaveAUsernamePasswordPort(url)) return url;
      if (value !== "") return api.basicURLParse(value, { url, stateOverride: "port" });
      url.port = null;
      return url;
    case "pathname":
      if (api.hasAnOpaquePath(url)) return url;
      url.path = [];
      return api.basicURLParse(value, { url, stateOverride: "path start" });
    case "search":
    case "hash": {
      const field = attribute === "search" ? "query" : "fragment";
      url[field] = value === "" ? null : "";
      if (value === "") return url;
      return api.basicURLParse(rest(attribute === "search" ? "?" : "#"), { url, stateOverride: field });
    }
    default:
      return api.parseURL(value);
  }
}

/** A copy of a record (its own path array, its own IPv6 array). */
const copy = (url) => ({
  ...url,
  host: Array.isArray(url.host) ? [...url.host] : url.host,
  path: Array.isArray(url.path) ? [...url.path] : url.path,
});
const show = (value) => (value instanceof Uint8Array ? `Uint8Array[${value}]` : JSON.stringify(value));

// ---------------------------------------------------------------------------------------------
// Known differences. A difference record: { kind, field, input, base, value, state?, ours, ref }.

/** `extra` are the names in list `b` that `a` lacks, with `a` a subsequence of `b`; else null. */
function extraNames(a, b) {
  const extra = [];
  let i = 0;
  for (const name of b) {
    if (i < a.length && a[i] === name) i++;
    else extra.push(name);
  }
  return i === a.length ? extra : null;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The validation errors whatwg-url adds to url-wasm's list, when all are explained. */
function explainedErrors(d, allowed) {
  if (d.field !== "validationErrors") return false;
  const extra = extraNames(JSON.parse(d.ours), JSON.parse(d.ref));
  return extra !== null && extra.length > 0 && extra.every((name) => allowed(name, d));
}

const SPLIT_PAIR = /[\ud800-\udbff][\t\n\r]+[\udc00-\udfff]/;

export const CLASSES = [
  {
    name: "lone surrogates around a tab or newline: whatwg-url pairs them once it removes the tab or newline",
    reason:
      "The URL parser's input is a scalar value string: a high and a low surrogate separated by a tab or newline " +
      "are two lone surrogates, each U+FFFD (url-wasm converts the JS string first, as USVString does), before the " +
      "basic URL parser removes ASCII tab or newline (step 3). whatwg-url's low-level parser removes them from the " +
      "JS string, which joins the two halves into one code point. Recognised by: such a pair in the case's strings " +
      "and, on url-wasm's side, U+FFFD (%EF%BF%BD or the code point) or the failure a U+FFFD in a domain is.",
    match: (d) =>
      [d.input, d.base, d.value].some((s) => typeof s === "string" && SPLIT_PAIR.test(s)) &&
      (/%EF%BF%BD|\ufffd/.test(d.ours) || d.ours === "null" || d.ours === d.before),
  },
  {
    name: "validation errors: whatwg-url reports IPv4-non-ASCII-input, which the URL Standard (6ae8486) does not define",
    reason:
      "url.bs at 6ae8486 has no IPv4-non-ASCII-input in its validation error table (CHANGES-SINCE-SEED.md lists " +
      "every name added since the seed: domain-percent-encoded, IPv4-too-few-parts, IPv6-piece-leading-zero). " +
      "whatwg-url 17.3 reports it when a non-ASCII domain ends in a number. The URL results agree; recognised by: " +
      "whatwg-url's list is url-wasm's with IPv4-non-ASCII-input entries added.",
    match: (d) => explainedErrors(d, (name) => name === "IPv4-non-ASCII-input"),
  },
  {
    name: "validation errors: whatwg-url parses lone surrogates as code points and reports invalid-URL-unit for them",
    reason:
      "The URL parser's input is a scalar value string (url.bs); url-wasm converts a JS string to one first (lone " +
      "surrogates become U+FFFD, a URL code point), as Web IDL's USVString does. whatwg-url's low-level parser takes " +
      "the string as it is, so a lone surrogate, not a URL code point, is an invalid-URL-unit. The URLs agree (both " +
      "percent-encode it as U+FFFD); recognised by: the input has a lone surrogate and whatwg-url's list is " +
      "url-wasm's with invalid-URL-unit entries added.",
    match: (d) => LONE_SURROGATE.test(d.input) && explainedErrors(d, (name) => name === "invalid-URL-unit"),
  },
  {
    name: "IDNA Unicode version: whatwg-url's tr46 7.0.0 has the Unicode 18 mapping table; url-wasm pins Unicode 17",
    reason:
      "As in the URL class differential (differential-core.mjs): a code point unassigned in Unicode 17 makes the " +
      "domain parser fail in url-wasm (UTS #46 ToASCII with the Unicode 17 table, WPT's IdnaTestV2 version), " +
      "while tr46 7.0.0 accepts it. Recognised by: the case contains such a code point and url-wasm's side is the " +
      "failure (null), or the record it left as it was before a failing host parse.",
    match: (d) =>
      (hasUnicode18(d.input) || hasUnicode18(d.base) || hasUnicode18(d.value)) &&
      d.ref !== "null" &&
      (d.ours === "null" || (d.field === "record" && d.ours === d.before)),
  },
  {
    name: "url-wasm drops credentials without a host: what a failing state override through the authority state leaves",
    reason:
      "The authority state appends to url's username and password before the host state finds no host and " +
      "returns failure (url.bs; the URL is left as those steps left it). On a URL without a host (a " +
      "non-special one), whatwg-url's record then has credentials and a null host. url-wasm's records go " +
      "to wasm and back as an href and its component offsets, and an href has credentials only after a " +
      "host, so they are lost. No spec algorithm reads such a URL (the setters check " +
      "'cannot have a username/password/port' first). Recognised by: a state override (the authority state " +
      "or one that leads to it), and the records differ only in that whatwg-url's has credentials and no " +
      "host, url-wasm's none.",
    match: (d) => {
      if (d.kind !== "state override" || d.field !== "record") return false;
      const [ours, theirs] = [d.ours, d.ref].map((json) => JSON.parse(json));
      const bare = (url) => JSON.stringify({ ...url, username: "", password: "" });
      return theirs.host === null && ours.username === "" && ours.password === "" && bare(ours) === bare(theirs);
    },
  },
  {
    name: "whatwg-url throws a TypeError: a state override whose state reads a base URL or a list path that is not there",
    reason:
      "The spec's states assume what the parser establishes before reaching them: the relative states and the no " +
      "scheme state a base URL (url.bs: 'Assert: base is non-null'), the path states a list path. Started there by a " +
      "state override without it, whatwg-url's JS dereferences null or calls push on a string and throws; url-wasm " +
      "returns failure (no base) or keeps going (a path). No spec algorithm calls these combinations.",
    match: (d) => d.kind === "state override" && d.ref === "throws",
  },
  {
    name: "whatwg-url appends to null: the query/fragment state override on a null query/fragment, the opaque path state on a list",
    reason:
      "The query and fragment states append to url's query or fragment, which every caller sets to the empty string " +
      "first (the URL class's search and hash setters, HTML's); on a null one whatwg-url's `+=` gives 'null…'. The " +
      "opaque path state appends to a path string; on a list whatwg-url gives 'a,b…'. url-wasm starts from the empty " +
      "string (a null query or fragment) or appends to the list's serialization.",
    match: (d) => {
      if (d.kind !== "state override" || !d.precondition || d.field !== "record") return false;
      const [ours, theirs, before] = [d.ours, d.ref, d.before].map((json) => JSON.parse(json));
      if (d.state === "opaque path")
        return typeof theirs.path === "string" && theirs.path.startsWith(String(before.path));
      const field = d.state === "query" ? "query" : "fragment";
      const rest = (url) => JSON.stringify({ ...url, [field]: undefined });
      const text = theirs[field];
      return (
        typeof text === "string" &&
        text.startsWith("null") &&
        ours[field] === text.slice(4) &&
        rest(ours) === rest(theirs)
      );
    },
  },
];

export function classify(d) {
  for (const c of CLASSES) if (c.match(d)) return c.name;
  return null;
}

// ---------------------------------------------------------------------------------------------
// One case.

/** Compare one case; `record(difference)` for each difference, `counts` bumped. */
export function compareCase({ input, base, setter, value, index }, counts, record, sampleAll = false) {
  counts.inputs++;
  const diff = (kind, field, a, b, extra = {}) => {
    const sa = show(a);
    const sb = show(b);
    if (sa !== sb) record({ kind, field, input, base, value, ours: sa, ref: sb, ...extra });
    return sa === sb;
  };
  const ourBase = base === undefined ? null : ours.parseURL(base);
  const refBase = base === undefined ? null : ref.parseURL(base);
  if (!diff("parseURL", "base", ourBase, refBase)) return;
  if (base !== undefined && refBase === null) return;
  const url = ours.parseURL(input, { baseURL: ourBase });
  const refURL = ref.parseURL(input, { baseURL: refBase });
  counts.functions++;
  if (!diff("parseURL", "url", url, refURL)) return;
  if ((index & 15) === 0 || sampleAll) {
    counts.functions += 2;
    diff("basicURLParse", "no options", ours.basicURLParse(input), ref.basicURLParse(input));
    const a = ours.parseURLWithValidationErrors(input, { baseURL: ourBase });
    const b = ref.parseURLWithValidationErrors(input, { baseURL: refBase });
    if (diff("parseURLWithValidationErrors", "url", a.url, b.url)) {
      diff("parseURLWithValidationErrors", "validationErrors", a.validationErrors, b.validationErrors);
    }
    counts.functions++;
    const valid = (api, baseURL) => api.isValidURLString(input, { baseURL });
    diff("isValidURLString", "", valid(ours, ourBase), valid(ref, refBase));
  }
  counts.functions++;
  diff("percentDecodeString", "value", ours.percentDecodeString(value), ref.percentDecodeString(value));
  if (url === null) {
    counts.bothFail++;
    return;
  }
  counts.bothParse++;
  counts.functions += 8;
  diff("serializeURL", "href", ours.serializeURL(url), ref.serializeURL(refURL));
  diff("serializeURL", "exclude fragment", ours.serializeURL(url, true), ref.serializeURL(refURL, true));
  diff("serializePath", "path", ours.serializePath(url), ref.serializePath(refURL));
  diff(
    "serializeHost",
    "host",
    url.host === null ? null : ours.serializeHost(url.host),
    refURL.host === null ? null : ref.serializeHost(refURL.host),
  );
  diff("serializeURLOrigin", "origin", ours.serializeURLOrigin(url), ref.serializeURLOrigin(refURL));
  diff("hasAnOpaquePath", "", ours.hasAnOpaquePath(url), ref.hasAnOpaquePath(refURL));
  diff(
    "cannotHaveAUsernamePasswordPort",
    "",
    ours.cannotHaveAUsernamePasswordPort(url),
    ref.cannotHaveAUsernamePasswordPort(refURL),
  );
  diff("serializeInteger", "port", ours.serializeInteger(url.port ?? 0), ref.serializeInteger(refURL.port ?? 0));

  // The case's setter as jsdom runs it, and one state override in turn, on copies.
  for (const [name, run] of [
    ["set the username", (api, u) => api.setTheUsername(u, value)],
    ["set the password", (api, u) => api.setThePassword(u, value)],
    [`jsdom ${setter}`, (api, u) => hyperlinkSet(api, u, setter, value)],
  ]) {
    const a = copy(url);
    const b = copy(refURL);
    const outA = run(ours, a);
    const outB = run(ref, b);
    counts.functions++;
    const returned = (out, record) => (out === record ? "the record" : out);
    if (diff(name, "returns", returned(outA, a), returned(outB, b))) diff(name, "record", a, b, { before: show(url) });
  }
  const stateOverride = STATES[index % STATES.length];
  const a = copy(url);
  const b = copy(refURL);
  const precondition =
    (stateOverride === "query" && b.query === null) ||
    (stateOverride === "fragment" && b.fragment === null) ||
    (stateOverride === "opaque path" && Array.isArray(b.path));
  const extra = { state: stateOverride, precondition, before: show(url) };
  let outB;
  try {
    outB = ref.basicURLParse(value, { url: b, stateOverride, baseURL: refBase });
  } catch {
    record({ kind: "state override", field: "throws", input, base, value, ours: "", ref: "throws", ...extra });
    return;
  }
  const outA = ours.basicURLParse(value, { url: a, stateOverride, baseURL: ourBase });
  counts.stateOverrides++;
  if (
    diff("state override", "returns", outA === null ? null : "the record", outB === null ? null : "the record", extra)
  ) {
    diff("state override", "record", a, b, extra);
  }
}

export function newCounts() {
  return { inputs: 0, bothParse: 0, bothFail: 0, functions: 0, stateOverrides: 0 };
}

/** Run one shard; returns plain data (structured-clonable, for workers). */
export function runShard(options) {
  const key = (d) => `${d.kind}${d.state ? `:${d.state}` : ""}/${d.field}`;
  return runCases(options, { compareCase, classify, newCounts, key });
}

export const describe = (d) =>
  `${d.kind}${d.state ? ` (${d.state})` : ""} ${d.field}: input ${JSON.stringify(d.input)}` +
  `${d.base !== undefined ? ` base ${JSON.stringify(d.base)}` : ""} value ${JSON.stringify(d.value)}` +
  ` url-wasm ${d.ours} whatwg-url ${d.ref}`;
