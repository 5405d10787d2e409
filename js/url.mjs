// The URL class. https://url.spec.whatwg.org/#url-class
// State: a Context (context.mjs): the href (always ASCII) + component offsets from wasm.
// Getters slice the href and never call wasm. Setters run in JS when setters.mjs can do them on
// the href alone (search, hash, and common pathname, host, hostname and port values), else they
// are one stateless wasm call each.
import { HOST_NULL, OMITTED, SCHEME_FILE, SCHEME_NOT_SPECIAL, SETTER } from "./wasm/contract.mjs";
import {
  JSONStringify,
  StringPrototypeCharCodeAt,
  StringPrototypeSlice,
  StringPrototypeStartsWith,
  TypeErrorCtor,
} from "./primordials.mjs";
import { getBridge } from "./wasm/runtime.mjs";
import { jsSetters } from "./setters.mjs";
import { queryObject, URLSearchParams } from "./url-search-params.mjs";
import {
  finishInterface,
  illegalInvocation,
  inspectCustom,
  requireArguments,
  toDOMString,
  toUSVString,
  typeError,
} from "./webidl.mjs";
import { ERR_INVALID_URL } from "./node-error-codes.mjs";

// Captured before anything can replace globalThis.URL: createObjectURL/revokeObjectURL belong to
// the File API and need the runtime's blob store, so they forward to the native class.
const NativeURL = typeof globalThis.URL === "function" ? globalThis.URL : undefined;

/** Throws unless the native class has static `name` (createObjectURL, revokeObjectURL). */
function requireNative(name) {
  if (typeof NativeURL?.[name] !== "function") {
    throw new TypeErrorCtor(`URL.${name} is not supported: this runtime has no native URL.${name}`);
  }
}

/** The attributes util.inspect shows, in Node's order. */
const INSPECTED = [
  "href",
  "origin",
  "protocol",
  "username",
  "password",
  "host",
  "hostname",
  "port",
  "pathname",
  "search",
  "searchParams",
  "hash",
];

/** Lets URL.parse create an instance from an already parsed context. Never exposed. */
const FROM_CONTEXT = Symbol("url-wasm context");

let isURL;

function check(self, member) {
  if (self === null || typeof self !== "object" || !isURL(self)) throw illegalInvocation("URL", member);
}

/** The Context of URL `self` after the brand check (check), its href built (Context.current):
 * what a getter reads. Set in the static initializer. */
let contextOf;

/**
 * The URL parser's input and base as the constructor, parse and canParse convert them: Web IDL
 * makes them USVStrings, but only the DOMString conversion is done here (its toString calls are
 * the observable part). The bridge writes them into wasm memory with a UTF-8 encoder that turns a
 * lone surrogate into U+FFFD's bytes, as the USVString conversion would (codecs/utf8.mjs: every
 * codec), and its JS fast path takes ASCII strings only; the href is ASCII, so what the bridge
 * slices from these strings is too. That spares a String.prototype.isWellFormed call per string
 * (~100 ns in Chromium 156, even on ASCII). Errors show the USVStrings (invalidURL).
 */
const toParserInput = toDOMString;

function invalidURL(input, base, reason) {
  input = toUSVString(input);
  if (base !== undefined) base = toUSVString(base);
  let message = `Invalid URL: ${JSONStringify(input)}`;
  if (base !== undefined) message += ` with base ${JSONStringify(base)}`;
  if (reason) message += ` (${reason})`;
  const error = typeError(message, ERR_INVALID_URL);
  error.input = input;
  if (base !== undefined) error.base = base;
  return error;
}

export class URL {
  /** href + offsets (context.mjs). */
  #c;
  /** https://url.spec.whatwg.org/#concept-url-query-object, created on first access. */
  #query = null;

  // https://url.spec.whatwg.org/#dom-url-url
  constructor(url, base = undefined) {
    if (url === FROM_CONTEXT) {
      this.#c = base;
      return;
    }
    requireArguments(arguments.length, 1, "URL constructor");
    url = toParserInput(url);
    if (base !== undefined) base = toParserInput(base);
    const bridge = getBridge();
    const c = bridge.parse(url, base);
    if (c === null) throw invalidURL(url, base, bridge.failure);
    this.#c = c;
  }

  // https://url.spec.whatwg.org/#dom-url-parse
  static parse(url, base = undefined) {
    requireArguments(arguments.length, 1, "URL.parse");
    url = toParserInput(url);
    if (base !== undefined) base = toParserInput(base);
    const c = getBridge().parse(url, base);
    return c === null ? null : new URL(FROM_CONTEXT, c);
  }

