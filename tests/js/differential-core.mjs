// The comparison engine of the differential test (tests/js/differential.test.mjs): the reference
// (whatwg-url's own algorithms), the known reference differences, one shard's comparison loop and
// the minimizer. Also loaded by tests/js/differential-worker.mjs in worker threads.
//
// Speed: whatwg-url's webidl wrapper re-parses the base and builds a URLSearchParams for every URL,
// which would take minutes for 1M inputs. We call its own algorithms directly instead: the basic
// URL parser with a cached, already-parsed base record, then its URLImpl getters and setters (the
// real reference code) on that record. The test "fast path faithful" proves on a sample that this
// is exactly what `new (require("whatwg-url").URL)(...)` does.
import { createRequire } from "node:module";
import { URL } from "./load.mjs";
import { cases, loadSeeds } from "./fuzz-inputs.mjs";

const require = createRequire(import.meta.url);
export const whatwg = require("whatwg-url");
const usm = require("whatwg-url/lib/url-state-machine.js");
const urlencoded = require("whatwg-url/lib/urlencoded.js");
const { implementation: URLImpl } = require("whatwg-url/lib/URL-impl.js");
export const REF_VERSION = require("whatwg-url/package.json").version;

export const GETTERS = [
  "href",
  "origin",
  "protocol",
  "username",
  "password",
  "host",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
];

// ---------------------------------------------------------------------------------------------
// The reference, through whatwg-url's own algorithms.

const FAILED = Symbol("base failed");
const baseCache = new Map();

function refBase(base) {
  if (base === undefined) return null;
  let rec = baseCache.get(base);
  if (rec === undefined) {
    rec = usm.basicURLParse(base.toWellFormed()) ?? FAILED;
    if (baseCache.size < 100_000) baseCache.set(base, rec);
  }
  return rec;
}

/** A URLImpl for the parse of input against base, or null: what whatwg-url's `new URL` holds. */
export function refParse(input, base) {
  const baseRec = refBase(base);
  if (baseRec === FAILED) return null;
  const rec = usm.basicURLParse(input.toWellFormed(), { baseURL: baseRec });
  if (rec === null) return null;
  const impl = Object.create(URLImpl.prototype);
  impl._url = rec;
  impl._query = { _list: [] }; // only written by the href and search setters; never read here
  return impl;
}

/** Run a setter on a reference URLImpl (USVString conversion first, as the IDL layer does); true when it threw. */
export function refSet(impl, name, value) {
  try {
    impl[name] = value.toWellFormed();
    return false;
  } catch {
    return true;
  }
}

// ---------------------------------------------------------------------------------------------
// Known differences of the reference. Each class names the cause, the spec/standard text that
// decides it, and a predicate over a difference record
//   { kind, field, input, base, setter, value, before, wasm, ref, wasmHref }
// that recognises the cause (not merely the symptom).

/**
 * Code points that are unassigned (General_Category Cn) in Unicode 17 but assigned in Unicode 18,
 * where tr46 7.0.0 (whatwg-url's UTS #46 implementation) has them as valid. Derived by parsing
 * `http://a<cp>b/` for every code point with both implementations (all 12,983 differences are in
 * these ranges, and every one is Cn in Node's ICU 78.2 = Unicode 17.0) and checked against tr46's
 * lib/mappingTable.json (e.g. U+20C2..U+20C4 status 2 = valid).
 */
