// The module shape of `whatwg-url/webidl2js-wrapper`: for each of URL and URLSearchParams, the
// interface API webidl2js generates (https://github.com/jsdom/webidl2js#for-interfaces), which
// jsdom uses to give every window its own classes: `install(globalObject, globalNames)`, `is`,
// `isImpl`, `convert`, `create`, `createImpl`, `setup`, `new`, `_internalSetup` and
// `interfaceDescriptor`.
//
// An "impl" is an instance of url-wasm's own class (../url.mjs); a "wrapper" is an instance of the
// class installed on a global object, which delegates every member to its impl. Errors thrown by
// the impl for the caller (TypeErrors) become the global object's TypeError, as Web IDL throws them
// in the realm of the interface; iterators and their results are made in that realm too.
import { URL as URLImpl, URLSearchParams as URLSearchParamsImpl } from "../url.mjs";

// webidl2js keeps one registry of constructors and intrinsics per global object, under this
// well-known symbol, shared with the other interfaces installed there (jsdom's own).
const ctorRegistrySymbol = Symbol.for("[webidl2js] constructor registry");

function initCtorRegistry(globalObject) {
  if (Object.hasOwn(globalObject, ctorRegistrySymbol)) return globalObject[ctorRegistrySymbol];
  const registry = Object.create(null);
  registry["%Object.prototype%"] = globalObject.Object.prototype;
  registry["%IteratorPrototype%"] = Object.getPrototypeOf(
    Object.getPrototypeOf(new globalObject.Array()[Symbol.iterator]()),
  );
  try {
    registry["%AsyncIteratorPrototype%"] = Object.getPrototypeOf(
      Object.getPrototypeOf(globalObject.eval("(async function* () {})").prototype),
    );
  } catch {
    registry["%AsyncIteratorPrototype%"] = Object.getPrototypeOf(
      Object.getPrototypeOf(async function* () {}).prototype,
    );
  }
  globalObject[ctorRegistrySymbol] = registry;
  return registry;
}

/** A base class whose constructor returns the object it is given: a subclass's private field
 * is then added to that object (https://tc39.es/ecma262/#sec-privatefieldadd). */
class Stamp {
  constructor(object) {
    // biome-ignore lint/correctness/noConstructorReturn: returning `object` is what makes the stamp
    return object;
  }
}

/** A hidden slot on objects, a private field: `get(object)` (undefined where none was set) and
 * `set(object, value)` (once per object). Not a WeakMap: registering every new URL's wrapper and
 * impl in two WeakMaps took 80% of `new URL()` (half of it in the garbage collector's ephemeron
 * work), making it ten times slower than url-wasm's own URL (Node 20, kasztp.txt). */
function privateSlot() {
  return class Slot extends Stamp {
    #value;
    constructor(object, value) {
      super(object);
      this.#value = value;
    }
    static get(object) {
      return typeof object === "object" && object !== null && #value in object ? object.#value : undefined;
    }
    static set(object, value) {
      new Slot(object, value);
    }
  };
}

/** wrapper → impl, for every interface (an impl belongs to one interface, so one slot does). */
const implOf = privateSlot();
/** impl → its wrapper (the one made first). */
const wrapperOf = privateSlot();

function register(wrapper, impl) {
  implOf.set(wrapper, impl);
  if (wrapperOf.get(impl) === undefined) wrapperOf.set(impl, wrapper);
  return wrapper;
}

/** `error`, thrown by an impl for the caller: a TypeError becomes a TypeError of `globalObject`'s realm. */
function inRealmError(globalObject, error) {
  return error instanceof TypeError && globalObject.TypeError !== TypeError
    ? new globalObject.TypeError(error.message)
    : error;
}

/** `f` applied to `self` and `args`, what it throws in `globalObject`'s realm (inRealmError). */
function inRealm(globalObject, f, self, args) {
  try {
    return Reflect.apply(f, self, args);
  } catch (error) {
    throw inRealmError(globalObject, error);
  }
}

/** Member function `fn` (made with method syntax: not a constructor, as Web IDL's operations and
 * accessors are not) with the name and length Web IDL gives it. The members take their arguments
 * as parameters and call the impl without a closure: a getter costs about what whatwg-url's does. */
function member(name, length, fn) {
  Object.defineProperty(fn, "name", { value: name });
  Object.defineProperty(fn, "length", { value: length });
  return fn;
}

