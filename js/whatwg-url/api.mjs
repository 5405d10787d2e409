// The module `url-wasm/whatwg-url`: whatwg-url 17.3's public API (its README, "API") on url-wasm's
// parser. The URL and URLSearchParams classes, and the URL Standard's low-level algorithms on URL
// records (url-record.mjs) for code such as jsdom's HTMLHyperlinkElementUtils and Location.
// Failure is null, as in whatwg-url. Encodings other than UTF-8 load the encoders (encoding.mjs)
// where they change the result (encodingMatters).
import { FRAGMENT, LONG, PATH, QUERY, SPECIAL_QUERY, utf8PercentEncode } from "../codecs/percent-encode.mjs";
import { getBridge } from "../wasm/runtime.mjs";
import { toUSVString } from "../webidl.mjs";
import {
  BASIC_PARSE_OPAQUE_PATH,
  DEFAULT_PORT,
  SCHEME_FILE,
  SCHEME_NOT_SPECIAL,
  STATE_OVERRIDES,
  STATUS_SUCCESS,
} from "../wasm/contract.mjs";
import { Context } from "../context.mjs";
import {
  alreadySerialized,
  REF_NETWORK_PATH,
  REF_PATH,
  REF_SAME_PATH,
  referenceFragment,
  referencePathPart,
  referenceQuery,
  relativeReference,
} from "../fast-path.mjs";
import { encodeInto, maxBytes } from "../codecs/utf8.mjs";
import { isValidURLString as validURLString, parseWithErrors } from "../tools.mjs";
import { encodingParseHref, needsEncoder } from "../encoding.mjs";
import {
  asciiDomain,
  dotSegment,
  isWindowsDriveLetter,
  leadingPort,
  pathStates,
  withoutTabOrNewline,
} from "../setters.mjs";
import { contextOf, pathSegments, recordFromContext, schemeType, updateRecord } from "./record-transfer.mjs";
import { hasAnOpaquePath, serializeHost, serializePath, serializeURL } from "./url-record.mjs";
import { URL as URLInterface, URLSearchParams as URLSearchParamsInterface } from "./webidl2js-wrapper.mjs";

// As whatwg-url does: the classes are the wrapper interfaces, installed on an object that stands
// for a global object of this realm.
const sharedGlobalObject = { Array, Object, Promise, String, TypeError };
URLInterface.install(sharedGlobalObject, ["Window"]);
URLSearchParamsInterface.install(sharedGlobalObject, ["Window"]);
export const { URL, URLSearchParams } = sharedGlobalObject;

