// The JavaScript build of the core, for runtimes without WebAssembly (React Native's Hermes, QuickJS,
// `node --jitless`, pages whose Content-Security-Policy refuses wasm): a mechanical translation of
// an optimized .wasm that build.sh produced (the `wasm2js` Cargo profile), so the same Rust code runs everywhere.
//   node scripts/wasm2js.mjs IN.wasm OUTDIR [NAME [FORMAT]]
// writes OUTDIR/NAME.mjs (ES module, FORMAT esm) or OUTDIR/NAME.cjs (CommonJS, FORMAT cjs; NAME
// defaults to url_wasm, FORMAT to esm), minified,
// exporting `instantiate(imports)` (a fresh instance's exports, like WebAssembly.Instance#exports,
// with `memory.buffer`) and `imports` (the [module, name] pairs the instance calls, as
// WebAssembly.Module.imports() would list them). js/wasm/runtime.mjs loads them through the same bridge.
//
// Steps: remove wasm-bindgen's externref table (our exports are numeric, so nothing uses it, and
// wasm2js supports one table only), translate with binaryen's wasm2js (npm `binaryen`, -Oz: 0.6 KB
// gzip smaller than -O2),
// turn its ES module (which instantiates itself once, importing its imports) into the factory
// above, then minify with esbuild (target ES5: no syntax that Hermes or a React Native Babel preset
// would have to lower). Incremental: skipped when IN.wasm and this script are unchanged.
import binaryen from "binaryen";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { gzipSync } from "node:zlib";

