// The one-pass fast path of src/fast_path.rs (already_serialized), in JS: a special URL that is
// already its own serialization is answered here, from the string, without writing it into the
// core's memory. FastPathBridge drives the wasm in browsers (runtime.mjs: writing a string into wasm
// memory costs more there than this one scan) and the JS build of the core everywhere (the no-wasm
// entries, Node's fallback): in engines without a JIT (Hermes, QuickJS) the UTF-8 encoding loop and
// the translated wasm's byte scan cost more than this one scan (README: React Native). It answers only when the state
// machine would give back the input unchanged; otherwise the caller runs the core, so it can
// never give a different answer, only none. An empty path ("https://example.com", as code often
// writes a URL) is answered too, with the "/" the parser adds (src/fast_path.rs
// serialized_but_for_empty_path; in an interpreter the core's parse of it took 160 µs, this path's
// 4 µs). So is an IPv4 host as the IPv4 serializer writes it ("http://127.0.0.1:3000/api", as local
// servers are addressed: under node --jitless 220 -> 10 µs a parse). One difference from the Rust:
// a host whose last label starts with "0x" is left to the core, as the JS setters do (setters.mjs
// mayEndInANumber).
// relativeToBase does the same for common relative references against such a base (the JS side of
// src/fast_path/relative.rs, plus a path reference with a fragment: 80 µs -> 2-13 µs a parse under
// node --jitless); its steps (relativeReference and the functions after it) also resolve references
// against URL records (whatwg-url/api.mjs). With the JS build of the core, special-url.mjs adds one more. tests/js/fast-paths.test.mjs
// checks every answer against the core. The byte classes are src/fast_path.rs's, rendered into contract.mjs.
import {
  charCodeAtIsBuiltin,
  MathFloor,
  MathMax,
  ObjectEntries,
  RegExpPrototypeExec,
  StringPrototypeCharCodeAt,
  StringPrototypeIndexOf,
  StringPrototypeLastIndexOf,
  StringPrototypeSlice,
  Uint8ArrayCtor,
} from "./primordials.mjs";
import { Context } from "./context.mjs";
import { dotSegment, isWindowsDriveLetter, mayEndInANumber, pathStates } from "./setters.mjs";
import { FRAGMENT, LONG, SPECIAL_QUERY, utf8PercentEncode } from "./codecs/percent-encode.mjs";
import { Bridge } from "./wasm/bridge.mjs";
import {
  DEFAULT_PORT,
  FAST_FILE_PATH_BYTE,
  FAST_FRAGMENT_BYTE,
  FAST_HOST,
  FAST_PATH_BYTE,
  FAST_PATH_CLASSES,
  FAST_QUERY_BYTE,
  HOST_DOMAIN,
  HOST_EMPTY,
  HOST_IPV4,
  OMITTED,
  SCHEME_FILE,
  SPECIAL_SCHEME_TYPE,
} from "./wasm/contract.mjs";

/** Class bits by ASCII code unit (non-ASCII is in no class). */
const CLASSES = new Uint8ArrayCtor(128);
for (let i = 0; i < 128; i++) CLASSES[i] = StringPrototypeCharCodeAt(FAST_PATH_CLASSES, i) - 0x40;

/** src/lib.rs MAX_INPUT_LENGTH: longer inputs are the core's to reject. */
const MAX_INPUT_LENGTH = 0x3fffffff;

/** The first index at or after `i` whose code unit is not in class `bits`, or the end of `s`.
 * `builtin`: charCodeAtIsBuiltin() (the method call is faster than the primordial). */
function runEnd(s, i, bits, builtin) {
  const n = s.length;
  for (; i < n; i++) {
    const u = builtin ? s.charCodeAt(i) : StringPrototypeCharCodeAt(s, i);
    if (u >= 0x80 || (CLASSES[u] & bits) === 0) break;
  }
  return i;
}

/** The code unit at `i` (`builtin`: charCodeAtIsBuiltin(), then the method call, which is faster). */
export const code = (s, builtin, i) => (builtin ? s.charCodeAt(i) : StringPrototypeCharCodeAt(s, i));

