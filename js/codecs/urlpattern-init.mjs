// "process a URLPatternInit" with type "url" (https://urlpattern.spec.whatwg.org/#process-a-urlpatterninit)
// in JS for the common inits whose canonicalization changes nothing, so that exec({ pathname })
// needs no wasm call. Anything else (a baseURL, a hostname, characters the URL parser would
// encode or remove, dot segments, ...) returns undefined: the caller asks wasm (src/urlpattern/
// init.rs, the reference; tests/js/urlpattern-init.test.mjs compares the two).

const SPECIAL = new Map([
  ["ftp", "21"],
  ["file", ""],
  ["http", "80"],
  ["https", "443"],
  ["ws", "80"],
  ["wss", "443"],
]);
/** A scheme the basic URL parser takes whole (then canonicalize a protocol lowercases it). */
const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*$/;
/** Code points outside the userinfo percent-encode set. */
const USERINFO = /^[A-Za-z0-9\-._~!$&'()*+,%]*$/;
/** A path the path state keeps as it is (no dot segments is checked apart). */
const PATH = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;
/** An opaque path the opaque path state keeps (no C0 control, space, ?, #, or non-ASCII). */
const OPAQUE = /^[\x21\x22\x24-\x3e\x40-\x7e]*$/;
/** Code points outside the special-query percent-encode set. */
const QUERY = /^[\x21\x24-\x26\x28-\x3b\x3d\x3f-\x7e]*$/;
/** Code points outside the fragment percent-encode set. */
const FRAGMENT = /^[\x21\x23-\x3b\x3d\x3f-\x5f\x61-\x7e]*$/;
const PORT = /^[1-9][0-9]{0,4}$/;

/**
 * The 8 component strings for an init given as the bridge's 9-string list (undefined members
 * absent), or undefined when this fast path does not apply.
 */
export function canonicalInit(list) {
  if (list[8] !== undefined) return undefined; // baseURL: wasm
  let protocol = list[0] ?? "";
  if (protocol.endsWith(":")) protocol = protocol.slice(0, -1);
  if (protocol !== "") {
    if (!SCHEME.test(protocol)) return undefined;
    protocol = protocol.toLowerCase();
  }
  const username = list[1] ?? "";
  const password = list[2] ?? "";
  if (!USERINFO.test(username) || !USERINFO.test(password)) return undefined;
  const hostname = list[3] ?? "";
  if (hostname !== "") return undefined;
  const port = list[4] ?? "";
  if (port !== "" && (!PORT.test(port) || +port > 65535 || SPECIAL.get(protocol) === port)) return undefined;
  const pathname = list[5] ?? "";
  if (
    protocol === "" || SPECIAL.has(protocol)
      ? !PATH.test(pathname) || DOT_SEGMENT.test(pathname)
      : !OPAQUE.test(pathname)
  ) {
    return undefined;
  }
  let search = list[6] ?? "";
  if (search.startsWith("?")) search = search.slice(1);
  let hash = list[7] ?? "";
  if (hash.startsWith("#")) hash = hash.slice(1);
  if (!QUERY.test(search) || !FRAGMENT.test(hash)) return undefined;
  return [protocol, username, password, hostname, port, pathname, search, hash];
}
