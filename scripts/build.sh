#!/usr/bin/env bash
# Release build of the npm package: one cargo build per flavour, each then wasm-bindgen + wasm-opt,
# into pkg/wasm/: the core wasm (url_wasm_bg.wasm: URL and URLSearchParams, what the browser entries
# load), the tools flavour (url_wasm_tools_bg.wasm, `--features authoring`: the core plus the
# authoring tools' exports, what the Node entries and url-wasm/tools load), the URLPattern flavour
# and the encoding flavour (below); js/README.md. Our runtime (js/wasm/runtime.mjs) instantiates it
# itself, building the imports object from WebAssembly.Module.imports(), so the import module name
# wasm-bindgen writes into the wasm does not matter to it. `--target bundler` is the output the
# bundler entry needs: its wasm imports from the url_wasm_bg.js beside it (the package ships that
# glue file and not url_wasm.js: js/entries/bundler.mjs). (At wasm-bindgen 0.2.130 the nodejs, web
# and bundler targets write byte-identical .wasm files; only their JS glue differs, and only the
# bundler's is used.) Also bundles js/ into pkg/cjs/ and pkg/esm/ with esbuild (below).
# Incremental: cargo decides whether to rebuild; the wasm steps run only when a cargo output changed.
# Prints the size of each .wasm (raw, after wasm-opt: -Oz, -O3 for the Node flavours; gzipped). Usage: scripts/build.sh [--force]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}/bin:$HOME/.cargo/bin:$PATH"

# binaryen from npm; Debian's binaryen 108 corrupts wasm-bindgen output. No --enable-* flags are needed:
# wasm-bindgen keeps rustc's target_features section (bulk-memory, multivalue, mutable-globals,
# nontrapping-fptoint, reference-types, sign-ext on Rust 1.95) and wasm-opt reads it.
WASM_OPT=node_modules/.bin/wasm-opt

# cargo writes where CARGO_TARGET_DIR says (default target/). The tools and URLPattern flavours build
# in their own target dirs below it: all write url_wasm.wasm, and one dir would rebuild on every
# feature switch. Three flavours: the core (no `urlpattern`, a default feature: what url-wasm's
# browser entries load), the tools (`authoring` and `urlpattern`: Node and url-wasm/tools), and
# URLPattern (`urlpattern`: url-wasm/urlpattern in browsers, a superset of the core that replaces it
# when both are used), so that URLPattern adds nothing to the core download.
target="${CARGO_TARGET_DIR:-target}"
raw="$target/wasm32-unknown-unknown/release/url_wasm.wasm"
raw_tools="$target/tools/wasm32-unknown-unknown/node/url_wasm.wasm"
raw_urlpattern="$target/urlpattern/wasm32-unknown-unknown/release/url_wasm.wasm"
# A fourth, for Node only: the tools flavour plus the `encoding` feature's encoders (legacy
# encodings, js/encoding.mjs), which the Node entries load on the first call that needs one.
raw_encoding="$target/encoding/wasm32-unknown-unknown/node/url_wasm.wasm"
# The JS builds (pkg/js/, scripts/wasm2js.mjs) translate the three flavours built with the `wasm2js`
# profile (Cargo.toml: opt-level "z", for the JS build's size), beside `release`.
raw_js="$target/wasm32-unknown-unknown/wasm2js/url_wasm.wasm"
raw_js_tools="$target/tools/wasm32-unknown-unknown/wasm2js/url_wasm.wasm"
raw_js_urlpattern="$target/urlpattern/wasm32-unknown-unknown/wasm2js/url_wasm.wasm"
stamp=pkg/.build-stamp

