// The few Web IDL rules the two classes need. https://webidl.spec.whatwg.org/

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SURROGATE = /[\uD800-\uDFFF]/;
const hasIsWellFormed = typeof String.prototype.isWellFormed === "function"; // ES2024

/** https://webidl.spec.whatwg.org/#es-USVString : ToString once, then lone surrogates → U+FFFD. */
export function toUSVString(value) {
  let s = value;
  if (typeof value !== "string") {
    // String(symbol) would not throw, ToString does: https://tc39.es/ecma262/#sec-tostring
    if (typeof value === "symbol") throw new TypeError("Cannot convert a Symbol value to a string");
    s = String(value);
  }
  if (hasIsWellFormed) return s.isWellFormed() ? s : s.toWellFormed();
  // Older engines: the replacing regex only for strings with surrogates at all (a cheap test).
  return SURROGATE.test(s) ? s.replace(LONE_SURROGATE, "\uFFFD") : s;
}

const isObject = (value) => value !== null && (typeof value === "object" || typeof value === "function");

/**
 * https://webidl.spec.whatwg.org/#es-union for (sequence<sequence<USVString>> or
 * record<USVString, USVString> or USVString), the type of URLSearchParams' `init`: an object with
 * an @@iterator method becomes a sequence (an array of arrays of strings), any other object a
 * record (a Map), anything else a USVString. `where` (the interface) starts the error messages.
 */
export function toSequenceRecordOrUSVString(value, where) {
  if (!isObject(value)) return toUSVString(value);
  const method = value[Symbol.iterator];
  if (method === undefined || method === null) return toUSVStringRecord(value);
  if (typeof method !== "function") throw new TypeError(`${where}: init[Symbol.iterator] is not a function`);
  const sequences = [];
  for (const inner of iterate(value, method, where)) {
    const innerMethod = isObject(inner) ? inner[Symbol.iterator] : undefined;
    if (typeof innerMethod !== "function") throw new TypeError(`${where}: each pair must be an iterable object`);
    const sequence = [];
    for (const item of iterate(inner, innerMethod, where)) sequence.push(toUSVString(item));
    sequences.push(sequence);
  }
  return sequences;
}

// https://webidl.spec.whatwg.org/#create-sequence-from-iterable (no IteratorClose on errors).
function* iterate(object, method, where) {
  const iterator = method.call(object);
  if (!isObject(iterator)) throw new TypeError(`${where}: Symbol.iterator returned a non-object`);
  const next = iterator.next;
  while (true) {
    const step = next.call(iterator);
    if (!isObject(step)) throw new TypeError(`${where}: iterator result is not an object`);
    if (step.done) return;
    yield step.value;
  }
}

// https://webidl.spec.whatwg.org/#es-record for record<USVString, USVString>, as a Map.
function toUSVStringRecord(object) {
  const map = new Map();
  for (const key of Reflect.ownKeys(object)) {
    const desc = Reflect.getOwnPropertyDescriptor(object, key);
    if (desc === undefined || !desc.enumerable) continue;
    const name = toUSVString(key);
    map.set(name, toUSVString(object[key]));
  }
  return map;
}

/** https://webidl.spec.whatwg.org/#dfn-overload-resolution-algorithm step: too few arguments. */
export function requireArguments(count, required, where) {
  if (count < required) {
    const plural = required === 1 ? "" : "s";
    throw new TypeError(`${where}: ${required} argument${plural} required, but only ${count} present.`);
  }
}

/** A TypeError for a `this` that is not an instance (https://webidl.spec.whatwg.org/#dfn-attribute-getter). */
export function illegalInvocation(interfaceName, member) {
  return new TypeError(
    `${interfaceName}.${member} called on an object that does not implement interface ${interfaceName}`,
  );
}

/**
 * Give class members the property attributes Web IDL requires:
 * regular operations and attributes are enumerable (https://webidl.spec.whatwg.org/#es-operations,
 * #es-attributes), class syntax makes them non-enumerable. Also adds @@toStringTag
 * (https://webidl.spec.whatwg.org/#es-interface-prototype-object).
 */
export function finishInterface(ctor, name, { statics = [] } = {}) {
  const proto = ctor.prototype;
  for (const key of Reflect.ownKeys(proto)) {
    if (key === "constructor" || typeof key === "symbol") continue;
    Object.defineProperty(proto, key, { enumerable: true });
  }
  for (const key of statics) Object.defineProperty(ctor, key, { enumerable: true });
  Object.defineProperty(proto, Symbol.toStringTag, {
    value: name,
    writable: false,
    enumerable: false,
    configurable: true,
  });
}

export const inspectCustom = Symbol.for("nodejs.util.inspect.custom");