/**
 * The webidl2js interface object for `Impl` (a class of ../url.mjs): `members` lists the IDL
 * attributes and operations to expose, `statics` the static operations; `wrapResult(globalObject,
 * value, key)` turns what an impl member returns into what the wrapper returns, and
 * `wrapArgs(args, wrapper, key)` the wrapper's arguments into the impl's.
 */
function makeInterface(name, Impl, { members, statics = [], wrapResult, wrapArgs = (args) => args }) {
  const interfaceDescriptor = { name };
  const iface = { interfaceDescriptor };

  iface.is = (value) => {
    const impl = implOf.get(value);
    return impl !== undefined && impl instanceof Impl;
  };
  iface.isImpl = (value) => value instanceof Impl;
  iface.convert = (globalObject, value, { context = "The provided value" } = {}) => {
    if (iface.is(value)) return implOf.get(value);
    throw new globalObject.TypeError(`${context} is not of type '${name}'.`);
  };
  iface._internalSetup = () => {};
  iface.setup = (wrapper, globalObject, constructorArgs = []) =>
    register(wrapper, inRealm(globalObject, Reflect.construct, null, [Impl, constructorArgs]));
  const prototypeIn = (globalObject) => {
    const ctor = globalObject[ctorRegistrySymbol]?.[name];
    if (ctor === undefined) throw new globalObject.TypeError(`${name} is not installed on this global object`);
    return ctor.prototype;
  };
  iface.create = (globalObject, constructorArgs, privateData) =>
    iface.setup(Object.create(prototypeIn(globalObject)), globalObject, constructorArgs, privateData);
  iface.createImpl = (globalObject, constructorArgs, privateData) =>
    implOf.get(iface.create(globalObject, constructorArgs, privateData));
  // An impl created without running its constructor (webidl2js uses this for subclassing); it has
  // no URL yet, so its members throw until something initializes it.
  iface.new = (globalObject, newTarget) => {
    let proto = newTarget?.prototype;
    if (proto === null || typeof proto !== "object") proto = prototypeIn(globalObject);
    const impl = Object.create(Impl.prototype);
    register(Object.create(proto), impl);
    return impl;
  };

  iface.install = (globalObject, globalNames) => {
    if (!globalNames.some((globalName) => globalName === "Window" || globalName === "Worker")) return;
    const registry = initCtorRegistry(globalObject);
    const implFor = (self, member) => {
      const impl = implOf.get(self);
      if (impl === undefined || !(impl instanceof Impl)) {
        throw new globalObject.TypeError(`'${member}' called on an object that is not a valid instance of ${name}.`);
      }
      return impl;
    };
    const Interface = {
      [name]: class {
        constructor(...args) {
          register(this, inRealm(globalObject, Reflect.construct, null, [Impl, args]));
        }
      },
    }[name];
    Object.defineProperty(Interface, "length", { value: Impl.length });
    const implProto = Impl.prototype;
    for (const key of members) {
      const { get, set, value: method, enumerable } = Object.getOwnPropertyDescriptor(implProto, key);
      const wrapped = { enumerable, configurable: true };
      // The accessors keep their own try/catch rather than call inRealm: through inRealm (an
      // argument array per call) a getter measured 87-98 ns against 47-75 ns (Node 20).
      if (get !== undefined) {
        const label = `get ${key}`;
        wrapped.get = member(
          label,
          0,
          {
            m() {
              const impl = implFor(this, label);
              let value;
              try {
                value = get.call(impl);
              } catch (error) {
                throw inRealmError(globalObject, error);
              }
              return wrapResult(globalObject, value, key, this);
            },
          }.m,
        );
      }
      if (set !== undefined) {
        const label = `set ${key}`;
        wrapped.set = member(
          label,
          1,
          {
            m(value) {
              const impl = implFor(this, label);
              try {
                set.call(impl, value);
              } catch (error) {
                throw inRealmError(globalObject, error);
              }
            },
          }.m,
        );
      }
      if (typeof method === "function") {
        wrapped.writable = true;
        wrapped.value = member(
          key,
          method.length,
          {
            m(...args) {
              const impl = implFor(this, key);
              return wrapResult(
                globalObject,
                inRealm(globalObject, method, impl, wrapArgs(args, this, key)),
                key,
                this,
              );
            },
          }.m,
        );
      }
      Object.defineProperty(Interface.prototype, key, wrapped);
    }
    for (const key of statics) {
      const method = Impl[key];
      Object.defineProperty(Interface, key, {
        enumerable: true,
        configurable: true,
        writable: true,
        value: member(
          key,
          method.length,
          {
            m(...args) {
              return wrapResult(globalObject, inRealm(globalObject, method, Impl, args), key);
            },
          }.m,
        ),
      });
    }
    Object.defineProperty(Interface.prototype, Symbol.toStringTag, { value: name, configurable: true });
    registry[name] = Interface;
    Object.defineProperty(globalObject, name, { configurable: true, writable: true, value: Interface });
    // https://url.spec.whatwg.org/#url-class: [LegacyWindowAlias=webkitURL]
    if (name === "URL" && globalNames.includes("Window")) {
      Object.defineProperty(globalObject, "webkitURL", { configurable: true, writable: true, value: Interface });
    }
    if (name === "URLSearchParams") {
      // https://webidl.spec.whatwg.org/#es-iterable: @@iterator is the entries function itself.
      Object.defineProperty(Interface.prototype, Symbol.iterator, {
        configurable: true,
        writable: true,
        value: Interface.prototype.entries,
      });
      installIterator(globalObject, registry);
    }
  };
  return iface;
}

