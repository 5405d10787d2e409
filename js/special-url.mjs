// The JS build of the core's own fast path (JsCoreBridge, what the no-WebAssembly entries and
// Node's --jitless fallback drive the JS build with): specialURL runs the basic URL parser's steps
// in JS for a special URL whose host is an ASCII domain or an IPv4 address (a file URL's: or empty)
// that fast-path.mjs's one-pass paths decline because it is written some other way (uppercase,
// default ports, dot segments, "\", spaces and non-ASCII to percent-encode, a host percent-encoded,
// an IPv4 address in another form), from the pieces the JS setters use (setters.mjs). In the
// engines that run the JS build the translated state machine is slow (under node --jitless about
// 200 µs for such a URL, specialURL 28-42 µs; messy kasztp.txt's IPv4 URLs: 285 -> 52 µs). Not with
// wasm: there the core is faster (specialURL alone took 3-6 µs a URL in Node and Chromium 156, the
// core's parse 2-3 µs; with it, Chromium's parse of messy kasztp.txt went from 1.7x to 4.6x
// native). The browser entries' fallback to the JS build does not use it either: importing it there
// split the modules the page shares with that chunk into one more file (main download 57.2 -> 58.0
// KB gzip). tests/js/fast-paths.test.mjs checks every answer against the core.
import {
  charCodeAtIsBuiltin,
  MathMin,
  RegExpPrototypeExec,
  StringPrototypeCharCodeAt,
  StringPrototypeIndexOf,
  StringPrototypeSlice,
  StringPrototypeSplit,
  StringPrototypeToLowerCase,
  StringFromCharCode,
} from "./primordials.mjs";
import { code, FastPathBridge, fill, serializeIPv4 } from "./fast-path.mjs";
import { asciiDomain, pathStates, withoutTabOrNewline } from "./setters.mjs";
import { nextLoneSurrogate } from "./webidl.mjs";
import { FRAGMENT, hexValue, LONG, SPECIAL_QUERY, utf8PercentEncode } from "./codecs/percent-encode.mjs";
import {
  DEFAULT_PORT,
  HOST_DOMAIN,
  HOST_EMPTY,
  HOST_IPV4,
  OMITTED,
  SCHEME_FILE,
  SPECIAL_SCHEME_TYPE,
} from "./wasm/contract.mjs";

/** Whether `u` is an ASCII alphanumeric, "+", "-" or ".": https://url.spec.whatwg.org/#scheme-state */
const isSchemeCodeUnit = (u) =>
  (u >= 0x61 && u <= 0x7a) ||
  (u >= 0x41 && u <= 0x5a) ||
  (u >= 0x30 && u <= 0x39) ||
  u === 0x2b ||
  u === 0x2d ||
  u === 0x2e;

/** https://url.spec.whatwg.org/#percent-decode of `s` when every "%XX" it decodes is ASCII, as a
 * string (the host parser's UTF-8 decode of ASCII bytes is the same code units); null when one is
 * not (then the domain is not ASCII: the core's). A "%" without two hex digits stays. */
function asciiPercentDecode(s, builtin) {
  let out = "";
  let copied = 0;
  for (let i = StringPrototypeIndexOf(s, "%"); i !== -1; i = StringPrototypeIndexOf(s, "%", i + 1)) {
    const high = hexValue(code(s, builtin, i + 1));
    const low = hexValue(code(s, builtin, i + 2));
    if (high < 0 || low < 0) continue;
    if (high > 7) return null;
    out += StringPrototypeSlice(s, copied, i) + StringFromCharCode(high * 16 + low);
    copied = i + 3;
    i += 2;
  }
  return out + StringPrototypeSlice(s, copied);
}

