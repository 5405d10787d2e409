// The wasm boundary (contract: src/wasm.rs module docs; the numbers: contract.mjs). Strings go in
// as UTF-8 in the shared input buffer, results come back as (address, length) plus component
// offsets in the result array. No parsing logic here: this file only moves bytes.
import { Context } from "../context.mjs";
import {
  ArrayPrototypePush,
  StringPrototypeSlice,
  TypeErrorCtor,
  Uint8ArrayCtor,
  Uint32ArrayCtor,
} from "../primordials.mjs";
import {
  NO_BASE,
  OFFSETS_WITH_HREF,
  OFFSETS_WITH_LAST_OUTPUT,
  SAME_BASE,
  SLOT_COMMON_PREFIX,
  SLOT_COMMON_SUFFIX,
  SLOT_FORM_LENGTHS,
  SLOT_FORM_LENGTHS_LEN,
  SLOT_HASH_START,
  SLOT_HOST_END,
  SLOT_HOST_KIND,
  SLOT_HOST_START,
  SLOT_LIST,
  SLOT_LIST_LEN,
  SLOT_OUTPUT,
  SLOT_OUTPUT_LEN,
  SLOT_PATHNAME_START,
  SLOT_PORT,
  SLOT_PROTOCOL_END,
  SLOT_SCHEME_TYPE,
  SLOT_SEARCH_START,
  SLOT_USERNAME_END,
  STATUS_FAILURE,
  STATUS_INPUT_IS_HREF,
  STATUS_SUCCESS,
} from "./contract.mjs";
import { defaultCodec, isAscii, maxBytes } from "../codecs/utf8.mjs";

/** Whether a view of `memory` is stale (memory grew since it was made): WebAssembly.Memory then
 * detaches its ArrayBuffer, and a detached view has length 0, a much cheaper test than reading
 * `memory.buffer` (a getter); the JS build (scripts/wasm2js.mjs) replaces its ArrayBuffer and
 * leaves the old one attached, so there the test compares the buffer itself. */
export function staleTest(memory) {
  return typeof WebAssembly === "object" && memory instanceof WebAssembly.Memory
    ? (view) => view.length === 0
    : (view) => view.buffer !== memory.buffer;
}

/** How many calls into the wasm instance a caller other than Bridge has made (urlpattern-bridge.mjs,
 * which shares the instance): such a call may move the input buffer (the `buffer` export grows it)
 * and overwrite it, the output and the base wasm keeps, so Bridge asks for the buffer's address
 * again and forgets what it knew wasm held (#sync). */
let foreignCalls = 0;

/** How many times Bridge has asked wasm to grow the input buffer, which may move it: the other
 * caller asks for the buffer's address again only when this has changed since its last call. */
export let inputGrowths = 0;

/** Say that a caller other than Bridge is about to call into the wasm instance. */
export function noteForeignCall() {
  foreignCalls++;
}

/**
 * The raw exports of an instantiated url_wasm_bg.wasm (must include `memory`), with strings in
 * and out. `codec`: the string transcoders (utf8.mjs defaultCodec, or bufferCodec in Node).
 */
export class Bridge {
  #wasm;
  #memory;
  #encode;
  #decodeAscii;
  #decodeUtf8;
  /** parse's `splice` argument: 1 to splice the href from the bytes it shares with the input and
   * the base, 0 to decode it whole (the codecs' `wholeHref`). */
  #splice;
  // Views of all of memory, made again when memory has grown (#stale: staleTest).
  #stale;
  #u8;
  #u32;
  /** The index of the result array in #u32 (it is 4-byte aligned). */
  #r;
  // The input buffer: its address changes only when buffer() grows it, so JS remembers the address
  // and the capacity it asked for, and calls buffer() only to grow. #input views memory from there
  // (so that a codec writing at offset 0 needs no subarray).
  #inputAt;
  #inputCap = 0;
  #input;
  /** The base string of the last parse or canParse that had one: wasm keeps it. */
  #lastBase = undefined;
  // Hrefs whose bytes are in wasm memory right now, so that a setter on that URL need not send
  // its href again: the output of the last parse with STATUS_SUCCESS or set (#outputHref), or the
  // input of the last parse with STATUS_INPUT_IS_HREF (#bufferHref, its #bufferLen bytes at the
  // start of the input buffer). Or null: every call clears both first.
  #outputHref = null;
  #bufferHref = null;
  #bufferLen = 0;
  #failure = "";
  /** foreignCalls when this bridge last looked. */
  #foreignCalls = foreignCalls;

