// The few Web IDL rules the two classes need. https://webidl.spec.whatwg.org/
import {
  ArrayPrototypePush,
  MapPrototypeGet,
  MapPrototypeSet,
  ReflectApply,
  ReflectGetOwnPropertyDescriptor,
  ReflectOwnKeys,
  RegExpPrototypeExec,
  SafeMap,
  StringCtor,
  StringPrototypeCharCodeAt,
  StringPrototypeIsWellFormed,
  StringPrototypeSlice,
  StringPrototypeToWellFormed,
  TypeErrorCtor,
} from "./primordials.mjs";
import { ERR_ARG_NOT_ITERABLE, ERR_INVALID_THIS, ERR_INVALID_TUPLE, ERR_MISSING_ARGS } from "./node-error-codes.mjs";

export const SURROGATE = /[\uD800-\uDFFF]/;

// Node's error codes (node-error-codes.mjs), which Node's own URL and URLSearchParams put on their
// TypeErrors: only when the Node entry asks (useNodeErrorCodes), so that code checking err.code
// keeps working after url-wasm/auto has replaced Node's URL.
let nodeErrorCodes = null;

/** Turn Node's error codes on: `names` is node-error-codes.mjs's NODE_ERROR_CODES. */
export function useNodeErrorCodes(names) {
  nodeErrorCodes = names;
}

/** A TypeError with `message`, and in Node the error code numbered `code` (node-error-codes.mjs; an
 * own enumerable property, as Node's). */
export function typeError(message, code) {
  const error = new TypeErrorCtor(message);
  if (nodeErrorCodes !== null) error.code = nodeErrorCodes[code];
  return error;
}

/** https://webidl.spec.whatwg.org/#es-DOMString : ToString. */
export function toDOMString(value) {
  if (typeof value === "string") return value;
  // String(symbol) would not throw, ToString does: https://tc39.es/ecma262/#sec-tostring
  if (typeof value === "symbol") throw new TypeErrorCtor("Cannot convert a Symbol value to a string");
  return StringCtor(value);
}

/** https://webidl.spec.whatwg.org/#es-USVString : ToString once, then lone surrogates → U+FFFD. */
export function toUSVString(value) {
  const s = toDOMString(value);
  if (StringPrototypeIsWellFormed !== null) return StringPrototypeIsWellFormed(s) ? s : StringPrototypeToWellFormed(s);
  // Engines before ES2024: a loop, only for strings with surrogates at all (a cheap test).
  return RegExpPrototypeExec(SURROGATE, s) === null ? s : replaceLoneSurrogates(s);
}

/** The index of the first lone surrogate in `s` at or after `from`, or -1. */
export function nextLoneSurrogate(s, from) {
  for (let i = from; i < s.length; i++) {
    const c = StringPrototypeCharCodeAt(s, i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff) {
      const d = StringPrototypeCharCodeAt(s, i + 1); // NaN past the end
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++; // a pair
        continue;
      }
    }
    return i;
  }
  return -1;
}

function replaceLoneSurrogates(s) {
  let out = "";
  let copied = 0;
  for (let i = nextLoneSurrogate(s, 0); i !== -1; i = nextLoneSurrogate(s, i + 1)) {
    out += `${StringPrototypeSlice(s, copied, i)}\uFFFD`;
    copied = i + 1;
  }
  return copied === 0 ? s : out + StringPrototypeSlice(s, copied);
}

const isObject = (value) => value !== null && (typeof value === "object" || typeof value === "function");

/**
 * https://webidl.spec.whatwg.org/#es-union for (sequence<sequence<USVString>> or
 * record<USVString, USVString> or USVString), the type of URLSearchParams' `init`: an object with
 * an @@iterator method becomes a sequence (an array of arrays of strings), any other object a
 * record (an array of [name, value] arrays, in the record's order), anything else a USVString.
 * `where` (the interface) starts the error messages.
 */
export function toSequenceRecordOrUSVString(value, where) {
  if (!isObject(value)) return toUSVString(value);
  const method = value[Symbol.iterator];
  if (method === undefined || method === null) return toUSVStringRecord(value);
  if (typeof method !== "function")
    throw typeError(`${where}: init[Symbol.iterator] is not a function`, ERR_ARG_NOT_ITERABLE);
  return sequenceFrom(value, method, where, (inner) => {
    const innerMethod = isObject(inner) ? inner[Symbol.iterator] : undefined;
    if (typeof innerMethod !== "function")
      throw typeError(`${where}: each pair must be an iterable object`, ERR_INVALID_TUPLE);
    return sequenceFrom(inner, innerMethod, where, toUSVString);
  });
}