# Every flavour without default features: without `std` the module is no_std (Cargo.toml), which
# drops std's panic-message formatting (1.6 KB gzip of the core wasm).
# The flavours browsers download (core, URLPattern): the `release` profile (opt-level "z") with
# LLVM's inlining threshold at 40 ("z" uses 25, "s" 75) and the second fast path (feature
# normalizing-fast-path, src/fast_path/normalize.rs): the smallest of the builds measured, and the
# fastest of those under the 60 KB download budget (Cargo.toml [profile.release]). In the command
# line, not in Cargo.toml: profiles cannot set rustflags on stable Rust (a RUSTFLAGS variable
# replaces it).
browser_flags='target.wasm32-unknown-unknown.rustflags=["-Cllvm-args=-inline-threshold=40"]'
cargo build --lib --release --target wasm32-unknown-unknown --config "$browser_flags" --no-default-features \
  --features normalizing-fast-path
# The flavours Node loads (tools, encoding) with the `node` profile (Cargo.toml: opt-level 3) and
# wasm SIMD (simd128, in every Node >= 16.4): the fast path's byte scans take sixteen bytes at a time
# (src/fast_path/simd.rs). The core and URLPattern flavours stay without it (browsers without wasm
# SIMD: Safari before 16.4); url-wasm/tools in browsers loads the tools flavour, so it needs it (README).
node_flags='target.wasm32-unknown-unknown.rustflags=["-Ctarget-feature=+simd128"]'
cargo build --lib --profile node --target wasm32-unknown-unknown --config "$node_flags" --no-default-features \
  --features urlpattern,authoring,normalizing-fast-path --target-dir "$target/tools"
cargo build --lib --release --target wasm32-unknown-unknown --config "$browser_flags" --no-default-features \
  --features urlpattern,normalizing-fast-path --target-dir "$target/urlpattern"
cargo build --lib --profile node --target wasm32-unknown-unknown --config "$node_flags" --no-default-features \
  --features urlpattern,authoring,encoding,normalizing-fast-path --target-dir "$target/encoding"
# LLVM's inlining threshold for them: 50: with "z" alone (threshold 25), the JS build's parse ran
# ~15% and relative URLs ~45% slower than from "s" (std's string searchers and UTF-8 checks called,
# not inlined; `node --jitless bench/js-builds.mjs`); at 50 parse is about as fast as from "s" and
# the core stays under 60 KB gzip (scripts/wasm2js.mjs prints it).
js_flags='target.wasm32-unknown-unknown.rustflags=["-Cllvm-args=-inline-threshold=50"]'
cargo build --lib --profile wasm2js --target wasm32-unknown-unknown --config "$js_flags" --no-default-features
cargo build --lib --profile wasm2js --target wasm32-unknown-unknown --config "$js_flags" --no-default-features \
  --features urlpattern,authoring --target-dir "$target/tools"
cargo build --lib --profile wasm2js --target wasm32-unknown-unknown --config "$js_flags" --no-default-features \
  --features urlpattern --target-dir "$target/urlpattern"

# CommonJS build for Node (esbuild, an npm devDependency). Node < 20.19 / 22.12 cannot require() an ES
# module, so esbuild bundles js/entries/node-impl.mjs into pkg/cjs/url-wasm.cjs and js/entries/auto-impl.mjs into
# pkg/cjs/auto.cjs, whose import of ./node-impl.mjs becomes require("./url-wasm.cjs") (no second copy).
# package.json sends node `require` here, and the `import` entries js/entries/node.mjs and auto.mjs re-export
# these files, so both share one copy of the classes. CommonJS has no import.meta: `import.meta.url`
# becomes the file URL js/entries/node-impl.mjs has (from __dirname), so relative URLs resolve as in the source.
# keepNames (CommonJS only): esbuild renames self-referencing classes (`class _URL`) and Node's stack
# traces show function names. The minified browser modules skip it (its __name calls cost ~0.8 KB gzip):
# there, finishInterface (js/webidl.mjs) gives the classes and their members their Web IDL names.
# Without it V8 compiled the bundle ~0.7 ms faster at start (vm.Script: 2.5-4.0 -> 2.2-2.7 ms), but
# URLSearchParams ran ~5% slower in the bench's sequence of workloads (kasztp.txt, 6 of 6 interleaved
# pairs: 136-142 ns with it, 140-153 without), so it stays. "use strict":
# ES modules are strict code. Runs on every build (0.1 s), before the up-to-date check: js/ may change alone.
rm -rf pkg/esm pkg/rn # hashed chunk names: no stale ones
node --input-type=module - <<'EOF'
import { build, transform } from "esbuild";
const strict = '"use strict";';
const options = { bundle: true, platform: "node", format: "cjs", target: "node18", keepNames: true, logLevel: "warning" };
await build({ ...options, entryPoints: ["js/entries/node-impl.mjs"], outfile: "pkg/cjs/url-wasm.cjs",
  define: { "import.meta.url": "__source_url" },
  banner: { js: `${strict}\nconst __source_url = require("url").pathToFileURL(__dirname + "/../../js/entries/node-impl.mjs").href;` } });
