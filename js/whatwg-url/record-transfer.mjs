// URL records to and from the wasm parser: from a Context (href + offsets, wasm/bridge.mjs) that
// `parse` returns, and both ways through the record encoding of `basicParse`. Records are the
// plain objects url-record.mjs describes.
import { HOST_DOMAIN, HOST_EMPTY, HOST_IPV4, HOST_IPV6, HOST_NULL, HOST_OPAQUE, OMITTED } from "../wasm/bridge.mjs";
import { hasAnOpaquePath, serializeHost, serializePath } from "./url-record.mjs";

/** The host whose serialization is `text`, of host kind `kind` (src/components.rs HostKind). */
export function hostFromText(text, kind) {
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

/** The 8 pieces of an IPv6 address as the IPv6 serializer writes it (lowercase hex, at most one "::"). */
const hexPieces = (part) => (part === "" ? [] : part.split(":").map((piece) => Number.parseInt(piece, 16)));

function ipv6Pieces(text) {
  const [head, tail] = text.split("::");
  const left = hexPieces(head);
  if (tail === undefined) return left;
  const right = hexPieces(tail);
  return [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
}

/** The path whose URL path serialization is `pathname` ("/a/b" is ["a", "b"], "" the empty list). */
function pathFromText(pathname, opaque) {
  if (opaque) return pathname;
  return pathname === "" ? [] : pathname.slice(1).split("/");
}

/** The record of a Context: each component read back from the href. */
export function recordFromContext(c) {
  const href = c.href;
  const hostNull = c.hostKind === HOST_NULL;
  const queryEnd = c.hashStart !== OMITTED ? c.hashStart : href.length;
  const pathEnd = c.searchStart !== OMITTED ? c.searchStart : queryEnd;
  const pathname = href.slice(c.pathnameStart, pathEnd);
  return {
    scheme: href.slice(0, c.protocolEnd - 1),
    username: hostNull ? "" : href.slice(c.protocolEnd + 2, c.usernameEnd),
    password: c.hostStart - 1 > c.usernameEnd ? href.slice(c.usernameEnd + 1, c.hostStart - 1) : "",
    host: hostFromText(href.slice(c.hostStart, c.hostEnd), c.hostKind),
    port: c.port === OMITTED ? null : c.port,
    // https://url.spec.whatwg.org/#url-opaque-path: a URL without a host whose path does not start with "/".
    path: pathFromText(pathname, hostNull && pathname.charCodeAt(0) !== 0x2f),
    query: c.searchStart === OMITTED ? null : href.slice(c.searchStart + 1, queryEnd),
    fragment: c.hashStart === OMITTED ? null : href.slice(c.hashStart + 1),
  };
}

const SPECIAL_SCHEMES = new Set(["ftp", "file", "http", "https", "ws", "wss"]);
const nullable = (value) => (value === null ? null : `${value}`);

/** A record as the fields of the wasm record encoding (wasm/bridge.mjs basicParse). A host
 * string is a domain in a special URL, else an opaque host (they serialize alike). */
export function fieldsOf(url) {
  const { host } = url;
  let kind = HOST_OPAQUE;
  if (host === null) kind = HOST_NULL;
  else if (host === "") kind = HOST_EMPTY;
  else if (typeof host === "number") kind = HOST_IPV4;
  else if (Array.isArray(host)) kind = HOST_IPV6;
  else if (SPECIAL_SCHEMES.has(url.scheme)) kind = HOST_DOMAIN;
  const opaque = hasAnOpaquePath(url);
  return [
    `${url.scheme}`,
    `${url.username}`,
    `${url.password}`,
    kind,
    host === null ? "" : `${serializeHost(host)}`,
    url.port,
    opaque ? 1 : 0,
    opaque ? url.path : serializePath(url),
    nullable(url.query),
    nullable(url.fragment),
  ];
}

/** Set the fields of record `url` (a new one when omitted) from the wasm record encoding; `before`:
 * the fields `url` was sent as (fieldsOf), so that a path the parse left alone stays as it is. */
export function recordFromFields(fields, url = undefined, before = undefined) {
  const [scheme, username, password, kind, host, port, opaque, path, query, fragment] = fields;
  if (url === undefined) {
    return {
      scheme,
      username,
      password,
      host: hostFromText(host, kind),
      port,
      path: pathFromText(path, opaque === 1),
      query,
      fragment,
    };
  }
  url.scheme = scheme;
  url.username = username;
  url.password = password;
  // An IPv6 address the parse left alone stays the same array.
  const old = url.host;
  if (!(Array.isArray(old) && kind === HOST_IPV6 && serializeHost(old) === host)) url.host = hostFromText(host, kind);
  url.port = port;
  // A path the parse changed: a list changes in place, as the path states change it.
  if (before?.[6] === opaque && before[7] === path) {
    // unchanged
  } else if (opaque === 1 || !Array.isArray(url.path)) {
    url.path = pathFromText(path, opaque === 1);
  } else {
    url.path.splice(0, url.path.length, ...pathFromText(path, false));
  }
  url.query = query;
  url.fragment = fragment;
  return url;
}
