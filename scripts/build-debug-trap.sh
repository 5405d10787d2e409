#!/usr/bin/env bash
# A dev build of the wasm with the `debug-trap` feature (an export that panics), for the JS test of
# trap recovery (tests/js/trap.test.mjs). Output: pkg/debug-trap/url_wasm_bg.wasm. Never shipped.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}/bin:$HOME/.cargo/bin:$PATH"
# no_std, as the shipped module is (Cargo.toml feature `std`): its panic handler is what traps.
cargo build --lib --target wasm32-unknown-unknown --no-default-features --features debug-trap
wasm-bindgen --target web --out-dir pkg/debug-trap "${CARGO_TARGET_DIR:-target}"/wasm32-unknown-unknown/debug/url_wasm.wasm
echo "build-debug-trap: ok"
