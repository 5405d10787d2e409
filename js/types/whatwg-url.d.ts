// Types of url-wasm/whatwg-url: whatwg-url 17.3's API (https://github.com/jsdom/whatwg-url#api) on
// url-wasm: the URL and URLSearchParams classes and the URL Standard's low-level algorithms on URL
// records (https://url.spec.whatwg.org/#concept-url). Records are plain mutable objects with
// whatwg-url's field shapes.

export { URL, URLSearchParams } from "./index.js";

/** https://url.spec.whatwg.org/#concept-ipv4: a 32-bit number. */
export type IPv4Address = number;
/** https://url.spec.whatwg.org/#concept-ipv6: eight 16-bit pieces. */
export type IPv6Address = [number, number, number, number, number, number, number, number];
/** https://url.spec.whatwg.org/#concept-host: a domain, an IPv4 or IPv6 address, an opaque host or
 * the empty host (the strings), or null for none. */
export type Host = string | IPv4Address | IPv6Address;

/** https://url.spec.whatwg.org/#concept-url */
export interface URLRecord {
  scheme: string;
  username: string;
  password: string;
  host: Host | null;
  port: number | null;
  /** A list of segments, or a string: https://url.spec.whatwg.org/#url-opaque-path */
  path: string[] | string;
  query: string | null;
  fragment: string | null;
}

/** The states a state override can name (https://url.spec.whatwg.org/#basic-url-parser), spelled
 * as the spec does. */
export type StateOverride =
  | "scheme start"
  | "scheme"
  | "no scheme"
  | "special relative or authority"
  | "path or authority"
  | "relative"
  | "relative slash"
  | "special authority slashes"
  | "special authority ignore slashes"
  | "authority"
  | "host"
  | "hostname"
  | "port"
  | "file"
  | "file slash"
  | "file host"
  | "path start"
  | "path"
  | "opaque path"
  | "query"
  | "fragment";

export interface ParseOptions {
  /** The base URL, as a record. */
  baseURL?: URLRecord | null;
  /** https://url.spec.whatwg.org/#concept-basic-url-parser's encoding: an Encoding Standard label
   * (default "utf-8"). */
  encoding?: string;
}

/** https://url.spec.whatwg.org/#concept-url-parser: the record, or null for failure. */
export function parseURL(input: string, options?: ParseOptions): URLRecord | null;

/** parseURL plus the names of the validation errors the parser met (the URL Standard's table). */
export function parseURLWithValidationErrors(
  input: string,
  options?: ParseOptions,
): { url: URLRecord | null; validationErrors: string[] };

/** https://url.spec.whatwg.org/#valid-url-string, against `baseURL` for a relative-URL string. */
export function isValidURLString(input: string, options?: { baseURL?: URLRecord | null }): boolean;

/** https://url.spec.whatwg.org/#concept-basic-url-parser. With `url`, the parse changes that record
 * in place and returns it (null for failure); without, a new record or null. */
export function basicURLParse(
  input: string,
  options?: ParseOptions & { url?: URLRecord; stateOverride?: StateOverride },
): URLRecord | null;

/** https://url.spec.whatwg.org/#concept-url-serializer */
export function serializeURL(url: URLRecord, excludeFragment?: boolean): string;
/** https://url.spec.whatwg.org/#url-path-serializer */
export function serializePath(url: URLRecord): string;
/** https://url.spec.whatwg.org/#concept-host-serializer */
export function serializeHost(host: Host): string;
/** https://url.spec.whatwg.org/#serialize-an-integer */
export function serializeInteger(integer: number): string;
/** https://url.spec.whatwg.org/#concept-url-origin, serialized ("null" for an opaque origin). */
export function serializeURLOrigin(url: URLRecord): string;
/** https://url.spec.whatwg.org/#set-the-username */
export function setTheUsername(url: URLRecord, username: string): void;
/** https://url.spec.whatwg.org/#set-the-password */
export function setThePassword(url: URLRecord, password: string): void;
/** https://url.spec.whatwg.org/#cannot-have-a-username-password-port */
export function cannotHaveAUsernamePasswordPort(url: URLRecord): boolean;
/** https://url.spec.whatwg.org/#url-opaque-path */
export function hasAnOpaquePath(url: URLRecord): boolean;
/** https://url.spec.whatwg.org/#string-percent-decode */
export function percentDecodeString(input: string): Uint8Array;
/** https://url.spec.whatwg.org/#percent-decode */
export function percentDecodeBytes(input: Uint8Array): Uint8Array;