/**
 * Fill Context `c` with what the basic URL parser gives for `input` and return true, when `input`
 * is a special URL whose host is an ASCII domain or an IPv4 address (a file URL's may be empty:
 * fileURL), written in any way the state machine accepts
 * (https://url.spec.whatwg.org/#concept-basic-url-parser): C0 controls and spaces around, tabs and
 * newlines inside, a scheme in any case, any number of "/" and "\" after it, an uppercase host, a
 * port with leading zeros or the default one, "\" in the path, dot segments, and code points to
 * percent-encode. The messy input alreadySerialized leaves to the core; in an engine without a JIT
 * the core's state machine takes 100-200 µs where this takes tens. False when the core must decide
 * (then `c` is untouched): credentials, a host that is neither once percent-decoded (IDN, IPv6:
 * plainHost), a bad port, lone surrogates, Windows drive letters and the steps that read a base's
 * file URL (fileURL), other schemes. `hasBase`: a base URL is given, whose scheme, if it is the
 * input's, makes "http:/x" and "http:x" relative references: then at least two slashes must follow
 * the scheme.
 */
export function specialURL(input, hasBase, c) {
  let start = 0;
  let end = input.length;
  if (end > LONG) return false;
  const builtin = charCodeAtIsBuiltin();
  // Steps 1-3: trim leading and trailing C0 controls and spaces, remove all ASCII tabs and newlines.
  while (start < end && code(input, builtin, start) <= 0x20) start++;
  while (end > start && code(input, builtin, end - 1) <= 0x20) end--;
  let tabOrNewline = false;
  let surrogate = false;
  for (let i = start; i < end; i++) {
    const u = code(input, builtin, i);
    if (u === 0x09 || u === 0x0a || u === 0x0d) tabOrNewline = true;
    else if ((u & 0xf800) === 0xd800) surrogate = true;
  }
  let s = start === 0 && end === input.length ? input : StringPrototypeSlice(input, start, end);
  if (tabOrNewline) s = withoutTabOrNewline(s);
  // The core's UTF-8 makes a lone surrogate U+FFFD; utf8PercentEncode would not.
  if (surrogate && nextLoneSurrogate(s, 0) !== -1) return false;
  const n = s.length;

  // https://url.spec.whatwg.org/#scheme-start-state and #scheme-state: ASCII lowercased.
  let colon = 0;
  while (colon < n && colon < 6 && isSchemeCodeUnit(code(s, builtin, colon))) colon++;
  const u0 = code(s, builtin, 0) | 0x20;
  if (colon === 0 || code(s, builtin, colon) !== 0x3a || u0 < 0x61 || u0 > 0x7a) return false;
  const scheme = StringPrototypeToLowerCase(StringPrototypeSlice(s, 0, colon));
  const type = SPECIAL_SCHEME_TYPE[scheme];
  if (type === undefined) return false;
  if (type === SCHEME_FILE) return fileURL(s, colon, hasBase, builtin, c);

  // https://url.spec.whatwg.org/#special-authority-slashes-state, then
  // #special-authority-ignore-slashes-state: every "/" and "\".
  let a = colon + 1;
  while (a < n && isSlash(code(s, builtin, a))) a++;
  if (hasBase && a - colon - 1 < 2) return false;

  // https://url.spec.whatwg.org/#authority-state: up to "/", "\", "?", "#" or the end. (Credentials
  // are declined below: "@" is neither in an ASCII domain nor in a port.)
  const authEnd = bufferEnd(s, a, builtin);
  // https://url.spec.whatwg.org/#host-state: the host parser on what precedes ":" (no "[": an IPv6
  // address is the core's).
  const authority = StringPrototypeSlice(s, a, authEnd);
  let hostEnd = StringPrototypeIndexOf(authority, ":");
  if (hostEnd === -1) hostEnd = authority.length;
  const host = plainHost(StringPrototypeSlice(authority, 0, hostEnd), false, builtin);
  if (host === null) return false;
  // https://url.spec.whatwg.org/#port-state: digits to the end of the authority, at most 65535.
  let port = OMITTED;
  if (hostEnd < authority.length) {
    let value = 0;
    for (let i = hostEnd + 1; i < authority.length; i++) {
      const d = code(authority, builtin, i) - 0x30;
      if (d < 0 || d > 9) return false;
      value = MathMin(value * 10 + d, 65536);
    }
    if (value > 65535) return false;
    if (hostEnd + 1 < authority.length && value !== DEFAULT_PORT[type]) port = value;
  }
  return pathQueryFragment(c, s, scheme, type, host, port, authEnd);
}

