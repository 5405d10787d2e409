// Instantiating url_wasm_bg.wasm and holding the one bridge the classes use.
//
// We do not run wasm-bindgen's JS glue here: the nodejs glue reads the file with require("fs") and
// __dirname, and glue of any target may create a TextDecoder at module top level (for its string
// helpers), which fails where TextDecoder does not exist (a Node `vm` context, bare engines). Our
// exports are all numeric, so the only imports the module has are wasm-bindgen internals; we build
// the imports object from WebAssembly.Module.imports() and implement those internals here.
//
// Without WebAssembly (Hermes, QuickJS, `node --jitless`), or when compiling is refused (a page
// whose Content-Security-Policy lacks 'wasm-unsafe-eval' throws a CompileError), the entries' fallback
// supplies the JS build of the same core (pkg/js/, made by scripts/wasm2js.mjs), which the same
// bridge drives. A refusal is tried once: later loads go straight to the fallback.
import { withStringBuiltins } from "../codecs/js-string.mjs";
import { decodeUtf8, defaultCodec } from "../codecs/utf8.mjs";
import { FastPathBridge } from "../fast-path.mjs";

// For the entries that carry their wasm inline (browser.mjs, urlpattern-browser.mjs): re-exported
// here so that esbuild puts it in the chunk all the browser entries share (in a chunk of its own it
// cost the main download 0.2 KB gzip, bench/size.mjs).
export { unpack } from "./inline.mjs";

let bridge = null;
let pending = null;
// The compiled module, kept so that a trapped instance can be replaced (null for exports that a
// bundler instantiated: those cannot be re-created here).
let compiled = null;
let guarded = null;
let codec = defaultCodec;
/** The class that drives the instance (bridge.mjs's Bridge or a subclass; useBridge). By default
 * FastPathBridge, which answers a URL that is already serialized in JS, without crossing into
 * wasm: faster in Chromium, where encoding a string for wasm costs ~2.6 ns a code unit (and
 * TextEncoder ~190 ns a call; README "Without WebAssembly" has the figures), and still faster on
 * serialized input where the JS String Builtins make the crossing cheaper (codecFor; same
 * section). The Node entries choose Bridge (useBridge), measured faster there. */
let BridgeClass = FastPathBridge;
/** The JS build in use ({ instantiate, imports } of pkg/js/url_wasm.mjs, and optionally `Bridge`:
 * the class of bridge to drive it with, special-url.mjs's JsCoreBridge), or null. */
let jsCore = null;
/** () => the JS build, or a promise of it; registered by the entries (useFallback). */
let fallback = null;
/** Set when WebAssembly is missing or refused to compile. */
let wasmRefused = typeof WebAssembly !== "object";

/** Use faster string codecs (utf8.mjs bufferCodec in Node); before the first instantiation. */
export function useCodec(c) {
  codec = c;
}

/** The codec for an instance whose memory is `memory`: the default one (browsers) through the JS
 * String Builtins where the runtime has them (js-string.mjs). */
const codecFor = (memory) => (codec === defaultCodec ? withStringBuiltins(codec, memory) : codec);

/** The bridge, or a clear error when the wasm is not instantiated yet (browser: await `ready`). */
export function getBridge() {
  if (bridge === null) {
    throw new Error(
      "url-wasm: the WebAssembly module is not initialized yet; await the exported `ready` " +
        "promise (or call initSync(bytes)) before using URL or URLSearchParams",
    );
  }
  return bridge;
}

export function isInitialized() {
  return bridge !== null;
}

/** Where WebAssembly is missing or refused, load the JS build of the core from `load()` (which
 * returns pkg/js/url_wasm's exports, or a promise of them) instead. */
export function useFallback(load) {
  fallback = load;
}

/** Drive the instance with `Bridge` (bridge.mjs's Bridge or a subclass): call before the first init. */
export function useBridge(Bridge) {
  BridgeClass = Bridge;
}

/** Use the JS build of the core (pkg/js/url_wasm's exports) now, whether or not WebAssembly works.
 * `needs`: as for initSync (the JS build of the URLPattern flavour replaces one without it). */
export function useJsCore(core, needs = undefined) {
  if (hasExport(needs)) return;
  jsCore = core;
  finish(instantiateJs(core), null, true);
}

/** Use the exports of a module a bundler instantiated (wasm ES module integration), without
 * calling its __wbindgen_start (see entries/bundler.mjs): what that would do is done here. */
export function useExports(exports) {
  initExternrefTable(exports);
  if (bridge === null) bridge = new BridgeClass(guard(exports), codecFor(exports.memory));
}

/** The current (guarded) raw exports: for the URLPattern bridge and the tests of the trap recovery. */
export function guardedExports() {
  getBridge();
  return guarded;
}

