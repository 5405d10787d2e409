// The built-ins the shim calls after it has loaded, taken when it loads (as Node's primordials and
// core-js do): code that later replaces String.prototype.slice, Array.prototype.push,
// TextEncoder.prototype.encodeInto, Function.prototype.call, … changes nothing for the URL classes.
// A method `m` of `C.prototype` becomes a function `CPrototypeM(self, ...args)`. Load-time code
// (class set-up) uses the built-ins directly. tests/js/primordials.test.mjs replaces each built-in
// these name (and more) with a throwing function after load and checks every operation.

const { bind, call } = Function.prototype;
/** uncurryThis(f)(self, ...args) calls f with `self` as this (a bound Function.prototype.call). */
const uncurryThis = bind.bind(call);

export const ReflectApply = Reflect.apply;
export const ReflectGetOwnPropertyDescriptor = Reflect.getOwnPropertyDescriptor;
export const ReflectOwnKeys = Reflect.ownKeys;
export const ObjectPrototypeToString = uncurryThis(Object.prototype.toString);
export const ObjectEntries = Object.entries;
export const JSONStringify = JSON.stringify;
export const MathMax = Math.max;
export const MathMin = Math.min;
export const MathFloor = Math.floor;

export const RegExpPrototypeExec = uncurryThis(RegExp.prototype.exec);
export const SafeMap = Map;
export const MapPrototypeGet = uncurryThis(Map.prototype.get);
export const MapPrototypeSet = uncurryThis(Map.prototype.set);

export const StringCtor = String;
export const StringFromCharCode = String.fromCharCode;
export const StringPrototypeCharCodeAt = uncurryThis(String.prototype.charCodeAt);
const { charCodeAt } = String.prototype;
const StringPrototype = String.prototype;
/** Whether String.prototype.charCodeAt is still the built-in one: then a hot loop may call
 * `s.charCodeAt(i)` itself, which interpreters (Hermes, QuickJS, node --jitless) run faster than the
 * uncurried copy (Hermes 0.12: a URL's UTF-8 encoding ~20% faster). */
export const charCodeAtIsBuiltin = () => StringPrototype.charCodeAt === charCodeAt;
export const StringPrototypeCodePointAt = uncurryThis(String.prototype.codePointAt);
export const StringPrototypeIncludes = uncurryThis(String.prototype.includes);
export const StringPrototypeIndexOf = uncurryThis(String.prototype.indexOf);
export const StringPrototypeLastIndexOf = uncurryThis(String.prototype.lastIndexOf);
export const StringPrototypeSlice = uncurryThis(String.prototype.slice);
export const StringPrototypeSplit = uncurryThis(String.prototype.split);
export const StringPrototypeStartsWith = uncurryThis(String.prototype.startsWith);
export const StringPrototypeToLowerCase = uncurryThis(String.prototype.toLowerCase);
export const StringPrototypeReplace = uncurryThis(String.prototype.replace);
export const globalDecodeURIComponent = decodeURIComponent;
// ES2024; where missing, webidl.mjs converts to USVString with a loop.
export const StringPrototypeIsWellFormed =
  typeof String.prototype.isWellFormed === "function" ? uncurryThis(String.prototype.isWellFormed) : null;
export const StringPrototypeToWellFormed =
  typeof String.prototype.toWellFormed === "function" ? uncurryThis(String.prototype.toWellFormed) : null;

export const ArrayPrototypeJoin = uncurryThis(Array.prototype.join);
export const ArrayPrototypePush = uncurryThis(Array.prototype.push);
export const ArrayPrototypeSort = uncurryThis(Array.prototype.sort);

export const TypeErrorCtor = TypeError;
export const Uint8ArrayCtor = Uint8Array;
export const Uint32ArrayCtor = Uint32Array;
const TypedArrayPrototype = Object.getPrototypeOf(Uint8Array.prototype);
export const TypedArrayPrototypeSubarray = uncurryThis(TypedArrayPrototype.subarray);

/** A method of an optional host class (TextEncoder, TextDecoder), uncurried; null without it. */
export function hostMethod(object, name) {
  return object !== null && typeof object[name] === "function" ? uncurryThis(object[name]) : null;
}
