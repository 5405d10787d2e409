// The URL class's setters that JS runs on the href itself, without a wasm call:
// https://url.spec.whatwg.org/#urlutils-members
//
// A setter's value goes through the basic URL parser with a state override. For the search and
// hash setters, and for common values of the pathname, host, hostname and port setters on special
// URLs, the states involved only percent-encode code points, split a path into segments or
// lowercase an ASCII domain, so the new component can be written straight into the href (or kept
// beside it until the href is next read: context.mjs Pending). Each function here updates the
// Context (context.mjs) in place and returns true, or returns false without touching it when the
// value needs the state machine (then the caller asks wasm, whose setters are the reference:
// tests/js/setters.test.mjs compares the two).
import {
  MathMax,
  MathMin,
  RegExpPrototypeExec,
  StringPrototypeCharCodeAt,
  StringPrototypeLastIndexOf,
  StringPrototypeSlice,
  StringPrototypeToLowerCase,
} from "./primordials.mjs";
import { DEFAULT_PORT, HOST_DOMAIN, HOST_EMPTY, OMITTED, SCHEME_FILE, SCHEME_NOT_SPECIAL } from "./wasm/contract.mjs";
import {
  encodes,
  FRAGMENT,
  LONG,
  PATH,
  QUERY,
  SPECIAL_QUERY,
  STRIP_TAB_OR_NEWLINE,
  utf8PercentEncode,
} from "./codecs/percent-encode.mjs";

const TAB_OR_NEWLINE = /[\t\n\r]/;

/** https://url.spec.whatwg.org/#concept-basic-url-parser step 3: remove all ASCII tab or newline.
 * A regular-expression search first, for the values that have none: a little faster than a loop
 * with a JIT (22 against 26-29 ns on the setters workload's values), 4x as fast without one. */
export function withoutTabOrNewline(value) {
  if (RegExpPrototypeExec(TAB_OR_NEWLINE, value) === null) return value;
  let out = "";
  let copied = 0;
  for (let i = 0; i < value.length; i++) {
    const c = StringPrototypeCharCodeAt(value, i);
    if (c !== 0x09 && c !== 0x0a && c !== 0x0d) continue;
    out += StringPrototypeSlice(value, copied, i);
    copied = i + 1;
  }
  return copied === 0 ? value : out + StringPrototypeSlice(value, copied);
}

/** https://url.spec.whatwg.org/#dom-url-search (the query object is the caller's). */
function search(c, value) {
  if (value.length > LONG) return false;
  if (value === "") {
    c.setSearch("");
    return true;
  }
  // A single leading "?" goes; the parser removes ASCII tab or newline, then the query state
  // encodes every code point (with a state override, "#" too) with the special-query or the query
  // percent-encode set, and the URL's search is "?" and that. Neither set has "?", so a value that
  // starts with "?" is encoded whole: its search is the value itself when nothing changes.
  const set = (c.schemeType !== SCHEME_NOT_SPECIAL ? SPECIAL_QUERY : QUERY) | STRIP_TAB_OR_NEWLINE;
  const encoded = utf8PercentEncode(value, set);
  c.setSearch(StringPrototypeCharCodeAt(value, 0) === 0x3f ? encoded : `?${encoded}`);
  return true;
}

/** https://url.spec.whatwg.org/#dom-url-hash */
function hash(c, value) {
  if (value.length > LONG) return false;
  if (value === "") {
    c.setHash("");
    return true;
  }
  // As search: the fragment percent-encode set has no "#".
  const encoded = utf8PercentEncode(value, FRAGMENT | STRIP_TAB_OR_NEWLINE);
  c.setHash(StringPrototypeCharCodeAt(value, 0) === 0x23 ? encoded : `#${encoded}`);
  return true;
}

/** https://url.spec.whatwg.org/#single-dot-path-segment and #double-dot-path-segment: 1 or 2
 * for `s[start, end)`, else 0. */
