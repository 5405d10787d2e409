#!/usr/bin/env bash
# The whole suite (`npm test`). Sets up what is missing, then runs every step even when an earlier one
# fails, and ends with one summary line: "N passed, N failed" (plus "N skipped" when steps were skipped).
# Browser steps need chromium + chromedriver: without them they are SKIPPED loudly, but under CI=true
# nothing may be skipped, so they FAIL instead.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}/bin:$HOME/.cargo/bin:$PATH"

STEP_TIMEOUT=${STEP_TIMEOUT:-20m}
passed=0 failed=0 skipped=0
report=()

run() { # run NAME COMMAND... (a step that hangs is stopped after $STEP_TIMEOUT and fails)
  local name=$1 t=$SECONDS
  shift
  printf '\n======== %s: %s\n' "$name" "$*"
  timeout -k 10 "$STEP_TIMEOUT" "$@"
  local rc=$? note=""
  [ "$rc" -eq 124 ] && note=" (timed out after $STEP_TIMEOUT)"
  if [ "$rc" -eq 0 ]; then
    passed=$((passed + 1)); report+=("$(printf 'PASS  %-26s %4d s' "$name" $((SECONDS - t)))")
  else
    failed=$((failed + 1)); report+=("$(printf 'FAIL  %-26s %4d s%s' "$name" $((SECONDS - t)) "$note")")
  fi
}

browser_run() { # like run, for steps that need chromium + chromedriver
  if command -v chromium >/dev/null && command -v chromedriver >/dev/null; then
    run "$@"
  elif [ "${CI:-}" = true ]; then
    printf '\n======== %s: chromium/chromedriver missing, and CI=true forbids skipping\n' "$1"
    failed=$((failed + 1)); report+=("$(printf 'FAIL  %-26s (no chromium)' "$1")")
  else
    printf '\n!!!!!!!! SKIPPED %s: chromium/chromedriver not installed (run scripts/setup.sh as root) !!!!!!!!\n' "$1" >&2
    skipped=$((skipped + 1)); report+=("$(printf 'SKIP  %-26s (no chromium)' "$1")")
  fi
}

engine_run() { # engine_run NAME ENGINE...: tests/engines/run.mjs for ENGINE(s) (npm devDependencies, or
  # chromium); an engine this machine lacks is SKIPPED loudly, and fails under CI=true
  local name=$1 engine
  shift
  for engine in "$@"; do
    node tests/engines/run.mjs --check "$engine" && continue
    if [ "${CI:-}" = true ]; then
      printf '\n======== %s: engine %s missing, and CI=true forbids skipping\n' "$name" "$engine"
      failed=$((failed + 1)); report+=("$(printf 'FAIL  %-26s (no %s)' "$name" "$engine")")
    else
      printf '\n!!!!!!!! SKIPPED %s: engine %s not available (see above) !!!!!!!!\n' "$name" "$engine" >&2
      skipped=$((skipped + 1)); report+=("$(printf 'SKIP  %-26s (no %s)' "$name" "$engine")")
    fi
    return
  done
  run "$name" node tests/engines/run.mjs "$@"
}

summary() {
  printf '\n======== summary\n'
  printf '%s\n' "${report[@]}"
  local line="$passed passed, $failed failed"
  [ "$skipped" -gt 0 ] && line="$line, $skipped skipped"
  echo "$line"
}

# Steps that read the WPT data (../shared/wpt/url or $WPT_URL_DIR) directly: in a clone without it
# they are SKIPPED loudly (the JS and Rust tests skip their WPT cases loudly themselves); CI=true
# forbids that (and .ci/run checks for the data first).
wpt_dir=${WPT_URL_DIR:-../shared/wpt/url}
wpt_present() { # wpt_present NAME: true when the data is there; else reports NAME as skipped/failed
  [ -f "$wpt_dir/urltestdata.json" ] && return 0
  if [ "${CI:-}" = true ]; then
    printf '\n======== %s: WPT data missing at %s, and CI=true forbids skipping\n' "$1" "$wpt_dir"
    failed=$((failed + 1)); report+=("$(printf 'FAIL  %-26s (no WPT data)' "$1")")
  else
    printf '\n!!!!!!!! SKIPPED %s: WPT data not found at %s (see README) !!!!!!!!\n' "$1" "$wpt_dir" >&2
    skipped=$((skipped + 1)); report+=("$(printf 'SKIP  %-26s (no WPT data)' "$1")")
  fi
  return 1
}

STEP_TIMEOUT=45m run setup bash scripts/setup.sh
if [ "$failed" -gt 0 ]; then summary; exit 1; fi

