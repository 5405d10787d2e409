// `npm run size`: the bytes a browser downloads for the package's browser entry, and for its
// `url-wasm/tools` entry (the classes plus the authoring tools, with the tools flavour of the wasm).
//
// How: start at the package's browser entry (package.json exports["."].browser: the minified
// bundle scripts/build.sh writes, pkg/esm/browser.mjs) and follow its static imports (the leading
// `import … from`, `export … from`, `import "…"`; dynamic import() is not followed) plus the assets it loads with
// `new URL("…", import.meta.url)` (a .wasm). Every file is a separate download, so the totals are
// sums of per-file sizes: raw, gzip -9 and brotli (quality 11), from node:zlib. Also shown: the
// wasm alone (a .wasm, or the module that carries it inline), and GNU gzip -9 (when installed) beside node:zlib's gzip. The target is checked against node:zlib's number. A functional
// check confirms the measured wasm carries full UTS #46 IDNA (mapping, normalization, Punycode, Bidi).
// Target: browser download <= 60 KB gzip (60 KB = 60,000 bytes here) including full IDNA, for the
// main entry; the tools entry is reported beside it (no target: pages opt in to it), and
// url-wasm/urlpattern's browser entry with what it adds to the main entry's download.
// Usage: node bench/size.mjs [--json]
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync, inflateSync } from "node:zlib";
import { machineLine } from "./machine.mjs";
import { benchArgs } from "./cli.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const exportsMap = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")).exports;
const entry = resolve(root, exportsMap["."].browser);
const toolsEntry = resolve(root, exportsMap["./tools"].browser);
const urlpatternEntry = resolve(root, exportsMap["./urlpattern"].default);
const TARGET_GZIP = 60_000;
const json = benchArgs(import.meta.url, { json: { type: "boolean" } }).values.json === true;

/** The entry and everything it statically imports, in discovery order, + referenced assets. */
function graph(start) {
  const seen = new Set();
  const assets = new Set();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    // Strip comments so that examples in them are not taken for imports.
    const src = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
    // Static imports and re-exports lead a module (esbuild's output too): read them from the top.
    const specifiers = [];
    const statement = /\s*(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+)["'];?/y;
    for (let m; (m = statement.exec(src)) !== null; ) specifiers.push(m[1]);
    for (const s of specifiers) {
      if (!s.startsWith(".")) throw new Error(`${relative(root, file)} imports a bare specifier "${s}": not counted`);
      queue.push(resolve(dirname(file), s));
    }
    for (const m of src.matchAll(/new\s+URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url\s*\)/g)) {
      assets.add(resolve(dirname(file), m[1]));
    }
  }
  return { modules: [...seen], assets: [...assets] };
}

// GNU gzip's own deflate often beats Node's zlib (Chromium's fork) by a few %: shown when installed.
const hasGzipCli = spawnSync("gzip", ["--version"]).status === 0;
const gzipCli = (bytes) =>
  hasGzipCli ? spawnSync("gzip", ["-9c"], { input: bytes, maxBuffer: 1 << 26 }).stdout.length : NaN;

function sizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    gzipCli: gzipCli(bytes),
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
}

const add = (a, b) => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  gzipCli: a.gzipCli + b.gzipCli,
  brotli: a.brotli + b.brotli,
});
const zero = { raw: 0, gzip: 0, gzipCli: 0, brotli: 0 };

// The encoding flavour (legacy encodings, js/encoding.mjs): the Node entries read it from disk on
// first use, and url-wasm/tools pages fetch it only when they call loadEncoders(): never part of an
// entry's download, so the entries below leave it out and it gets a line of its own.
const encodingFile = "pkg/wasm/url_wasm_encoding_bg.wasm";

/** Whether `file` is wasm: a .wasm, or a module that carries one inline (base64 of a zlib stream:
 * scripts/inline-wasm.mjs). */
const isWasm = (file) => file.endsWith(".wasm") || file.endsWith("_inline.mjs");
/** The wasm bytes of such a file. */
async function wasmBytes(file) {
  if (file.endsWith(".wasm")) return readFileSync(file);
  return inflateSync(Buffer.from((await import(pathToFileURL(file).href)).default, "base64"));
}
/** The download of one entry: its files and the JS, wasm and overall sums. */
function download(start) {
  const { modules, assets } = graph(start);
  const loaded = assets.filter((a) => relative(root, a) !== encodingFile);
  const files = [...modules, ...loaded].map((f) => ({ file: relative(root, f), ...sizes(readFileSync(f)) }));
  const js = files.filter((f) => !isWasm(f.file)).reduce(add, zero);
  const wasmFiles = files.filter((f) => isWasm(f.file));
  return { entry: relative(root, start), files, js, wasm: wasmFiles.reduce(add, zero), total: files.reduce(add, zero) };
}