/** The special schemes as [name, type] (contract.mjs). */
const SCHEMES = ObjectEntries(SPECIAL_SCHEME_TYPE);

/** The type of the special scheme that is `s` up to `colon`, or undefined (no slice to look up).
 * `fold`: 0x20 to match ASCII upper case letters too (the schemes' names are letters), else 0. */
function specialScheme(s, colon, builtin, fold) {
  for (let k = 0; k < SCHEMES.length; k++) {
    const name = SCHEMES[k][0];
    if (name.length !== colon) continue;
    let i = 0;
    while (i < colon && (code(s, builtin, i) | fold) === StringPrototypeCharCodeAt(name, i)) i++;
    if (i === colon) return SCHEMES[k][1];
  }
  return undefined;
}

/** Fill Context `c` with a special URL's components, as the fast paths answer: no credentials (the
 * username ends where the host starts). */
export function fill(
  c,
  href,
  protocolEnd,
  hostStart,
  hostEnd,
  port,
  pathnameStart,
  searchStart,
  hashStart,
  schemeType,
  hostKind,
) {
  c.href = href;
  c.protocolEnd = protocolEnd;
  c.usernameEnd = hostStart;
  c.hostStart = hostStart;
  c.hostEnd = hostEnd;
  c.port = port;
  c.pathnameStart = pathnameStart;
  c.searchStart = searchStart;
  c.hashStart = hashStart;
  c.schemeType = schemeType;
  c.hostKind = hostKind;
}

/** Whether s[start, end) is an IPv4 address as https://url.spec.whatwg.org/#concept-ipv4-serializer
 * writes it: four decimal numbers from 0 to 255 without leading zeros, joined by "." (src/fast_path.rs
 * is_serialized_ipv4). */
function serializedIPv4(s, start, end, builtin) {
  let parts = 0;
  for (let i = start; i <= end; i++) {
    let value = 0;
    const first = i;
    for (; i < end && code(s, builtin, i) !== 0x2e; i++) {
      const d = code(s, builtin, i) - 0x30;
      if (d < 0 || d > 9) return false;
      value = value * 10 + d;
    }
    const digits = i - first;
    if (digits === 0 || digits > 3 || value > 255 || (digits > 1 && code(s, builtin, first) === 0x30)) return false;
    parts++;
  }
  return parts === 4;
}

/** https://url.spec.whatwg.org/#concept-ipv4-serializer (special-url.mjs, and whatwg-url/serializer.mjs
 * for records). */
export function serializeIPv4(address) {
  let output = "";
  let n = address;
  for (let i = 1; i <= 4; i++) {
    output = `${n % 256}${output}`;
    if (i !== 4) output = `.${output}`;
    n = MathFloor(n / 256);
  }
  return output;
}

/** What serializedAuthority found, for its caller to read (no object allocated per call). */
const found = { colon: 0, type: 0, hostEnd: 0, hostKind: 0, port: OMITTED };

/**
 * The scheme, host and port of `s` (`n` code units long) when they are as the URL serializer writes
 * them: one of the special schemes, lowercase, then "://", a host with nothing to lowercase, decode
 * or rewrite and a port that is not the default. Returns the offset after them (where the path
 * starts), with the rest in `found`; -1 when they are not.
 * `lenient`, for authorityParses (whether they parse, not how they are written): also as people
 * type them. The scheme in any case, then any number of "/" and "\\"
 * (https://url.spec.whatwg.org/#special-authority-ignore-slashes-state). A file URL has a host only
 * after two of them (https://url.spec.whatwg.org/#file-slash-state); without one, `n` is returned:
 * the path state follows, which cannot fail. ASCII upper case letters in the host (the domain
 * parser lowercases them), and a port that is empty, has leading zeros or is the default one.
 */
