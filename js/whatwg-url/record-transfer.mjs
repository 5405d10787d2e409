// URL records to and from the wasm parser, which takes and gives a URL as its href and component
// offsets (a Context, context.mjs; the offsets as src/components.rs defines them). Records are the
// plain objects url-record.mjs describes.
//
// A parsed href is ASCII, so its byte offsets are string indices. A record's components set by hand
// may hold non-ASCII (whatwg-url keeps them as they are): such a record goes to wasm with byte
// offsets (contextOf), and comes back as bytes (recordFromContext with `bytes`).
import { Context } from "../context.mjs";
import { decodeUtf8 } from "../codecs/utf8.mjs";
import {
  HOST_DOMAIN,
  HOST_EMPTY,
  HOST_IPV4,
  HOST_IPV6,
  HOST_NULL,
  HOST_OPAQUE,
  OMITTED,
  SCHEME_FILE,
  SCHEME_FTP,
  SCHEME_HTTP,
  SCHEME_HTTPS,
  SCHEME_NOT_SPECIAL,
  SCHEME_WS,
  SCHEME_WSS,
  SPECIAL_SCHEME_NAME,
} from "../wasm/contract.mjs";
import { serialize, serializePath } from "./serializer.mjs";

/** The host whose serialization is `text`, of host kind `kind` (src/components.rs HostKind). */
function hostFromText(text, kind) {
  switch (kind) {
    case HOST_NULL:
      return null;
    case HOST_EMPTY:
      return "";
    case HOST_IPV4: {
      // The IPv4 serializer's output: four decimal numbers.
      const [a, b, c, d] = text.split(".");
      return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
    }
    case HOST_IPV6:
      return ipv6Pieces(text.slice(1, -1));
    default:
      return text;
  }
}

const hexPieces = (part) => (part === "" ? [] : part.split(":").map((piece) => Number.parseInt(piece, 16)));

