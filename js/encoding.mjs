// Legacy encodings: HTML's "encoding-parse a URL" (https://html.spec.whatwg.org/#encoding-parsing-a-url),
// the URL parser with a document's encoding, which changes one thing: the query of a special URL
// other than ws:/wss: is percent-encoded from that encoding's bytes, with `&#N;` for what it cannot
// represent (https://url.spec.whatwg.org/#query-state). The encoders (encoding_rs) are in a fourth
// flavour of the wasm, pkg/wasm/url_wasm_encoding_bg.wasm (the tools flavour plus the encoders),
// which the Node entries load on the first call that needs it, and url-wasm/tools in browsers and
// workers with `await loadEncoders()` (useEncodingLoader): it then replaces the instance in use (no
// URL state lives in wasm).
import { STATUS_SUCCESS } from "./wasm/contract.mjs";
import { getBridge } from "./wasm/runtime.mjs";
import { URL } from "./url.mjs";
import { requireArguments, toDOMString, toUSVString } from "./webidl.mjs";

// https://encoding.spec.whatwg.org/#names-and-labels: the labels of UTF-8, and of the encodings
// whose output encoding is UTF-8 (https://encoding.spec.whatwg.org/#get-an-output-encoding:
// replacement, UTF-16BE, UTF-16LE): no encoder needed.
const UTF8_OUTPUT = new Set([
  ...["unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"],
  ...["csiso2022kr", "hz-gb-2312", "iso-2022-cn", "iso-2022-cn-ext", "iso-2022-kr", "replacement"],
  ...["unicodefffe", "utf-16be", "csunicode", "iso-10646-ucs-2", "ucs-2", "unicode", "unicodefeff", "utf-16"],
  "utf-16le",
]);
const ASCII_WHITESPACE_AROUND = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;
const ASCII_UPPER = /[A-Z]+/g;

/** Whether the encoding `label` (a string; undefined: UTF-8) needs an encoder: false when its
 * output encoding is UTF-8 (https://encoding.spec.whatwg.org/#concept-encoding-get: labels match
 * after ASCII whitespace is stripped, ASCII case-insensitively). */
export function needsEncoder(label) {
  // The names callers pass most (jsdom: a document's encoding, "UTF-8") match without the regexps.
  if (label === undefined || label === "UTF-8" || UTF8_OUTPUT.has(label)) return false;
  const key = label.replace(ASCII_WHITESPACE_AROUND, "").replace(ASCII_UPPER, (s) => s.toLowerCase());
  return !UTF8_OUTPUT.has(key);
}

/** The export only the encoding flavour of the wasm has. */
export const ENCODERS_EXPORT = "parse_encoded";

let loadEncoders = null;

/** Set by the entries: `load()` makes the encoding flavour of the wasm the one in use (Node: read
 * synchronously), or throws saying how (url-wasm/tools in browsers: tools-encoders.mjs). */
export function useEncodingLoader(load) {
  loadEncoders = load;
}

/**
 * The href of `input` parsed against the base string `base` (or undefined) with the encoding
 * `label`, or null for failure; a RangeError for a label the Encoding Standard does not have.
 */
export function encodingParseHref(input, base, label) {
  if (loadEncoders === null) {
    throw new TypeError(
      `url-wasm: the encoding ${JSON.stringify(label)} needs the encoders (pkg/wasm/url_wasm_encoding_bg.wasm), ` +
        "which the Node entries and url-wasm/tools load",
    );
  }
  loadEncoders();
  const { status, text, words } = getBridge().call(ENCODERS_EXPORT, [base, input, label]);
  if (words[0] === 1) {
    throw new RangeError(
      `url-wasm: ${JSON.stringify(label)} is not an encoding label (https://encoding.spec.whatwg.org/#names-and-labels)`,
    );
  }
  return status === STATUS_SUCCESS ? text : null;
}

/**
 * `URL.parse(input, base)` with an encoding: `options` is `{ base, encoding }` (an Encoding
 * Standard label, default UTF-8). A URL, or null where parsing fails.
 */
export function parse(input, options = undefined) {
  requireArguments(arguments.length, 1, "parse");
  input = toUSVString(input);
  const base = options?.base === undefined ? undefined : toUSVString(options.base);
  return parseEncoded(input, base, options?.encoding === undefined ? undefined : toDOMString(options.encoding));
}

/** URL.parse(input, base) with the encoding `label` (undefined: UTF-8), all three converted already. */
export function parseEncoded(input, base, label) {
  if (!needsEncoder(label)) return URL.parse(input, base);
  const href = encodingParseHref(input, base, label);
  return href === null ? null : new URL(href);
}