// https://webidl.spec.whatwg.org/#create-sequence-from-iterable (no IteratorClose on errors), each
// value through `convert` as it comes.
function sequenceFrom(object, method, where, convert) {
  const iterator = ReflectApply(method, object, []);
  if (!isObject(iterator)) throw new TypeErrorCtor(`${where}: Symbol.iterator returned a non-object`);
  const next = iterator.next;
  const sequence = [];
  for (;;) {
    const step = ReflectApply(next, iterator, []);
    if (!isObject(step)) throw new TypeErrorCtor(`${where}: iterator result is not an object`);
    if (step.done) return sequence;
    ArrayPrototypePush(sequence, convert(step.value));
  }
}

// https://webidl.spec.whatwg.org/#es-record for record<USVString, USVString>: keys that are equal
// after the conversion keep the first one's place and the last one's value.
function toUSVStringRecord(object) {
  const keys = ReflectOwnKeys(object);
  const pairs = [];
  const at = new SafeMap();
  for (let i = 0; i < keys.length; i++) {
    const desc = ReflectGetOwnPropertyDescriptor(object, keys[i]);
    if (desc === undefined || !desc.enumerable) continue;
    const name = toUSVString(keys[i]);
    const value = toUSVString(object[keys[i]]);
    const index = MapPrototypeGet(at, name);
    if (index === undefined) {
      MapPrototypeSet(at, name, pairs.length);
      ArrayPrototypePush(pairs, [name, value]);
    } else {
      pairs[index][1] = value;
    }
  }
  return pairs;
}

/** https://webidl.spec.whatwg.org/#dfn-overload-resolution-algorithm step: too few arguments. */
export function requireArguments(count, required, where) {
  if (count < required) {
    const plural = required === 1 ? "" : "s";
    throw typeError(`${where}: ${required} argument${plural} required, but only ${count} present.`, ERR_MISSING_ARGS);
  }
}

/** A TypeError for a `this` that is not an instance (https://webidl.spec.whatwg.org/#dfn-attribute-getter).
 * Node's URLSearchParams and its iterator give it a code, its URL (a private-field brand check) none. */
export function illegalInvocation(interfaceName, member) {
  const message = `${interfaceName}.${member} called on an object that does not implement interface ${interfaceName}`;
  return interfaceName === "URL" ? new TypeErrorCtor(message) : typeError(message, ERR_INVALID_THIS);
}

function setName(fn, name) {
  if (fn.name !== name) Object.defineProperty(fn, "name", { value: name, configurable: true });
}

/**
 * The `name` Web IDL gives the functions of the string-keyed properties `keys` of `object`:
 * operations are named after their identifier, attribute getters and setters "get x" and "set x"
 * (https://webidl.spec.whatwg.org/#es-operations, #es-attributes). Class syntax names them so, but
 * not class code that a bundler lowered (React Native's Babel preset) or minified.
 */
export function nameMembers(object, keys) {
  for (const key of keys) {
    const d = Object.getOwnPropertyDescriptor(object, key);
    if (typeof d.value === "function") setName(d.value, key);
    if (d.get) setName(d.get, `get ${key}`);
    if (d.set) setName(d.set, `set ${key}`);
  }
}

/**
 * Give class members the property attributes Web IDL requires:
 * regular operations and attributes are enumerable (https://webidl.spec.whatwg.org/#es-operations,
 * #es-attributes), class syntax makes them non-enumerable; and their names (nameMembers). Also adds
 * @@toStringTag (https://webidl.spec.whatwg.org/#es-interface-prototype-object).
 */
export function finishInterface(ctor, name, { statics = [] } = {}) {
  const proto = ctor.prototype;
  const keys = Reflect.ownKeys(proto).filter((key) => key !== "constructor" && typeof key !== "symbol");
  for (const key of keys) Object.defineProperty(proto, key, { enumerable: true });
  for (const key of statics) Object.defineProperty(ctor, key, { enumerable: true });
  setName(ctor, name);
  nameMembers(proto, keys);
  nameMembers(ctor, statics);
  Object.defineProperty(proto, Symbol.toStringTag, {
    value: name,
    writable: false,
    enumerable: false,
    configurable: true,
  });
}

export const inspectCustom = Symbol.for("nodejs.util.inspect.custom");
