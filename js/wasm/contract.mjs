// GENERATED from src/contract.rs, src/components.rs and src/setters.rs by
// `UPDATE_CONTRACT=1 cargo test --lib contract`: do not edit by hand (`cargo test` fails
// when this file differs from what those definitions render).
//
// The numbers the wasm exports (src/wasm.rs) and the JS shim exchange; each comment names the
// Rust definition that documents it.

/** What an export returns (contract::Status). */
export const STATUS_FAILURE = 0;
export const STATUS_SUCCESS = 1;
export const STATUS_INPUT_IS_HREF = 2;

/** `base_len` of parse and can_parse: no base (contract::NO_BASE), or the base string of the
 * previous call that had one (contract::SAME_BASE). */
export const NO_BASE = 0xffffffff;
export const SAME_BASE = 0xfffffffe;

/** `offsets_given` of set (contract::OffsetsGiven). */
export const OFFSETS_NOT_GIVEN = 0;
export const OFFSETS_WITH_HREF = 1;
export const OFFSETS_WITH_LAST_OUTPUT = 2;

/** Indices into the result array (contract::slot; the components in
 * Components::to_slots order). */
export const SLOT_OUTPUT = 0;
export const SLOT_OUTPUT_LEN = 1;
export const SLOT_PROTOCOL_END = 2;
export const SLOT_USERNAME_END = 3;
export const SLOT_HOST_START = 4;
export const SLOT_HOST_END = 5;
export const SLOT_PORT = 6;
export const SLOT_PATHNAME_START = 7;
export const SLOT_SEARCH_START = 8;
export const SLOT_HASH_START = 9;
export const SLOT_SCHEME_TYPE = 10;
export const SLOT_HOST_KIND = 11;
export const SLOT_COMMON_PREFIX = 12;
export const SLOT_COMMON_SUFFIX = 13;
export const SLOT_FORM_LENGTHS = 2;
export const SLOT_FORM_LENGTHS_LEN = 3;

/** basic_parse's `state` argument (contract::basic_parse). */
export const BASIC_PARSE_OPAQUE_PATH = 0x100;

/** The states basic_parse's `state` names: code = 1 + index (0: none)
 * (low_level::StateOverride::ALL and name). */
export const STATE_OVERRIDES = /* @__PURE__ */ Object.freeze(["scheme start", "scheme", "no scheme", "special relative or authority", "path or authority", "relative", "relative slash", "special authority slashes", "special authority ignore slashes", "authority", "host", "hostname", "port", "file", "file slash", "file host", "path start", "path", "opaque path", "query", "fragment"]);
export const SLOT_LIST = 2;
export const SLOT_LIST_LEN = 3;

/** An absent port, query or fragment (components::OMITTED). */
export const OMITTED = 0xffffffff;

/** A URL's `schemeType` (components::SchemeType). */
export const SCHEME_NOT_SPECIAL = 0;
export const SCHEME_HTTP = 1;
export const SCHEME_HTTPS = 2;
export const SCHEME_WS = 3;
export const SCHEME_WSS = 4;
export const SCHEME_FTP = 5;
export const SCHEME_FILE = 6;

/** https://url.spec.whatwg.org/#special-scheme: the `schemeType` of each special scheme by its
 * name (SchemeType::from_scheme); other schemes are not in it. */
export const SPECIAL_SCHEME_TYPE = /* @__PURE__ */ Object.freeze({ __proto__: null, http: 1, https: 2, ws: 3, wss: 4, ftp: 5, file: 6 });

/** The special schemes' names by `schemeType` (undefined for SCHEME_NOT_SPECIAL). */
export const SPECIAL_SCHEME_NAME = /* @__PURE__ */ Object.freeze([undefined, "http", "https", "ws", "wss", "ftp", "file"]);

/** https://url.spec.whatwg.org/#default-port by `schemeType`, OMITTED for none
 * (SchemeType::default_port). */
export const DEFAULT_PORT = /* @__PURE__ */ Object.freeze([OMITTED, 80, 443, 80, 443, 21, OMITTED]);

/** A URL's `hostKind` (components::HostKind). */
export const HOST_NULL = 0;
export const HOST_EMPTY = 1;
export const HOST_DOMAIN = 2;
export const HOST_IPV4 = 3;
export const HOST_IPV6 = 4;
export const HOST_OPAQUE = 5;

/** The fast path's byte classes (fast_path::CLASSES): bits, and ASCII's classes as the
 * codes of FAST_PATH_CLASSES' characters minus 0x40. */
export const FAST_HOST = 1;
export const FAST_PATH_BYTE = 2;
export const FAST_QUERY_BYTE = 4;
export const FAST_FRAGMENT_BYTE = 8;
export const FAST_FILE_PATH_BYTE = 16;
export const FAST_PATH_CLASSES = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@_AH_^_[_______L__________^_@_@L^^^^^^^^^^^^^^^^^^^^^^^^^^^^L^L_E__________________________MNM_@";

/** Setter codes by attribute name (setters::Setter). */
export const SETTER = /* @__PURE__ */ Object.freeze({
  href: 0,
  protocol: 1,
  username: 2,
  password: 3,
  host: 4,
  hostname: 5,
  port: 6,
  pathname: 7,
  search: 8,
  hash: 9,
});
