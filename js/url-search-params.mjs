// The URLSearchParams class. https://url.spec.whatwg.org/#interface-urlsearchparams
// The list lives here as JS strings (so sort() gets UTF-16 code unit order for free); parsing and
// serializing go through wasm.
import { FORM, LONG, utf8PercentEncode } from "./percent-encode.mjs";
import { getBridge } from "./runtime.mjs";
import { finishInterface, illegalInvocation, inspectCustom, requireArguments, toUSVString } from "./webidl.mjs";

const NAME = "URLSearchParams";

/** Hooks for url.mjs: create a URL's query object, and replace its list. Set in the static block. */
export let queryObject;

/** Brand check (https://webidl.spec.whatwg.org/#dfn-attribute-getter step "implements"). */
let isParams;
/** For the iterator: the pair at `index` of a URLSearchParams' list, or undefined past the end. */
let pairAt;

function check(self, member) {
  if (self === null || typeof self !== "object" || !isParams(self)) throw illegalInvocation(NAME, member);
}

export class URLSearchParams {
  /** https://url.spec.whatwg.org/#concept-urlsearchparams-list: [name, value] pairs (set by the constructor). */
  #list;
  /** The URL object's "set the query" function, or null. */
  #url = null;

  // https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams
  constructor(init = "") {
    this.#list = convertInit(init);
  }

  // https://url.spec.whatwg.org/#concept-urlsearchparams-update
  #update() {
    if (this.#url !== null) this.#url(serialize(this.#list));
  }

  get size() {
    check(this, "size");
    return this.#list.length;
  }

  append(name, value) {
    check(this, "append");
    requireArguments(arguments.length, 2, "URLSearchParams.append");
    // WebIDL converts both arguments before the method steps, which then see the list as it is
    // after the conversions (a hostile toString may have replaced it).
    name = toUSVString(name);
    value = toUSVString(value);
    this.#list.push([name, value]);
    this.#update();
  }

  delete(name, value = undefined) {
    check(this, "delete");
    requireArguments(arguments.length, 1, "URLSearchParams.delete");
    name = toUSVString(name);
    // https://webidl.spec.whatwg.org/#es-overloads: an optional argument passed as undefined is "not given".
    if (value === undefined) {
      this.#list = this.#list.filter((pair) => pair[0] !== name);
    } else {
      value = toUSVString(value);
      this.#list = this.#list.filter((pair) => pair[0] !== name || pair[1] !== value);
    }
    this.#update();
  }

  get(name) {
    check(this, "get");
    requireArguments(arguments.length, 1, "URLSearchParams.get");
    name = toUSVString(name);
    const pair = this.#list.find((p) => p[0] === name);
    return pair === undefined ? null : pair[1];
  }

  getAll(name) {
    check(this, "getAll");
    requireArguments(arguments.length, 1, "URLSearchParams.getAll");
    name = toUSVString(name);
    return this.#list.filter((p) => p[0] === name).map((p) => p[1]);
  }

  has(name, value = undefined) {
    check(this, "has");
    requireArguments(arguments.length, 1, "URLSearchParams.has");
    name = toUSVString(name);
    if (value === undefined) return this.#list.some((p) => p[0] === name);
    value = toUSVString(value);
    return this.#list.some((p) => p[0] === name && p[1] === value);
  }

