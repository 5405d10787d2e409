// `npm run size`: the bytes a browser downloads for the package's browser entry.
//
// How: start at the package's browser entry (package.json exports["."].browser: the minified
// bundle scripts/build.sh writes, pkg/esm/browser.mjs) and follow its static imports (the leading
// `import … from`, `export … from`, `import "…"`; dynamic import() is not followed) plus the assets it loads with
// `new URL("…", import.meta.url)` (the .wasm). Every file is a separate download, so the totals are
// sums of per-file sizes: raw, gzip -9 and brotli (quality 11), from node:zlib. Also shown: the
// wasm alone, and GNU gzip -9 (when installed) beside node:zlib's gzip. The target is checked against node:zlib's number. A functional
// check confirms the measured wasm carries full UTS #46 IDNA (mapping, normalization, Punycode, Bidi).
// Target: browser download <= 60 KB gzip (60 KB = 60,000 bytes here) including full IDNA.
// Then the same for url-wasm/urlpattern's browser entry, and what it adds to url-wasm's download.
// Usage: node bench/size.mjs [--json]
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { machineLine } from "./machine.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { exports } = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8"));
const entry = resolve(root, exports["."].browser);
const urlpatternEntry = resolve(root, exports["./urlpattern"].default);
const TARGET_GZIP = 60_000;
const json = process.argv.includes("--json");

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

const { modules, assets } = graph(entry);
const files = [...modules, ...assets].map((f) => ({ file: relative(root, f), ...sizes(readFileSync(f)) }));
const jsTotal = files.filter((f) => f.file.endsWith(".mjs") || f.file.endsWith(".js")).reduce(add, zero);
const wasmFiles = files.filter((f) => f.file.endsWith(".wasm"));
const wasmTotal = wasmFiles.reduce(add, zero);
const total = files.reduce(add, zero);

// Full UTS #46 in the measured wasm: these need the mapping table, NFC, Punycode and Bidi rules.
const { initSync } = await import("../js/wasm/runtime.mjs");
const { URL } = await import("../js/url.mjs");
initSync(readFileSync(wasmFiles[0] ? resolve(root, wasmFiles[0].file) : ""));
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

// url-wasm/urlpattern (browser entry): what it downloads, and what it adds to url-wasm's download
// (its files that url-wasm's entry does not load: its wasm, a superset, and its own JS).
const up = graph(urlpatternEntry);
const upFiles = [...up.modules, ...up.assets].map((f) => ({ file: relative(root, f), ...sizes(readFileSync(f)) }));
const urlFiles = new Set(files.map((f) => f.file));
const urlpattern = {
  entry: relative(root, urlpatternEntry),
  files: upFiles,
  total: upFiles.reduce(add, zero),
  extra: upFiles.filter((f) => !urlFiles.has(f.file)).reduce(add, zero),
};
// A page that imports both entries statically downloads one wasm: url-wasm takes the URLPattern
// build (js/entries/urlpattern-browser.mjs), so its own wasm is not fetched.
const minus = (a, b) => ({
  raw: a.raw - b.raw,
  gzip: a.gzip - b.gzip,
  gzipCli: a.gzipCli - b.gzipCli,
  brotli: a.brotli - b.brotli,
});
urlpattern.netExtra = minus(urlpattern.extra, wasmTotal);

const result = {
  entry: relative(root, entry),
  files,
  js: jsTotal,
  wasm: wasmTotal,
  total,
  fullIdna,
  target: { gzip: TARGET_GZIP, met: total.gzip <= TARGET_GZIP && fullIdna },
  urlpattern,
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
console.log(`browser download of ${result.entry}: static imports + assets (1 KB = 1000 B)`);
console.log(
  `${"file".padEnd(34)} ${"raw B".padStart(8)} ${"gzip -9".padStart(10)} ${"brotli 11".padStart(10)} ${hasGzipCli ? "gzip(1) -9".padStart(10) : ""}`,
);
console.log(
  `${"".padEnd(34)} ${"".padStart(8)} ${"node:zlib".padStart(10)} ${"node:zlib".padStart(10)} ${hasGzipCli ? "GNU gzip".padStart(10) : ""}`,
);
for (const f of files) row(f.file, f);
console.log("-".repeat(65));
row(`JS modules (${files.length - wasmFiles.length} files)`, jsTotal);
row("wasm alone", wasmTotal);
row("TOTAL (sum of per-file downloads)", total);
console.log(
  `full UTS #46 IDNA in this wasm: ${fullIdna ? "yes" : `NO (${idnaFailures.map((c) => c[0]).join(", ")}${bidiRejected ? "" : "; Bidi not enforced"})`}`,
);
console.log(
  `target: total gzip <= ${TARGET_GZIP / 1000} KB with full IDNA: ${kb(total.gzip).trim()} ${result.target.met ? "ok" : "MISS"}`,
);
console.log();
console.log(`URLPattern (browser entry ${urlpattern.entry}): static imports + assets`);
for (const f of urlpattern.files) row(`${urlFiles.has(f.file) ? "  " : "+ "}${f.file}`, f);
console.log("-".repeat(65));
row("TOTAL url-wasm/urlpattern alone", urlpattern.total);
row("+ EXTRA over url-wasm (files marked +)", urlpattern.extra);
row("  net, both entries imported statically", urlpattern.netExtra);
console.log("  (then the URLPattern wasm replaces url-wasm's: one wasm download)");
