// The wasm boundary (contract: src/wasm.rs module docs). Strings go in as UTF-8 in the shared input
// buffer, results come back as (address, length) plus component offsets in the result array.
// No parsing logic here: this file only moves bytes.
import { defaultCodec, isAscii, maxBytes } from "../codecs/utf8.mjs";

const NO_BASE = 0xffffffff;
const SAME_BASE = 0xfffffffe;
const RESULT_LEN = 14;

/**
 * A parsed URL as the JS classes keep it: the href (ASCII) and the component offsets
 * documented in src/components.rs. Getters slice `href`; nothing here lives in wasm.
 * @typedef {{ href: string, protocolEnd: number, usernameEnd: number, hostStart: number,
 *   hostEnd: number, port: number, pathnameStart: number, searchStart: number,
 *   hashStart: number, schemeType: number, hostKind: number }} Context
 */

/** Context values (src/components.rs): an absent port, query or fragment; `schemeType` (SchemeType)
 * and `hostKind` (HostKind) codes. */
export const OMITTED = 0xffffffff;
export const SCHEME_NOT_SPECIAL = 0;
export const SCHEME_FILE = 6;
export const HOST_NULL = 0;
export const HOST_EMPTY = 1;
export const HOST_DOMAIN = 2;

/**
 * Wrap the raw exports of an instantiated url_wasm_bg.wasm (must include `memory`).
 * `codec`: the string transcoders (utf8.mjs defaultCodec, or bufferCodec in Node).
 */
