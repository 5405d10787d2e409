// The wasm boundary (contract: src/wasm.rs module docs). Strings go in as UTF-8 in the shared input
// buffer, results come back as (address, length) plus component offsets in the result array.
// No parsing logic here: this file only moves bytes.
import { decodeAscii, decodeUtf8, encodeInto, isAscii, maxBytes } from "./utf8.mjs";

const NO_BASE = 0xffffffff;
const RESULT_LEN = 12;

/**
 * A parsed URL as the JS classes keep it: the href (ASCII) and the component offsets
 * documented in src/components.rs. Getters slice `href`; nothing here lives in wasm.
 * @typedef {{ href: string, protocolEnd: number, usernameEnd: number, hostStart: number,
 *   hostEnd: number, port: number, pathnameStart: number, searchStart: number,
 *   hashStart: number, schemeType: number, hostKind: number }} Context
 */

/** Wrap the raw exports of an instantiated url_wasm_bg.wasm (must include `memory`). */
export function createBridge(wasm) {
  const memory = wasm.memory;
  if (!(memory instanceof WebAssembly.Memory)) {
    throw new TypeError("url-wasm: the wasm instance does not export its memory");
  }
  let u8 = new Uint8Array(memory.buffer);
  let u32 = new Uint32Array(memory.buffer);
  // Views detach when memory grows: re-acquire them before every use.
  const bytes = () => (u8.buffer === memory.buffer ? u8 : (u8 = new Uint8Array(memory.buffer)));
  const words = () => (u32.buffer === memory.buffer ? u32 : (u32 = new Uint32Array(memory.buffer)));
  const resultAt = (wasm.result() >>> 0) >>> 2; // u32 array: 4-byte aligned
  const slot = (i) => words()[resultAt + i];

  // A view that starts at the input buffer, so that the first string needs no subarray.
  let input = u8;
  const inputView = (at) =>
    input.buffer === memory.buffer && input.byteOffset === at ? input : (input = new Uint8Array(memory.buffer, at));

  /** Write strings back to back at the start of the input buffer (after `header` bytes). */
  function write(strings, header = 0) {
    let cap = header;
    for (const s of strings) cap += maxBytes(s);
    const at = wasm.buffer(cap) >>> 0;
    const view = inputView(at); // after buffer(): it may have grown memory
    const lengths = [];
    let p = header;
    for (const s of strings) {
      const n = encodeInto(s, view, p);
      lengths.push(n);
      p += n;
    }
    return { at, lengths };
  }

  const outputAscii = () => {
    const start = slot(0);
    return decodeAscii(bytes(), start, start + slot(1));
  };

  /** The href and offsets of the URL a successful call left in the result array. */
  function context() {
    const w = words();
    const r = resultAt;
    const start = w[r];
    return {
      href: decodeAscii(bytes(), start, start + w[r + 1]),
      protocolEnd: w[r + 2],
      usernameEnd: w[r + 3],
      hostStart: w[r + 4],
      hostEnd: w[r + 5],
      port: w[r + 6],
      pathnameStart: w[r + 7],
      searchStart: w[r + 8],
      hashStart: w[r + 9],
      schemeType: w[r + 10],
      hostKind: w[r + 11],
    };
  }

  let failure = "";
  const fail = () => {
    failure = outputAscii();
    return null;
  };

  return {
    /** Reason for the last failed call (for error messages). */
    get failure() {
      return failure;
    },

    /** API URL parser: a Context, or null on failure. `base` undefined = no base. */
    parse(input, base) {
      const { lengths } = write(base === undefined ? [input] : [input, base]);
      const ok = wasm.parse(lengths[0], base === undefined ? NO_BASE : lengths[1]);
      return ok ? context() : fail();
    },

    canParse(input, base) {
      const { lengths } = write(base === undefined ? [input] : [input, base]);
      return wasm.can_parse(lengths[0], base === undefined ? NO_BASE : lengths[1]) !== 0;
    },

    /** Run setter `code` (0 href … 9 hash) on the URL of Context `c`: a new Context, or null on failure. */
    set(code, c, value) {
      const { lengths } = write([c.href, value]);
      // The URL's offsets go back in the result array, so wasm need not parse the href again
      // (it checks them against the href, and parses only if they do not match).
      const w = words();
      const r = resultAt;
      w[r + 2] = c.protocolEnd;
      w[r + 3] = c.usernameEnd;
      w[r + 4] = c.hostStart;
      w[r + 5] = c.hostEnd;
      w[r + 6] = c.port;
      w[r + 7] = c.pathnameStart;
      w[r + 8] = c.searchStart;
      w[r + 9] = c.hashStart;
      w[r + 10] = c.schemeType;
      w[r + 11] = c.hostKind;
      return wasm.set(code, lengths[0], lengths[1]) ? context() : fail();
    },

    origin(href) {
      const { lengths } = write([href]);
      return wasm.origin(lengths[0]) ? outputAscii() : "null";
    },

    hostToUnicode(href) {
      const { lengths } = write([href]);
      if (!wasm.host_to_unicode(lengths[0])) return fail();
      const start = slot(0);
      return decodeUtf8(bytes(), start, start + slot(1));
    },

    /** application/x-www-form-urlencoded parser: a list of [name, value] pairs. */
    formParse(input) {
      if (input === "") return [];
      const { lengths } = write([input]);
      wasm.form_parse(lengths[0]);
      const w = words();
      const view = bytes();
      let p = w[resultAt];
      const end = p + w[resultAt + 1];
      const lensAt = w[resultAt + 2] >>> 2;
      const count = w[resultAt + 3];
      const list = [];
      if (isAscii(view, p, end)) {
        // One decode, then slices: byte offsets are UTF-16 offsets.
        const all = decodeAscii(view, p, end);
        let q = 0;
        for (let i = 0; i < count; i += 2) {
          const n = w[lensAt + i];
          const v = w[lensAt + i + 1];
          list.push([all.slice(q, q + n), all.slice(q + n, q + n + v)]);
          q += n + v;
        }
        return list;
      }
      for (let i = 0; i < count; i += 2) {
        const n = w[lensAt + i];
        const v = w[lensAt + i + 1];
        list.push([decodeUtf8(view, p, p + n), decodeUtf8(view, p + n, p + n + v)]);
        p += n + v;
      }
      return list;
    },

    /** application/x-www-form-urlencoded serializer of a list of [name, value] pairs. */
    formSerialize(list) {
      if (list.length === 0) return "";
      const strings = [];
      for (const [name, value] of list) strings.push(name, value);
      const header = 4 * strings.length;
      const { at, lengths } = write(strings, header);
      const view = inputView(at);
      for (let i = 0; i < lengths.length; i++) {
        const n = lengths[i];
        const o = 4 * i; // the input buffer is a Vec<u8>: maybe unaligned, write bytes
        view[o] = n & 0xff;
        view[o + 1] = (n >>> 8) & 0xff;
        view[o + 2] = (n >>> 16) & 0xff;
        view[o + 3] = n >>> 24;
      }
      wasm.form_serialize(strings.length);
      return outputAscii();
    },
  };
}

export { RESULT_LEN };