/** The string codec for the current instance's memory, the bridge's: for the URLPattern bridge,
 * which shares the instance. */
export const instanceCodec = () => getBridge().codec;

/**
 * Defence in depth: a trap (a Rust panic, which the fuzzers say cannot happen) poisons the
 * instance, so every export is wrapped. On a WebAssembly.RuntimeError the instance is replaced
 * by a fresh one from the same module and the call throws a clear Error; later calls work.
 */
function guard(exports) {
  guarded = { __proto__: null };
  // Every exception out of the JS build is a trap: the core never throws on purpose.
  const isTrap = jsCore !== null ? () => true : (error) => error instanceof WebAssembly.RuntimeError;
  const kind = jsCore !== null ? "JS build of the core" : "WebAssembly instance";
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value !== "function") {
      guarded[name] = value;
      continue;
    }
    // Our exports take at most four numbers: a fixed arity keeps the wrapper cheap.
    guarded[name] = (a, b, c, d) => {
      try {
        return value(a, b, c, d);
      } catch (error) {
        if (!isTrap(error)) throw error;
        recover();
        throw new Error(
          `url-wasm: internal error: the ${kind} trapped in ${name} (${error?.message ?? error}). ` +
            "It was replaced (later calls work); please report the input.",
          { cause: error },
        );
      }
    };
  }
  return guarded;
}

function recover() {
  bridge = null;
  pending = null;
  if (jsCore !== null) {
    finish(instantiateJs(jsCore), null);
    return;
  }
  if (compiled === null) return; // bundler-provided exports: nothing to re-instantiate from
  try {
    finish(instantiate(compiled), compiled);
  } catch {
    // Synchronous instantiation is not allowed here (browser main thread): do it async; until
    // it resolves, calls say "not initialized" like before `ready`.
    init(compiled).catch(() => {});
  }
}

const tag = (x) => Object.prototype.toString.call(x);
const isModule = (x) => tag(x) === "[object WebAssembly.Module]";
const isInstance = (x) => tag(x) === "[object WebAssembly.Instance]";

/** The imports wasm-bindgen's glue would pass, rebuilt from the module's import list. */
function importsFor(module, exports) {
  const imports = { __proto__: null };
  for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
    if (kind !== "function") {
      throw new TypeError(`url-wasm: unexpected ${kind} import "${from}"."${name}"`);
    }
    (imports[from] ??= { __proto__: null })[name] = importFunction(name, exports);
  }
  return imports;
}

/** wasm-bindgen's __wbindgen_init_externref_table, which the module's __wbindgen_start export is
 * (re-exported). Slot 0 of the externref table must hold `undefined`; the other reserved slots
 * (null, true, false) are only read when externrefs cross the boundary, which our numeric exports
 * never do. */
const initExternrefTable = (exports) => exports.__wbindgen_externrefs?.set(0, undefined);

function importFunction(name, exports) {
  if (name === "__wbindgen_init_externref_table") return () => initExternrefTable(exports.value);
  if (/wbindgen_throw/.test(name)) {
    return (ptr, len) => {
      const bytes = new Uint8Array(exports.value.memory.buffer);
      throw new Error(decodeUtf8(bytes, ptr >>> 0, (ptr >>> 0) + (len >>> 0)));
    };
  }
  return () => {
    throw new Error(`url-wasm: the wasm module called an import this loader does not provide: ${name}`);
  };
}

/** A fresh instance of the JS build, with the imports it lists. */
function instantiateJs(core) {
  const exports = { value: null };
  const imports = { __proto__: null };
  for (const [from, name] of core.imports)
    (imports[from] ??= { __proto__: null })[name] = importFunction(name, exports);
  exports.value = core.instantiate(imports);
  return { exports: exports.value, Bridge: core.Bridge };
}

/** Whether `error` says this runtime will not compile wasm (then it is not tried again). */
function refused(error) {
  if (typeof WebAssembly !== "object" || error instanceof WebAssembly.CompileError) wasmRefused = true;
  return wasmRefused && fallback !== null;
}

function instantiate(module) {
  const exports = { value: null };
  const instance = new WebAssembly.Instance(module, importsFor(module, exports));
  exports.value = instance.exports;
  return instance;
}

/** `replace`: this instance takes over from the current one (see `needs` of init/initSync). */
function finish(instance, module, replace = false) {
  const exports = instance.exports;
  if (typeof exports.__wbindgen_start === "function") exports.__wbindgen_start();
  if (bridge === null || replace) {
    compiled = module;
    bridge = new (instance.Bridge ?? BridgeClass)(guard(exports), codecFor(exports.memory));
  }
}