const main = download(entry);
const tools = download(toolsEntry);
// url-wasm/urlpattern: what it downloads, and what it adds to the main entry's download (its files
// that the main entry does not load: its wasm, a superset of the core, and its JS). A page that
// imports both entries downloads both wasms (the core's is inline in the main entry's JS); the
// URLPattern entry exports URL and URLSearchParams too, so such a page needs only that one.
const urlpattern = download(urlpatternEntry);
const mainFiles = new Set(main.files.map((f) => f.file));
urlpattern.extra = urlpattern.files.filter((f) => !mainFiles.has(f.file)).reduce(add, zero);
const { files, total } = main;
const wasmFiles = files.filter((f) => isWasm(f.file));

// Full UTS #46 in the measured wasm: these need the mapping table, NFC, Punycode and Bidi rules.
const { initSync } = await import("../js/wasm/runtime.mjs");
const { URL } = await import("../js/url.mjs");
initSync(await wasmBytes(resolve(root, wasmFiles[0]?.file ?? "no wasm in the download")));
const idnaChecks = [
  ["https://faß.ExAmPlE/", "xn--fa-hia.example"], // deviation character, non-transitional
  ["https://ＥＸＡＭＰＬＥ。ｃｏｍ/", "example.com"], // width mapping + ideographic full stop
  ["https://bücher.de/", "xn--bcher-kva.de"], // Punycode
  ["https://a\u0308.com/", "xn--4ca.com"], // NFC
  ["https://\u05D0\u05D1.com/", "xn--4dbc.com"], // RTL label
];
const idnaFailures = idnaChecks.filter(([input, host]) => {
  try {
    return new URL(input).hostname !== host;
  } catch {
    return true;
  }
});
let bidiRejected = false;
try {
  new URL("https://\u05D0a.com/"); // mixed RTL/LTR label: Bidi rule violation
} catch {
  bidiRejected = true;
}
const fullIdna = idnaFailures.length === 0 && bidiRejected;

const encoding = { file: encodingFile, ...sizes(readFileSync(resolve(root, encodingFile))) };

const result = {
  ...main,
  fullIdna,
  target: { gzip: TARGET_GZIP, met: total.gzip <= TARGET_GZIP && fullIdna },
  tools,
  urlpattern,
  encoding,
};
if (json) {
  console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}

const kb = (n) => `${(n / 1000).toFixed(1).padStart(7)} KB`;
const row = (name, s) =>
  console.log(
    `${name.padEnd(34)} ${String(s.raw).padStart(8)} ${kb(s.gzip)} ${kb(s.brotli)} ${Number.isNaN(s.gzipCli) ? "" : kb(s.gzipCli)}`,
  );
console.log(machineLine());
/** The table of one entry's download. */
function table(d) {
  console.log(`browser download of ${d.entry}: static imports + assets (1 KB = 1000 B)`);
  console.log(
    `${"file".padEnd(34)} ${"raw B".padStart(8)} ${"gzip -9".padStart(10)} ${"brotli 11".padStart(10)} ${hasGzipCli ? "gzip(1) -9".padStart(10) : ""}`,
  );
  console.log(
    `${"".padEnd(34)} ${"".padStart(8)} ${"node:zlib".padStart(10)} ${"node:zlib".padStart(10)} ${hasGzipCli ? "GNU gzip".padStart(10) : ""}`,
  );
  for (const f of d.files) row(f.file, f);
  console.log("-".repeat(65));
  const wasmCount = d.files.filter((f) => isWasm(f.file)).length;
  row(`JS modules (${d.files.length - wasmCount} files)`, d.js);
  row(`wasm (${wasmCount} ${wasmCount === 1 ? "file" : "files"})`, d.wasm);
  row("TOTAL (sum of per-file downloads)", d.total);
}
table(main);
console.log(
  `full UTS #46 IDNA in this wasm: ${fullIdna ? "yes" : `NO (${idnaFailures.map((c) => c[0]).join(", ")}${bidiRejected ? "" : "; Bidi not enforced"})`}`,
);
console.log(
  `target: total gzip <= ${TARGET_GZIP / 1000} KB with full IDNA: ${kb(total.gzip).trim()} ${result.target.met ? "ok" : "MISS"}`,
);
console.log(`\nurl-wasm/tools (the classes and the authoring tools; no target):`);
table(tools);
console.log(`\nurl-wasm/urlpattern (files marked + are not in the main entry's download):`);
table({
  ...urlpattern,
  files: urlpattern.files.map((f) => ({ ...f, file: `${mainFiles.has(f.file) ? "  " : "+ "}${f.file}` })),
});
row("+ EXTRA over the main entry", urlpattern.extra);
console.log("  (url-wasm/urlpattern exports URL and URLSearchParams too: import them from there alone)");
console.log(
  `\nlegacy encodings (Node reads it from disk on first use; url-wasm/tools pages fetch it on loadEncoders() only):`,
);
row(encodingFile, encoding);