/** The 8 pieces of an IPv6 address as the IPv6 serializer writes it (lowercase hex, at most one "::"). */
function ipv6Pieces(text) {
  const [head, tail] = text.split("::");
  const left = hexPieces(head);
  if (tail === undefined) return left;
  const right = hexPieces(tail);
  return [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
}

/** The segments of a list path whose URL path serialization is `pathname` ("/a/b" is ["a", "b"],
 * "" the empty list). indexOf and slice, not split("/"): in V8 a string split is a runtime call,
 * which took about a quarter of parseURL's time on kasztp.txt (its paths have 2.4 segments). */
export function pathSegments(pathname) {
  const segments = [];
  if (pathname === "") return segments;
  let start = 1;
  for (let slash = pathname.indexOf("/", 1); slash !== -1; slash = pathname.indexOf("/", start)) {
    segments.push(pathname.slice(start, slash));
    start = slash + 1;
  }
  segments.push(pathname.slice(start));
  return segments;
}

/** The path whose URL path serialization is `pathname`: an opaque path as it is, else its segments. */
function pathFromText(pathname, opaque) {
  return opaque ? pathname : pathSegments(pathname);
}

/** The record of a Context: each component read back from the href. With `bytes` (the UTF-8
 * bytes of an href that is not ASCII, from the basic_parse export: api.mjs), the offsets count bytes;
 * `opaquePath`: whether the path is opaque, when a host does not say (basic_parse). */
export function recordFromContext(c, bytes = null, opaquePath = undefined) {
  const href = c.href;
  const part = bytes === null ? (start, end) => href.slice(start, end) : (start, end) => decodeUtf8(bytes, start, end);
  const length = bytes === null ? href.length : bytes.length;
  const hostNull = c.hostKind === HOST_NULL;
  const queryEnd = c.hashStart !== OMITTED ? c.hashStart : length;
  const pathEnd = c.searchStart !== OMITTED ? c.searchStart : queryEnd;
  const pathname = part(c.pathnameStart, pathEnd);
  return {
    // A special scheme as a constant string: comparing it with one (schemeType) is then comparing
    // two pointers, and a keyed lookup by it needs no search in V8's string table.
    scheme: SPECIAL_SCHEME_NAME[c.schemeType] ?? part(0, c.protocolEnd - 1),
    username: hostNull ? "" : part(c.protocolEnd + 2, c.usernameEnd),
    password: c.hostStart - 1 > c.usernameEnd ? part(c.usernameEnd + 1, c.hostStart - 1) : "",
    host: hostFromText(part(c.hostStart, c.hostEnd), c.hostKind),
    // `| 0`: Context.port is a double field (OMITTED is no small integer). Stored as a double, it
    // sent Node 20's V8 into a deoptimization loop here (reason "Smi", every call): parseURL took
    // 2.6 µs a URL on kasztp.txt, not 0.9.
    port: c.port === OMITTED ? null : c.port | 0,
    // https://url.spec.whatwg.org/#url-opaque-path: a URL without a host whose path does not start
    // with "/" (as the parser makes them).
    path: pathFromText(pathname, opaquePath ?? (hostNull && pathname.charCodeAt(0) !== 0x2f)),
    query: c.searchStart === OMITTED ? null : part(c.searchStart + 1, queryEnd),
    fragment: c.hashStart === OMITTED ? null : part(c.hashStart + 1, length),
  };
}

const NON_ASCII = /[^\0-\x7f]/;

/** The UTF-8 length of `s[0, end)` as the bridge encodes it (a lone surrogate as U+FFFD). */
function byteLength(s, end) {
  let n = 0;
  for (let i = 0; i < end; i++) {
    const u = s.charCodeAt(i);
    if (u < 0x80) {
      n += 1;
    } else if (u < 0x800) {
      n += 2;
    } else if (u >= 0xd800 && u <= 0xdbff && i + 1 < end && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4; // a surrogate pair
      i++;
    } else {
      n += 3; // other code points of the BMP, and a lone surrogate (U+FFFD)
    }
  }
  return n;
}

/** The SCHEME_* code of `scheme` (SPECIAL_SCHEME_TYPE's), by a switch: faster than a lookup by
 * key, which jsdom's setters (state overrides, url.spec.whatwg.org#default-port) do each time. */
export function schemeType(scheme) {
  switch (scheme) {
    case "http":
      return SCHEME_HTTP;
    case "https":
      return SCHEME_HTTPS;
    case "ws":
      return SCHEME_WS;
    case "wss":
      return SCHEME_WSS;
    case "ftp":
      return SCHEME_FTP;
    case "file":
      return SCHEME_FILE;
    default:
      return SCHEME_NOT_SPECIAL;
  }
}

/** The Context of record `url`, for wasm: its href (the URL serializer's output), the offsets of
 * its components (in bytes, when the href is not ASCII), its scheme type and host kind. A host
 * string is a domain in a special URL, else an opaque host (both serialize as they are). */
export function contextOf(url) {
  const c = new Context();
  serialize(url, false, c);
  const { host } = url;
  c.schemeType = schemeType(url.scheme);
  if (host === null) c.hostKind = HOST_NULL;
  else if (host === "") c.hostKind = HOST_EMPTY;
  else if (typeof host === "number") c.hostKind = HOST_IPV4;
  else if (Array.isArray(host)) c.hostKind = HOST_IPV6;
  else c.hostKind = c.schemeType === SCHEME_NOT_SPECIAL ? HOST_OPAQUE : HOST_DOMAIN;
  if (NON_ASCII.test(c.href)) {
    for (const key of [
      "protocolEnd",
      "usernameEnd",
      "hostStart",
      "hostEnd",
      "pathnameStart",
      "searchStart",
      "hashStart",
    ]) {
      if (c[key] !== OMITTED) c[key] = byteLength(c.href, c[key]);
    }
  }
  return c;
}

/**
 * Set record `url`'s fields to those of record `result` (what a parse on it gave). An IPv6 address
 * and a list path the parse left alone stay the same objects; a list path it changed changes in
 * place, as the path states change it.
 */
export function updateRecord(url, result) {
  url.scheme = result.scheme;
  url.username = result.username;
  url.password = result.password;
  if (!(Array.isArray(url.host) && Array.isArray(result.host) && `${url.host}` === `${result.host}`))
    url.host = result.host;
  url.port = result.port;
  if (!Array.isArray(url.path) || !Array.isArray(result.path)) url.path = result.path;
  else if (serializePath(url) !== serializePath(result)) url.path.splice(0, url.path.length, ...result.path);
  url.query = result.query;
  url.fragment = result.fragment;
  return url;
}
