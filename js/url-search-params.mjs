// The URLSearchParams class. https://url.spec.whatwg.org/#interface-urlsearchparams
// The list lives here as JS strings (so sort() gets UTF-16 code unit order for free), flat: name,
// value, name, value, … (no array per pair). Parsing and serializing: codecs/form-urlencoded.mjs
// (in JS for the common inputs, else in wasm).
import { parse, serialize } from "./codecs/form-urlencoded.mjs";
import {
  ArrayPrototypeJoin,
  ArrayPrototypePush,
  ArrayPrototypeSort,
  ReflectApply,
  StringPrototypeCharCodeAt,
  StringPrototypeSlice,
} from "./primordials.mjs";
import {
  finishInterface,
  illegalInvocation,
  inspectCustom,
  nameMembers,
  requireArguments,
  toSequenceRecordOrUSVString,
  toUSVString,
  typeError,
} from "./webidl.mjs";
import { ERR_INVALID_ARG_TYPE, ERR_INVALID_TUPLE } from "./node-error-codes.mjs";

const NAME = "URLSearchParams";

/** Hooks for url.mjs: create a URL's query object, and replace its list. Set in the static initializer. */
export let queryObject;

/** Brand check (https://webidl.spec.whatwg.org/#dfn-attribute-getter step "implements"). */
let isParams;
/** For the iterator: a URLSearchParams' list as it is now. */
let listOf;

function check(self, member) {
  if (self === null || typeof self !== "object" || !isParams(self)) throw illegalInvocation(NAME, member);
}

export class URLSearchParams {
  /** https://url.spec.whatwg.org/#concept-urlsearchparams-list, flat: [name0, value0, name1, …]
   * (set by the constructor). */
  #list;
  /** The URL object's "set the query" function, or null. */
  #url = null;

  // https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams
  constructor(init = "") {
    this.#list = initialize(toSequenceRecordOrUSVString(init, NAME));
  }

  // https://url.spec.whatwg.org/#concept-urlsearchparams-update (static: no per-instance brand for a
  // private method, which the React Native build would keep in a WeakSet)
  static #update(params) {
    if (params.#url !== null) params.#url(serialize(params.#list));
  }

  get size() {
    check(this, "size");
    return this.#list.length >> 1;
  }

  append(name, value) {
    check(this, "append");
    requireArguments(arguments.length, 2, "URLSearchParams.append");
    // WebIDL converts both arguments before the method steps, which then see the list as it is
    // after the conversions (a hostile toString may have replaced it).
    name = toUSVString(name);
    value = toUSVString(value);
    // Stores at the end rather than ArrayPrototypePush: V8 (Node 20) does not inline a push with
    // two values through the uncurried primordial: 5-6 ns more per append (the benchmark's
    // `params` workload appends to every list).
    const list = this.#list;
    list[list.length] = name;
    list[list.length] = value;
    URLSearchParams.#update(this);
  }

