// UTF-8 between JS strings and wasm memory.
// Uses TextEncoder/TextDecoder when the runtime has them; otherwise small JS fallbacks, so that the
// package also runs where only ECMAScript globals + WebAssembly exist (e.g. a Node `vm` context).
// https://encoding.spec.whatwg.org/#utf-8-encoder, https://encoding.spec.whatwg.org/#utf-8-decoder

import {
  ArrayPrototypePush,
  charCodeAtIsBuiltin,
  hostMethod,
  MathMin,
  ReflectApply,
  StringFromCharCode,
  StringPrototypeCharCodeAt,
  TypedArrayPrototypeSubarray,
} from "../primordials.mjs";

const encoder = typeof TextEncoder === "function" ? new TextEncoder() : null;
// ignoreBOM: "UTF-8 decode without BOM" keeps a leading U+FEFF (the default decoder strips it).
const decoder = typeof TextDecoder === "function" ? new TextDecoder("utf-8", { ignoreBOM: true }) : null;
// Their methods, taken now (primordials.mjs).
const encoderEncodeInto = hostMethod(encoder && TextEncoder.prototype, "encodeInto");
const decoderDecode = hostMethod(decoder && TextDecoder.prototype, "decode");
const CHUNK = 0x2000;
/** Up to SHORT code units (bytes), a JS loop beats any native encoder or decoder, whose call
 * alone costs ~100 ns (measured on Node 18-24). */
const SHORT = 8;
/** Up to ASCII_LOOP code units, defaultCodec (browsers) writes with a JS loop: in Chromium a
 * TextEncoder.encodeInto call costs ~190 ns at any length, and the loop wins up to ~100 code
 * units (measured on Chromium 156: 16 units 53 vs 189 ns, 64 units 166 vs 225 ns, 128 units
 * 326 vs 287 ns). Past the first non-ASCII code unit the loop goes on with encodeSlow's UTF-8
 * (a CPU profile of messy URLs in Chromium 156 had encodeInto at 8% of parse). Node's
 * bufferCodec keeps SHORT (its encodeInto costs ~30 ns a call). */
const ASCII_LOOP = 64;
/** Up to ASCII_DECODE_LOOP bytes, defaultCodec (browsers) decodes ASCII in JS (shortAscii): in
 * Chromium a TextDecoder.decode call costs ~350-700 ns at any length, and shortAscii wins up to
 * ~64-96 bytes (measured on Chromium 156, a string then read: 24 bytes 255-270 vs 595-700 ns,
 * 64 bytes 515-540 vs 595-625 ns, 96 bytes 465-695 vs 535-550 ns; one String.fromCharCode call
 * per byte took 570-665 ns at 24 bytes). Node's bufferCodec keeps SHORT. */
const ASCII_DECODE_LOOP = 64;

/** Bytes needed at most to encode `s` (3 per UTF-16 code unit covers surrogate pairs too). */
export function maxBytes(s) {
  return s.length * 3;
}

/**
 * Encode `s` as UTF-8 into `bytes` at `at`; lone surrogates become U+FFFD (USVString semantics).
 * The caller reserved maxBytes(s) bytes. Returns the number of bytes written. ASCII strings of up
 * to `loop` code units are written by a JS loop (defaultCodec, for browsers: ASCII_LOOP).
 */
export function encodeInto(s, bytes, at, loop = SHORT) {
  // A JS loop for ASCII strings of up to `loop` code units; TextEncoder for the others (without
  // TextEncoder the loop is all there is).
  const n = s.length;
  if (n <= loop || encoder === null) {
    const builtin = charCodeAtIsBuiltin();
    let i = 0;
    for (; i < n; i++) {
      const c = builtin ? s.charCodeAt(i) : StringPrototypeCharCodeAt(s, i);
      if (c >= 0x80) break;
      bytes[at + i] = c;
    }
    if (i === n) return n;
    if (encoder === null || loop > SHORT) return i + encodeSlow(s, i, bytes, at + i);
  }
  return encoderEncodeInto(encoder, s, at === 0 ? bytes : TypedArrayPrototypeSubarray(bytes, at)).written;
}