export function dotSegment(s, start, end) {
  // One or two dots, each "." or "%2e" in any case (read by code unit: no string is made).
  let dots = 0;
  for (let i = start; i < end; dots++) {
    if (dots === 2) return 0; // a third
    if (StringPrototypeCharCodeAt(s, i) === 0x2e) {
      i++;
    } else if (
      end - i >= 3 &&
      StringPrototypeCharCodeAt(s, i) === 0x25 &&
      StringPrototypeCharCodeAt(s, i + 1) === 0x32 &&
      (StringPrototypeCharCodeAt(s, i + 2) | 0x20) === 0x65
    ) {
      i += 3;
    } else {
      return 0;
    }
  }
  return dots;
}

/** https://url.spec.whatwg.org/#windows-drive-letter */
export function isWindowsDriveLetter(s) {
  return s.length === 2 && driveLetterAt(s, 0);
}

/** Whether s[i, i + 2) is a Windows drive letter: an ASCII alpha, then ":" or "|". */
function driveLetterAt(s, i) {
  const letter = StringPrototypeCharCodeAt(s, i) | 0x20;
  const colon = StringPrototypeCharCodeAt(s, i + 1);
  return letter >= 0x61 && letter <= 0x7a && (colon === 0x3a || colon === 0x7c);
}

/**
 * https://url.spec.whatwg.org/#dom-url-pathname on a special URL (never an opaque path, always a
 * host, so no "/." prefix): the new path is pathStates(value).
 */
function pathname(c, value) {
  if (c.schemeType === SCHEME_NOT_SPECIAL || value.length > LONG) return false;
  if (plainPath(value) && (c.schemeType !== SCHEME_FILE || !startsWithDriveLetter(value))) {
    // The segments are encoded one by one and joined with "/", which the path percent-encode set
    // keeps: the same as encoding the whole value at once.
    const encoded = utf8PercentEncode(value, PATH);
    c.setPath(StringPrototypeCharCodeAt(value, 0) === 0x2f ? encoded : `/${encoded}`);
    return true;
  }
  const path = pathStates(withoutTabOrNewline(value), c.schemeType === SCHEME_FILE);
  if (path === null) return false;
  c.setPath(path);
  return true;
}

/**
 * https://url.spec.whatwg.org/#path-start-state, then #path-state, on a special URL whose path is
 * the serialized path `path` (empty, as a state override of the path start state leaves it; or the
 * base's path shortened, as the relative state leaves it: fast-path.mjs relativeToBase), with `file`
 * true when the scheme is "file", on `input` without ASCII tab or newline (the caller removed them:
 * https://url.spec.whatwg.org/#concept-basic-url-parser step 3): the path start state takes one
 * leading "/" or "\", then the path state ends a segment at each "/" or "\" and at the end,
 * percent-encodes it with the path percent-encode set, and resolves dot segments. The path
 * serialized ("/" before each segment; never empty), or null for wasm to decide: a file URL's
 * Windows drive letter (the quirks that normalize it and keep it when shortening the path).
 */
export function pathStates(input, file, path = "") {
  const first = StringPrototypeCharCodeAt(input, 0);
  // (a segment never contains "/")
  let encode = false; // whether the segment so far has a code unit to percent-encode
  for (let start = first === 0x2f || first === 0x5c ? 1 : 0, i = start; i <= input.length; i++) {
    const ch = StringPrototypeCharCodeAt(input, i); // NaN at the end
    if (ch !== 0x2f && ch !== 0x5c && i < input.length) {
      if (!encode && encodes(ch, PATH)) encode = true;
      continue;
    }
    const atEnd = i === input.length;
    // "%" is not in the path percent-encode set, so dot segments read the same before encoding.
    const dots =
      StringPrototypeCharCodeAt(input, start) === 0x2e || StringPrototypeCharCodeAt(input, start) === 0x25
        ? dotSegment(input, start, i)
        : 0;
    if (dots === 2) {
      path = StringPrototypeSlice(path, 0, MathMax(StringPrototypeLastIndexOf(path, "/"), 0)); // https://url.spec.whatwg.org/#shorten-a-urls-path
      if (atEnd) path += "/";
    } else if (dots === 1) {
      if (atEnd) path += "/";
    } else {
      const segment = StringPrototypeSlice(input, start, i);
      const buffer = encode ? utf8PercentEncode(segment, PATH) : segment;
      if (file && path === "" && isWindowsDriveLetter(buffer)) return null;
      path += `/${buffer}`;
    }
    start = i + 1;
    encode = false;
  }
  return path;
}