function serializedAuthority(s, n, builtin, lenient) {
  // Scheme: one of the special schemes, lowercase (unless lenient), then ":", then "//".
  let colon = 0;
  while (colon < 6 && colon < n && code(s, builtin, colon) !== 0x3a) colon++;
  if (colon === 6 || colon === n) return -1;
  const type = specialScheme(s, colon, builtin, lenient ? 0x20 : 0);
  if (type === undefined) return -1;
  let hostStart = colon + 1;
  if (!lenient) {
    if (code(s, builtin, hostStart) !== 0x2f || code(s, builtin, hostStart + 1) !== 0x2f) return -1;
    hostStart += 2;
  } else {
    let slashes = 0;
    for (let u; (u = code(s, builtin, hostStart)) === 0x2f || u === 0x5c; hostStart++) {
      if (++slashes > 2 && type === SCHEME_FILE) break;
    }
    if (type === SCHEME_FILE && slashes < 2) {
      // (Unless removing an ASCII tab or newline makes the slashes two: "file:/\t/h".)
      const u = code(s, builtin, hostStart);
      return u >= 0x09 && u <= 0x0d ? -1 : n;
    }
  }

  // Host: nothing to decode or rewrite (no "@", "[", "\\", "%"), nor to lowercase unless lenient.
  let hostEnd = hostStart;
  for (; hostEnd < n; hostEnd++) {
    const u = code(s, builtin, hostEnd);
    if (u >= 0x80 || ((CLASSES[u] & FAST_HOST) === 0 && !(lenient && u >= 0x41 && u <= 0x5a))) break;
  }
  let hostKind = HOST_DOMAIN;
  if (hostEnd === hostStart) {
    if (type !== SCHEME_FILE) return -1;
    hostKind = HOST_EMPTY;
  } else if (
    type === SCHEME_FILE &&
    hostEnd - hostStart === 9 &&
    StringPrototypeSlice(s, hostStart, hostEnd) === "localhost"
  ) {
    return -1;
  } else if (mayEndInANumber(s, hostStart, hostEnd)) {
    // An IPv4 address, kept only as the IPv4 serializer writes it ("127.0.0.1").
    if (!serializedIPv4(s, hostStart, hostEnd, builtin)) return -1;
    hostKind = HOST_IPV4;
  }

  // Port: digits without a leading zero, at most 65535, not the scheme's default port.
  let pathnameStart = hostEnd;
  let port = OMITTED;
  if (hostEnd < n && code(s, builtin, hostEnd) === 0x3a) {
    if (type === SCHEME_FILE) return -1;
    let end = hostEnd + 1;
    let value = 0;
    for (; end < n && end - hostEnd <= 6; end++) {
      const d = code(s, builtin, end) - 0x30;
      if (d < 0 || d > 9) break;
      value = value * 10 + d;
    }
    const digits = end - hostEnd - 1;
    if (digits > 5 || (!lenient && (digits === 0 || (digits > 1 && code(s, builtin, hostEnd + 1) === 0x30)))) return -1;
    if (value > 65535 || (!lenient && value === DEFAULT_PORT[type])) return -1;
    port = value;
    pathnameStart = end;
  }
  found.colon = colon;
  found.type = type;
  found.hostEnd = hostEnd;
  found.hostKind = hostKind;
  found.port = port;
  return pathnameStart;
}

/**
 * True when URL.canParse(s) is, known from the scheme, host and port alone: serializedAuthority
 * accepts them, leniently, and the end, "/", "\\", "?" or "#" follows. Past the authority the basic
 * URL parser of a special URL cannot fail (https://url.spec.whatwg.org/#path-start-state on: the
 * path, query and fragment states only percent-encode and shorten), so the rest is not read. False
 * when the core must decide. (Lenient: the messy lists' URLs take 1.5-2x Chromium's canParse in the
 * core, and this scan about 0.1x.)
 */
export function authorityParses(s) {
  const n = s.length;
  // The core rejects inputs of more than MAX_INPUT_LENGTH bytes of UTF-8: 3 at most per code unit.
  if (n > MAX_INPUT_LENGTH / 3) return false;
  const builtin = charCodeAtIsBuiltin();
  const end = serializedAuthority(s, n, builtin, true);
  if (end < 0) return false;
  const u = end < n ? code(s, builtin, end) : 0x2f;
  return u === 0x2f || u === 0x3f || u === 0x23 || u === 0x5c;
}

