// The one-pass fast path of src/fast_path.rs (already_serialized), in JS: a special URL that is
// already its own serialization is answered here, from the string, without writing it into the
// core's memory. FastPathBridge drives the wasm in browsers (runtime.mjs: writing a string into wasm
// memory costs more there than this one scan) and the JS build of the core everywhere (the no-wasm
// entries, Node's fallback): in engines without a JIT (Hermes, QuickJS) the UTF-8 encoding loop and
// the translated wasm's byte scan cost more than this one scan (README: React Native). It answers only when the state
// machine would give back the input unchanged; otherwise the caller runs the core, so it can
// never give a different answer, only none. Two differences from the Rust: a host whose last label
// starts with "0x" is left to the core, as the JS setters do (setters.mjs mayEndInANumber); and an
// empty path ("https://example.com", as code often writes a URL) is answered, with the "/" the
// parser adds (in an interpreter the core's parse of it took 160 µs, this path's 7 µs).
// tests/js/fast-paths.test.mjs checks every answer against the core. The byte classes are
// src/fast_path.rs's, rendered into contract.mjs.
import {
  charCodeAtIsBuiltin,
  ObjectEntries,
  StringPrototypeCharCodeAt,
  StringPrototypeSlice,
  Uint8ArrayCtor,
} from "./primordials.mjs";
import { Context } from "./context.mjs";
import { dotSegment, mayEndInANumber } from "./setters.mjs";
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
const code = (s, builtin, i) => (builtin ? s.charCodeAt(i) : StringPrototypeCharCodeAt(s, i));

/** The special schemes as [name, type] (contract.mjs). */
const SCHEMES = ObjectEntries(SPECIAL_SCHEME_TYPE);

/** The type of the special scheme that is `s` up to `colon`, or undefined (no slice to look up). */
function specialScheme(s, colon, builtin) {
  for (let k = 0; k < SCHEMES.length; k++) {
    const name = SCHEMES[k][0];
    if (name.length !== colon) continue;
    let i = 0;
    while (i < colon && code(s, builtin, i) === StringPrototypeCharCodeAt(name, i)) i++;
    if (i === colon) return SCHEMES[k][1];
  }
  return undefined;
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
  // Scheme: exactly one of the special schemes, lowercase, then ":", then "//".
  let colon = 0;
  while (colon < 6 && colon < n && code(s, builtin, colon) !== 0x3a) colon++;
  if (colon === 6 || colon === n) return false;
  const type = specialScheme(s, colon, builtin);
  if (type === undefined || code(s, builtin, colon + 1) !== 0x2f || code(s, builtin, colon + 2) !== 0x2f) {
    return false;
  }
  const hostStart = colon + 3;

  // Host: nothing to lowercase, decode or rewrite (no "@", "[", "\", "%").
  const hostEnd = runEnd(s, hostStart, FAST_HOST, builtin);
  let hostKind = HOST_DOMAIN;
  if (hostEnd === hostStart) {
    if (type !== SCHEME_FILE) return false;
    hostKind = HOST_EMPTY;
  } else if (
    mayEndInANumber(s, hostStart, hostEnd) ||
    (type === SCHEME_FILE && StringPrototypeSlice(s, hostStart, hostEnd) === "localhost")
  ) {
    return false;
  }

  // Port: digits without a leading zero, at most 65535, not the scheme's default port.
  let pathnameStart = hostEnd;
  let port = OMITTED;
  if (hostEnd < n && code(s, builtin, hostEnd) === 0x3a) {
    if (type === SCHEME_FILE) return false;
    let end = hostEnd + 1;
    let value = 0;
    for (; end < n && end - hostEnd <= 6; end++) {
      const d = code(s, builtin, end) - 0x30;
      if (d < 0 || d > 9) break;
      value = value * 10 + d;
    }
    const digits = end - hostEnd - 1;
    if (digits === 0 || digits > 5 || (digits > 1 && code(s, builtin, hostEnd + 1) === 0x30)) return false;
    if (value > 65535 || value === DEFAULT_PORT[type]) return false;
    port = value;
    pathnameStart = end;
  }

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
  c.href = href;
  c.protocolEnd = colon + 1;
  c.usernameEnd = hostStart;
  c.hostStart = hostStart;
  c.hostEnd = hostEnd;
  c.port = port;
  c.pathnameStart = pathnameStart;
  c.searchStart = searchStart;
  c.hashStart = hashStart;
  c.schemeType = type;
  c.hostKind = hostKind;
  return true;
}

/** A JS build of the core (pkg/js/'s `instantiate` and `imports`) to be driven by FastPathBridge
 * whatever bridge runtime.mjs uses for wasm (useFallback takes it: the Node entries'). */
export function withFastPath(core) {
  return { instantiate: core.instantiate, imports: core.imports, Bridge: FastPathBridge };
}

/** canParse's Context: alreadySerialized fills it, and nothing keeps it. */
const scratch = new Context();

/** A bridge whose parse and canParse without a base try the fast path first. */
export class FastPathBridge extends Bridge {
  parse(input, base) {
    const c = new Context();
    return base === undefined && alreadySerialized(input, c) ? c : super.parse(input, base, c);
  }

  canParse(input, base) {
    return (base === undefined && alreadySerialized(input, scratch)) || super.canParse(input, base);
  }
}
