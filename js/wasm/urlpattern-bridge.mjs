// The wasm boundary of URLPattern (contract: the urlpattern_* exports at the end of src/wasm.rs).
// Strings go in as a list (u32 byte lengths, then the UTF-8 bytes); results come back as strings
// back to back plus lengths. No pattern logic here: this file only moves bytes.
import { guardedExports, instanceCodec } from "./runtime.mjs";
import { inputGrowths, noteForeignCall, staleTest } from "./bridge.mjs";
import { isAscii, maxBytes } from "../codecs/utf8.mjs";

/** A string that is not there (a URLPatternInit member that was not given, no base URL). */
const ABSENT = 0xffffffff;

// The exports these views belong to: a trap replaces the instance (runtime.mjs), and with it
// memory, the buffer and the result array.
let bound = null;
let memory;
/** The bridge's string codec for this memory (runtime.mjs instanceCodec: Buffer's methods in Node,
 * the JS String Builtins in Chromium): write(s, bytes, at), ascii and utf8(bytes, start, end). */
let codec;
/** staleTest(memory) (bridge.mjs). */
let stale;
let u8;
let u32;
let r;
let inputAt;
let inputCap;
/** bridge.mjs inputGrowths when inputAt was last asked for. */
let seenGrowths;

/**
 * The components compilePattern has decoded, by serial: a later call sends only the serial of a
 * component it described before (src/wasm.rs urlpattern_compile), which must then be here.
 * Callers may add what they derive to these objects. Serials belong to an instance: the map is
 * emptied when the instance changes, and when it grows large (then wasm is told to forget too).
 */
const compiled = new Map();
const COMPILED_MAX = 512;

/** An export only the builds of the wasm with URLPattern have (the urlpattern and tools flavours). */
export const URLPATTERN_EXPORT = "urlpattern_compile";

function bind() {
  const wasm = guardedExports();
  if (typeof wasm[URLPATTERN_EXPORT] !== "function") {
    throw new Error(
      "url-wasm: URLPattern needs WebAssembly and a build of the wasm with URLPattern " +
        "(in browsers and workers: import it from url-wasm/urlpattern and await its `ready`)",
    );
  }
  if (wasm !== bound) {
    bound = wasm;
    compiled.clear();
    memory = wasm.memory;
    codec = instanceCodec();
    stale = staleTest(memory);
    r = (wasm.result() >>> 0) >>> 2;
    inputAt = wasm.buffer(0) >>> 0;
    inputCap = 0;
    seenGrowths = inputGrowths;
    u8 = new Uint8Array(memory.buffer);
    u32 = new Uint32Array(memory.buffer);
  }
  // Bridge (bridge.mjs) shares the instance: it must know that this call may move the input buffer
  // and overwrite what it left there; and it may have moved the buffer since this module's last
  // call, by growing it: only then is the address asked for again (not by a call into wasm per
  // operation).
  noteForeignCall();
  if (seenGrowths !== inputGrowths) {
    seenGrowths = inputGrowths;
    inputAt = wasm.buffer(inputCap) >>> 0;
  }
  return wasm;
}

/** After a call (or a buffer() that grew memory): views of the current memory. */
function refresh() {
  if (stale(u8)) {
    u8 = new Uint8Array(memory.buffer);
    u32 = new Uint32Array(memory.buffer);
  }
}

/** Write `list` (strings, or undefined for absent ones) into the input buffer: its count. */
function writeList(wasm, list) {
  const count = list.length;
  let cap = 4 * count;
  for (let i = 0; i < count; i++) if (list[i] !== undefined) cap += maxBytes(list[i]);
  reserve(wasm, cap);
  const view = u8;
  let p = inputAt + 4 * count;
  for (let i = 0; i < count; i++) {
    let n = ABSENT;
    if (list[i] !== undefined) {
      n = codec.write(list[i], view, p);
      p += n;
    }
    const o = inputAt + 4 * i; // the buffer is a Vec<u8>: maybe unaligned, write bytes
    view[o] = n & 0xff;
    view[o + 1] = (n >>> 8) & 0xff;
    view[o + 2] = (n >>> 16) & 0xff;
    view[o + 3] = n >>> 24;
  }
  return count;
}

/** The output of the last call, whole. */
function output() {
  refresh();
  const start = u32[r];
  const end = start + u32[r + 1];
  return isAscii(u8, start, end) ? codec.ascii(u8, start, end) : codec.utf8(u8, start, end);
}