/**
 * Fill Context `c` with the components of `s` and return true if `s` is a special URL exactly as
 * the URL serializer writes it (src/fast_path.rs already_serialized), or would be but for the "/"
 * of an empty path; false when the core must decide (then `c` is untouched).
 */
export function alreadySerialized(s, c) {
  const n = s.length;
  if (n > MAX_INPUT_LENGTH) return false;
  const builtin = charCodeAtIsBuiltin();
  const pathnameStart = serializedAuthority(s, n, builtin, false);
  if (pathnameStart < 0) return false;
  const { colon, type, hostEnd, hostKind, port } = found;
  const hostStart = colon + 3;

  // Path: starts with "/", no dot segments, in a file URL no "|". Or empty (the host, then the end,
  // "?" or "#"): https://url.spec.whatwg.org/#path-start-state goes on in the path state, which
  // appends one empty segment, so the href gets the "/" the input lacks ("https://example.com").
  const atPath = pathnameStart < n ? code(s, builtin, pathnameStart) : -1;
  const emptyPath = atPath === -1 || atPath === 0x3f || atPath === 0x23;
  if (!emptyPath && atPath !== 0x2f) return false;
  const segmentClass = type === SCHEME_FILE ? FAST_FILE_PATH_BYTE : FAST_PATH_BYTE;
  let segmentStart = pathnameStart + 1;
  let pathEnd = pathnameStart;
  while (!emptyPath) {
    const end = runEnd(s, segmentStart, segmentClass, builtin);
    // (A dot segment starts with "." or "%": only those are sliced and compared.)
    const first = end > segmentStart ? code(s, builtin, segmentStart) : -1;
    if ((first === 0x2e || first === 0x25) && dotSegment(s, segmentStart, end) !== 0) return false;
    const u = end < n ? code(s, builtin, end) : -1;
    if (u === 0x2f) {
      segmentStart = end + 1;
    } else if (u === 0x3f || u === 0x23 || u === -1) {
      pathEnd = end;
      break;
    } else {
      return false;
    }
  }

  // Query and fragment: nothing to percent-encode.
  let at = pathEnd;
  let searchStart = OMITTED;
  if (at < n && code(s, builtin, at) === 0x3f) {
    searchStart = at;
    at = runEnd(s, at + 1, FAST_QUERY_BYTE, builtin);
  }
  let hashStart = OMITTED;
  if (at < n && code(s, builtin, at) === 0x23) {
    hashStart = at;
    at = runEnd(s, at + 1, FAST_FRAGMENT_BYTE, builtin);
  }
  if (at !== n) return false;

  let href = s;
  if (emptyPath) {
    href = `${StringPrototypeSlice(s, 0, pathnameStart)}/${StringPrototypeSlice(s, pathnameStart)}`;
    if (searchStart !== OMITTED) searchStart++;
    if (hashStart !== OMITTED) hashStart++;
  }
  fill(c, href, colon + 1, hostStart, hostEnd, port, pathnameStart, searchStart, hashStart, type, hostKind);
  return true;
}

/** The kinds of relative reference that relativeReference answers for. */
export const REF_SAME_PATH = 1; // "" or "#fragment": the base's path and query stay
export const REF_SAME_PATH_NEW_QUERY = 2; // "?query…": the base's path stays
export const REF_NETWORK_PATH = 3; // "//host…": everything after the base's scheme
export const REF_PATH = 4; // a path reference ("/abs", "rel", "../x?q#f")

/** What a relative reference cannot contain for relativeReference: a C0 control (none to trim,
 * no tab or newline to remove), "\\" (a separator to special URLs), or a surrogate (the input is
 * not yet a USVString: the core's UTF-8 makes a lone one U+FFFD). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: C0 controls are what it finds
const NOT_IN_REFERENCE = /[\0-\x1f\\\ud800-\udfff]/;

/** Where relativeReference last found the reference's "?" and "#" (-1: none), for
 * referencePath, referenceQuery and referenceFragment. */
let refQuery = -1;
let refHash = -1;