  set(name, value) {
    check(this, "set");
    requireArguments(arguments.length, 2, "URLSearchParams.set");
    name = toUSVString(name);
    value = toUSVString(value);
    const i = this.#list.findIndex((p) => p[0] === name);
    if (i === -1) {
      this.#list.push([name, value]);
    } else {
      this.#list[i] = [name, value];
      this.#list = this.#list.filter((p, j) => j <= i || p[0] !== name);
    }
    this.#update();
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-sort: stable, by code units of the name.
  sort() {
    check(this, "sort");
    sortByName(this.#list);
    this.#update();
  }

  // https://webidl.spec.whatwg.org/#es-forEach: live over the list.
  forEach(callback, thisArg = undefined) {
    check(this, "forEach");
    requireArguments(arguments.length, 1, "URLSearchParams.forEach");
    if (typeof callback !== "function") {
      throw new TypeError("URLSearchParams.forEach: argument 1 is not a function");
    }
    for (let i = 0; i < this.#list.length; i++) {
      const [name, value] = this.#list[i];
      callback.call(thisArg, value, name, this);
    }
  }

  entries() {
    check(this, "entries");
    return createIterator(this, KEY_VALUE);
  }

  keys() {
    check(this, "keys");
    return createIterator(this, KEY);
  }

  values() {
    check(this, "values");
    return createIterator(this, VALUE);
  }

  // https://url.spec.whatwg.org/#urlsearchparams-stringification-behavior
  toString() {
    check(this, "toString");
    return serialize(this.#list);
  }

  [inspectCustom](depth, options, inspect) {
    if (!isParams(this) || typeof inspect !== "function") return this;
    if (typeof depth === "number" && depth < 0) return options.stylize("[URLSearchParams]", "special");
    const inner = { ...options, depth: depth == null ? depth : depth - 1 };
    const items = this.#list.map(([n, v]) => `${inspect(n, inner)} => ${inspect(v, inner)}`);
    if (items.length === 0) return `${NAME} {}`;
    const oneLine = `${NAME} { ${items.join(", ")} }`;
    return oneLine.length > (options.breakLength ?? 80) ? `${NAME} {\n  ${items.join(",\n  ")} }` : oneLine;
  }

  static {
    isParams = (value) => #list in value;
    queryObject = {
      /** https://url.spec.whatwg.org/#concept-url-initialize steps 3-5. */
      create(query, setQuery) {
        const params = new URLSearchParams();
        params.#list = parse(query);
        params.#url = setQuery;
        return params;
      },
      /** The href and search setters replace the list (without running the update steps). */
      reset(params, query) {
        params.#list = parse(query);
      },
    };
    pairAt = (params, index) => params.#list[index];
  }
}

/** Stable sort of the pairs by name, in code units (string `<`): insertion sort for the short
 * lists queries have (no comparator calls), Array.prototype.sort (stable) for long ones. */
function sortByName(list) {
  if (list.length > 32) {
    list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return;
  }
  for (let i = 1; i < list.length; i++) {
    const pair = list[i];
    let j = i - 1;
    for (; j >= 0 && pair[0] < list[j][0]; j--) list[j + 1] = list[j];
    list[j + 1] = pair;
  }
}

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-serializer: each name and value percent-encoded
 * after encoding with UTF-8, with the application/x-www-form-urlencoded percent-encode set and the
 * space as "+" (percent-encode.mjs). Lists of more than LONG code units go to the Rust serializer
 * (src/form_urlencoded.rs `serialize`), which stays linear in their length.
 */
function serialize(list) {
  let length = 0;
  for (let i = 0; i < list.length; i++) length += list[i][0].length + list[i][1].length;
  if (length > LONG) return getBridge().formSerialize(list);
  let out = "";
  for (let i = 0; i < list.length; i++) {
    if (i > 0) out += "&";
    out += utf8PercentEncode(list[i][0], FORM) + "=" + utf8PercentEncode(list[i][1], FORM);
  }
  return out;
}

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-parser. The parser is the Rust one (through the
 * bridge's formParse); this fast path skips that wasm call when the input (a USVString) has no
 * "%" and no "+": then percent-decoding, the "+" replacement and "UTF-8 decode without BOM" of its
 * UTF-8 encoding all give back what they get, and the parser only splits on "&" and the first "=".
 * One pass over the input (an indexOf("=") per pair could scan to the end each time).
 */
function parse(s) {
  const list = [];
  let start = 0;
  let eq = -1; // the first "=" of the current sequence, if any
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? s.charCodeAt(i) : 0x26; // the end acts as a last "&"
    if (c === 0x26) {
      if (i > start) list.push(eq < 0 ? [s.slice(start, i), ""] : [s.slice(start, eq), s.slice(eq + 1, i)]);
      start = i + 1;
      eq = -1;
    } else if (c === 0x3d) {
      if (eq < 0) eq = i;
    } else if (c === 0x25 || c === 0x2b) {
      return getBridge().formParse(s);
    }
  }
  return list;
}

// https://url.spec.whatwg.org/#concept-urlsearchparams-initialize and the union conversion of
// https://webidl.spec.whatwg.org/#es-union: object with @@iterator → sequence, other object →
// record, anything else → USVString.
function convertInit(init) {
  if (init !== null && (typeof init === "object" || typeof init === "function")) {
    const method = init[Symbol.iterator];
    if (method !== undefined && method !== null) {
      if (typeof method !== "function") throw new TypeError("URLSearchParams: init[Symbol.iterator] is not a function");
      const list = [];
      for (const inner of iterate(init, method)) {
        if (inner === null || (typeof inner !== "object" && typeof inner !== "function")) {
          throw new TypeError("URLSearchParams: each pair must be an iterable object");
        }
        const innerMethod = inner[Symbol.iterator];
        if (typeof innerMethod !== "function") {
          throw new TypeError("URLSearchParams: each pair must be an iterable object");
        }
        const pair = [];
        for (const item of iterate(inner, innerMethod)) pair.push(toUSVString(item));
        list.push(pair);
      }
      for (const pair of list) {
        if (pair.length !== 2) {
          throw new TypeError(`URLSearchParams: each pair must have exactly 2 items, got ${pair.length}`);
        }
      }
      return list;
    }
    return convertRecord(init);
  }
  let s = toUSVString(init);
  if (s.charCodeAt(0) === 0x3f) s = s.slice(1); // a leading "?"
  return parse(s);
}

// https://webidl.spec.whatwg.org/#create-sequence-from-iterable (no IteratorClose on errors).
function* iterate(object, method) {
  const iterator = method.call(object);
  if (iterator === null || (typeof iterator !== "object" && typeof iterator !== "function")) {
    throw new TypeError("URLSearchParams: Symbol.iterator returned a non-object");
  }
  const next = iterator.next;
  while (true) {
    const step = next.call(iterator);
    if (step === null || (typeof step !== "object" && typeof step !== "function")) {
      throw new TypeError("URLSearchParams: iterator result is not an object");
    }
    if (step.done) return;
    yield step.value;
  }
}

// https://webidl.spec.whatwg.org/#es-record
function convertRecord(object) {
  const map = new Map();
  for (const key of Reflect.ownKeys(object)) {
    const desc = Reflect.getOwnPropertyDescriptor(object, key);
    if (desc === undefined || !desc.enumerable) continue;
    const name = toUSVString(key);
    map.set(name, toUSVString(object[key]));
  }
  return Array.from(map);
}

// https://webidl.spec.whatwg.org/#es-default-iterator-object: target, kind and index live in private
// fields, whose presence is also the brand check of `next` (cheaper than a WeakMap side table).
const KEY = 0;
const VALUE = 1;
const KEY_VALUE = 2;
const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));

class URLSearchParamsIterator {
  #target;
  #kind;
  #index = 0;

