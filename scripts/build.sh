#!/usr/bin/env bash
# Release build of the npm package's wasm: one cargo build, then wasm-bindgen + wasm-opt per target.
#   pkg/node     --target nodejs   (CommonJS, loads the wasm synchronously with fs)
#   pkg/web      --target web      (ES module, async init() fetches the wasm; initSync(bytes))
#   pkg/bundler  --target bundler  (ES module importing the .wasm, for bundlers)
# Incremental: cargo decides whether to rebuild; the rest runs only when the cargo output changed.
# Prints the size of each .wasm (raw, after wasm-opt -Oz, gzipped). Usage: scripts/build.sh [--force]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}/bin:$HOME/.cargo/bin:$PATH"

# binaryen from npm; Debian's binaryen 108 corrupts wasm-bindgen output. No --enable-* flags are needed:
# wasm-bindgen keeps rustc's target_features section (bulk-memory, multivalue, mutable-globals,
# nontrapping-fptoint, reference-types, sign-ext on Rust 1.95) and wasm-opt reads it.
WASM_OPT=node_modules/.bin/wasm-opt

raw=target/wasm32-unknown-unknown/release/url_wasm.wasm
stamp=pkg/.build-stamp

cargo build --lib --release --target wasm32-unknown-unknown

# CommonJS build for Node (esbuild, an npm devDependency). Node < 20.19 / 22.12 cannot require() an ES
# module, so esbuild bundles js/node-impl.mjs into pkg/cjs/url-wasm.cjs and js/auto-impl.mjs into
# pkg/cjs/auto.cjs, whose import of ./node-impl.mjs becomes require("./url-wasm.cjs") (no second copy).
# package.json sends node `require` here, and the `import` entries js/node.mjs and js/auto.mjs re-export
# these files, so both share one copy of the classes. CommonJS has no import.meta: `import.meta.url`
# becomes the file URL js/node-impl.mjs has (from __dirname), so relative URLs resolve as in the source.
# keepNames: esbuild renames self-referencing classes (`class _URL`); this restores URL.name. "use strict":
# ES modules are strict code. Runs on every build (0.1 s), before the up-to-date check: js/ may change alone.
rm -f pkg/*.mjs pkg/*.mjs.map # hashed chunk names: no stale ones
node --input-type=module - <<'EOF'
import { build } from "esbuild";
const strict = '"use strict";';
const options = { bundle: true, platform: "node", format: "cjs", target: "node18", keepNames: true, logLevel: "warning" };
await build({ ...options, entryPoints: ["js/node-impl.mjs"], outfile: "pkg/cjs/url-wasm.cjs",
  define: { "import.meta.url": "__source_url" },
  banner: { js: `${strict}\nconst __source_url = require("url").pathToFileURL(__dirname + "/../../js/node-impl.mjs").href;` } });
await build({ ...options, entryPoints: ["js/auto-impl.mjs"], outfile: "pkg/cjs/auto.cjs", banner: { js: strict },
  plugins: [{ name: "share", setup: (b) => b.onResolve({ filter: /^\.\/node-impl\.mjs$/ }, () => ({ path: "./url-wasm.cjs", external: true })) }] });
// What browsers download: the browser-side entries minified, in pkg/ (one level deep like js/, so the
// `new URL("../pkg/web/url_wasm_bg.wasm", import.meta.url)` they contain still names the wasm), with
// the code they share in one chunk, so that e.g. url-wasm and url-wasm/auto share one copy of the
// classes. ES2022: private methods and static blocks stay native. Source maps point at js/.
await build({ entryPoints: ["js/browser.mjs", "js/worker.mjs", "js/auto-browser.mjs", "js/core.mjs"], outdir: "pkg",
  outExtension: { ".js": ".mjs" }, chunkNames: "shared-[hash]", bundle: true, splitting: true, format: "esm",
  minify: true, keepNames: true, target: "es2022", sourcemap: true, sourcesContent: false, logLevel: "warning",
  external: ["../pkg/js/*"] }); // the JS build of the core (scripts/wasm2js.mjs), imported only without wasm
// React Native (the `react-native` export condition): js/no-wasm.mjs and js/auto-no-wasm.mjs as ES2017 in
// pkg/rn-*.mjs: private fields become WeakMaps (Metro's Babel preset would make them own properties, and
// older presets cannot lower `#x in y`); Metro lowers the rest (classes, arrows) for Hermes.
await build({ entryPoints: ["js/no-wasm.mjs", "js/auto-no-wasm.mjs"], outdir: "pkg", entryNames: "rn-[name]",
  outExtension: { ".js": ".mjs" }, chunkNames: "rn-shared-[hash]", bundle: true, splitting: true, format: "esm",
  target: "es2017", logLevel: "warning", external: ["../pkg/js/*"] });
EOF

if [ "${1:-}" != "--force" ] && [ -f "$stamp" ] && [ "$stamp" -nt "$raw" ] && [ "$stamp" -nt "$0" ]; then
  echo "build: pkg/ is up to date"
  exit 0
fi

WBV=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/[^0-9.]/,""); print; exit}' Cargo.lock)
if [ "$(wasm-bindgen --version)" != "wasm-bindgen $WBV" ]; then
  echo "build: wasm-bindgen CLI is '$(wasm-bindgen --version)', Cargo.lock wants $WBV: run scripts/setup.sh" >&2
  exit 1
fi
[ -x "$WASM_OPT" ] || { echo "build: $WASM_OPT missing: run scripts/setup.sh" >&2; exit 1; }

rm -f "$stamp"
printf '%-28s %9s %9s %9s\n' "file" "raw B" "-Oz B" "gzip B"
for pair in node:nodejs web:web bundler:bundler; do
  dir=pkg/${pair%%:*}
  rm -rf "$dir"
  wasm-bindgen --target "${pair#*:}" --out-dir "$dir" "$raw"
  wasm="$dir/url_wasm_bg.wasm"
  before=$(stat -c %s "$wasm")
  if [ -n "${prev:-}" ] && cmp -s "$wasm" "$prev.in"; then
    cp "$prev" "$wasm"   # same bytes as the previous target's: reuse its optimized module
  else
    cp "$wasm" "$wasm.in"; prev=$wasm
    "$WASM_OPT" -Oz "$wasm" -o "$wasm"
  fi
  printf '%-28s %9d %9d %9d\n' "$wasm" "$before" "$(stat -c %s "$wasm")" "$(gzip -9c "$wasm" | wc -c)"
done

rm -f pkg/*/*.in
node scripts/wasm2js.mjs pkg/web/url_wasm_bg.wasm pkg/js # the JS build of the core, for runtimes without wasm
# pkg/bundler's .js files are ES modules: say so, so that Node (18 too) loads them as such.
echo '{ "type": "module" }' > pkg/bundler/package.json
# The optimized modules must still compile, and the Node build must load and answer.
node -e '
  const fs = require("fs");
  for (const t of ["node", "web", "bundler"]) new WebAssembly.Module(fs.readFileSync(`pkg/${t}/url_wasm_bg.wasm`));
  const w = require("./pkg/node/url_wasm.js");
  if (typeof w.parse !== "function") throw new Error("pkg/node: no parse export");
'
touch "$stamp"
echo "build: ok"