  constructor(wasm, codec = defaultCodec) {
    const memory = wasm.memory;
    if (!(memory?.buffer instanceof ArrayBuffer)) {
      throw new TypeErrorCtor("url-wasm: the wasm instance does not export its memory");
    }
    this.#stale = staleTest(memory);
    this.#wasm = wasm;
    this.#memory = memory;
    /** The codec given (for runtime.mjs instanceCodec); the calls below use its functions. */
    this.codec = codec;
    this.#encode = codec.write;
    this.#decodeAscii = codec.ascii;
    this.#decodeUtf8 = codec.utf8;
    this.#splice = codec.wholeHref === true ? 0 : 1;
    this.#u8 = new Uint8ArrayCtor(memory.buffer);
    this.#u32 = new Uint32ArrayCtor(memory.buffer);
    this.#r = (wasm.result() >>> 0) >>> 2;
    this.#inputAt = wasm.buffer(0) >>> 0;
    this.#input = new Uint8ArrayCtor(memory.buffer, this.#inputAt);
  }

  /** Reason for the last failed call (for error messages). */
  get failure() {
    return this.#failure;
  }

  /** API URL parser: Context `c` filled, or null on failure. `base` undefined = no base. */
  parse(input, base, c = new Context()) {
    this.#sync();
    this.#forget();
    const baseLen = this.#writeBase(base, input);
    const inputLen = this.#writeInput(input, baseLen);
    const status = this.#wasm.parse(inputLen, baseLen, this.#splice);
    if (status === STATUS_INPUT_IS_HREF) {
      // The input is already its own href (ASCII, nothing to decode). When the base was not
      // sent, its bytes stay at the start of the buffer.
      if (baseLen === NO_BASE || baseLen === SAME_BASE) {
        this.#bufferHref = input;
        this.#bufferLen = inputLen;
      }
      return this.#readContext(input, c);
    }
    if (status !== STATUS_SUCCESS) return this.#fail();
    // The href shares its start with the base (the input without a base) and its end with the input.
    const href = this.#splice === 1 ? this.#spliced(base ?? input, input) : this.#output(this.#decodeAscii);
    this.#outputHref = href;
    return this.#readContext(href, c);
  }

  canParse(input, base) {
    this.#sync();
    this.#forget();
    const baseLen = this.#writeBase(base, input);
    return this.#wasm.can_parse(this.#writeInput(input, baseLen), baseLen) === STATUS_SUCCESS;
  }

  /** Run setter `code` (contract.mjs SETTER) on the URL of Context `c`, updating `c` in place
   * (each URL owns its Context); false, and `c` unchanged, on failure. */
  set(code, c, value) {
    this.#sync();
    const href = c.current();
    let mode = OFFSETS_WITH_HREF; // the href is at the start of the input buffer
    let hrefLen;
    let valueLen;
    if (href === this.#outputHref) {
      mode = OFFSETS_WITH_LAST_OUTPUT;
      hrefLen = 0;
      valueLen = this.#encode(value, this.#reserve(maxBytes(value)), 0);
    } else if (href === this.#bufferHref) {
      hrefLen = this.#bufferLen;
      valueLen = this.#encode(value, this.#reserve(hrefLen + maxBytes(value)), hrefLen);
    } else {
      const view = this.#reserve(maxBytes(href) + maxBytes(value));
      hrefLen = this.#encode(href, view, 0);
      valueLen = this.#encode(value, view, hrefLen);
    }
    this.#forget();
    this.#writeComponents(c);
    if (this.#wasm.set(code, hrefLen, valueLen, mode) === STATUS_FAILURE) {
      this.#fail();
      return false;
    }
    // The new href shares both ends with the old one.
    this.#outputHref = this.#spliced(href, href);
    this.#readContext(this.#outputHref, c);
    return true;
  }

  origin(href) {
    this.#sync();
    this.#forget();
    return this.#wasm.origin(this.#write(href)) === STATUS_SUCCESS ? this.#output(this.#decodeAscii) : "null";
  }