/** Whether the path state leaves the segments of `value` as they are but for percent-encoding:
 * no ASCII tab or newline, no "\\" (a separator in special URLs), and no segment that starts with
 * "." or "%" (so none is a single-dot or double-dot path segment). */
function plainPath(value) {
  for (let i = 0; i < value.length; i++) {
    const c = StringPrototypeCharCodeAt(value, i);
    if (c === 0x09 || c === 0x0a || c === 0x0d || c === 0x5c) return false;
    if ((c === 0x2e || c === 0x25) && (i === 0 || StringPrototypeCharCodeAt(value, i - 1) === 0x2f)) return false;
  }
  return true;
}

/** Whether the first path segment of `value` (after one leading "/") is a Windows drive letter,
 * which the path state rewrites or keeps in a file URL (https://url.spec.whatwg.org/#path-state). */
function startsWithDriveLetter(value) {
  const start = StringPrototypeCharCodeAt(value, 0) === 0x2f ? 1 : 0;
  return (
    driveLetterAt(value, start) && (value.length === start + 2 || StringPrototypeCharCodeAt(value, start + 2) === 0x2f)
  );
}

/** asciiDomain's answers other than a domain: the setter changes nothing for certain, or wasm
 * must decide. */
const UNCHANGED = 0;
const ASK_WASM = -1;

/**
 * Whether the host s[start, end) may end in a number (https://url.spec.whatwg.org/#ends-in-a-number-checker),
 * for the JS paths that leave that to the core (src/ipv4.rs): its last label (before one trailing
 * ".") is empty, ASCII digits only, or starts with "0x" or "0X".
 */