/** UTF-8 of s[from..] into `bytes` at `start`; returns the number of bytes written. */
export function encodeSlow(s, from, bytes, start) {
  let p = start;
  for (let i = from; i < s.length; i++) {
    let c = StringPrototypeCharCodeAt(s, i);
    if (c < 0x80) {
      bytes[p++] = c;
      continue;
    }
    if (c < 0x800) {
      bytes[p++] = 0xc0 | (c >> 6);
      bytes[p++] = 0x80 | (c & 0x3f);
      continue;
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      const d = i + 1 < s.length ? StringPrototypeCharCodeAt(s, i + 1) : 0;
      if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
        bytes[p++] = 0xf0 | (cp >> 18);
        bytes[p++] = 0x80 | ((cp >> 12) & 0x3f);
        bytes[p++] = 0x80 | ((cp >> 6) & 0x3f);
        bytes[p++] = 0x80 | (cp & 0x3f);
        continue;
      }
      c = 0xfffd; // lone surrogate
    }
    bytes[p++] = 0xe0 | (c >> 12);
    bytes[p++] = 0x80 | ((c >> 6) & 0x3f);
    bytes[p++] = 0x80 | (c & 0x3f);
  }
  return p - start;
}

/** ASCII bytes to a string with String.fromCharCode, eight bytes a call (a third of the time of
 * a call per byte, in Chromium 156 from 24 bytes on, and an eighth of the concatenations). */
function shortAscii(bytes, start, end) {
  let out = "";
  let i = start;
  for (; i + 8 <= end; i += 8) {
    out += StringFromCharCode(
      bytes[i],
      bytes[i + 1],
      bytes[i + 2],
      bytes[i + 3],
      bytes[i + 4],
      bytes[i + 5],
      bytes[i + 6],
      bytes[i + 7],
    );
  }
  for (; i < end; i++) out += StringFromCharCode(bytes[i]);
  return out;
}

/** Decode bytes known to be ASCII (an href, an origin, a serialized query, an error message). */
export function decodeAscii(bytes, start, end, loop = SHORT) {
  if (end - start <= loop) return shortAscii(bytes, start, end);
  if (decoder !== null) return decoderDecode(decoder, TypedArrayPrototypeSubarray(bytes, start, end)); // fastest, and exact for ASCII
  let out = "";
  for (let i = start; i < end; i += CHUNK) {
    out += ReflectApply(StringFromCharCode, null, TypedArrayPrototypeSubarray(bytes, i, MathMin(end, i + CHUNK)));
  }
  return out;
}

/** True when bytes[start..end) are all ASCII. */
export function isAscii(bytes, start, end) {
  for (let i = start; i < end; i++) if (bytes[i] >= 0x80) return false;
  return true;
}

/** Decode UTF-8; invalid sequences become U+FFFD (maximal subparts, as the Encoding Standard says). */
export function decodeUtf8(bytes, start, end) {
  if (decoder !== null) return decoderDecode(decoder, TypedArrayPrototypeSubarray(bytes, start, end));
  return isAscii(bytes, start, end) ? decodeAscii(bytes, start, end) : decodeSlow(bytes, start, end);
}

