// The comparison engine of the differential test (tests/js/differential.test.mjs): the reference
// (whatwg-url's own algorithms), the known reference differences, one shard's comparison loop and
// the minimizer. Also loaded by tests/js/differential-worker.mjs in worker threads.
import { createRequire } from "node:module";
import { URL } from "./load.mjs";
import { cases, loadSeeds, SETTERS } from "./fuzz-inputs.mjs";

const require = createRequire(import.meta.url);
const whatwg = require("whatwg-url");
const usm = require("whatwg-url/lib/url-state-machine.js");
const urlencoded = require("whatwg-url/lib/urlencoded.js");
const { implementation: URLImpl } = require("whatwg-url/lib/URL-impl.js");
const REF_VERSION = require("whatwg-url/package.json").version;

const COUNT = Number(process.env.DIFF_COUNT ?? 1_000_000);
const SEED = Number(process.env.DIFF_SEED ?? 1);
const GETTERS = ["href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"];

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
function refParse(input, base) {
  const baseRec = refBase(base);
  if (baseRec === FAILED) return null;
  const rec = usm.basicURLParse(input.toWellFormed(), { baseURL: baseRec });
  if (rec === null) return null;
  const impl = Object.create(URLImpl.prototype);
  impl._url = rec;
  impl._query = { _list: [] }; // only written by the href and search setters; never read here
  return impl;
}

/** Run a setter on a reference URLImpl; true when it threw (only the href setter can). */
function refSet(impl, name, value) {
  try {
    impl[name] = value.toWellFormed();
    return false;
  } catch {
    return true;
  }
}

// ---------------------------------------------------------------------------------------------
// Known differences of the reference. Each class: why whatwg-url is wrong (the spec text that
// says so) and a predicate over a difference record
//   { kind: "parse" | "getter" | "setter", field, input, base, setter, value, wasm, ref }.
// A predicate must recognise the *cause*, not just the symptom.

const REFERENCE_DIFFERENCES = [];

function classify(d) {
  for (const c of REFERENCE_DIFFERENCES) if (c.match(d)) return c.name;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Comparing one case.

function wasmParse(input, base) {
  return URL.parse(input, base);
}

/** The first getter that differs, or null. */
function firstGetterDiff(u, impl) {
  for (const g of GETTERS) {
    const a = u[g];
    const b = impl[g];
    if (a !== b) return { field: g, wasm: a, ref: b };
  }
  return null;
}

function sameGetters(a, b) {
  for (const g of GETTERS) if (a[g] !== b[g]) return g;
  return null;
}

/** Does (input, base) reproduce a difference of the same kind and field? (for minimization) */
function reproduces(d, input, base, value) {
  if (d.kind === "idempotence") {
    const u = wasmParse(input, base);
    if (u === null) return false;
    const again = URL.parse(u.href);
    return again === null || sameGetters(u, again) === d.field;
  }
  if (d.kind === "setter-idempotence") {
    const u = wasmParse(input, base);
    if (u === null) return false;
    try {
      u[d.setter] = value;
    } catch {
      return false;
    }
    const again = URL.parse(u.href);
    return again === null || sameGetters(u, again) !== null;
  }
  const u = wasmParse(input, base);
  const impl = refParse(input, base);
  if (d.kind === "parse") return (u === null) !== (impl === null);
  if (u === null || impl === null) return false;
  if (d.kind === "getter") return firstGetterDiff(u, impl)?.field === d.field;
  if (firstGetterDiff(u, impl) !== null) return false;
  let wasmThrew = false;
  try {
    u[d.setter] = value;
  } catch {
    wasmThrew = true;
  }
  const refThrew = refSet(impl, d.setter, value);
  if (wasmThrew !== refThrew) return d.field === "throws";
  return firstGetterDiff(u, impl)?.field === d.field;
}

/** Greedy delta debugging on a string, keeping `keep(s)` true. */
function shrink(s, keep) {
  let budget = 3000;
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

function minimize(d) {
  const m = { ...d };
  try {
    m.input = shrink(m.input, (s) => reproduces(d, s, m.base, m.value));
    if (m.base !== undefined && reproduces(d, m.input, undefined, m.value)) m.base = undefined;
    if (m.base !== undefined) m.base = shrink(m.base, (s) => reproduces(d, m.input, s, m.value));
    if (m.value !== undefined) m.value = shrink(m.value, (s) => reproduces(d, m.input, m.base, s));
    // re-derive the observed values on the minimized case
    const u = wasmParse(m.input, m.base);
    const impl = refParse(m.input, m.base);
    if (d.kind === "getter" && u && impl) Object.assign(m, firstGetterDiff(u, impl));
    if (d.kind === "parse") Object.assign(m, { wasm: u?.href ?? "failure", ref: impl?.href ?? "failure" });
    if (d.kind === "setter" && u && impl) {
      try {
        u[d.setter] = m.value;
      } catch {}
      refSet(impl, d.setter, m.value);
      Object.assign(m, { before: wasmParse(m.input, m.base)?.href }, firstGetterDiff(u, impl) ?? {});
    }
  } catch (error) {
    m.minimizeError = String(error);
  }
  return m;
}

const show = (d) =>
  `${d.kind}${d.setter ? `(${d.setter}=${JSON.stringify(d.value)})` : ""} ${d.field ?? ""}: input ${JSON.stringify(d.input)}` +
  `${d.base !== undefined ? ` base ${JSON.stringify(d.base)}` : ""}${d.before ? ` (href before ${JSON.stringify(d.before)})` : ""}` +
  ` url-wasm ${JSON.stringify(d.wasm)} whatwg-url ${JSON.stringify(d.ref)}`;

