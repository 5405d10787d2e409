#!/usr/bin/env bash
# Fresh-machine setup, idempotent: every step checks first and does nothing when its tool is present.
# Cold (Debian 12, 2 cores): about 7-8 min, mostly the two `cargo install`s. Warm: a few seconds.
# Recipe and timings: TOOLCHAIN.md (shared with the team). Usage: scripts/setup.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# Where `cargo install` puts binaries.
export PATH="${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}/bin:$HOME/.cargo/bin:$PATH"

step() { printf '\n==> %s\n' "$*"; }
t0=$SECONDS

# 1. Headless Chromium + chromedriver for the browser tests (never Debian `binaryen`: it corrupts wasm-bindgen output).
if command -v chromium >/dev/null && command -v chromedriver >/dev/null; then
  :
else
  SUDO=""
  [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && sudo -n true 2>/dev/null && SUDO="sudo"
  if [ "$(id -u)" -eq 0 ] || [ -n "$SUDO" ]; then
    step "apt-get install chromium chromium-driver (about 1 min)"
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
  else
    echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!" >&2
    echo "!!! chromium/chromedriver are missing and this user cannot install them (not root, no sudo)." >&2
    echo "!!! Browser tests will be SKIPPED (they FAIL under CI=true). Install as root:" >&2
    echo "!!!     apt-get install -y chromium chromium-driver" >&2
    echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!" >&2
  fi
fi

# 2. The wasm target, and the lint/format components `npm test` uses.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi
for c in clippy rustfmt; do
  if ! rustup component list --installed | grep -q "^$c"; then
    step "rustup component add $c"
    rustup component add "$c"
  fi
done

# 3. Cargo.lock is committed; create it on this machine kind if it is missing (pitfall: a lock made
#    elsewhere can name versions this registry lacks).
if [ ! -f Cargo.lock ]; then
  step "cargo generate-lockfile"
  cargo generate-lockfile
fi
WBV=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/[^0-9.]/,""); print; exit}' Cargo.lock)
[ -n "$WBV" ] || { echo "setup: no wasm-bindgen version in Cargo.lock" >&2; exit 1; }

# 4. wasm-pack (for `wasm-pack test`) and wasm-bindgen-cli matching Cargo.lock EXACTLY.
if [ "$(wasm-pack --version 2>/dev/null)" != "wasm-pack 0.15.1" ]; then
  step "cargo install wasm-pack 0.15.1 (about 3 min on 2 cores)"
  cargo install wasm-pack --version 0.15.1 --locked
fi
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WBV" ]; then
  step "cargo install wasm-bindgen-cli $WBV (about 3 min on 2 cores)"
  # No --locked: the CLI's own lockfile names a webpki-roots version this registry lacks.
  cargo install wasm-bindgen-cli --version "=$WBV" --force
fi
if [ "$(cargo fuzz --version 2>/dev/null)" != "cargo-fuzz 0.13.2" ]; then
  step "cargo install cargo-fuzz 0.13.2 (about 1 min on 2 cores; the fuzz step of npm test)"
  cargo install cargo-fuzz --version 0.13.2 --locked
fi

# 5. npm devDependencies (package.json: binaryen's wasm-opt, esbuild, Zopfli for the inline wasm,
#    the JS engines the tests run, whatwg-url and core-js to compare with; the bundlers are in
#    tests/bundlers/'s own fixtures).
#    npm writes node_modules/.package-lock.json on every install: newer than both inputs means up to date.
stamp=node_modules/.package-lock.json
if [ ! -f "$stamp" ] || [ package.json -nt "$stamp" ] || { [ -f package-lock.json ] && [ package-lock.json -nt "$stamp" ]; }; then
  if [ -f package-lock.json ]; then
    step "npm ci"
    npm ci --no-audit --no-fund
  else
    step "npm install (no package-lock.json yet: creating it)"
    npm install --no-audit --no-fund
  fi
fi

echo "setup: ok ($((SECONDS - t0)) s)"
