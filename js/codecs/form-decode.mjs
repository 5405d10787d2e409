// A name or value of the application/x-www-form-urlencoded format, decoded in one pass of JS
// (https://url.spec.whatwg.org/#concept-urlencoded-parser steps 3.4-3.5): Node's entry installs
// it (form-urlencoded.mjs useFormDecoder) in place of decodeURIComponent, a runtime call after a
// regular expression's "+" replacement. `new URLSearchParams("?q=caf%C3%A9&x=1")` went from ~254
// to ~173 ns in Node 20, and the `params` workload on messy node_files.txt from 1.08-1.15x to
// 1.03-1.06x native (3 runs of 3 interleaved rounds). Browsers keep decodeURIComponent: this is
// 0.23 KB gzip that the pages' budget has not got.
import { StringFromCodePoint, StringPrototypeCharCodeAt, StringPrototypeSlice, URIErrorCtor } from "../primordials.mjs";
import { hexValue } from "./percent-encode.mjs";

/**
 * `s[start..end)` with each "+" replaced by a space, then percent-decoded and "UTF-8 decode
 * without BOM" (a leading U+FEFF stays); `seen` 0 when it has neither "%" nor "+". Throws where
 * that needs more than this does, as decodeURIComponent throws: a "%" without two hex digits
 * after it (percent-decode keeps it as it is) or percent-encoded bytes that are not UTF-8 (the
 * decoder's U+FFFD), which the Rust parser then decodes.
 */
export function decodeFormPiece(s, start, end, seen) {
  if (seen === 0) return StringPrototypeSlice(s, start, end);
  let out = "";
  let copied = start;
  for (let i = start; i < end; ) {
    const c = StringPrototypeCharCodeAt(s, i);
    if (c !== 0x25 && c !== 0x2b) {
      i++;
      continue;
    }
    out += StringPrototypeSlice(s, copied, i);
    let b = c === 0x2b ? 0x20 : percentByte(s, i, end);
    i += c === 0x2b ? 1 : 3;
    // A lead byte and the continuation bytes it needs (https://encoding.spec.whatwg.org/#utf-8-decoder);
    // an overlong form, a surrogate or a code point past U+10FFFF is declined after the fact.
    const need = b < 0x80 ? 0 : b < 0xc2 ? -1 : b < 0xe0 ? 1 : b < 0xf0 ? 2 : b < 0xf5 ? 3 : -1;
    if (b < 0 || need < 0) throw decline();
    if (need > 0) b &= 0x3f >> need;
    for (let k = 0; k < need; k++, i += 3) {
      const d = percentByte(s, i, end);
      if ((d & 0xc0) !== 0x80) throw decline();
      b = (b << 6) | (d & 0x3f);
    }
    if (need > 0 && (b < 1 << (need * 5 + 1) || (b >= 0xd800 && b <= 0xdfff) || b > 0x10ffff)) throw decline();
    out += StringFromCodePoint(b);
    copied = i;
  }
  return out + StringPrototypeSlice(s, copied, end);
}

/** The byte of the "%XX" at `s[i]` (before `end`), or -1 when it is not one. */
function percentByte(s, i, end) {
  if (i + 2 >= end || StringPrototypeCharCodeAt(s, i) !== 0x25) return -1;
  const high = hexValue(StringPrototypeCharCodeAt(s, i + 1));
  const low = hexValue(StringPrototypeCharCodeAt(s, i + 2));
  return high < 0 || low < 0 ? -1 : (high << 4) | low;
}

const decline = () => new URIErrorCtor("URI malformed");