/** The wrapper of `impl` in `globalObject`'s realm (made once per impl). */
function wrapperIn(globalObject, name, impl) {
  return wrapperOf.get(impl) ?? register(Object.create(globalObject[ctorRegistrySymbol][name].prototype), impl);
}

/** The URLSearchParams iterator prototype of a realm: https://webidl.spec.whatwg.org/#es-iterator-prototype-object */
function installIterator(globalObject, registry) {
  const proto = Object.create(registry["%IteratorPrototype%"]);
  Object.defineProperty(proto, "next", {
    enumerable: true,
    configurable: true,
    writable: true,
    value: member(
      "next",
      0,
      {
        m() {
          const iterator = iteratorImplOf.get(this);
          if (iterator === undefined) {
            throw new globalObject.TypeError("next() called on a value that is not a URLSearchParams iterator object");
          }
          const { value, done } = iterator.next();
          return Object.assign(Object.create(registry["%Object.prototype%"]), { value, done });
        },
      }.m,
    ),
  });
  Object.defineProperty(proto, Symbol.toStringTag, { value: "URLSearchParams Iterator", configurable: true });
  registry["URLSearchParams Iterator"] = proto;
}

/** realm iterator → the impl's iterator it reads. */
const iteratorImplOf = privateSlot();

export const URL = makeInterface("URL", URLImpl, {
  members: [
    ...["toJSON", "href", "toString", "origin", "protocol", "username", "password", "host", "hostname", "port"],
    ...["pathname", "search", "searchParams", "hash"],
  ],
  statics: ["parse", "canParse"],
  // URL.parse's result, and url.searchParams ([SameObject]): wrappers of the same realm.
  wrapResult: (globalObject, value) => {
    if (value instanceof URLImpl) return wrapperIn(globalObject, "URL", value);
    if (value instanceof URLSearchParamsImpl) return wrapperIn(globalObject, "URLSearchParams", value);
    return value;
  },
});

const ITERATORS = new Set(["entries", "keys", "values"]);

export const URLSearchParams = makeInterface("URLSearchParams", URLSearchParamsImpl, {
  members: [
    "append",
    "delete",
    "get",
    "getAll",
    "has",
    "set",
    "sort",
    "entries",
    "keys",
    "values",
    "forEach",
    "toString",
    "size",
  ],
  // entries(), keys(), values(): an iterator of the realm, reading the impl's.
  wrapResult: (globalObject, value, key) => {
    if (!ITERATORS.has(key)) return value;
    const iterator = Object.create(globalObject[ctorRegistrySymbol]["URLSearchParams Iterator"]);
    iteratorImplOf.set(iterator, value);
    return iterator;
  },
  // forEach's callback gets the wrapper, not the impl, as its third argument.
  wrapArgs: (args, wrapper, key) => {
    if (key !== "forEach" || typeof args[0] !== "function") return args;
    const [callback, thisArg] = args;
    return [(value, name) => Reflect.apply(callback, thisArg, [value, name, wrapper])];
  },
});