const isSlash = (u) => u === 0x2f || u === 0x5c;

/** The end of the authority or file host state's buffer that starts at `from`: the first "/", "\",
 * "?" or "#", or the end of `s`. */
function bufferEnd(s, from, builtin) {
  let end = from;
  for (; end < s.length; end++) {
    const u = code(s, builtin, end);
    if (u === 0x2f || u === 0x5c || u === 0x3f || u === 0x23) break;
  }
  return end;
}

/** https://url.spec.whatwg.org/#concept-host-parser on `buffer` (not empty) of a special URL, which
 * percent-decodes it first, when the result is plainly an ASCII domain (setters.mjs asciiDomain),
 * a string, or an IPv4 address, a number; else null (an IDN, an IPv6 address, a forbidden code
 * point, a number that is no IPv4 address: the core's). In the file host state (`file`) a ":" is in
 * the buffer, and forbidden. */
function plainHost(buffer, file, builtin) {
  const decoded = StringPrototypeIndexOf(buffer, "%") === -1 ? buffer : asciiPercentDecode(buffer, builtin);
  if (decoded === null) return null;
  // (asciiDomain stops at a code point that ends the host state's buffer: then the decoded host
  // has a forbidden domain code point, and the parser fails.)
  const domain = asciiDomain(decoded, file);
  if (typeof domain === "string") return domain !== "" && domain.length === decoded.length ? domain : null;
  // asciiDomain leaves to the core a host that may end in a number: here, one of ASCII
  // alphanumerics and "." (domain to ASCII only lowercases it).
  if (RegExpPrototypeExec(ALPHANUMERICS_AND_DOTS, decoded) === null) return null;
  const lower = StringPrototypeToLowerCase(decoded);
  if (!endsInANumber(lower)) return lower;
  const address = ipv4Parser(lower);
  return address < 0 ? null : address;
}

const ALPHANUMERICS_AND_DOTS = /^[0-9A-Za-z.]+$/;

/** https://url.spec.whatwg.org/#ends-in-a-number-checker */
function endsInANumber(input) {
  const parts = StringPrototypeSplit(input, ".");
  if (parts[parts.length - 1] === "") {
    if (parts.length === 1) return false;
    parts.length--;
  }
  const last = parts[parts.length - 1];
  if (RegExpPrototypeExec(ASCII_DIGITS, last) !== null) return true;
  return ipv4NumberParser(last) >= 0; // "0x" or "0X" and hex digits
}

const ASCII_DIGITS = /^[0-9]+$/;

/** https://url.spec.whatwg.org/#ipv4-number-parser on a lowercase `input`: the number (at most
 * 2^32, which no IPv4 address reaches, for any larger one), or -1 for failure. */
function ipv4NumberParser(input) {
  if (input === "") return -1;
  let radix = 10;
  let i = 0;
  if (input.length >= 2 && input[0] === "0") {
    radix = input[1] === "x" ? 16 : 8;
    i = radix === 16 ? 2 : 1;
  }
  let n = 0;
  for (; i < input.length; i++) {
    const digit = hexValue(StringPrototypeCharCodeAt(input, i));
    if (digit < 0 || digit >= radix) return -1;
    n = MathMin(n * radix + digit, 2 ** 32);
  }
  return n;
}

/** https://url.spec.whatwg.org/#concept-ipv4-parser on a lowercase `input`: the address, or -1
 * for failure. */
function ipv4Parser(input) {
  const parts = StringPrototypeSplit(input, ".");
  if (parts[parts.length - 1] === "" && parts.length > 1) parts.length--;
  if (parts.length > 4) return -1;
  let address = 0;
  for (let i = 0; i < parts.length; i++) {
    const n = ipv4NumberParser(parts[i]);
    if (n < 0) return -1;
    if (i < parts.length - 1) {
      if (n > 255) return -1;
      address += n * 256 ** (3 - i);
    } else {
      if (n >= 256 ** (5 - parts.length)) return -1;
      address += n;
    }
  }
  return address;
}