/**
 * Compile a pattern (https://urlpattern.spec.whatwg.org/#url-pattern-create, except the RegExps).
 * `list`: [input, baseURL] for a string, or the 8 components and baseURL of a URLPatternInit.
 * `flags`: bit 0 ignoreCase, bits 1-2 the protocol answer, bit 4 every regular expression (see
 * src/wasm.rs). Returns
 * { status: 1, components } ; { status: 0, message } ; or { status: 2, regexp } (test the
 * protocol's regular expression against the special schemes and call again). The components are
 * { serial, pattern, names, hasRegExpGroups, regexp ("" with a program), program? } (program: { code, literals,
 * delimiter (a char code or -1), ignoreCase, slots }, see urlpattern-matcher.mjs), the same
 * object each time wasm compiles or finds the same component.
 */
export function compilePattern(list, flags) {
  const wasm = bind();
  if (compiled.size >= COMPILED_MAX) {
    compiled.clear();
    flags |= 8;
  }
  const status = wasm.urlpattern_compile(writeList(wasm, list), flags);
  if (status !== 1) {
    const text = output();
    return status === 2 ? { status, regexp: text } : { status, message: text };
  }
  refresh();
  const w = u32;
  const view = u8;
  let p = w[r];
  const end = p + w[r + 1];
  // Every string is ASCII but group names (and pattern strings that contain them): then one decode
  // of them all, and slices (byte offsets are string offsets).
  let next;
  if (isAscii(view, p, end)) {
    const all = codec.ascii(view, p, end);
    let q = 0;
    next = (n) => all.slice(q, (q += n));
  } else {
    next = (n) => codec.utf8(view, p, (p += n));
  }
  let k = w[r + 2] >>> 2;
  const components = new Array(8);
  for (let c = 0; c < 8; c++) {
    const serial = w[k];
    const words = w[k + 1];
    k += 3;
    if (words === 0) {
      components[c] = compiled.get(serial);
      continue;
    }
    const hasRegExpGroups = w[k++] === 1;
    const pattern = next(w[k++]);
    const names = [];
    for (let g = w[k++]; g > 0; g--) names.push(next(w[k++]));
    const regexp = next(w[k++]);
    let program;
    if (!hasRegExpGroups) {
      const delimiter = w[k] === ABSENT ? -1 : w[k];
      const ignoreCase = w[k + 1] === 1;
      const code = new Array(3 * w[k + 2]);
      k += 3;
      for (let i = 0; i < code.length; i++) code[i] = w[k + i];
      k += code.length;
      const literals = [];
      for (let l = w[k++]; l > 0; l--) literals.push(next(w[k++]));
      program = { code, literals, delimiter, ignoreCase, slots: new Array(2 * names.length) };
    }
    // kind, re, prefix and suffix are for js/urlpattern.mjs (set there once, same shape for all).
    const component = {
      serial,
      pattern,
      names,
      hasRegExpGroups,
      regexp,
      program,
      kind: undefined,
      re: null,
      prefix: "",
      suffix: "",
    };
    compiled.set(serial, component);
    components[c] = component;
  }
  return { status, components };
}

/**
 * The 8 component strings a match runs on (https://urlpattern.spec.whatwg.org/#url-pattern-match)
 * for a URLPatternInit's 9 strings: an array, null for no match, or a string (the TypeError's
 * message).
 */
export function splitInit(list) {
  const wasm = bind();
  const status = wasm.urlpattern_input(writeList(wasm, list));
  if (status === 0) return null;
  const all = output();
  if (status !== 1) return all;
  const w = u32;
  const parts = new Array(8);
  let q = 0;
  for (let i = 0; i < 8; i++) parts[i] = all.slice(q, (q += w[r + 2 + i]));
  return parts;
}

/** The same for a URL string and an optional base URL string: an array, or null for no match. */
export function splitURL(input, base) {
  const wasm = bind();
  let inputLen;
  let baseLen = ABSENT;
  if (base === undefined) {
    inputLen = writeString(wasm, input, 0, maxBytes(input));
  } else {
    const cap = maxBytes(base) + maxBytes(input);
    baseLen = writeString(wasm, base, 0, cap);
    inputLen = codec.write(input, u8, inputAt + baseLen);
  }
  const status = wasm.urlpattern_url(inputLen, baseLen);
  if (status === 0) return null;
  refresh();
  const w = u32;
  let href = input;
  if (status !== 2) {
    const start = w[r];
    href = codec.ascii(u8, start, start + w[r + 1]);
  }
  const at = w[r + 2] >>> 2;
  const parts = new Array(8);
  for (let i = 0; i < 8; i++) parts[i] = href.slice(w[at + 2 * i], w[at + 2 * i + 1]);
  return parts;
}

/** Encode `s` at `offset` in the input buffer, which is grown to `cap` bytes first: its byte length. */
function writeString(wasm, s, offset, cap) {
  reserve(wasm, cap);
  return codec.write(s, u8, inputAt + offset);
}

/** Grow the input buffer to `cap` bytes when needed; the views are current after it. */
function reserve(wasm, cap) {
  if (cap > inputCap) {
    inputAt = wasm.buffer(cap) >>> 0;
    inputCap = cap;
  }
  refresh();
}