run "cargo fmt --check" cargo fmt --check
run "biome (JS lint + format)" npm run --silent lint
# src/wasm.rs only compiles for wasm32, so lint both targets; the tools exports (and their tests) only
# with --features authoring.
run "cargo clippy" bash -c "cargo clippy -- -D warnings && cargo clippy --features encoding -- -D warnings && cargo clippy --target wasm32-unknown-unknown -- -D warnings && cargo clippy --target wasm32-unknown-unknown --features authoring --lib --test wasm_exports -- -D warnings && cargo clippy --target wasm32-unknown-unknown --features authoring,encoding --lib -- -D warnings && cargo clippy --target wasm32-unknown-unknown --no-default-features --lib -- -D warnings && cargo clippy --target wasm32-unknown-unknown --no-default-features --features urlpattern,authoring,encoding,normalizing-fast-path --lib --config 'target.wasm32-unknown-unknown.rustflags=[\"-Ctarget-feature=+simd128\"]' --target-dir target/clippy-simd -- -D warnings"
run "cargo doc (-D warnings)" env RUSTDOCFLAGS="-D warnings" cargo doc --no-deps
run "cargo test" cargo test
run "cargo test --lib without default features (the JS builds' configuration, without normalizing-fast-path)" cargo test --lib --no-default-features --features std
run "cargo test (encoding feature: legacy encodings, all of percent-encoding.json)" cargo test --features encoding --test encoding --test wpt
run "the crate as published" bash scripts/test-crate.sh
run "IDNA tables current" cargo run --release --manifest-path tools/idna-tables/Cargo.toml -- --check
wpt_present "fuzz (15 s per target)" && run "fuzz (15 s per target)" bash scripts/fuzz.sh 15
run "build (release pkg/)" bash scripts/build.sh
run "smoke (release pkg)" node scripts/smoke.mjs
run "build (debug-trap wasm)" bash scripts/build-debug-trap.sh
run "node --test tests/js/" node --test tests/js/*.test.mjs
# Legacy encodings: url-wasm's parse(input, { base, encoding }) against <a href> in Chromium pages of 13
# encodings (tests/browser/encodings.mjs), every difference classified by rule.
wpt_present "encodings vs Chromium" && browser_run "encodings vs Chromium" node tests/browser/encodings.mjs
# The packed package in real bundlers' production builds (tests/bundlers/: esbuild, Rollup, webpack,
# Vite 7 and 8 and their dev servers, Parcel 2; versions pinned by each app's lockfile), each app's
# pages in headless Chromium.
browser_run "bundlers (packed, Chromium)" node tests/bundlers/run.mjs
# jsdom 31 from npm with its own whatwg-url and with url-wasm's (npm overrides): the WPT URL data in its windows.
wpt_present "jsdom (stock vs url-wasm)" && run "jsdom (stock vs url-wasm)" node tests/jsdom/run.mjs
run "Node 18/22/24/26 + system" bash scripts/test-node-versions.sh
run "wasm-pack test --node" wasm-pack test --mode no-install --node -- --features authoring --test wasm_exports
browser_run "wasm-pack test --chrome" env WASM_BINDGEN_USE_BROWSER=1 wasm-pack test --mode no-install \
  --headless --chrome --chromedriver "$(command -v chromedriver || echo none)" -- --features authoring --test wasm_exports
wpt_present "browser end-to-end" && browser_run "browser end-to-end" node tests/browser/run.mjs
# The engine suite (WPT + Web IDL through the public API) where there is no WebAssembly (tests/engines/).
wpt_present "engines: Hermes via Metro" && engine_run "engines: Hermes via Metro" hermes
wpt_present "engines: QuickJS, -ng" && engine_run "engines: QuickJS, -ng" quickjs quickjs-ng
wpt_present "engines: node --jitless" && engine_run "engines: node --jitless" jitless
wpt_present "engines: Chromium CSP" && engine_run "engines: Chromium CSP" chromium
wpt_present "engines: URLPattern no wasm" && engine_run "engines: URLPattern no wasm" jitless-urlpattern hermes-urlpattern quickjs-urlpattern chromium-urlpattern
# The authoring tools and url-wasm/whatwg-url on the JS build of the tools flavour (no WebAssembly).
wpt_present "tools, whatwg-url --jitless" && run "tools, whatwg-url --jitless" \
  node --jitless --test tests/js/authoring.test.mjs tests/js/whatwg-url.test.mjs
browser_run "viewer (headless Chromium)" node tests/browser/viewer.mjs
# Every script in bench/ that README's figures come from, in a minimal run (--smoke): it must exit 0,
# print its report and name a number for every implementation, list and workload (tests/bench/smoke.mjs).
# Nothing is timed. The Chromium group includes bench/readme-perf.mjs, which writes a copy of README.
run "bench scripts (smoke)" node tests/bench/smoke.mjs node
browser_run "bench scripts, Chromium (smoke)" node tests/bench/smoke.mjs browser

summary
[ "$failed" -eq 0 ]