function decodeSlow(bytes, start, end) {
  const units = [];
  let out = "";
  let i = start;
  while (i < end) {
    const b = bytes[i++];
    let cp = 0xfffd;
    if (b < 0x80) {
      cp = b;
    } else if (b >= 0xc2 && b <= 0xf4) {
      // https://encoding.spec.whatwg.org/#utf-8-decoder: the bounds of the second byte depend on the first.
      const need = b < 0xe0 ? 1 : b < 0xf0 ? 2 : 3;
      let lower = 0x80;
      let upper = 0xbf;
      if (b === 0xe0) lower = 0xa0;
      else if (b === 0xed) upper = 0x9f;
      else if (b === 0xf0) lower = 0x90;
      else if (b === 0xf4) upper = 0x8f;
      let value = b & (need === 1 ? 0x1f : need === 2 ? 0x0f : 0x07);
      let seen = 0;
      while (seen < need && i < end) {
        const c = bytes[i];
        if (c < lower || c > upper) break;
        lower = 0x80;
        upper = 0xbf;
        value = (value << 6) | (c & 0x3f);
        i++;
        seen++;
      }
      if (seen === need) cp = value; // else: the maximal subpart is replaced by one U+FFFD
    }
    if (cp >= 0x10000) {
      cp -= 0x10000;
      ArrayPrototypePush(units, 0xd800 + (cp >> 10), 0xdc00 + (cp & 0x3ff));
    } else {
      ArrayPrototypePush(units, cp);
    }
    if (units.length >= CHUNK) {
      out += ReflectApply(StringFromCharCode, null, units);
      units.length = 0;
    }
  }
  return out + ReflectApply(StringFromCharCode, null, units);
}

/**
 * The string codecs of the bridge (bridge.mjs). `write(s, bytes, at)`: encodeInto's contract;
 * `ascii` / `utf8(bytes, start, end)`: decode bytes known to be ASCII / UTF-8; `wholeHref`: true
 * when decoding an href costs about the same at any length, so that parse decodes it all rather
 * than splicing the bytes it shares with the input and the base around the rest (bridge.mjs
 * #spliced).
 */
export const defaultCodec = {
  write: (s, bytes, at) => encodeInto(s, bytes, at, ASCII_LOOP),
  ascii: (bytes, start, end) => decodeAscii(bytes, start, end, ASCII_DECODE_LOOP),
  utf8: decodeUtf8,
};

/**
 * Node: Buffer's native methods take any Uint8Array as `this` plus offsets, so they need no
 * subarray per call (an allocation that costs as much as the transcoding of a short URL):
 * utf8Write for strings after the first (at offset 0, TextEncoder.encodeInto is as fast or faster,
 * Node 18-24), and latin1Slice (exact for ASCII) is 2-3x as fast as TextDecoder for an href.
 * utf8Write replaces lone surrogates by U+FFFD like TextEncoder (the classes pass USVStrings anyway).
 */
export function bufferCodec(Buffer) {
  const utf8Write = hostMethod(Buffer.prototype, "utf8Write");
  const latin1Slice = hostMethod(Buffer.prototype, "latin1Slice");
  return {
    write: (s, bytes, at) => (at === 0 || s.length <= SHORT ? encodeInto(s, bytes, at) : utf8Write(bytes, s, at)),
    ascii: (bytes, start, end) =>
      end - start <= SHORT ? shortAscii(bytes, start, end) : latin1Slice(bytes, start, end),
    utf8: decodeUtf8,
    // A spliced href is a rope of three strings, which V8 flattens (a copy) when a getter first
    // slices it: with the whole href decoded, `components` on the messy lists ran 7-15% faster
    // (Node 20, 3 interleaved pairs) and `parse` as fast. Then wasm stopped computing what it
    // shares with the input (parse's `splice` 0), and decoded whole with a base too: on messy
    // kasztp.txt `parse` went from 1.14x to 1.06x native and `relative` from 0.94x to 0.85x (Node
    // 20, 4 interleaved rounds). In browsers decoding costs by the byte (shortAscii, TextDecoder),
    // and the splice stays.
    wholeHref: true,
  };
}

// Exported for tests of the fallback paths.
export { decodeSlow as _decodeSlow };

/** The decodeAscii fallback (for tests). */
export function _decodeAsciiSlow(bytes, start, end) {
  let out = "";
  for (let i = start; i < end; i += CHUNK) {
    out += ReflectApply(StringFromCharCode, null, TypedArrayPrototypeSubarray(bytes, i, MathMin(end, i + CHUNK)));
  }
  return out;
}
