// The application/x-www-form-urlencoded format (https://url.spec.whatwg.org/#application/x-www-form-urlencoded),
// the format of URLSearchParams: the JS side of src/form_urlencoded.rs (`parse`, `serialize`).
// These do the common inputs in JS and hand the rest to the Rust functions through the bridge.
// A list of pairs is flat here, as in url-search-params.mjs: [name0, value0, name1, value1, …].
import {
  ArrayPrototypePush,
  globalDecodeURIComponent,
  StringPrototypeCharCodeAt,
  StringPrototypeReplace,
  StringPrototypeSlice,
} from "../primordials.mjs";
import { formPercentEncode, LONG } from "./percent-encode.mjs";
import { getBridge } from "../wasm/runtime.mjs";

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-serializer: each name and value percent-encoded
 * after encoding with UTF-8, with the application/x-www-form-urlencoded percent-encode set and the
 * space as "+" (percent-encode.mjs). Lists whose output would pass LONG code units go to the Rust
 * serializer (src/form_urlencoded.rs `serialize`), which stays linear in their length.
 */
export function serialize(list) {
  let out = "";
  for (let i = 0; i < list.length; i += 2) {
    const name = list[i];
    const value = list[i + 1];
    if (out.length + name.length + value.length > LONG) return getBridge().formSerialize(list);
    if (i > 0) out += "&";
    out += `${formPercentEncode(name)}=${formPercentEncode(value)}`;
  }
  return out;
}

/** "+" anywhere (for the parser's "+" replacement). */
const PLUS = /\+/g;
/** What a name or value has that decode must handle (parse's `seen`). */
const HAS_PERCENT = 1;
const HAS_PLUS = 2;

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-parser steps 3.4-3.5 for a name or value: when
 * it has a "+" (`seen` has HAS_PLUS), replace each by a space; when it has a "%" or "+",
 * percent-decode and "UTF-8 decode without BOM". decodeURIComponent does that exactly whenever it
 * returns: it throws (a URIError) instead on a "%" not followed by two hex digits (which
 * percent-decode keeps as it is) and on percent-encoded bytes that are not UTF-8 (which the UTF-8
 * decoder replaces by U+FFFD); parse then asks the Rust parser. (A leading U+FEFF stays, as
 * without BOM.) The replacement only runs where there is a "+": a regular expression's call cost
 * as much as the decoding of a short value (URLSearchParams on the messy lists' queries, which
 * percent-encode but have no "+").
 */
function decode(s, start, end, seen) {
  const piece = StringPrototypeSlice(s, start, end);
  if (seen === 0) return piece;
  return globalDecodeURIComponent((seen & HAS_PLUS) === 0 ? piece : StringPrototypeReplace(piece, PLUS, " "));
}

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-parser on a USVString, in JS: one pass splits
 * on "&" and the first "=" of each sequence (an indexOf("=") per pair could scan to the end each
 * time), and only the names and values with a "%" or "+" are decoded (decode above: a
 * decodeURIComponent call costs ~30 ns even on a name like "q"). Where decoding needs more than
 * decodeURIComponent does, the Rust parser (through the bridge's formParse) parses the whole input.
 */
export function parse(s) {
  const list = [];
  let start = 0;
  let eq = -1; // the first "=" of the current sequence, if any
  let seen = 0; // HAS_PERCENT | HAS_PLUS, in the current name (before the first "=") or value
  let nameSeen = 0; // `seen` of the name, after the first "="
  try {
    for (let i = 0; i <= s.length; i++) {
      const c = i < s.length ? StringPrototypeCharCodeAt(s, i) : 0x26; // the end acts as a last "&"
      if (c === 0x26) {
        if (i > start) {
          if (eq < 0) ArrayPrototypePush(list, decode(s, start, i, seen), "");
          else ArrayPrototypePush(list, decode(s, start, eq, nameSeen), decode(s, eq + 1, i, seen));
        }
        start = i + 1;
        eq = -1;
        seen = 0;
      } else if (c === 0x3d) {
        if (eq < 0) {
          eq = i;
          nameSeen = seen;
          seen = 0;
        }
      } else if (c === 0x25) {
        seen |= HAS_PERCENT;
      } else if (c === 0x2b) {
        seen |= HAS_PLUS;
      }
    }
  } catch {
    return getBridge().formParse(s);
  }
  return list;
}