  delete(name, value = undefined) {
    check(this, "delete");
    requireArguments(arguments.length, 1, "URLSearchParams.delete");
    name = toUSVString(name);
    // https://webidl.spec.whatwg.org/#es-overloads: an optional argument passed as undefined is "not given".
    if (value !== undefined) value = toUSVString(value);
    const list = this.#list;
    const kept = [];
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] !== name || (value !== undefined && list[i + 1] !== value))
        ArrayPrototypePush(kept, list[i], list[i + 1]);
    }
    this.#list = kept;
    URLSearchParams.#update(this);
  }

  get(name) {
    check(this, "get");
    requireArguments(arguments.length, 1, "URLSearchParams.get");
    name = toUSVString(name);
    const list = this.#list;
    for (let i = 0; i < list.length; i += 2) if (list[i] === name) return list[i + 1];
    return null;
  }

  getAll(name) {
    check(this, "getAll");
    requireArguments(arguments.length, 1, "URLSearchParams.getAll");
    name = toUSVString(name);
    const list = this.#list;
    const values = [];
    for (let i = 0; i < list.length; i += 2) if (list[i] === name) ArrayPrototypePush(values, list[i + 1]);
    return values;
  }

  has(name, value = undefined) {
    check(this, "has");
    requireArguments(arguments.length, 1, "URLSearchParams.has");
    name = toUSVString(name);
    if (value !== undefined) value = toUSVString(value);
    const list = this.#list;
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] === name && (value === undefined || list[i + 1] === value)) return true;
    }
    return false;
  }

  set(name, value) {
    check(this, "set");
    requireArguments(arguments.length, 2, "URLSearchParams.set");
    name = toUSVString(name);
    value = toUSVString(value);
    // The first pair with this name gets the value; the others go.
    const list = this.#list;
    let first = 0;
    while (first < list.length && list[first] !== name) first += 2;
    if (first === list.length) {
      ArrayPrototypePush(list, name, value);
    } else {
      list[first + 1] = value;
      let out = first + 2;
      for (let i = out; i < list.length; i += 2) {
        if (list[i] === name) continue;
        list[out++] = list[i];
        list[out++] = list[i + 1];
      }
      list.length = out;
    }
    URLSearchParams.#update(this);
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-sort: stable, by code units of the name.
  sort() {
    check(this, "sort");
    sortByName(this.#list);
    URLSearchParams.#update(this);
  }

  // https://webidl.spec.whatwg.org/#es-forEach: live over the list.
  forEach(callback, thisArg = undefined) {
    check(this, "forEach");
    requireArguments(arguments.length, 1, "URLSearchParams.forEach");
    if (typeof callback !== "function") {
      throw typeError("URLSearchParams.forEach: argument 1 is not a function", ERR_INVALID_ARG_TYPE);
    }
    for (let i = 0; i < this.#list.length; i += 2) {
      const list = this.#list;
      ReflectApply(callback, thisArg, [list[i + 1], list[i], this]);
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
    const items = [];
    for (let i = 0; i < this.#list.length; i += 2)
      ArrayPrototypePush(items, `${inspect(this.#list[i], inner)} => ${inspect(this.#list[i + 1], inner)}`);
    if (items.length === 0) return `${NAME} {}`;
    const oneLine = `${NAME} { ${ArrayPrototypeJoin(items, ", ")} }`;
    return oneLine.length > (options.breakLength ?? 80)
      ? `${NAME} {\n  ${ArrayPrototypeJoin(items, ",\n  ")} }`
      : oneLine;
  }

  // Runs once, when the class is defined. (A static field, not a `static {}` block: React Native's
  // Babel preset does not lower static blocks, and Hermes does not parse them.)
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: initialized for its side effect
  static #hooks = (() => {
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
    listOf = (params) => params.#list;
  })();
}

/** Stable sort of the pairs of a flat list by name, in code units (string `<`): insertion sort
 * for the short lists queries have (no comparator calls), Array.prototype.sort (stable) for long
 * ones. */
function sortByName(list) {
  if (list.length > 64) {
    const pairs = [];
    for (let i = 0; i < list.length; i += 2) ArrayPrototypePush(pairs, [list[i], list[i + 1]]);
    ArrayPrototypeSort(pairs, (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (let i = 0; i < pairs.length; i++) {
      list[2 * i] = pairs[i][0];
      list[2 * i + 1] = pairs[i][1];
    }
    return;
  }
  for (let i = 2; i < list.length; i += 2) {
    const name = list[i];
    const value = list[i + 1];
    let j = i - 2;
    for (; j >= 0 && name < list[j]; j -= 2) {
      list[j + 2] = list[j];
      list[j + 3] = list[j + 1];
    }
    list[j + 2] = name;
    list[j + 3] = value;
  }
}

// https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams step 1 (a leading "?") and
// https://url.spec.whatwg.org/#concept-urlsearchparams-initialize, on `init` as Web IDL converted
// it (webidl.mjs toSequenceRecordOrUSVString): an array of pairs (from a sequence or a record) or a string.
function initialize(init) {
  if (typeof init === "string") {
    return parse(StringPrototypeCharCodeAt(init, 0) === 0x3f ? StringPrototypeSlice(init, 1) : init);
  }
  const list = [];
  for (let i = 0; i < init.length; i++) {
    const pair = init[i];
    if (pair.length !== 2) {
      throw typeError(`URLSearchParams: each pair must have exactly 2 items, got ${pair.length}`, ERR_INVALID_TUPLE);
    }
    ArrayPrototypePush(list, pair[0], pair[1]);
  }
  return list;
}

// https://webidl.spec.whatwg.org/#es-default-iterator-object: target, kind and index live in private
// fields, whose presence is also the brand check of `next` (cheaper than a WeakMap side table).
const KEY = 0;
const VALUE = 1;
const KEY_VALUE = 2;
const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));

class URLSearchParamsIterator {
  /** { target, kind, index }: one private field (the React Native build keeps each in a WeakMap). */
  #state;

  constructor(target, kind) {
    this.#state = { target, kind, index: 0 };
  }

  next() {
    if (this === null || typeof this !== "object" || !(#state in this)) {
      throw illegalInvocation("URLSearchParams Iterator", "next");
    }
    const state = this.#state;
    // Live: the list as it is now (https://webidl.spec.whatwg.org/#es-iterator-prototype-object).
    const list = listOf(state.target);
    const at = 2 * state.index;
    if (at >= list.length) return { value: undefined, done: true };
    state.index++;
    const kind = state.kind;
    return { value: kind === KEY ? list[at] : kind === VALUE ? list[at + 1] : [list[at], list[at + 1]], done: false };
  }
}

// https://webidl.spec.whatwg.org/#es-iterator-prototype-object: [[Prototype]] %IteratorPrototype%,
// own properties `next` (enumerable) and @@toStringTag only (no `constructor`).
const URLSearchParamsIteratorPrototype = URLSearchParamsIterator.prototype;
Object.setPrototypeOf(URLSearchParamsIteratorPrototype, IteratorPrototype);
delete URLSearchParamsIteratorPrototype.constructor;
Object.defineProperty(URLSearchParamsIteratorPrototype, "next", { enumerable: true });
nameMembers(URLSearchParamsIteratorPrototype, ["next"]);
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