const [input, outDir, name = "url_wasm", format = "esm"] = process.argv.slice(2);
if (!input || !outDir || !["esm", "cjs"].includes(format)) {
  console.error("usage: node scripts/wasm2js.mjs IN.wasm OUTDIR [NAME [esm|cjs]]");
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const WASM2JS = join(root, "node_modules/binaryen/bin/wasm2js");
const outfile = join(outDir, `${name}.${format === "esm" ? "mjs" : "cjs"}`);
const stamp = join(outDir, `.${name}.source-sha256`);

const wasm = readFileSync(input);
const digest = createHash("sha256")
  .update(wasm)
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .update(format)
  .digest("hex");
if (existsSync(stamp) && readFileSync(stamp, "utf8") === digest && existsSync(outfile)) {
  console.log(`wasm2js: ${outfile} is up to date`);
  process.exit(0);
}
rmSync(stamp, { force: true });

/** The module without the externref table, and the function imports it has. */
function prepare(bytes) {
  const module = binaryen.readBinary(bytes);
  module.setFeatures(binaryen.Features.All);
  const table = binaryen.getExportInfo(module.getExport("__wbindgen_externrefs")).value;
  module.removeExport("__wbindgen_externrefs");
  module.removeTable(table);
  // The features the code uses, and no more: with all of them, wasm2js's optimizer may write
  // instructions it cannot translate (return_call, call_ref).
  const F = binaryen.Features;
  module.setFeatures(
    F.MutableGlobals | F.NontrappingFPToInt | F.BulkMemory | F.BulkMemoryOpt | F.SignExt | F.Multivalue,
  );
  const imports = [];
  for (let i = 0; i < module.getNumFunctions(); i++) {
    const info = binaryen.getFunctionInfo(module.getFunctionByIndex(i));
    if (info.module) imports.push([info.module, info.base]);
  }
  if (module.getNumTables() !== 1 || !module.validate())
    throw new Error("wasm2js: unexpected module after removing the externref table");
  const out = module.emitBinary();
  module.dispose();
  return { bytes: out, imports };
}

/** wasm2js's ES module as a factory: drop its import line and its self-instantiating tail. */
function toFactory(js, imports) {
  const head = /^import \* as \S+ from '[^']*';\n/;
  const tail = js.indexOf("\nvar retasmFunc = asmFunc(");
  if (!head.test(js) || tail < 0 || !/\nfunction asmFunc\(imports\) \{/.test(js)) {
    throw new Error("wasm2js: the output does not have the expected shape (import line, asmFunc, retasmFunc)");
  }
  return `${captureBuiltins(plainBuffer(perInstance(hexSegments(js.slice(0, tail).replace(head, "")))))}
export { asmFunc as instantiate };
export var imports = ${JSON.stringify(imports)};
`;
}

/** The data segments (the IDNA tables, mostly) in hex instead of wasm2js's base64: twice the raw
 * bytes, but gzip keeps a byte a byte (hex digits pairs stay aligned, base64's 6-bit groups do
 * not), 1.6 KB gzip less for the core. A hex digit's value is (c & 15) + 9 * (c >> 6). */
function hexSegments(js) {
  const decoder =
    /\n {2}var base64ReverseLookup = [\s\S]*?\n {2}function base64DecodeToExistingUint8Array\([\s\S]*?\n {4}return uint8Array;\n {2}\}\n/;
  const segment = /base64DecodeToExistingUint8Array\(bufferView, (\d+), "([A-Za-z0-9+/=]*)"\)/g;
  if (!decoder.test(js)) throw new Error("wasm2js: the output's base64 decoder does not have the expected shape");
  const out = js
    .replace(
      decoder,
      `
function hexDecodeToExistingUint8Array(uint8Array, offset, hex) {
  for (var i = 0, h, l; i < hex.length; i += 2) {
    h = hex.charCodeAt(i);
    l = hex.charCodeAt(i + 1);
    uint8Array[offset++] = (((h & 15) + 9 * (h >> 6)) << 4) | ((l & 15) + 9 * (l >> 6));
  }
}
`,
    )
    .replace(
      segment,
      (_, at, b64) =>
        `hexDecodeToExistingUint8Array(bufferView, ${at}, "${Buffer.from(b64, "base64").toString("hex")}")`,
    );
  if (/base64/.test(out)) throw new Error("wasm2js: the output decodes base64 where this script does not expect it");
  return out;
}

/** wasm2js declares `bufferView` (the instance's memory as bytes, which memory.copy, memory.fill and
 * the data segments write through) and those helpers at module scope, so a second instance took
 * them over: the first one's memory.copy then copied within the second one's memory (a parse that
 * needs IDNA failed). Everything before asmFunc goes inside it: each instance has its own. */
function perInstance(js) {
  const start = "function asmFunc(imports) {\n";
  const at = js.indexOf(start);
  if (at < 0 || js.indexOf(start, at + 1) >= 0 || !/\bvar bufferView;/.test(js.slice(0, at)))
    throw new Error("wasm2js: the output's module scope does not have the expected shape (bufferView, asmFunc)");
  return `${start}${js.slice(0, at)}${js.slice(at + start.length)}`;
}

/** `memory.buffer` as a data property that memory.grow replaces, instead of wasm2js's getter: the
 * bridge compares it with its views' buffer on every call, and a getter is a function call in an
 * interpreter. (The memory object is the runtime's alone: js/wasm/runtime.mjs never hands it out.) */
function plainBuffer(js) {
  const getter = '"buffer": {\n    "get": function () {\n     return buffer;\n    }\n    \n   }';
  const grow = "   buffer = newBuffer;\n";
  const object = '  "memory": Object.create(';
  if (![getter, grow, object].every((s) => js.split(s).length === 2))
    throw new Error("wasm2js: the output's memory object does not have the expected shape");
  return js
    .replace(getter, '"buffer": { "value": buffer, "writable": true }')
    .replace(grow, `${grow}   memoryObject.buffer = newBuffer;\n`)
    .replace(object, '  "memory": memoryObject = Object.create(')
    .replace("function asmFunc(imports) {\n", "function asmFunc(imports) {\n var memoryObject;\n");
}

// The methods wasm2js's output calls on strings and typed arrays (hex decoding of the data
// segments, memory.copy, memory.fill, memory.grow), called through copies taken when the module
// loads: user code that later replaces String.prototype.charCodeAt or %TypedArray%.prototype.set
// changes nothing (an instance is also made after a trap, at any time).
const METHODS = {
  charCodeAt: "String.prototype",
  copyWithin: "TypedArrayPrototype",
  fill: "TypedArrayPrototype",
  set: "TypedArrayPrototype",
};

/** Route every global and method the translated code uses through bindings taken at load. */
function captureBuiltins(js) {
  const calls = /\b([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)\(/g;
  const uncaptured = [...js.matchAll(calls)].filter(
    ([, object, method]) => !(method in METHODS) && object !== "Object",
  );
  if (uncaptured.length)
    throw new Error(
      `wasm2js: the output calls methods this script does not capture: ${uncaptured.map((m) => m[0]).join(" ")}`,
    );
  const body = js
    .replace(calls, (call, object, method) => (method in METHODS ? `${method}Of(${object}, ` : call))
    .replaceAll("Object.create(Object.prototype,", "ObjectCreate(ObjectPrototype,");
  if (/\bObject\./.test(body)) throw new Error("wasm2js: the output uses Object in a way this script does not capture");
  const constructors = [...new Set([...body.matchAll(/\bnew ([A-Z]\w*)\(/g)].map((m) => m[1]))];
  const math = [...new Set([...body.matchAll(/\bMath\.(\w+)/g)].map((m) => m[1]))];
  // The module's own bindings shadow the globals (var declarations, assigned in this order first).
  return `var ${constructors.map((name) => `${name} = globalThis.${name}`).join(", ")};
var Math = { ${math.map((name) => `${name}: globalThis.Math.${name}`).join(", ")} };
var uncurryThis = Function.prototype.bind.bind(Function.prototype.call);
var TypedArrayPrototype = Object.getPrototypeOf(globalThis.Uint8Array.prototype);
${Object.entries(METHODS)
  .map(([method, owner]) => `var ${method}Of = uncurryThis(${owner}.${method});`)
  .join("\n")}
var ObjectCreate = Object.create, ObjectPrototype = Object.prototype;
${body}`;
}

const t0 = Date.now();
const tmp = mkdtempSync(join(tmpdir(), "url-wasm-wasm2js-"));
try {
  const { bytes, imports } = prepare(wasm);
  writeFileSync(join(tmp, "in.wasm"), bytes);
  execFileSync(
    process.execPath,
    [
      WASM2JS,
      join(tmp, "in.wasm"),
      "--enable-bulk-memory",
      "--enable-bulk-memory-opt",
      "-Oz",
      "-o",
      join(tmp, "out.mjs"),
    ],
    { stdio: "inherit" },
  );
  const source = toFactory(readFileSync(join(tmp, "out.mjs"), "utf8"), imports);
  mkdirSync(outDir, { recursive: true });
  const banner = `// Generated by scripts/wasm2js.mjs from ${input} (sha256 ${digest.slice(0, 16)}): do not edit.`;
  await build({
    stdin: { contents: source, loader: "js" },
    outfile,
    format,
    minify: true,
    target: "es5",
    banner: { js: banner },
    logLevel: "warning",
  });
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
writeFileSync(stamp, digest);
const text = readFileSync(outfile);
console.log(
  `wasm2js: ${outfile} ${text.length} B, ${gzipSync(text, { level: 9 }).length} B gzip, ${((Date.now() - t0) / 1000).toFixed(1)} s`,
);