const UNICODE_18_RANGES = [
  [0x558, 0x558],
  [0x58b, 0x58c],
  [0x5c8, 0x5c9],
  [0xb53, 0xb54],
  [0x1ade, 0x1adf],
  [0x1aec, 0x1af0],
  [0x208f, 0x208f],
  [0x209d, 0x209f],
  [0x20c2, 0x20c4],
  [0x2e60, 0x2e63],
  [0xa7dd, 0xa7dd],
  [0xa7e2, 0xa7e2],
  [0xab6c, 0xab6d],
  [0x107bb, 0x107bf],
  [0x10ecb, 0x10ecf],
  [0x10ef0, 0x10ef9],
  [0x11b0a, 0x11b0a],
  [0x11df0, 0x11df1],
  [0x1246f, 0x1246f],
  [0x12475, 0x1247f],
  [0x12550, 0x12686],
  [0x18cd6, 0x18cda],
  [0x18d1f, 0x18d20],
  [0x18e00, 0x19191],
  [0x191a0, 0x191d2],
  [0x1b123, 0x1b128],
  [0x1b168, 0x1b168],
  [0x1ced2, 0x1ced4],
  [0x1cedd, 0x1cedf],
  [0x1cef1, 0x1cefd],
  [0x1d127, 0x1d128],
  [0x1d1eb, 0x1d1ff],
  [0x1d250, 0x1d281],
  [0x1d6a6, 0x1d6a6],
  [0x1db00, 0x1db1c],
  [0x1df1f, 0x1df24],
  [0x1df2b, 0x1df81],
  [0x1df90, 0x1df96],
  [0x1dfcd, 0x1dfff],
  [0x1f1ae, 0x1f1ae],
  [0x1f6d9, 0x1f6d9],
  [0x1f7da, 0x1f7db],
  [0x1f7f1, 0x1f7ff],
  [0x1fa8b, 0x1fa8d],
  [0x1facc, 0x1facc],
  [0x1fadd, 0x1fadd],
  [0x1faeb, 0x1faeb],
  [0x1faf9, 0x1fafa],
  [0x2b81e, 0x2b81e],
  [0x3d000, 0x3fc3f],
];

export function hasUnicode18(s) {
  if (typeof s !== "string") return false;
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    if (cp < 0x558) continue;
    for (const [lo, hi] of UNICODE_18_RANGES) if (cp >= lo && cp <= hi) return true;
  }
  return false;
}

export const REFERENCE_DIFFERENCES = [
  {
    name: "IDNA Unicode version: whatwg-url's tr46 7.0.0 uses the Unicode 18 IDNA mapping table; url-wasm pins Unicode 17",
    reason:
      "The domain parser runs UTS #46 ToASCII (url.bs: 'domain parser' → Unicode ToASCII, relaxed parameters). " +
      "Under the Unicode 17 IDNA mapping table (ICU4X 2.3, pinned in Cargo.toml to match WPT's IdnaTestV2.json) a code " +
      "point unassigned in Unicode 17 is disallowed, so the host fails (URL parse failure; host/hostname/href setters " +
      "leave the URL unchanged / throw). tr46 7.0.0's table already has these Unicode 18 code points as valid and " +
      "accepts them. Recognised by: the case contains such a code point and url-wasm is the side that rejected it.",
    match(d) {
      if (!(hasUnicode18(d.input) || hasUnicode18(d.base) || hasUnicode18(d.value))) return false;
      if (d.kind === "parse") return d.wasm === "failure" && d.ref !== "failure";
      if (d.kind === "setter")
        return d.field === "throws" ? d.wasm === true && d.ref === false : d.wasmHref === d.before;
      return false;
    },
  },
];

/**
 * Not differences between the implementations (whatwg-url agrees on every getter) but cases where
 * the spec itself makes "href -> parse -> href" change the URL; recognised so that the
 * idempotence checks can stay strict for everything else.
 */
