// Authoring tools: validation errors with positions, the URL Standard's valid-URL-string grammar,
// and node:url's domain conversions. The work is done in wasm (src/authoring.rs, src/writing/,
// their exports at the end of src/wasm.rs) through the bridge's generic `call`; nothing here
// runs on the URL classes' paths.
import { OMITTED, STATUS_FAILURE } from "./wasm/contract.mjs";
import { getBridge } from "./wasm/runtime.mjs";
import { PRODUCTIONS, REASONS, VALIDATION_ERRORS } from "./tools-text.mjs";
import { URL } from "./url.mjs";
import { parseEncoded } from "./encoding.mjs";
import { needTools } from "./tools-loader.mjs";

export { parse } from "./encoding.mjs";
import { RegExpPrototypeExec, StringPrototypeIsWellFormed } from "./primordials.mjs";
import { nextLoneSurrogate, requireArguments, SURROGATE, toDOMString, toUSVString } from "./webidl.mjs";

/** The bridge, with the tools' exports (see tools-loader.mjs). */
function toolsBridge() {
  needTools();
  return getBridge();
}

/** A call's error list: `count` (code, index, failure) word triples from `words[from]`. */
function errorList(words, from, count) {
  const errors = [];
  for (let at = from; at < from + 3 * count; at += 3) {
    errors.push({ name: VALIDATION_ERRORS[words[at]], index: words[at + 1], failure: words[at + 2] === 1 });
  }
  return errors;
}

/** "U+XXXX" (at least 4 hex digits, 6 above U+FFFF), with " (c)" for printable ASCII. */
function codePointText(cp) {
  const hex = `U+${cp
    .toString(16)
    .toUpperCase()
    .padStart(cp > 0xffff ? 6 : 4, "0")}`;
  return cp > 0x20 && cp < 0x7f ? `${hex} (${String.fromCharCode(cp)})` : hex;
}

/**
 * Parse `input` (against `base`) like `new URL(input, base)`, collecting every validation error
 * with its position: `{ url, errors: [{ name, index, failure }], base }`. `index` counts UTF-16 code
 * units of the input as given; `failure` marks the error that made parsing fail. `base` is null
 * without a base, else the base's own `{ url, errors }`; when it fails, the input is not parsed.
 * `options.encoding`: the parser's encoding (an Encoding Standard label, default UTF-8; see
 * encoding.mjs), which changes `url` only (the validation errors are those of the code points).
 * Never throws for a string (but for an unknown encoding label).
 */
export function parseWithErrors(input, base = undefined, options = undefined) {
  requireArguments(arguments.length, 1, "parseWithErrors");
  input = toUSVString(input);
  if (base !== undefined) base = toUSVString(base);
  const encoding = options?.encoding === undefined ? undefined : toDOMString(options.encoding);
  const { words } = toolsBridge().call("parse_with_errors", [base, input]);
  const [baseGiven, baseCount, inputCount] = words;
  const baseErrors = errorList(words, 3, baseCount);
  const inputErrors = errorList(words, 3 + 3 * baseCount, inputCount);
  if (!baseGiven) return { url: parseEncoded(input, undefined, encoding), errors: inputErrors, base: null };
  const baseURL = URL.parse(base);
  return {
    url: baseURL === null ? null : parseEncoded(input, base, encoding),
    errors: inputErrors,
    base: { url: baseURL, errors: baseErrors },
  };
}

/** The index of the first lone surrogate in the string `s`, or -1 (the scan only when there is one). */
function firstLoneSurrogate(s) {
  const wellFormed =
    StringPrototypeIsWellFormed !== null ? StringPrototypeIsWellFormed(s) : RegExpPrototypeExec(SURROGATE, s) === null;
  return wellFormed ? -1 : nextLoneSurrogate(s, 0);
}

const LONE_SURROGATE_REASON = "a lone surrogate is not a code point of a scalar value string";

/**
 * Where `input` (against `base`, for a relative URL) first fails the URL Standard's grammar of a
 * valid URL string: `{ valid, index, reason, production, productionURL }` (all but `valid` null
 * when valid). Options (HTML): `nonEmpty` (valid non-empty URL), `surroundingSpaces` (potentially
 * surrounded by spaces). A base that fails to parse gives `valid: false` and `index: null`.
 */
export function validateURLString(input, base = undefined, options = undefined) {
  requireArguments(arguments.length, 1, "validateURLString");
  // Not USVString: a lone surrogate is not a URL unit, so it is where the grammar fails.
  const raw = toDOMString(input);
  const lone = firstLoneSurrogate(raw);
  input = lone === -1 ? raw : toUSVString(raw);
  if (base !== undefined) base = toUSVString(base);
  const flags = (options?.nonEmpty ? 1 : 0) | (options?.surroundingSpaces ? 2 : 0);
  const { status, words } = toolsBridge().call("validate_url_string", [base, input], [flags]);
  if (status === STATUS_FAILURE) {
    return { valid: false, index: null, reason: "the base URL fails to parse", production: null, productionURL: null };
  }
  // Every production takes any code point a U+FFFD can stand for, except a domain's (where the
  // replaced string fails no later than at the start of the label holding it).
  const valid = words.length === 0;
  if (lone !== -1 && (valid || words[0] > lone)) {
    const production = "URL units";
    return {
      valid: false,
      index: lone,
      reason: LONE_SURROGATE_REASON,
      production,
      productionURL: "https://url.spec.whatwg.org/#url-units",
    };
  }
  if (valid) return { valid: true, index: null, reason: null, production: null, productionURL: null };
  const [index, reason, codePoint, production] = words;
  const [name, productionURL] = PRODUCTIONS[production];
  const text = (codePoint === OMITTED ? "" : codePointText(codePoint)) + REASONS[reason];
  return { valid: false, index, reason: text, production: name, productionURL };
}

/** Whether `input` (against `base`) is a valid URL string; see validateURLString. */
export function isValidURLString(input, base = undefined, options = undefined) {
  requireArguments(arguments.length, 1, "isValidURLString");
  return validateURLString(input, base, options).valid;
}

/** node:url's domainToASCII: the host the `hostname` setter makes of `domain`, or "" if invalid. */
export function domainToASCII(domain) {
  requireArguments(arguments.length, 1, "domainToASCII");
  return toolsBridge().call("domain_to_ascii", [toUSVString(domain)]).text;
}

/** node:url's domainToUnicode: domainToASCII's host with its domain labels in Unicode, or "". */
export function domainToUnicode(domain) {
  requireArguments(arguments.length, 1, "domainToUnicode");
  return toolsBridge().call("domain_to_unicode", [toUSVString(domain)]).text;
}

/** The host of `url` (a URL or an absolute-URL string) for display: domain labels in Unicode. */
export function hostToUnicode(url) {
  requireArguments(arguments.length, 1, "hostToUnicode");
  const href = toUSVString(url);
  const { status, text } = toolsBridge().call("host_to_unicode", [href]);
  if (status === STATUS_FAILURE) throw new TypeError(`Invalid URL: ${JSON.stringify(href)} (${text})`);
  return text;
}