/**
 * https://url.spec.whatwg.org/#file-state for `s`, whose scheme "file" ends at `colon`: two "/" or
 * "\" go to the file slash state and then the file host state, where the host is the buffer up to
 * the next "/", "\", "?" or "#" (empty, or an ASCII domain; "localhost" becomes the empty host),
 * and the path start state follows. With fewer, the host is the empty host and the path state
 * starts after them; with a base URL those steps read the base's host and path (when it is a file
 * URL), so that is the core's. So is a Windows drive letter (the file host and path states'
 * quirks: pathStates declines it) and a host that is not plainly an ASCII domain.
 */
function fileURL(s, colon, hasBase, builtin, c) {
  let slashes = 0;
  while (slashes < 2 && isSlash(code(s, builtin, colon + 1 + slashes))) slashes++;
  let from = colon + 1 + slashes;
  let host = "";
  if (slashes === 2) {
    const hostEnd = bufferEnd(s, from, builtin);
    if (hostEnd > from) {
      const parsed = plainHost(StringPrototypeSlice(s, from, hostEnd), true, builtin);
      if (parsed === null) return false;
      if (parsed !== "localhost") host = parsed;
    }
    from = hostEnd;
  } else if (hasBase) {
    return false;
  }
  return pathQueryFragment(c, s, "file", SCHEME_FILE, host, OMITTED, from);
}

/**
 * https://url.spec.whatwg.org/#path-start-state, #path-state, #query-state and #fragment-state on
 * `s` from `from`, for a special URL whose scheme, host (a domain, the empty host of a file URL,
 * or an IPv4 address: a number) and port are given: fill Context `c` and return true, or false when pathStates declines (a file
 * URL's Windows drive letter).
 */
function pathQueryFragment(c, s, scheme, type, host, port, from) {
  const n = s.length;
  let hash = StringPrototypeIndexOf(s, "#", from);
  if (hash === -1) hash = n;
  let query = StringPrototypeIndexOf(s, "?", from);
  if (query === -1 || query > hash) query = hash;
  const path = pathStates(StringPrototypeSlice(s, from, query), type === SCHEME_FILE);
  if (path === null) return false;
  // https://url.spec.whatwg.org/#concept-host-serializer
  const hostKind = typeof host === "number" ? HOST_IPV4 : host === "" ? HOST_EMPTY : HOST_DOMAIN;
  const hostText = typeof host === "number" ? serializeIPv4(host) : host;
  const hostStart = scheme.length + 3;
  const portText = port === OMITTED ? "" : `:${port}`;
  const pathnameStart = hostStart + hostText.length + portText.length;
  let href = `${scheme}://${hostText}${portText}${path}`;
  let searchStart = OMITTED;
  if (query < hash) {
    searchStart = href.length;
    href += `?${utf8PercentEncode(StringPrototypeSlice(s, query + 1, hash), SPECIAL_QUERY)}`;
  }
  let hashStart = OMITTED;
  if (hash < n) {
    hashStart = href.length;
    href += `#${utf8PercentEncode(StringPrototypeSlice(s, hash + 1), FRAGMENT)}`;
  }
  const hostEnd = hostStart + hostText.length;
  fill(c, href, scheme.length + 1, hostStart, hostEnd, port, pathnameStart, searchStart, hashStart, type, hostKind);
  return true;
}

/** FastPathBridge with specialURL: the bridge for the JS build of the core. */
export class JsCoreBridge extends FastPathBridge {
  absolute(input, hasBase, c) {
    return specialURL(input, hasBase, c);
  }
}

/** A JS build of the core (pkg/js/'s `instantiate` and `imports`) with the bridge to drive it
 * (runtime.mjs useJsCore and useFallback take it). */
export function withJsCoreBridge(core) {
  return { instantiate: core.instantiate, imports: core.imports, Bridge: JsCoreBridge };
}