await build({ ...options, entryPoints: ["js/entries/auto-impl.mjs"], outfile: "pkg/cjs/auto.cjs", banner: { js: strict },
  plugins: [{ name: "share", setup: (b) => b.onResolve({ filter: /^\.\/node-impl\.mjs$/ }, () => ({ path: "./url-wasm.cjs", external: true })) }] });
// url-wasm/whatwg-url (js/whatwg-url/): pkg/cjs/whatwg-url-impl.cjs is its own copy of the shim and
// wasm instance (js/entries/node-impl.mjs is bundled into it, hence the same import.meta.url), which
// the two public modules js/whatwg-url/index.cjs and webidl2js-wrapper.cjs require.
await build({ ...options, entryPoints: ["js/whatwg-url/node-impl.mjs"], outfile: "pkg/cjs/whatwg-url-impl.cjs",
  define: { "import.meta.url": "__source_url" },
  banner: { js: `${strict}\nconst __source_url = require("url").pathToFileURL(__dirname + "/../../js/entries/node-impl.mjs").href;` } });
// What browsers download: the browser-side entries minified, in pkg/esm/ (two levels deep like
// js/entries/, so the `new URL("../../pkg/wasm/url_wasm_bg.wasm", import.meta.url)` they contain still names the wasm), with
// the code they share in one chunk, so that e.g. url-wasm and url-wasm/auto share one copy of the
// classes. ES2022: private methods and static blocks stay native. Source maps point at js/.
const browserEntries = ["browser", "worker", "auto-browser", "core", "tools-browser", "tools-worker", "urlpattern-browser"];
await build({ entryPoints: browserEntries.map((e) => `js/entries/${e}.mjs`), outdir: "pkg/esm",
  outExtension: { ".js": ".mjs" }, chunkNames: "shared-[hash]", bundle: true, splitting: true, format: "esm",
  minify: true, target: "es2022", sourcemap: true, sourcesContent: false, logLevel: "warning",
  // the JS build of the core (scripts/wasm2js.mjs), imported only without wasm, and the wasm
  // inline (scripts/inline-wasm.mjs): both made after this step, and shipped beside pkg/esm/
  external: ["../../pkg/js/*", "../../pkg/wasm/*_inline.mjs"] });