/**
 * The kind of relative reference `input` is, against a special base (REF_*), with its "?" and
 * "#" kept for the functions below; 0 when the core must decide. https://url.spec.whatwg.org/#concept-basic-url-parser:
 * no scheme, so the no scheme state goes to the relative state, which copies the base's host and
 * port, and its path (shortened, unless the reference starts with "/": the relative slash state
 * leaves it empty: referencePath), then the query and fragment states percent-encode what follows
 * (referenceQuery, referenceFragment). Steps 1 and 3 of the basic URL parser: no C0 control or
 * space to trim, no tab or newline to remove (a C0 control inside is left to the core too), and no
 * "\" (a separator to special URLs); no ":" before "?" or "#" (the scheme state could read a
 * scheme: "C:", "mailto:").
 */
export function relativeReference(input) {
  const n = input.length;
  if (n > LONG || RegExpPrototypeExec(NOT_IN_REFERENCE, input) !== null) return 0;
  if (n > 0 && (StringPrototypeCharCodeAt(input, 0) === 0x20 || StringPrototypeCharCodeAt(input, n - 1) === 0x20)) {
    return 0;
  }
  // Searches, not a loop over the code units: as fast with a JIT, 3.4x as fast without one
  // (node --jitless, the bench's references).
  const hash = StringPrototypeIndexOf(input, "#");
  let query = StringPrototypeIndexOf(input, "?");
  if (hash !== -1 && query > hash) query = -1;
  refQuery = query;
  refHash = hash;
  if (n === 0 || hash === 0) return REF_SAME_PATH;
  if (query === 0) return REF_SAME_PATH_NEW_QUERY;
  if (StringPrototypeCharCodeAt(input, 0) === 0x2f && StringPrototypeCharCodeAt(input, 1) === 0x2f) {
    return REF_NETWORK_PATH;
  }
  const colon = StringPrototypeIndexOf(input, ":");
  return colon !== -1 && colon < (query !== -1 ? query : hash !== -1 ? hash : n) ? 0 : REF_PATH;
}

/**
 * The serialized path of path reference `input` (REF_PATH, just answered by relativeReference)
 * against a base whose serialized path is `basePath`, `file` true for a file URL; null when the
 * core must decide. Against a file URL the file state and the file slash state take the relative
 * state's steps (a file URL has no port), but for Windows drive letters, which the core handles:
 * an input that starts with one ("c|/x": the file state empties the path; "c:" has a ":"), and a
 * base whose path starts with one (the file slash state copies it,
 * https://url.spec.whatwg.org/#shorten-a-urls-path keeps it).
 */
export function referencePath(input, basePath, file) {
  if (
    file &&
    (StringPrototypeCharCodeAt(input, 1) === 0x7c ||
      (isWindowsDriveLetter(StringPrototypeSlice(basePath, 1, 3)) &&
        (basePath.length === 3 || StringPrototypeCharCodeAt(basePath, 3) === 0x2f)))
  ) {
    return null;
  }
  const pathPart = referencePathPart(input);
  // https://url.spec.whatwg.org/#shorten-a-urls-path (no drive letter to keep)
  const start =
    StringPrototypeCharCodeAt(input, 0) === 0x2f
      ? ""
      : StringPrototypeSlice(basePath, 0, MathMax(StringPrototypeLastIndexOf(basePath, "/"), 0));
  return pathStates(pathPart, file, start);
}

/** The path of path reference `input` (REF_PATH, just answered by relativeReference): what comes
 * before its "?" or "#". */
export function referencePathPart(input) {
  return StringPrototypeSlice(input, 0, refQuery !== -1 ? refQuery : refHash !== -1 ? refHash : input.length);
}

/** The query of the reference relativeReference just answered for, percent-encoded
 * (https://url.spec.whatwg.org/#query-state; the base is special), or null. */
export function referenceQuery(input) {
  if (refQuery === -1) return null;
  const end = refHash !== -1 ? refHash : input.length;
  return utf8PercentEncode(StringPrototypeSlice(input, refQuery + 1, end), SPECIAL_QUERY);
}

/** Its fragment, percent-encoded (https://url.spec.whatwg.org/#fragment-state), or null. */
export function referenceFragment(input) {
  return refHash === -1 ? null : utf8PercentEncode(StringPrototypeSlice(input, refHash + 1), FRAGMENT);
}