  // https://url.spec.whatwg.org/#dom-url-canparse
  static canParse(url, base = undefined) {
    requireArguments(arguments.length, 1, "URL.canParse");
    url = toParserInput(url);
    if (base !== undefined) base = toParserInput(base);
    return getBridge().canParse(url, base);
  }

  // https://w3c.github.io/FileAPI/#dfn-createObjectURL
  static createObjectURL(obj) {
    requireArguments(arguments.length, 1, "URL.createObjectURL");
    requireNative("createObjectURL");
    return NativeURL.createObjectURL(obj);
  }

  // https://w3c.github.io/FileAPI/#dfn-revokeObjectURL
  static revokeObjectURL(url) {
    requireArguments(arguments.length, 1, "URL.revokeObjectURL");
    url = toUSVString(url);
    requireNative("revokeObjectURL");
    NativeURL.revokeObjectURL(url);
  }

  /** Run a setter on the current href of `url` (the value is already a USVString): in JS when
   * setters.mjs has it (`js`) and can, else in wasm. Each caller passes its own `js`, so that V8
   * sees one function at each call site and can inline it (a lookup by name here made the call
   * polymorphic: the setters workload ran ~5% slower). (Static: no per-instance brand for a
   * private method, which the React Native build would keep in a WeakSet.) */
  static #set(url, name, value, js = undefined) {
    if (js === undefined || !js(url.#c, value)) getBridge().set(SETTER[name], url.#c, value);
  }

  // https://url.spec.whatwg.org/#dom-url-href
  get href() {
    return contextOf(this, "href").href;
  }

  set href(value) {
    check(this, "href");
    requireArguments(arguments.length, 1, "URL.href setter");
    value = toUSVString(value);
    const bridge = getBridge();
    if (!bridge.set(SETTER.href, this.#c, value)) throw invalidURL(value, undefined, bridge.failure);
    if (this.#query !== null) queryObject.reset(this.#query, this.#c.query);
  }

  // https://url.spec.whatwg.org/#dom-url-origin
  get origin() {
    const c = contextOf(this, "origin");
    // Special schemes other than file have a tuple origin: scheme "://" host [":" port], which is
    // exactly protocol + "//" + host in the href (default ports are never serialized).
    if (c.schemeType !== SCHEME_NOT_SPECIAL) {
      if (c.schemeType === SCHEME_FILE) return "null";
      return `${StringPrototypeSlice(c.href, 0, c.protocolEnd)}//${StringPrototypeSlice(c.href, c.hostStart, c.pathnameStart)}`;
    }
    // blob: URLs take the origin of their path URL (https://url.spec.whatwg.org/#concept-url-origin).
    return StringPrototypeStartsWith(c.href, "blob:") ? getBridge().origin(c.href) : "null";
  }

  // https://url.spec.whatwg.org/#dom-url-protocol
  get protocol() {
    const c = contextOf(this, "protocol");
    return StringPrototypeSlice(c.href, 0, c.protocolEnd);
  }

  set protocol(value) {
    check(this, "protocol");
    requireArguments(arguments.length, 1, "URL.protocol setter");
    URL.#set(this, "protocol", toUSVString(value));
  }

  // https://url.spec.whatwg.org/#dom-url-username
  get username() {
    const c = contextOf(this, "username");
    return c.hostKind === HOST_NULL ? "" : StringPrototypeSlice(c.href, c.protocolEnd + 2, c.usernameEnd);
  }

  set username(value) {
    check(this, "username");
    requireArguments(arguments.length, 1, "URL.username setter");
    URL.#set(this, "username", toUSVString(value));
  }

  // https://url.spec.whatwg.org/#dom-url-password
  get password() {
    const c = contextOf(this, "password");
    return c.hostStart - 1 > c.usernameEnd ? StringPrototypeSlice(c.href, c.usernameEnd + 1, c.hostStart - 1) : "";
  }

  set password(value) {
    check(this, "password");
    requireArguments(arguments.length, 1, "URL.password setter");
    URL.#set(this, "password", toUSVString(value));
  }

  // https://url.spec.whatwg.org/#dom-url-host
  get host() {
    const c = contextOf(this, "host");
    return c.hostKind === HOST_NULL ? "" : StringPrototypeSlice(c.href, c.hostStart, c.pathnameStart);
  }

  set host(value) {
    check(this, "host");
    requireArguments(arguments.length, 1, "URL.host setter");
    URL.#set(this, "host", toUSVString(value), jsSetters.host);
  }

  // https://url.spec.whatwg.org/#dom-url-hostname
  get hostname() {
    const c = contextOf(this, "hostname");
    return c.hostKind === HOST_NULL ? "" : StringPrototypeSlice(c.href, c.hostStart, c.hostEnd);
  }

  set hostname(value) {
    check(this, "hostname");
    requireArguments(arguments.length, 1, "URL.hostname setter");
    URL.#set(this, "hostname", toUSVString(value), jsSetters.hostname);
  }

  // https://url.spec.whatwg.org/#dom-url-port
  get port() {
    const c = contextOf(this, "port");
    return c.port === OMITTED ? "" : StringPrototypeSlice(c.href, c.hostEnd + 1, c.pathnameStart);
  }

  set port(value) {
    check(this, "port");
    requireArguments(arguments.length, 1, "URL.port setter");
    URL.#set(this, "port", toUSVString(value), jsSetters.port);
  }

  // https://url.spec.whatwg.org/#dom-url-pathname
  get pathname() {
    const c = contextOf(this, "pathname");
    return StringPrototypeSlice(c.href, c.pathnameStart, c.pathEnd);
  }

  set pathname(value) {
    check(this, "pathname");
    requireArguments(arguments.length, 1, "URL.pathname setter");
    URL.#set(this, "pathname", toUSVString(value), jsSetters.pathname);
  }

  // https://url.spec.whatwg.org/#dom-url-search: "" for a null or empty query.
  get search() {
    const c = contextOf(this, "search");
    if (!c.hasSearch) return "";
    const end = c.searchEnd;
    return end - c.searchStart <= 1 ? "" : StringPrototypeSlice(c.href, c.searchStart, end);
  }

  set search(value) {
    check(this, "search");
    requireArguments(arguments.length, 1, "URL.search setter");
    value = toUSVString(value);
    URL.#set(this, "search", value, jsSetters.search);
    // Last step of the setter: the list becomes the parse of the input (without its "?").
    if (this.#query !== null) {
      queryObject.reset(
        this.#query,
        StringPrototypeCharCodeAt(value, 0) === 0x3f ? StringPrototypeSlice(value, 1) : value,
      );
    }
  }

  // https://url.spec.whatwg.org/#dom-url-searchparams ([SameObject])
  get searchParams() {
    check(this, "searchParams");
    // The query object's update steps (https://url.spec.whatwg.org/#concept-urlsearchparams-update)
    // steps 3-4: the URL's query becomes the serialization, or null when it is empty. (As it is:
    // the serialization has nothing that the query states would percent-encode.)
    const c = this.#c;
    return (this.#query ??= queryObject.create(c.query, (s) => c.setSearch(s === "" ? "" : `?${s}`)));
  }

  // https://url.spec.whatwg.org/#dom-url-hash: "" for a null or empty fragment.
  get hash() {
    const c = contextOf(this, "hash");
    return !c.hasHash || c.hashStart === c.href.length - 1 ? "" : StringPrototypeSlice(c.href, c.hashStart);
  }

  set hash(value) {
    check(this, "hash");
    requireArguments(arguments.length, 1, "URL.hash setter");
    URL.#set(this, "hash", toUSVString(value), jsSetters.hash);
  }

  // https://url.spec.whatwg.org/#dom-url-tojson
  toJSON() {
    return contextOf(this, "toJSON").href;
  }

  // The stringifier: https://webidl.spec.whatwg.org/#es-stringifier
  toString() {
    return contextOf(this, "toString").href;
  }

  // Node's util.inspect shows the same fields as Node's own URL.
  [inspectCustom](depth, options, inspect) {
    // Returning `this` makes util.inspect use its default formatting.
    if (!isURL(this) || typeof inspect !== "function" || (typeof depth === "number" && depth < 0)) return this;
    const obj = { __proto__: { constructor: URL } };
    for (let i = 0; i < INSPECTED.length; i++) obj[INSPECTED[i]] = this[INSPECTED[i]];
    return `${this.constructor.name} ${inspect(obj, options)}`;
  }

  // Runs once, when the class is defined. (A static field, not a `static {}` block: React Native's
  // Babel preset does not lower static blocks, and Hermes does not parse them.)
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: initialized for its side effect
  static #hooks = (() => {
    isURL = (value) => #c in value;
    contextOf = (self, member) => {
      check(self, member);
      const c = self.#c;
      if (c.pending !== null) c.join();
      return c;
    };
  })();
}

finishInterface(URL, "URL", { statics: ["parse", "canParse", "createObjectURL", "revokeObjectURL"] });

export { URLSearchParams };