export function createBridge(wasm, codec = defaultCodec) {
  const memory = wasm.memory;
  if (!(memory instanceof WebAssembly.Memory)) {
    throw new TypeError("url-wasm: the wasm instance does not export its memory");
  }
  const { write: encode, ascii: decodeAscii, utf8: decodeUtf8 } = codec;

  // Views of all of memory. Growing memory detaches its ArrayBuffer, and a detached view has
  // length 0: that test is much cheaper than reading `memory.buffer` (a getter) on every call.
  let u8 = new Uint8Array(memory.buffer);
  let u32 = new Uint32Array(memory.buffer);
  const refresh = () => {
    u8 = new Uint8Array(memory.buffer);
    u32 = new Uint32Array(memory.buffer);
  };
  const r = (wasm.result() >>> 0) >>> 2; // index of the result array in u32 (4-byte aligned)

  // The input buffer: its address changes only when buffer() grows it, so JS remembers the address
  // and the capacity it asked for, and calls buffer() only to grow. `input` views memory from there
  // (so that a codec writing at offset 0 needs no subarray).
  let inputAt = wasm.buffer(0) >>> 0;
  let inputCap = 0;
  let input = new Uint8Array(memory.buffer, inputAt);

  /** The input view with room for `bytes` bytes (growing the buffer when needed). */
  function reserve(bytes) {
    if (bytes > inputCap) {
      inputAt = wasm.buffer(bytes) >>> 0;
      inputCap = bytes;
      input = new Uint8Array(memory.buffer, inputAt);
    } else if (input.length === 0) {
      input = new Uint8Array(memory.buffer, inputAt);
    }
    return input;
  }

  /** Write one string at the start of the input buffer; returns its byte length. */
  function write1(s) {
    return encode(s, reserve(maxBytes(s)), 0);
  }

  /** Write two strings back to back; their byte lengths go to len1 and len2 (no array per call). */
  let len1 = 0;
  let len2 = 0;
  function write2(a, b) {
    const view = reserve(maxBytes(a) + maxBytes(b));
    len1 = encode(a, view, 0);
    len2 = encode(b, view, len1);
  }

  /** The arguments of parse and canParse: the base (when given) first, as it is usually the longer
   * string and a string at offset 0 is the cheapest to encode; len1 = NO_BASE without one, and
   * SAME_BASE when it is the base string of the last call that had one, which wasm keeps (as when
   * a page resolves many links against one base URL). */
  let lastBase;
  function writeBaseAndInput(base, input) {
    if (base === undefined || base === lastBase) {
      len1 = base === undefined ? NO_BASE : SAME_BASE;
      len2 = write1(input);
    } else {
      write2(base, input);
      lastBase = base;
    }
  }

  /** The output of the last call (after it: the call may have grown memory). */
  function output(decode) {
    if (u8.length === 0) refresh();
    const start = u32[r];
    return decode(u8, start, start + u32[r + 1]);
  }

  // Hrefs whose bytes are in wasm memory right now, so that a setter on that URL need not send
  // its href again: the output of the last parse with status 1 or set (outputHref), or the input
  // of the last parse with status 2 (bufferHref, at the start of the input buffer). Or null:
  // every call clears both first.
  let outputHref = null;
  let bufferHref = null;
  let bufferLen = 0;
  const forget = () => {
    outputHref = bufferHref = null;
  };

  /** The href and offsets of the URL a successful call left in the result array, into `c` (a new
   * Context when omitted). `href`: the href when the caller has it already (status 2: it is the
   * input), else decoded from memory. */
  function context(href, c = {}) {
    if (u8.length === 0) refresh();
    const w = u32;
    if (href === undefined) {
      const start = w[r];
      href = outputHref = decodeAscii(u8, start, start + w[r + 1]);
    }
    c.href = href;
    c.protocolEnd = w[r + 2];
    c.usernameEnd = w[r + 3];
    c.hostStart = w[r + 4];
    c.hostEnd = w[r + 5];
    c.port = w[r + 6];
    c.pathnameStart = w[r + 7];
    c.searchStart = w[r + 8];
    c.hashStart = w[r + 9];
    c.schemeType = w[r + 10];
    c.hostKind = w[r + 11];
    return c;
  }

  let failure = "";
  const fail = () => {
    failure = output(decodeAscii);
    return null;
  };

  return {
    /** Reason for the last failed call (for error messages). */
    get failure() {
      return failure;
    },

    /** API URL parser: a Context, or null on failure. `base` undefined = no base. */
    parse(input, base) {
      forget();
      writeBaseAndInput(base, input);
      const status = wasm.parse(len2, len1);
      if (status === 2) {
        // The input is already its own href (ASCII, nothing to decode). When the base was not
        // sent, its bytes stay at the start of the buffer.
        if (len1 === NO_BASE || len1 === SAME_BASE) {
          bufferHref = input;
          bufferLen = len2;
        }
        return context(input);
      }
      if (status !== 1 || base === undefined) return status === 1 ? context() : fail();
      // The href shares result[12] leading bytes (ASCII) with the base: decode only the rest.
      if (u8.length === 0) refresh();
      const start = u32[r];
      const prefix = u32[r + 12];
      const href = base.slice(0, prefix) + decodeAscii(u8, start + prefix, start + u32[r + 1]);
      outputHref = href;
      return context(href);
    },

    canParse(input, base) {
      forget();
      writeBaseAndInput(base, input);
      return wasm.can_parse(len2, len1) !== 0;
    },

    /** Run setter `code` (0 href … 9 hash) on the URL of Context `c`, updating `c` in place
     * (each URL owns its Context); false, and `c` unchanged, on failure. */
    set(code, c, value) {
      const href = c.href;
      let mode = 1; // 1: the href is at the start of the input buffer; 2: it is the output
      if (href === outputHref) {
        mode = 2;
        len1 = 0;
        len2 = write1(value);
      } else if (href === bufferHref) {
        len1 = bufferLen;
        len2 = encode(value, reserve(len1 + maxBytes(value)), len1);
      } else {
        write2(href, value);
      }
      forget();
      // The URL's offsets go back in the result array, so wasm need not parse the href again
      // (it checks them against the href, and parses only if they do not match).
      if (u8.length === 0) refresh();
      const w = u32;
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
      if (!wasm.set(code, len1, len2, mode)) {
        fail();
        return false;
      }
      // The new href = what it shares with the old one at both ends + the bytes in between.
      if (u8.length === 0) refresh();
      const start = u32[r];
      const prefix = u32[r + 12];
      const suffix = u32[r + 13];
      const middle = decodeAscii(u8, start + prefix, start + u32[r + 1] - suffix);
      context(href.slice(0, prefix) + middle + href.slice(href.length - suffix), c);
      outputHref = c.href;
      return true;
    },

    origin(href) {
      forget();
      return wasm.origin(write1(href)) ? output(decodeAscii) : "null";
    },

    /** application/x-www-form-urlencoded parser: a flat list [name0, value0, name1, …]. */
    formParse(s) {
      forget();
      if (s === "") return [];
      wasm.form_parse(write1(s));
      if (u8.length === 0) refresh();
      const w = u32;
      const view = u8;
      let p = w[r];
      const end = p + w[r + 1];
      const lensAt = w[r + 2] >>> 2;
      const count = w[r + 3];
      const list = [];
      if (isAscii(view, p, end)) {
        // One decode, then slices: byte offsets are UTF-16 offsets.
        const all = decodeAscii(view, p, end);
        let q = 0;
        for (let i = 0; i < count; i++) {
          const n = w[lensAt + i];
          list.push(all.slice(q, q + n));
          q += n;
        }
        return list;
      }
      for (let i = 0; i < count; i++) {
        const n = w[lensAt + i];
        list.push(decodeUtf8(view, p, p + n));
        p += n;
      }
      return list;
    },

    /**
     * For the exports beyond the classes (tools.mjs): write `strings` back to back (an undefined
     * one is not written and passes NO_BASE as its length), call export `name` with their byte
     * lengths and then `args`, and return its status, its output (UTF-8) and the u32 words it
     * listed at result[2] (address) and result[3] (count).
     */
    call(name, strings, args = []) {
      forget();
      let cap = 0;
      for (const s of strings) if (s !== undefined) cap += maxBytes(s);
      const view = reserve(cap);
      let at = 0;
      const lengths = strings.map((s) => {
        if (s === undefined) return NO_BASE;
        const n = encode(s, view, at);
        at += n;
        return n;
      });
      const status = wasm[name](...lengths, ...args);
      const text = output(decodeUtf8);
      const from = u32[r + 2] >>> 2;
      return { status, text, words: Array.from(u32.subarray(from, from + u32[r + 3])) };
    },

    /** application/x-www-form-urlencoded serializer of a flat list [name0, value0, name1, …]. */
    formSerialize(list) {
      forget();
      if (list.length === 0) return "";
      const count = list.length;
      let cap = 4 * count;
      for (let i = 0; i < count; i++) cap += maxBytes(list[i]);
      const view = reserve(cap);
      let p = 4 * count;
      for (let i = 0; i < count; i++) {
        const n = encode(list[i], view, p);
        p += n;
        const o = 4 * i; // the input buffer is a Vec<u8>: maybe unaligned, write bytes
        view[o] = n & 0xff;
        view[o + 1] = (n >>> 8) & 0xff;
        view[o + 2] = (n >>> 16) & 0xff;
        view[o + 3] = n >>> 24;
      }
      wasm.form_serialize(count);
      return output(decodeAscii);
    },
  };
}

export { RESULT_LEN };