  /** application/x-www-form-urlencoded parser: a flat list [name0, value0, name1, …]. */
  formParse(s) {
    this.#sync();
    this.#forget();
    if (s === "") return [];
    this.#wasm.form_parse(this.#write(s));
    const w = this.#words();
    const view = this.#u8;
    let p = w[this.#r + SLOT_OUTPUT];
    const end = p + w[this.#r + SLOT_OUTPUT_LEN];
    const lensAt = w[this.#r + SLOT_FORM_LENGTHS] >>> 2;
    const count = w[this.#r + SLOT_FORM_LENGTHS_LEN];
    const list = [];
    if (isAscii(view, p, end)) {
      // One decode, then slices: byte offsets are UTF-16 offsets.
      const all = this.#decodeAscii(view, p, end);
      let q = 0;
      for (let i = 0; i < count; i++) {
        const n = w[lensAt + i];
        ArrayPrototypePush(list, StringPrototypeSlice(all, q, q + n));
        q += n;
      }
      return list;
    }
    for (let i = 0; i < count; i++) {
      const n = w[lensAt + i];
      ArrayPrototypePush(list, this.#decodeUtf8(view, p, p + n));
      p += n;
    }
    return list;
  }

  /** application/x-www-form-urlencoded serializer of a flat list [name0, value0, name1, …]. */
  formSerialize(list) {
    this.#sync();
    this.#forget();
    if (list.length === 0) return "";
    const count = list.length;
    let cap = 4 * count;
    for (let i = 0; i < count; i++) cap += maxBytes(list[i]);
    const view = this.#reserve(cap);
    let p = 4 * count;
    for (let i = 0; i < count; i++) {
      const n = this.#encode(list[i], view, p);
      p += n;
      const o = 4 * i; // the input buffer is a Vec<u8>: maybe unaligned, write bytes
      view[o] = n & 0xff;
      view[o + 1] = (n >>> 8) & 0xff;
      view[o + 2] = (n >>> 16) & 0xff;
      view[o + 3] = n >>> 24;
    }
    this.#wasm.form_serialize(count);
    return this.#output(this.#decodeAscii);
  }

  /**
   * For the exports beyond the classes (tools.mjs, whatwg-url/): write `strings` back to back (an
   * undefined one is not written and passes NO_BASE as its length), and the offsets of Context
   * `components` when given (as `set` does), call export `name` with the byte lengths and then
   * `args`, and return its status, its output (UTF-8) and the u32 words it listed at SLOT_LIST
   * (address) and SLOT_LIST_LEN (count).
   */
  call(name, strings, args = [], components = null) {
    this.#sync();
    const exported = this.#wasm[name];
    if (!exported) throw new TypeError(`url-wasm: no ${name} in this wasm (use url-wasm/tools)`);
    this.#forget();
    const view = this.#reserve(strings.reduce((n, s) => n + maxBytes(s ?? ""), 0));
    let at = 0;
    const lengths = strings.map((s) => {
      if (s === undefined) return NO_BASE;
      const n = this.#encode(s, view, at);
      at += n;
      return n;
    });
    if (components !== null) this.#writeComponents(components);
    const status = exported(...lengths, ...args);
    const text = this.#output(this.#decodeUtf8);
    const w = this.#words();
    const from = w[this.#r + SLOT_LIST] >>> 2;
    return { status, text, words: Array.from(w.subarray(from, from + w[this.#r + SLOT_LIST_LEN])) };
  }

  /** The input view with room for `bytes` bytes (growing the buffer when needed). */
  #reserve(bytes) {
    if (bytes > this.#inputCap) {
      inputGrowths++;
      this.#inputAt = this.#wasm.buffer(bytes) >>> 0;
      this.#inputCap = bytes;
      this.#input = new Uint8ArrayCtor(this.#memory.buffer, this.#inputAt);
    } else if (this.#stale(this.#input)) {
      this.#input = new Uint8ArrayCtor(this.#memory.buffer, this.#inputAt);
    }
    return this.#input;
  }

  /** After another caller's calls into wasm (foreignCalls): the input buffer's address again, and
   * nothing known about what wasm holds (the last base, an href in the input buffer or output). */
  #sync() {
    if (this.#foreignCalls === foreignCalls) return;
    this.#foreignCalls = foreignCalls;
    this.#lastBase = undefined;
    this.#outputHref = null;
    this.#bufferHref = null;
    this.#inputAt = this.#wasm.buffer(this.#inputCap) >>> 0;
    this.#input = new Uint8ArrayCtor(this.#memory.buffer, this.#inputAt);
  }

  /** Write one string at the start of the input buffer; returns its byte length. */
  #write(s) {
    return this.#encode(s, this.#reserve(maxBytes(s)), 0);
  }

  /** The first step of writing the arguments of parse and canParse, with room for `input` after
   * it: the base (when given) first, as it is usually the longer string and a string at offset 0
   * is the cheapest to encode. Returns the `base_len` argument: its byte length, NO_BASE without a
   * base, or SAME_BASE for the base string of the last call that had one, which wasm keeps (as
   * when a page resolves many links against one base URL). */
  #writeBase(base, input) {
    if (base === undefined || base === this.#lastBase) {
      this.#reserve(maxBytes(input));
      return base === undefined ? NO_BASE : SAME_BASE;
    }
    this.#lastBase = base;
    return this.#encode(base, this.#reserve(maxBytes(base) + maxBytes(input)), 0);
  }

  /** The second step: the input, after the base if it was sent; returns its byte length. */
  #writeInput(input, baseLen) {
    return this.#encode(input, this.#input, baseLen === NO_BASE || baseLen === SAME_BASE ? 0 : baseLen);
  }

  /** The u32 view of memory, re-acquired if memory grew (after a call). */
  #words() {
    if (this.#stale(this.#u8)) {
      this.#u8 = new Uint8ArrayCtor(this.#memory.buffer);
      this.#u32 = new Uint32ArrayCtor(this.#memory.buffer);
    }
    return this.#u32;
  }

  /** The output href (ASCII): its SLOT_COMMON_PREFIX leading code units sliced from `startsLike`,
   * its SLOT_COMMON_SUFFIX trailing ones from `endsLike`, and only the bytes between decoded. */
  #spliced(startsLike, endsLike) {
    const w = this.#words();
    const r = this.#r;
    const start = w[r + SLOT_OUTPUT];
    const prefix = w[r + SLOT_COMMON_PREFIX];
    const suffix = w[r + SLOT_COMMON_SUFFIX];
    const middle = this.#decodeAscii(this.#u8, start + prefix, start + w[r + SLOT_OUTPUT_LEN] - suffix);
    return (
      StringPrototypeSlice(startsLike, 0, prefix) + middle + StringPrototypeSlice(endsLike, endsLike.length - suffix)
    );
  }

  /** The output of the last call. */
  #output(decode) {
    const w = this.#words();
    const start = w[this.#r + SLOT_OUTPUT];
    return decode(this.#u8, start, start + w[this.#r + SLOT_OUTPUT_LEN]);
  }

  #fail() {
    this.#failure = this.#output(this.#decodeAscii);
    return null;
  }

  #forget() {
    this.#outputHref = this.#bufferHref = null;
  }

  /** Context `c` = `href` and the offsets a successful call left in the result array; returns `c`. */
  #readContext(href, c) {
    const w = this.#words();
    const r = this.#r;
    c.href = href;
    c.protocolEnd = w[r + SLOT_PROTOCOL_END];
    c.usernameEnd = w[r + SLOT_USERNAME_END];
    c.hostStart = w[r + SLOT_HOST_START];
    c.hostEnd = w[r + SLOT_HOST_END];
    c.port = w[r + SLOT_PORT];
    c.pathnameStart = w[r + SLOT_PATHNAME_START];
    c.searchStart = w[r + SLOT_SEARCH_START];
    c.hashStart = w[r + SLOT_HASH_START];
    c.schemeType = w[r + SLOT_SCHEME_TYPE];
    c.hostKind = w[r + SLOT_HOST_KIND];
    return c;
  }

  /** The offsets of Context `c` into the result array, so that wasm need not parse its href again
   * (it checks them against the href, and parses only if they do not match). */
  #writeComponents(c) {
    const w = this.#words();
    const r = this.#r;
    w[r + SLOT_PROTOCOL_END] = c.protocolEnd;
    w[r + SLOT_USERNAME_END] = c.usernameEnd;
    w[r + SLOT_HOST_START] = c.hostStart;
    w[r + SLOT_HOST_END] = c.hostEnd;
    w[r + SLOT_PORT] = c.port;
    w[r + SLOT_PATHNAME_START] = c.pathnameStart;
    w[r + SLOT_SEARCH_START] = c.searchStart;
    w[r + SLOT_HASH_START] = c.hashStart;
    w[r + SLOT_SCHEME_TYPE] = c.schemeType;
    w[r + SLOT_HOST_KIND] = c.hostKind;
  }
}