/**
 * Fill Context `c` with the URL `input` parses to against the base of Context `b` (a special URL,
 * which alreadySerialized answered for) and return true, for the common relative references
 * src/fast_path/relative.rs answers for (and a path reference with a fragment): relativeReference's
 * kinds, "//" then what alreadySerialized answers for after the base's scheme. False when the core
 * must decide (then `c` is untouched).
 */
export function relativeToBase(input, b, c) {
  const kind = relativeReference(input);
  if (kind === 0) return false;
  const href = b.href;
  if (kind === REF_NETWORK_PATH) return alreadySerialized(StringPrototypeSlice(href, 0, b.protocolEnd) + input, c);
  const queryEnd = b.hashStart !== OMITTED ? b.hashStart : href.length;
  const pathEnd = b.searchStart !== OMITTED ? b.searchStart : queryEnd;
  let out;
  let searchStart = OMITTED;
  if (kind === REF_SAME_PATH) {
    out = StringPrototypeSlice(href, 0, queryEnd);
    searchStart = b.searchStart;
  } else if (kind === REF_SAME_PATH_NEW_QUERY) {
    out = StringPrototypeSlice(href, 0, pathEnd);
  } else {
    const basePath = StringPrototypeSlice(href, b.pathnameStart, pathEnd);
    const path = referencePath(input, basePath, b.schemeType === SCHEME_FILE);
    if (path === null) return false;
    out = StringPrototypeSlice(href, 0, b.pathnameStart) + path;
  }
  if (refQuery !== -1) {
    searchStart = out.length;
    out += `?${referenceQuery(input)}`;
  }
  let hashStart = OMITTED;
  if (refHash !== -1) {
    hashStart = out.length;
    out += `#${referenceFragment(input)}`;
  }
  fill(
    c,
    out,
    b.protocolEnd,
    b.hostStart,
    b.hostEnd,
    b.port,
    b.pathnameStart,
    searchStart,
    hashStart,
    b.schemeType,
    b.hostKind,
  );
  return true;
}

/** canParse's Context: alreadySerialized fills it, and nothing keeps it. */
const scratch = new Context();

/** The last base URL string relative references were resolved against, and its Context when
 * alreadySerialized answers for it (FastPathBridge's). */
class BaseCache {
  #href = undefined;
  #context = new Context();
  #answered = false;

  /** The Context of base URL string `base` for relativeToBase, or null when the core must parse it. */
  context(base) {
    if (base !== this.#href) {
      this.#href = base;
      this.#answered = alreadySerialized(base, this.#context);
    }
    return this.#answered ? this.#context : null;
  }
}

/** A bridge whose parse and canParse try the fast paths first (canParse without a base asks
 * authorityParses instead of alreadySerialized): alreadySerialized without a base,
 * relativeToBase with one that alreadySerialized answers for (kept for the calls that follow), then
 * absolute(). */
export class FastPathBridge extends Bridge {
  #bases = new BaseCache();

  parse(input, base) {
    const c = new Context();
    return this.#fast(input, base, c) ? c : super.parse(input, base, c);
  }

  canParse(input, base) {
    // Without a base, authorityParses says true wherever alreadySerialized would (same scheme, host,
    // port and the character after them; up to MAX_INPUT_LENGTH / 3 code units, past which the
    // core answers): alreadySerialized would only scan the same authority again.
    if (base === undefined)
      return authorityParses(input) || this.absolute(input, false, scratch) || super.canParse(input);
    return this.#fast(input, base, scratch) || super.canParse(input, base);
  }

  /** One more fast path for an input the others declined, with a base that parses if `hasBase`:
   * none here. special-url.mjs's JsCoreBridge, which drives the JS build of the core, adds one. */
  absolute(_input, _hasBase, _c) {
    return false;
  }

  #fast(input, base, c) {
    if (base === undefined) return alreadySerialized(input, c) || this.absolute(input, false, c);
    const b = this.#bases.context(base);
    return b !== null && (relativeToBase(input, b, c) || this.absolute(input, true, c));
  }
}