  constructor(target, kind) {
    this.#target = target;
    this.#kind = kind;
  }

  next() {
    if (this === null || typeof this !== "object" || !(#index in this)) {
      throw illegalInvocation("URLSearchParams Iterator", "next");
    }
    // Live: the list as it is now (https://webidl.spec.whatwg.org/#es-iterator-prototype-object).
    const pair = pairAt(this.#target, this.#index);
    if (pair === undefined) return { value: undefined, done: true };
    this.#index++;
    const kind = this.#kind;
    return { value: kind === KEY ? pair[0] : kind === VALUE ? pair[1] : [pair[0], pair[1]], done: false };
  }
}

// https://webidl.spec.whatwg.org/#es-iterator-prototype-object: [[Prototype]] %IteratorPrototype%,
// own properties `next` (enumerable) and @@toStringTag only (no `constructor`).
const URLSearchParamsIteratorPrototype = URLSearchParamsIterator.prototype;
Object.setPrototypeOf(URLSearchParamsIteratorPrototype, IteratorPrototype);
delete URLSearchParamsIteratorPrototype.constructor;
Object.defineProperty(URLSearchParamsIteratorPrototype, "next", { enumerable: true });
Object.defineProperty(URLSearchParamsIteratorPrototype, Symbol.toStringTag, {
  value: "URLSearchParams Iterator",
  configurable: true,
});

function createIterator(target, kind) {
  return new URLSearchParamsIterator(target, kind);
}

finishInterface(URLSearchParams, NAME);
// https://webidl.spec.whatwg.org/#es-iterable: @@iterator is the same function as entries.
Object.defineProperty(URLSearchParams.prototype, Symbol.iterator, {
  value: URLSearchParams.prototype.entries,
  writable: true,
  enumerable: false,
  configurable: true,
});