// React Native (the `react-native` export condition): js/entries/no-wasm.mjs, auto-no-wasm.mjs and
// urlpattern-no-wasm.mjs in pkg/rn/,
// lowered by Metro's Babel preset for Hermes, which turns private members into own properties reached
// through a helper that checks hasOwnProperty on every access (Hermes 0.12's sampling profiler: ~8% of
// `new URL(s).href`). The classes users see (url.mjs, url-search-params.mjs, urlpattern.mjs) must have
// no own properties: their private members become WeakMaps here (ES2017), which also spares older
// presets `#x in y`. The bridges (js/wasm/bridge.mjs, and FastPathBridge in js/fast-path.mjs) are
// internal and have no `#x in y` and no "#" before a name in their strings: their private members
// become ordinary ones (`#input` -> `_input`), which Hermes reads directly (FastPathBridge's lowered
// ones, from 6afb350 on, reached through that helper: `new URL(s).href` on kasztp.txt in Hermes
// 0.12, bench/engines.mjs, 19.0 µs with them and 15.4 µs without, 2.6x and 3.5x faster than
// react-native-url-polyfill in the same runs).
// esbuild's WeakMap helpers also check, on every access, that the object has the member: our classes
// brand-check `this` first (`#x in this`, kept), so the lowered get, set, method and add skip that
// second WeakMap lookup (`new URL(s)` plus every getter: ~10% faster in Hermes 0.12).
const { readFile } = await import("node:fs/promises");
const helpers = [
  [/\(__accessCheck\(obj, member, "(read from private field|write to private field|access private method)"\), /g, "("],
  [/member\.has\(obj\) \? __typeError\("Cannot add the same private member more than once"\) : /g, ""],
];
function lowerPrivate(source) {
  let code = source;
  for (const [pattern, replacement] of helpers) {
    if (code.search(pattern) < 0 && code.includes("__private")) throw new Error(`build: esbuild's helpers changed (${pattern})`);
    code = code.replace(pattern, replacement);
  }
  return code;
}
const publicClasses = { name: "public-classes", setup(b) {
  b.onLoad({ filter: /js\/url(-search-params|pattern)?\.mjs$/ }, async (a) => ({
    contents: lowerPrivate((await transform(await readFile(a.path, "utf8"), { target: "es2017", format: "esm" })).code) }));
  b.onLoad({ filter: /js\/(wasm\/bridge|fast-path)\.mjs$/ },
    async (a) => ({ contents: (await readFile(a.path, "utf8")).replace(/#(?=[A-Za-z_])/g, "_") }));
} };
await build({ entryPoints: ["js/entries/no-wasm.mjs", "js/entries/auto-no-wasm.mjs", "js/entries/urlpattern-no-wasm.mjs"], outdir: "pkg/rn",
  outExtension: { ".js": ".mjs" }, chunkNames: "shared-[hash]", bundle: true, splitting: true, format: "esm",
  target: "es2022", logLevel: "warning", external: ["../../pkg/js/*"], plugins: [publicClasses] });
EOF

if [ "${1:-}" != "--force" ] && [ -f "$stamp" ] && [ "$stamp" -nt "$raw" ] && [ "$stamp" -nt "$raw_tools" ] &&
  [ "$stamp" -nt "$raw_urlpattern" ] && [ "$stamp" -nt "$raw_encoding" ] && [ "$stamp" -nt "$raw_js" ] && [ "$stamp" -nt "$raw_js_tools" ] &&
  [ "$stamp" -nt "$raw_js_urlpattern" ] &&
  [ "$stamp" -nt "$0" ] && [ "$stamp" -nt scripts/wasm2js.mjs ] && [ "$stamp" -nt scripts/inline-wasm.mjs ]; then
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
rm -rf pkg/wasm pkg/.wasm-tools
wasm-bindgen --target bundler --out-dir pkg/wasm "$raw"
# The other flavours: only their .wasm is kept (the JS glue is the core's, used by the bundler entry only).
for flavour in tools urlpattern encoding; do
  raw_flavour="$target/$flavour/wasm32-unknown-unknown/$([ "$flavour" = urlpattern ] && echo release || echo node)/url_wasm.wasm"
  wasm-bindgen --target bundler --out-dir pkg/.wasm-tools "$raw_flavour"
  mv pkg/.wasm-tools/url_wasm_bg.wasm "pkg/wasm/url_wasm_${flavour}_bg.wasm"
  rm -rf pkg/.wasm-tools
done
printf '%-36s %9s %9s %9s\n' "file" "raw B" "opt B" "gzip B"
for wasm in pkg/wasm/url_wasm_bg.wasm pkg/wasm/url_wasm_tools_bg.wasm pkg/wasm/url_wasm_urlpattern_bg.wasm \
  pkg/wasm/url_wasm_encoding_bg.wasm; do
  before=$(stat -c %s "$wasm")
  # -O3 for the flavours built for speed (the `node` profile), -Oz for the downloaded ones, run to a
  # fixed point (--converge) and told that Rust never reaches the lowest 1 KB of memory through a
  # pointer that wraps around (--low-memory-unused: constant offsets fold into loads and stores):
  # 0.3 KB gzip less. The producers and target_features sections are for tools, not for the
  # engines that load the wasm (0.14 KB gzip).
  case "$wasm" in *tools* | *encoding*) level=(-O3) ;; *) level=(-Oz --converge --low-memory-unused) ;; esac
  "$WASM_OPT" "${level[@]}" --strip-producers --strip-target-features "$wasm" -o "$wasm"
  printf '%-36s %9d %9d %9d\n' "$wasm" "$before" "$(stat -c %s "$wasm")" "$(gzip -9c "$wasm" | wc -c)"
done
# The core, URLPattern and tools wasm inline, for the pages' entries (js/entries/browser.mjs,
# urlpattern-browser.mjs, tools-inline.mjs).
for flavour in "" _urlpattern _tools; do
  node scripts/inline-wasm.mjs "pkg/wasm/url_wasm${flavour}_bg.wasm" "pkg/wasm/url_wasm${flavour}_inline.mjs"
done
# The JS builds, for runtimes without wasm, each from its `wasm2js` profile wasm after wasm-bindgen
# and wasm-opt -Oz (in pkg/.wasm-js/, not shipped), each in the one module format its users load:
# the core (pkg/js/url_wasm.mjs: browsers, workers, url-wasm/js, React Native), the URLPattern
# flavour (url_wasm_urlpattern.mjs: url-wasm/js/urlpattern, React Native) and the tools flavour
# (url_wasm_tools.cjs: the Node entries under node --jitless, which have the tools and URLPattern).
rm -rf pkg/.wasm-js pkg/js/url_wasm.cjs pkg/js/url_wasm_urlpattern.cjs
for flavour in "" _urlpattern _tools; do
  case "$flavour" in
    "") raw_flavour=$raw_js format=esm ;;
    _urlpattern) raw_flavour=$raw_js_urlpattern format=esm ;;
    _tools) raw_flavour=$raw_js_tools format=cjs ;;
  esac
  wasm-bindgen --target bundler --out-dir pkg/.wasm-js/tmp "$raw_flavour"
  "$WASM_OPT" -Oz pkg/.wasm-js/tmp/url_wasm_bg.wasm -o "pkg/.wasm-js/url_wasm${flavour}.wasm"
  rm -rf pkg/.wasm-js/tmp
  node scripts/wasm2js.mjs "pkg/.wasm-js/url_wasm${flavour}.wasm" pkg/js "url_wasm${flavour}" "$format"