export const SPEC_NON_IDEMPOTENT = [
  {
    name: 'spec: the protocol setter to "file" keeps the host "localhost", which a fresh parse turns into the empty host',
    reason:
      "url.bs scheme state, with state override: after 'Set url's scheme to buffer' it only clears a default port and " +
      "returns, so a special URL with host localhost keeps it (http://localhost/ → file://localhost/). Parsing that href " +
      "goes through the file host state, which says 'If host is \"localhost\", then set host to the empty string' " +
      "(file:///). whatwg-url behaves identically (the getters after the setter matched).",
    match: (d) =>
      d.kind === "setter-idempotence" &&
      d.setter === "protocol" &&
      d.field === "href" &&
      d.ref.startsWith("file://localhost/") &&
      d.wasm === `file:///${d.ref.slice("file://localhost/".length)}` &&
      refReparsesTo(d.ref, d.wasm),
  },
  {
    name: 'spec: the protocol setter to "file" keeps a first path segment like "C|", which a fresh parse turns into "C:"',
    reason:
      "url.bs scheme state with state override returns right after setting the scheme, so the path of " +
      "http://h/C|/ is kept as is (file://h/C|/). Parsing that href, the path state's Windows drive letter quirk " +
      "('If url's scheme is \"file\", url's path is empty, and buffer is a Windows drive letter, then replace the " +
      "second code point in buffer with U+003A (:)') gives file://h/C:/. whatwg-url behaves identically.",
    match: (d) => {
      if (d.kind !== "setter-idempotence" || d.setter !== "protocol" || d.field !== "href") return false;
      const m = /^(file:\/\/[^/?#]*\/[A-Za-z])\|(?=$|[/?#])/.exec(d.ref);
      return m !== null && d.wasm === `${m[1]}:${d.ref.slice(m[0].length)}` && refReparsesTo(d.ref, d.wasm);
    },
  },
];

/** whatwg-url's parse of `href` serializes to `expected` (the reference shows the same spec property). */
function refReparsesTo(href, expected) {
  return refParse(href, undefined)?.href === expected;
}

export function classify(d) {
  for (const c of REFERENCE_DIFFERENCES) if (c.match(d)) return c.name;
  for (const c of SPEC_NON_IDEMPOTENT) if (c.match(d)) return c.name;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Comparing one case.

/** The first getter that differs, or null. */
export function firstGetterDiff(u, impl) {
  for (const g of GETTERS) {
    const a = u[g];
    const b = impl[g];
    if (a !== b) return { field: g, wasm: a, ref: b };
  }
  return null;
}

export function sameGetters(a, b) {
  for (const g of GETTERS) if (a[g] !== b[g]) return g;
  return null;
}

/**
 * Compare one case; calls `record(difference)` for each difference and bumps `counts`. The order:
 * parse outcome, getters, href → parse → href, the query object (sampled), then the setter.
 */
export function compareCase({ input, base, setter, value }, counts, record, sampleAll = false) {
  counts.inputs++;
  const u = URL.parse(input, base);
  const impl = refParse(input, base);
  if (u === null || impl === null) {
    if (u === null && impl === null) {
      counts.bothFail++;
      if (sampleAll || (counts.bothFail & 63) === 0) {
        counts.failuresThrowChecked++;
        try {
          new URL(input, base);
          record({ kind: "parse", field: "constructor does not throw", input, base, wasm: "no throw", ref: "failure" });
        } catch (error) {
          if (!(error instanceof TypeError))
            record({ kind: "parse", field: "not a TypeError", input, base, wasm: String(error), ref: "TypeError" });
        }
      }
    } else {
      record({
        kind: "parse",
        field: "failure",
        input,
        base,
        wasm: u?.href ?? "failure",
        ref: impl?.href ?? "failure",
      });
    }
    return;
  }
  counts.bothParse++;
  const diff = firstGetterDiff(u, impl);
  if (diff !== null) {
    record({ kind: "getter", input, base, ...diff });
    return;
  }
  counts.gettersEqual++;

  // href -> parse -> href (and every other getter)
  counts.idempotenceChecked++;
  const again = URL.parse(u.href);
  if (again === null)
    record({ kind: "idempotence", field: "reparse fails", input, base, wasm: "failure", ref: u.href });
  else {
    const g = sameGetters(u, again);
    if (g !== null) record({ kind: "idempotence", field: g, input, base, wasm: again[g], ref: u[g] });
  }

  // the query object, on a sample
  if (sampleAll || (counts.bothParse & 7) === 0) {
    counts.queryObjectsCompared++;
    const list = urlencoded.parseUrlencodedString(impl._url.query ?? "");
    const got = [...u.searchParams];
    if (JSON.stringify(got) !== JSON.stringify(list)) {
      record({ kind: "getter", field: "searchParams entries", input, base, wasm: got, ref: list });
    } else if (u.searchParams.toString() !== urlencoded.serializeUrlencoded(list)) {
      record({
        kind: "getter",
        field: "searchParams.toString()",
        input,
        base,
        wasm: u.searchParams.toString(),
        ref: urlencoded.serializeUrlencoded(list),
      });
    }
  }

  // one setter with a mutated value
  counts.setters++;
  const before = u.href;
  let wasmThrew = false;
  try {
    u[setter] = value;
  } catch (error) {
    wasmThrew = true;
    if (!(error instanceof TypeError))
      record({
        kind: "setter",
        setter,
        value,
        field: "not a TypeError",
        input,
        base,
        before,
        wasm: String(error),
        ref: "TypeError",
      });
  }
  const refThrew = refSet(impl, setter, value);
  if (wasmThrew !== refThrew) {
    record({
      kind: "setter",
      setter,
      value,
      field: "throws",
      input,
      base,
      before,
      wasm: wasmThrew,
      ref: refThrew,
      wasmHref: u.href,
    });
    return;
  }
  const sd = firstGetterDiff(u, impl);
  if (sd !== null) {
    record({ kind: "setter", setter, value, input, base, before, wasmHref: u.href, ...sd });
    return;
  }
  counts.settersEqual++;
  counts.setterIdempotenceChecked++;
  const after = URL.parse(u.href);
  const g = after === null ? "reparse fails" : sameGetters(u, after);
  if (g !== null) {
    record({
      kind: "setter-idempotence",
      setter,
      value,
      field: g,
      input,
      base,
      before,
      wasm: after?.[g] ?? "failure",
      ref: u.href,
    });
  }
}

export function newCounts() {
  return {
    inputs: 0,
    bothFail: 0,
    bothParse: 0,
    gettersEqual: 0,
    idempotenceChecked: 0,
    queryObjectsCompared: 0,
    setters: 0,
    settersEqual: 0,
    setterIdempotenceChecked: 0,
    failuresThrowChecked: 0,
  };
}

/** Run one shard; returns plain data (structured-clonable, for workers). */
export function runShard({ seed, count, shard = 0, shards = 1, keepPerKey = 3 }) {
  const corpus = loadSeeds();
  const counts = newCounts();
  const byClass = {};
  const unclassified = {};
  let unclassifiedTotal = 0;
  const record = (d) => {
    const name = classify(d);
    if (name !== null) {
      byClass[name] = (byClass[name] ?? 0) + 1;
      return;
    }
    unclassifiedTotal++;
    const key = `${d.kind}${d.setter ? `:${d.setter}` : ""}/${d.field}`;
    const list = (unclassified[key] ??= []);
    if (list.length < keepPerKey) list.push(d);
  };
  for (const c of cases({ seed, count, shard, shards, ...corpus })) compareCase(c, counts, record);
  return { counts, byClass, unclassified, unclassifiedTotal };
}

// ---------------------------------------------------------------------------------------------
// Minimization of a difference, for the report.

/** Does the case (with this input/base/value) show a difference of the same kind and field? */
function reproduces(d, input, base, value) {
  const c = { input, base, setter: d.setter ?? "hash", value: value ?? "" };
  let found = false;
  const record = (e) => {
    if (e.kind === d.kind && e.field === d.field && e.setter === d.setter) found = true;
  };
  try {
    compareCase(c, newCounts(), record, true);
  } catch {
    return false;
  }
  return found;
}

/** Greedy delta debugging on a string (by code units), keeping `keep(s)` true. */
function shrink(s, keep) {
  let budget = 4000;
  for (let size = Math.max(1, s.length >> 1); size >= 1; size = size === 1 ? 0 : size >> 1) {
    for (let i = 0; i + size <= s.length && budget > 0; ) {
      const t = s.slice(0, i) + s.slice(i + size);
      budget--;
      if (keep(t)) s = t;
      else i += size;
    }
  }
  return s;
}

export function minimize(d) {
  const m = { ...d };
  try {
    if (!reproduces(d, m.input, m.base, m.value)) return { ...m, note: "does not reproduce in isolation" };
    m.input = shrink(m.input, (s) => reproduces(d, s, m.base, m.value));
    if (m.base !== undefined && reproduces(d, m.input, undefined, m.value)) m.base = undefined;
    if (m.base !== undefined) m.base = shrink(m.base, (s) => reproduces(d, m.input, s, m.value));
    if (m.value !== undefined) m.value = shrink(m.value, (s) => reproduces(d, m.input, m.base, s));
    let last = null;
    compareCase(
      { input: m.input, base: m.base, setter: d.setter ?? "hash", value: m.value ?? "" },
      newCounts(),
      (e) => {
        if (e.kind === d.kind && e.field === d.field) last = e;
      },
      true,
    );
    if (last) Object.assign(m, { wasm: last.wasm, ref: last.ref, before: last.before, wasmHref: last.wasmHref });
  } catch (error) {
    m.note = `minimize failed: ${error}`;
  }
  return m;
}

export const show = (d) =>
  `${d.kind}${d.setter ? `(${d.setter} = ${JSON.stringify(d.value)})` : ""} ${d.field ?? ""}: input ${JSON.stringify(d.input)}` +
  `${d.base !== undefined ? ` base ${JSON.stringify(d.base)}` : ""}${d.before ? ` (href before ${JSON.stringify(d.before)})` : ""}` +
  ` url-wasm ${JSON.stringify(d.wasm)} whatwg-url ${JSON.stringify(d.ref)}${d.note ? ` [${d.note}]` : ""}`;
