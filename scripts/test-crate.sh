#!/usr/bin/env bash
# The crate as Rust users get it: `cargo package` (the files Cargo.toml's `include` lists), unpacked
# into target/package/, then that copy's own `cargo test`, in a target dir of its own
# (target/crate/: sharing target/ would let Cargo take the repo's test binaries, which have the same
# names and hashes, for fresh). ../shared is linked beside the copy, so that its tests find the WPT
# data as the repo's do (without it they skip loudly). Catches a file the published crate's tests
# need but `include` leaves out (before 2026-11-29, three tests of src/contract.rs failed there).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}/bin:$HOME/.cargo/bin:$PATH"

rm -rf target/package/url-wasm-*
cargo package --allow-dirty --no-verify
crate=$(echo target/package/url-wasm-*.crate) # the one just made: url-wasm-<version>.crate
tar -xzf "$crate" -C target/package
if [ -d ../shared ]; then
  ln -sfn "$(cd ../shared && pwd)" target/package/shared
fi
cd "${crate%.crate}"
CARGO_TARGET_DIR="$(cd ../.. && pwd)/crate" cargo test