done
# pkg/wasm's .js files are ES modules: say so, so that Node (18 too) loads them as such.
echo '{ "type": "module" }' > pkg/wasm/package.json
# The optimized modules must still compile, and load and answer through our runtime (a fresh
# process each: the runtime holds one instance); each has the exports of its features only.
for flavour in url_wasm_bg url_wasm_tools_bg url_wasm_urlpattern_bg url_wasm_encoding_bg; do
  node --input-type=module -e '
    import { readFileSync } from "node:fs";
    import { initSync, URL, domainToASCII } from "./js/entries/core.mjs";
    const file = `pkg/wasm/${process.argv[1]}.wasm`;
    initSync(readFileSync(file));
    if (new URL("HTTP://a/b/../c").href !== "http://a/c") throw new Error(`${file}: wrong answer`);
    const tools = WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(file))).some((e) => e.name === "parse_with_errors");
    if (tools !== (file.includes("tools") || file.includes("encoding"))) throw new Error(`${file}: tools exports ${tools ? "present" : "missing"}`);
    if (tools && domainToASCII("Bücher.de") !== "xn--bcher-kva.de") throw new Error(`${file}: wrong tools answer`);
    const urlpattern = WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(file))).some((e) => e.name === "urlpattern_compile");
    if (urlpattern === file.endsWith("url_wasm_bg.wasm")) throw new Error(`${file}: URLPattern exports ${urlpattern ? "present" : "missing"}`);
  ' "$flavour"
done
touch "$stamp"
echo "build: ok"
