// UTF-8 percent-encoding in JS: https://url.spec.whatwg.org/#string-utf-8-percent-encode
// Used where the URL class and URLSearchParams can do without a wasm call (setters.mjs and the
// form-urlencoded serializer). Inputs are USVStrings: no lone surrogates.
import { StringPrototypeCharCodeAt, StringPrototypeCodePointAt, StringPrototypeSlice } from "../primordials.mjs";

/** Percent-encode sets, as bits: https://url.spec.whatwg.org/#percent-encoded-bytes */
export const FRAGMENT = 1;
export const QUERY = 2;
export const SPECIAL_QUERY = 4;
export const PATH = 8;
/** The application/x-www-form-urlencoded percent-encode set; the space becomes "+" (the
 * urlencoded serializer encodes with this set and spaceAsPlus). */
export const FORM = 16;
export const USERINFO = 32;
/** A flag to add to a set: remove ASCII tab or newline instead of encoding them, as the basic URL
 * parser does before its states run (https://url.spec.whatwg.org/#concept-basic-url-parser step 3).
 * The setters encode their value with it in one pass, with no search for tab or newline first. */
export const STRIP_TAB_OR_NEWLINE = 64;

// Which sets each ASCII code point is in. Every code point above U+007E is in all of them, as are
// the C0 controls (https://url.spec.whatwg.org/#c0-control-percent-encode-set).
const IN_SETS = new Uint8Array(128);
const ALL = FRAGMENT | QUERY | SPECIAL_QUERY | PATH | FORM | USERINFO;
const add = (set, chars) => {
  for (const ch of chars) IN_SETS[ch.charCodeAt(0)] |= set;
};
for (let c = 0; c < 0x20; c++) IN_SETS[c] = ALL;
IN_SETS[0x7f] = ALL;
for (const c of [0x09, 0x0a, 0x0d]) IN_SETS[c] |= STRIP_TAB_OR_NEWLINE;
add(FRAGMENT, ' "<>`'); // https://url.spec.whatwg.org/#fragment-percent-encode-set
add(QUERY | SPECIAL_QUERY | PATH | USERINFO, ' "#<>'); // https://url.spec.whatwg.org/#query-percent-encode-set
add(SPECIAL_QUERY, "'"); // https://url.spec.whatwg.org/#special-query-percent-encode-set
add(PATH | USERINFO, "?^`{}"); // https://url.spec.whatwg.org/#path-percent-encode-set
add(USERINFO, "/:;=@[\\]|"); // https://url.spec.whatwg.org/#userinfo-percent-encode-set
// https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set: all but
// ASCII alphanumerics and *-._
for (let c = 0x20; c < 0x7f; c++) if (!/[0-9A-Za-z*\-._]/.test(String.fromCharCode(c))) IN_SETS[c] |= FORM;

/** Whether code unit `c` is one that utf8PercentEncode with `set` changes (non-ASCII, or in the set). */
export const encodes = (c, set) => c >= 0x80 || (IN_SETS[c] & set) !== 0;

/** "%XX" for every byte: https://url.spec.whatwg.org/#percent-encode */
const ENCODED = Array.from({ length: 256 }, (_, c) => `%${c.toString(16).toUpperCase().padStart(2, "0")}`);

/** The percent-encoded UTF-8 bytes of the code point at `s[i]` (>= U+0080; a surrogate there is
 * the first of a pair). (A loop over the table: faster than encodeURIComponent's runtime call.) */
function encodeNonAscii(s, i) {
  const c = StringPrototypeCharCodeAt(s, i);
  if (c < 0x800) return ENCODED[0xc0 | (c >> 6)] + ENCODED[0x80 | (c & 63)];
  if (c < 0xd800 || c > 0xdfff)
    return ENCODED[0xe0 | (c >> 12)] + ENCODED[0x80 | ((c >> 6) & 63)] + ENCODED[0x80 | (c & 63)];
  const p = StringPrototypeCodePointAt(s, i);
  return (
    ENCODED[0xf0 | (p >> 18)] +
    ENCODED[0x80 | ((p >> 12) & 63)] +
    ENCODED[0x80 | ((p >> 6) & 63)] +
    ENCODED[0x80 | (p & 63)]
  );
}

/** Callers leave strings longer than this to wasm: utf8PercentEncode's output is a chain of `+=`,
 * which V8 flattens in superlinear time once it is hundreds of KB long. */
export const LONG = 1 << 14;

/** https://url.spec.whatwg.org/#string-utf-8-percent-encode of USVString `s` with `set` (one of
 * the constants above); `s` itself when nothing changes. Most strings have nothing to encode: this
 * only looks for the first code unit that needs it, and encodeFrom does the rest out of line. (The
 * callers share this function: had it the encoding loop too, V8 would inline it, with the
 * non-ASCII branch that another caller made hot, into every caller, and spend there the inlining
 * budget the caller needs: URLSearchParams' toString ran ~15% slower once the pathname setter had
 * encoded non-ASCII.) */
export function utf8PercentEncode(s, set) {
  for (let i = 0; i < s.length; i++) {
    const c = StringPrototypeCharCodeAt(s, i);
    if (encodes(c, set)) return encodeFrom(s, set, i);
  }
  return s;
}

/** utf8PercentEncode(s, FORM), for the application/x-www-form-urlencoded serializer alone
 * (https://url.spec.whatwg.org/#concept-urlencoded-serializer): the same scan in a function of its
 * own, so that V8's type feedback from the setters' calls (non-ASCII paths, other sets) does not
 * slow URLSearchParams down. Sharing utf8PercentEncode, the `params` benchmark workload ran after
 * `setters` in one process at 225 ns instead of 203 (Node 20, messy kasztp.txt, 3 interleaved pairs). */
export function formPercentEncode(s) {
  for (let i = 0; i < s.length; i++) {
    if (encodes(StringPrototypeCharCodeAt(s, i), FORM)) return encodeFrom(s, FORM, i);
  }
  return s;
}

/** utf8PercentEncode from `start`, the first code unit of `s` to encode. */
function encodeFrom(s, set, start) {
  let out = "";
  let copied = 0;
  for (let i = start; i < s.length; i++) {
    const c = StringPrototypeCharCodeAt(s, i);
    if (c < 0x80) {
      const sets = IN_SETS[c] & set;
      if (sets === 0) continue;
      out += StringPrototypeSlice(s, copied, i);
      if ((sets & STRIP_TAB_OR_NEWLINE) === 0) out += c === 0x20 && (set & FORM) !== 0 ? "+" : ENCODED[c];
    } else {
      out += StringPrototypeSlice(s, copied, i) + encodeNonAscii(s, i);
      if (c >= 0xd800 && c <= 0xdbff) i++; // the pair's second half
    }
    copied = i + 1;
  }
  return out + StringPrototypeSlice(s, copied);
}

/** The value of an ASCII hex digit (a code unit or a byte), or -1 (also for NaN, past the end of a
 * string): https://url.spec.whatwg.org/#percent-decode's hex digits. */
export const hexValue = (u) =>
  u >= 0x30 && u <= 0x39 ? u - 0x30 : (u | 0x20) >= 0x61 && (u | 0x20) <= 0x66 ? (u | 0x20) - 0x57 : -1;