export function mayEndInANumber(s, start, end) {
  if (end > start && StringPrototypeCharCodeAt(s, end - 1) === 0x2e) end--;
  let last = end;
  while (last > start && StringPrototypeCharCodeAt(s, last - 1) !== 0x2e) last--;
  if (last === end) return true;
  if (StringPrototypeCharCodeAt(s, last) === 0x30 && (StringPrototypeCharCodeAt(s, last + 1) | 0x20) === 0x78)
    return true;
  for (let i = last; i < end; i++) {
    const c = StringPrototypeCharCodeAt(s, i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/**
 * The host or file host state's buffer in `value` (https://url.spec.whatwg.org/#host-state,
 * #file-host-state): up to the first "/" "?" "#" "\\" and, except in the file host state, ":".
 * Returns the host parser's result for it (https://url.spec.whatwg.org/#concept-host-parser), a
 * string, when that is plainly an ASCII domain: ASCII alphanumerics, "-", "." and "_" (no
 * percent-decoding, no IPv6 address, nothing forbidden), which the domain parser only lowercases
 * (so the domain's length is the buffer's), that cannot end in a number (mayEndInANumber); "" for
 * the file host state's empty buffer (the empty host). UNCHANGED when
 * the setter fails for certain: an empty buffer in the host state (host-missing), a ":" in the
 * file host state's buffer (a forbidden domain code point). ASK_WASM for anything else.
 */
export function asciiDomain(value, file) {
  let upper = false;
  let i = 0;
  for (; i < value.length; i++) {
    const c = StringPrototypeCharCodeAt(value, i);
    if ((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || c === 0x2d || c === 0x2e || c === 0x5f) {
      // as is
    } else if (c >= 0x41 && c <= 0x5a) {
      upper = true;
    } else if (endsHost(c, file)) {
      break;
    } else {
      return file && c === 0x3a && i > 0 ? UNCHANGED : ASK_WASM;
    }
  }
  if (i === 0) return file ? "" : UNCHANGED;
  if (mayEndInANumber(value, 0, i)) return ASK_WASM;
  const buffer = StringPrototypeSlice(value, 0, i);
  return upper ? StringPrototypeToLowerCase(buffer) : buffer;
}

/** Whether `c` ends the host state's buffer: "/" "?" "#" "\\" and, except in the file host state, ":". */
const endsHost = (c, file) => c === 0x2f || c === 0x3f || c === 0x23 || c === 0x5c || (c === 0x3a && !file);

/** Write the host (a domain, or the empty host) and the port (a number, or OMITTED for null). */
function setHostAndPort(c, domain, port) {
  const portText = port === OMITTED ? "" : `:${port}`;
  c.splice(c.hostStart, c.pathnameStart, domain + portText);
  c.hostEnd = c.hostStart + domain.length;
  c.pathnameStart = c.hostEnd + portText.length;
  c.hostKind = domain === "" ? HOST_EMPTY : HOST_DOMAIN;
  c.port = port;
}

/**
 * https://url.spec.whatwg.org/#port-state with a state override, on the code points of `value`
 * from `at`: the leading ASCII digits as a number, or -1 for failure (no digit, or a number over
 * 65535). ASCII tab or newline are skipped (the basic URL parser removes them first), and anything
 * else ends the digits (a lone surrogate too: `value` need not be a USVString). The caller maps the
 * scheme's default port to null (https://url.spec.whatwg.org/#default-port).
 */
export function leadingPort(value, at) {
  let port = -1;
  for (let i = at; i < value.length; i++) {
    const c = StringPrototypeCharCodeAt(value, i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) continue;
    if (c < 0x30 || c > 0x39) break;
    port = MathMin((port < 0 ? 0 : port * 10) + c - 0x30, 65536); // 65536: too big, whatever follows
  }
  return port > 65535 ? -1 : port;
}

/** The port state (leadingPort) on a Context: the new port, or the old one on failure. */
function portState(c, value, at) {
  const port = leadingPort(value, at);
  if (port < 0) return c.port;
  return port === DEFAULT_PORT[c.schemeType] ? OMITTED : port;
}

/**
 * https://url.spec.whatwg.org/#dom-url-host and #dom-url-hostname on a special URL (which never
 * has an opaque path) with an ASCII domain: the host state, or for file URLs the file host state
 * (no port; "localhost" becomes the empty host).
 */
function host(c, value, hostnameOnly) {
  if (c.schemeType === SCHEME_NOT_SPECIAL || value.length > LONG) return false;
  // ASCII tab or newline (which the parser removes first) make asciiDomain ask wasm when they are
  // in the host, and leadingPort skips them in the port.
  const file = c.schemeType === SCHEME_FILE;
  const domain = asciiDomain(value, file);
  if (domain === ASK_WASM) return false;
  if (domain === UNCHANGED) return true;
  if (file) {
    setHostAndPort(c, domain === "localhost" ? "" : domain, OMITTED);
    return true;
  }
  const end = domain.length; // of the buffer
  const colon = StringPrototypeCharCodeAt(value, end) === 0x3a;
  if (colon && hostnameOnly) return true; // the hostname state returns failure at ":"
  setHostAndPort(c, domain, colon ? portState(c, value, end + 1) : c.port);
  return true;
}

/** https://url.spec.whatwg.org/#dom-url-port on a special URL other than file (which always has a
 * host that is not empty, so it can have a port). */
function port(c, value) {
  if (c.schemeType === SCHEME_NOT_SPECIAL || c.schemeType === SCHEME_FILE || value.length > LONG) return false;
  const newPort = value === "" ? OMITTED : portState(c, value, 0);
  if (newPort !== c.port) {
    const portText = newPort === OMITTED ? "" : `:${newPort}`;
    c.splice(c.hostEnd, c.pathnameStart, portText);
    c.pathnameStart = c.hostEnd + portText.length;
    c.port = newPort;
  }
  return true;
}

/** By setter name: (Context, USVString) → true when done here. */
export const jsSetters = {
  search,
  hash,
  pathname,
  host: (c, value) => host(c, value, false),
  hostname: (c, value) => host(c, value, true),
  port,
};