/** Whether an instance is in use and has the export `needs` (any instance, without `needs`). */
export function hasExport(needs) {
  return bridge !== null && (needs === undefined || typeof guarded[needs] === "function");
}

function unwrap(source) {
  // wasm-bindgen style `{ module }` / `{ module_or_path }` objects are accepted too.
  if (source !== null && typeof source === "object" && Object.getPrototypeOf(source) === Object.prototype) {
    return source.module ?? source.module_or_path;
  }
  return source;
}

/**
 * Instantiate synchronously from wasm bytes (any BufferSource) or a compiled WebAssembly.Module.
 * Browsers only allow this for large modules off the main thread; there, use `init()`.
 * `needs`: the name of an export the caller needs (URLPattern's, which only the larger
 * url_wasm_urlpattern_bg.wasm has): an instance without it is replaced by this one (no URL
 * state lives in wasm, so the classes carry on with the new instance).
 */
export function initSync(source, needs = undefined) {
  if (hasExport(needs)) return;
  if (fallback === null || !wasmRefused) {
    try {
      source = unwrap(source);
      const module = isModule(source) ? source : new WebAssembly.Module(source);
      finish(instantiate(module), module, true);
      return;
    } catch (error) {
      if (!refused(error)) throw error;
    }
  }
  const core = fallback();
  if (typeof core?.then === "function") {
    core.catch(() => {}); // init() reports it
    throw new Error("url-wasm: WebAssembly is not available and the JS build loads asynchronously here: await `ready`");
  }
  useJsCore(core);
}

let upgrading = null;

/**
 * Instantiate asynchronously from a URL/string (fetched), Request, Response, BufferSource or
 * WebAssembly.Module, or a promise of one of those. Resolves when the classes are usable.
 * `needs`: as for initSync. With nothing loaded or loading yet, this source is simply the one
 * loaded (and a later init without `needs` is content with it); otherwise it replaces the module
 * loaded (or loading) when that lacks the export.
 */
export function init(source, needs = undefined) {
  if (hasExport(needs)) return Promise.resolve();
  if (needs === undefined || (bridge === null && pending === null)) {
    return (pending ??= load(source).catch((error) => {
      pending = null;
      throw error;
    }));
  }
  return (upgrading ??= Promise.allSettled([pending])
    .then(() => (hasExport(needs) ? undefined : load(source, true)))
    .finally(() => {
      upgrading = null;
    }));
}

async function load(source, replace = false) {
  if (fallback === null || wasmCompiles()) {
    try {
      await loadWasm(source, replace);
      return;
    } catch (error) {
      if (fallback === null) throw error;
      // Compiling is allowed here (wasmCompiles), so the wasm could not be fetched or compiled (a
      // bundler that did not emit it, a dev server answering with a page): the JS build, with a warning.
      globalThis.console?.warn?.("url-wasm: no wasm, using the JS build:", error);
    }
  }
  useJsCore(await fallback());
}

// The smallest module (magic and version): compiling it tells whether compiling is allowed at all,
// before the real module is downloaded.
const EMPTY_MODULE = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];

/** Whether this runtime compiles wasm: false when WebAssembly is missing or refuses (CSP). Tried
 * once, with the smallest module (the browser may report the refusal on the console). */
export function wasmCompiles() {
  if (!wasmRefused) {
    try {
      new WebAssembly.Module(new Uint8Array(EMPTY_MODULE));
    } catch (error) {
      if (!(error instanceof WebAssembly.CompileError)) throw error;
      wasmRefused = true;
    }
  }
  return !wasmRefused;
}

/** Compile `source` (what init takes) into a WebAssembly.Module, fetching a URL, string or Request. */
export async function compile(source) {
  source = await unwrap(source);
  if (typeof source === "string" || tag(source) === "[object URL]" || tag(source) === "[object Request]") {
    source = await fetch(source);
  }
  if (tag(source) === "[object Response]") {
    if (!source.ok) throw new Error(`url-wasm: failed to fetch the wasm (${source.status} ${source.url})`);
    // instantiateStreaming wants an imports object before it has the module: compile first.
    return typeof WebAssembly.compileStreaming === "function" && /wasm/.test(source.headers.get("Content-Type") ?? "")
      ? WebAssembly.compileStreaming(source)
      : WebAssembly.compile(await source.arrayBuffer());
  }
  return isModule(source) ? source : WebAssembly.compile(source);
}

async function loadWasm(source, replace) {
  const module = await compile(source);
  if (bridge !== null && !replace) return;
  const exports = { value: null };
  const instance = await WebAssembly.instantiate(module, importsFor(module, exports));
  exports.value = instance.exports;
  if (!isInstance(instance)) throw new Error("url-wasm: instantiation did not produce an instance");
  if (bridge === null || replace) finish(instance, module, replace);
}
