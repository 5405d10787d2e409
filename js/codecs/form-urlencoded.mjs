// The application/x-www-form-urlencoded format (https://url.spec.whatwg.org/#application/x-www-form-urlencoded),
// the format of URLSearchParams: the JS side of src/form_urlencoded.rs (`parse`, `serialize`).
// These do the common inputs in JS and hand the rest to the Rust functions through the bridge.
// A list of pairs is flat here, as in url-search-params.mjs: [name0, value0, name1, value1, …].
import { ArrayPrototypePush, StringPrototypeCharCodeAt, StringPrototypeSlice } from "../primordials.mjs";
import { FORM, LONG, utf8PercentEncode } from "./percent-encode.mjs";
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
    out += `${utf8PercentEncode(name, FORM)}=${utf8PercentEncode(value, FORM)}`;
  }
  return out;
}

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-parser. The parser is the Rust one (through the
 * bridge's formParse); this fast path skips that wasm call when the input (a USVString) has no
 * "%" and no "+": then percent-decoding, the "+" replacement and "UTF-8 decode without BOM" of its
 * UTF-8 encoding all give back what they get, and the parser only splits on "&" and the first "=".
 * One pass over the input (an indexOf("=") per pair could scan to the end each time).
 */
export function parse(s) {
  const list = [];
  let start = 0;
  let eq = -1; // the first "=" of the current sequence, if any
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? StringPrototypeCharCodeAt(s, i) : 0x26; // the end acts as a last "&"
    if (c === 0x26) {
      if (i > start) {
        if (eq < 0) ArrayPrototypePush(list, StringPrototypeSlice(s, start, i), "");
        else ArrayPrototypePush(list, StringPrototypeSlice(s, start, eq), StringPrototypeSlice(s, eq + 1, i));
      }
      start = i + 1;
      eq = -1;
    } else if (c === 0x3d) {
      if (eq < 0) eq = i;
    } else if (c === 0x25 || c === 0x2b) {
      return getBridge().formParse(s);
    }
  }
  return list;
}