const NON_ASCII = /[^\0-\x7f]/;
// What an encoder may write otherwise than UTF-8 does: non-ASCII code points, and the three ASCII
// ones ISO-2022-JP's encoder refuses (https://encoding.spec.whatwg.org/#iso-2022-jp-encoder).
// biome-ignore lint/suspicious/noControlCharactersInRegex: those three code points are the point
const ENCODED = /[^\0-\x7f]|[\x0e\x0f\x1b]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const ENCODED_IN_QUERY = /\?[^#]*([^\0-\x7f]|[\x0e\x0f\x1b])/;

/**
 * Whether the encoding `encoding` changes this result: only where it needs an encoder and the
 * query of a special URL (not ws: or wss:) gets a code point from the input that an encoder may
 * write otherwise than UTF-8 does (ENCODED): https://url.spec.whatwg.org/#query-state.
 * `url` is the UTF-8 parse's result, `queryOnly` says the whole input is query (state override).
 */
function encodingMatters(encoding, input, url, queryOnly) {
  if (encoding === undefined || url === null || (url.query === null && !queryOnly)) return false;
  if (!needsEncoder(`${encoding}`)) return false;
  const scheme = url.scheme;
  if (!(scheme === "http" || scheme === "https" || scheme === "ftp" || scheme === "file")) return false;
  return (queryOnly ? ENCODED : ENCODED_IN_QUERY).test(input);
}

/** The URL parser (https://url.spec.whatwg.org/#concept-url-parser) without the blob URL entry.
 * A common relative reference against a special base record is resolved on the record in JS
 * (againstBase); else the base record goes to wasm as its serialization, which wasm parses again
 * (Node 20, kasztp.txt bases in turn: 5.3 µs a call that way; 0.85-1.1 with the JS resolving the
 * reference against the base's serialization, 0.33 on the record itself, 0.19 on its path list). */
function parse(input, baseURL) {
  const s = `${input}`;
  if (baseURL) {
    const url = againstBase(s, baseURL);
    if (url !== undefined) return url;
  }
  const c = getBridge().parse(s, baseURL ? serializeURL(baseURL) : undefined);
  return c === null ? null : recordFromContext(c);
}

/**
 * The record that relative reference `s` parses to against base record `base`, for the references
 * fast-path.mjs relativeReference answers for, when the base is special and has a host and a list
 * path; undefined when wasm must decide. https://url.spec.whatwg.org/#relative-state copies the
 * base's username, password, host, port and path (shortened for a path reference, emptied for one
 * that starts with "/"), and its query unless the reference has one;
 * https://url.spec.whatwg.org/#file-state copies only the host, path and query (referencePath
 * leaves Windows drive letters to wasm). The components are copied as they are (an IPv6 address is
 * the base's array, as in whatwg-url), so a base record changed by hand is resolved against as it is.
 */
function againstBase(s, base) {
  const type = schemeType(base.scheme);
  if (type === SCHEME_NOT_SPECIAL || base.host === null || !Array.isArray(base.path)) return undefined;
  const kind = relativeReference(s);
  if (kind === 0) return undefined;
  if (kind === REF_NETWORK_PATH) {
    const c = new Context();
    return alreadySerialized(`${base.scheme}:${s}`, c) ? recordFromContext(c) : undefined;
  }
  let path;
  if (kind === REF_PATH) {
    path = referenceSegments(s, base.path, type === SCHEME_FILE);
    if (path === null) return undefined;
  } else {
    path = [...base.path];
  }
  const query = referenceQuery(s);
  const file = type === SCHEME_FILE;
  return {
    scheme: base.scheme,
    username: file ? "" : base.username,
    password: file ? "" : base.password,
    host: base.host,
    port: file ? null : base.port,
    path,
    query: query === null && kind === REF_SAME_PATH ? base.query : query,
    fragment: referenceFragment(s),
  };
}

/**
 * The path that path reference `s` (REF_PATH, just answered by relativeReference) gives against a
 * base whose path is the list `basePath`: fast-path.mjs referencePath (with setters.mjs
 * pathStates) on the record's list rather than on a serialized path, which spares serializing the
 * base's path and splitting the result again (parseURL against a new base record each call, Node
 * 20: `page.html` 385 -> 133 ns, `../up/other.html?x=1` 531 -> 203 ns). The relative state copies
 * the base's path and shortens it (https://url.spec.whatwg.org/#shorten-a-urls-path), or the
 * relative slash state leaves it empty for a reference that starts with "/"; the path state then
 * resolves each segment (https://url.spec.whatwg.org/#path-state: the reference has no "\", tab
 * or newline). null for the core to decide: a file URL's Windows drive letter, as referencePath.
 */
function referenceSegments(s, basePath, file) {
  const part = referencePathPart(s);
  if (file && (part.charCodeAt(1) === 0x7c || (basePath.length > 0 && isWindowsDriveLetter(basePath[0])))) return null;
  const absolute = part.charCodeAt(0) === 0x2f;
  const path = absolute ? [] : basePath.slice(0, -1);
  for (let start = absolute ? 1 : 0; ; ) {
    const slash = part.indexOf("/", start);
    const end = slash === -1 ? part.length : slash;
    const first = part.charCodeAt(start);
    // "%" is not in the path percent-encode set, so dot segments read the same before encoding.
    const dots = first === 0x2e || first === 0x25 ? dotSegment(part, start, end) : 0;
    if (dots === 0) {
      const segment = utf8PercentEncode(part.slice(start, end), PATH);
      if (file && path.length === 0 && isWindowsDriveLetter(segment)) return null;
      path.push(segment);
    } else {
      if (dots === 2) path.pop(); // shorten: a file URL's path has no drive letter here (above)
      if (slash === -1) path.push("");
    }
    if (slash === -1) return path;
    start = slash + 1;
  }
}

/** https://url.spec.whatwg.org/#concept-url-parser: a URL record, or null. With an `encoding`
 * whose encoder changes the query (encodingMatters), the parse with it (encoding.mjs). */
export function parseURL(input, options = {}) {
  const { baseURL, encoding } = options;
  const url = parse(input, baseURL);
  if (!encodingMatters(encoding, `${input}`, url, false)) return url;
  return parse(encodingParseHref(toUSVString(input), baseURL ? serializeURL(baseURL) : undefined, `${encoding}`));
}

/** The query state with state override on record `url` (https://url.spec.whatwg.org/#query-state)
 * with an encoding: its query after appending `input` (tab and newline removed), found by parsing
 * the record's serialization with that query (a "#" in the input is part of the query here). */
function encodedQuery(url, input, encoding) {
  const withoutQuery = serializeURL({ ...url, query: null, fragment: null });
  const query = `${url.query ?? ""}${withoutTabOrNewline(input).replaceAll("#", "%23")}`;
  const parsed = parse(encodingParseHref(`${withoutQuery}?${query}`, undefined, `${encoding}`));
  return parsed === null ? null : parsed.query;
}

/** https://url.spec.whatwg.org/#is-special */
const isSpecial = (url) => schemeType(url.scheme) !== SCHEME_NOT_SPECIAL;

/** A special URL's host as the host state's buffer: an ASCII domain, and for the host state a port
 * (https://url.spec.whatwg.org/#port-state: digits to the end). */
const PLAIN_HOST = /^[A-Za-z0-9._-]+(?::\d{1,5})?$/;
const PLAIN_HOSTNAME = /^[A-Za-z0-9._-]+$/;

/**
 * https://url.spec.whatwg.org/#host-state (and #hostname-state, #file-host-state) with a state
 * override on a special URL, for an input that `plain` matches and that is an ASCII domain
 * (asciiDomain, js/setters.mjs: it only lowercases), with a port (digits) in the host state but
 * for file URLs (a ":" is forbidden in their host): true, false for failure, or undefined for wasm
 * to decide.
 */
function hostState(url, input, plain) {
  const type = schemeType(url.scheme);
  if (type === SCHEME_NOT_SPECIAL || hasAnOpaquePath(url) || !plain.test(input)) return undefined;
  const domain = asciiDomain(input, type === SCHEME_FILE);
  if (typeof domain !== "string") return undefined;
  if (type === SCHEME_FILE) {
    url.host = domain === "localhost" ? "" : domain;
    return true;
  }
  url.host = domain;
  // Then the port state on what follows ":", whose failure (a port over 65535) leaves the host set.
  return domain.length === input.length || portState(url, input.slice(domain.length + 1));
}

/** https://url.spec.whatwg.org/#port-state with a state override on the record (js/setters.mjs
 * leadingPort): true, or false for failure. */
function portState(url, input) {
  const port = leadingPort(input, 0);
  if (port < 0) return false;
  url.port = port === DEFAULT_PORT[schemeType(url.scheme)] ? null : port; // OMITTED for file: never a port
  return true;
}

/** The input as the basic URL parser's steps 3 and on see it: a USVString without ASCII tab or
 * newline (https://url.spec.whatwg.org/#concept-basic-url-parser). */
const cleaned = (s) => withoutTabOrNewline(toUSVString(s));

/**
 * The states whose steps with a state override only percent-encode, read digits, split a path or
 * lowercase an ASCII domain, done here on record `url` (`s`: the input as a string): true, false
 * for failure, or undefined when wasm must decide. The wasm parser (src/parser.rs) is the
 * reference: whatwg-url-differential.test.mjs compares both with whatwg-url. A switch, so that each
 * state's call is direct (jsdom's setters call this each time: a call through a table of
 * functions cost about 15% of the port override's time).
 */
function inJS(url, s, stateOverride) {
  switch (stateOverride) {
    case "path start":
      return pathStart(url, cleaned(s));
    case "host":
      return hostState(url, cleaned(s), PLAIN_HOST);
    case "hostname":
      return hostState(url, cleaned(s), PLAIN_HOSTNAME);
    case "port":
      // leadingPort skips tab and newline itself, and stops at a lone surrogate as at any non-digit.
      return portState(url, s);
    case "query": {
      // https://url.spec.whatwg.org/#query-state: every code point (with a state override, "#"
      // too) percent-encoded into the query.
      const set = isSpecial(url) ? SPECIAL_QUERY : QUERY;
      url.query = (url.query ?? "") + utf8PercentEncode(cleaned(s), set);
      return true;
    }
    case "fragment": {
      // https://url.spec.whatwg.org/#fragment-state: each code point percent-encoded into the
      // fragment (so no code point, no change).
      const input = cleaned(s);
      if (input !== "") url.fragment = (url.fragment ?? "") + utf8PercentEncode(input, FRAGMENT);
      return true;
    }
    default:
      return undefined;
  }
}

/** https://url.spec.whatwg.org/#path-start-state on an emptied path (js/setters.mjs pathStates). */
function pathStart(url, input) {
  if (!isSpecial(url) || !Array.isArray(url.path) || url.path.length !== 0) return undefined;
  const path = pathStates(input, url.scheme === "file");
  if (path === null) return undefined;
  url.path.push(...pathSegments(path));
  return true;
}

/**
 * https://url.spec.whatwg.org/#concept-basic-url-parser: with `url` (a record), the parse changes
 * it in place (also when it fails: the steps before the failure stay done) and returns it, or
 * null; without, a new record or null. `stateOverride` is a state name, as in whatwg-url.
 */
export function basicURLParse(input, options = {}) {
  const { baseURL, url, stateOverride, encoding } = options;
  if (!url && !stateOverride) return parseURL(input, { baseURL, encoding });
  const s = `${input}`;
  if (url && stateOverride === "query" && encodingMatters(encoding, s, url, true)) {
    const query = encodedQuery(url, toUSVString(s), encoding);
    if (query === null) return null;
    url.query = query;
    return url;
  }
  if (url && s.length <= LONG) {
    const done = inJS(url, s, stateOverride);
    if (done !== undefined) return done ? url : null;
  }
  let state = 0;
  if (stateOverride) {
    state = STATE_OVERRIDES.indexOf(stateOverride) + 1;
    if (state === 0) throw new TypeError(`basicURLParse: unknown state override ${JSON.stringify(stateOverride)}`);
  }
  const result = basicParse(s, baseURL ? serializeURL(baseURL) : undefined, url || null, state);
  let parsed = null;
  if (result.record !== null) {
    if (url) updateRecord(url, result.record);
    if (result.ok) parsed = url || result.record;
  }
  if (encodingMatters(encoding, s, parsed, false)) {
    // A record parsed again from its start (no state override) with an encoding: not needed by
    // the URL Standard's or HTML's callers, so not done in this build.
    throw new RangeError("url-wasm/whatwg-url: basicURLParse with `url` and an encoding needs a state override");
  }
  return parsed;
}

/**
 * The basic URL parser on record `url` (null: not given), from the state coded `state` (0: none),
 * in wasm (src/wasm/records.rs, in the tools flavour Node loads): { ok, record: what the parse
 * made of `url` or a new record, or null when there is none }.
 */
function basicParse(input, base, url, state) {
  const c = url === null ? null : contextOf(url);
  const flags = url !== null && hasAnOpaquePath(url) ? BASIC_PARSE_OPAQUE_PATH : 0;
  const href = c === null ? undefined : c.href;
  const { status, text, words } = getBridge().call("basic_parse", [base, href, input], [state | flags], c);
  const ok = status === STATUS_SUCCESS;
  if (words.length === 0) return { ok, record: null };
  const [opaque, protocolEnd, usernameEnd, hostStart, hostEnd, port, pathnameStart, searchStart, hashStart] = words;
  const result = Object.assign(new Context(), { href: text, protocolEnd, usernameEnd, hostStart, hostEnd, port });
  Object.assign(result, { pathnameStart, searchStart, hashStart, schemeType: words[9], hostKind: words[10] });
  // An href that is not ASCII (a component set by hand, left alone): its offsets count bytes.
  const bytes = NON_ASCII.test(text) ? utf8Bytes(text) : null;
  return { ok, record: recordFromContext(result, bytes, opaque === 1) };
}

/** The UTF-8 bytes of `s`. */
function utf8Bytes(s) {
  const bytes = new Uint8Array(maxBytes(s));
  return bytes.subarray(0, encodeInto(s, bytes, 0));
}

/** The URL parser that also returns the validation errors' names (in the order the parser meets
 * them): { url: a record or null, validationErrors } (tools.mjs parseWithErrors). */
export function parseURLWithValidationErrors(input, options = {}) {
  const { baseURL, encoding } = options;
  const url = parseURL(input, { baseURL, encoding });
  const { errors } = parseWithErrors(`${input}`, baseURL ? serializeURL(baseURL) : undefined);
  return { url, validationErrors: errors.map((e) => e.name) };
}

/** https://url.spec.whatwg.org/#valid-url-string (against `baseURL`, a record, for a relative-URL
 * string): the URL Standard's writing grammar (tools.mjs isValidURLString). */
export function isValidURLString(input, options = {}) {
  const { baseURL } = options;
  return validURLString(`${input}`, baseURL ? serializeURL(baseURL) : undefined);
}

/** https://url.spec.whatwg.org/#concept-url-origin, serialized (HTML's ASCII serialization). A
 * file: URL's origin is opaque, as whatwg-url chooses. */
export function serializeURLOrigin(url) {
  switch (url.scheme) {
    case "blob": {
      // The origin of the URL its path parses to, when that is an HTTP(S) URL.
      const pathURL = parse(serializePath(url));
      return pathURL !== null && (pathURL.scheme === "http" || pathURL.scheme === "https")
        ? serializeURLOrigin(pathURL)
        : "null";
    }
    case "ftp":
    case "http":
    case "https":
    case "ws":
    case "wss":
      return `${url.scheme}://${serializeHost(url.host)}${url.port === null ? "" : `:${url.port}`}`;
    default:
      return "null";
  }
}

// The algorithms that need no parser: url-record.mjs exports exactly those.
export * from "./url-record.mjs";
