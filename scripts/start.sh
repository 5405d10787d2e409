#!/usr/bin/env bash
# `npm start`: set up what is missing, build the release pkg/ (wasm-opt -Oz), then show the CLI at work.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
cli() { printf '\n$ url-wasm %s\n' "$*"; node bin/url-wasm.js "$@"; }
cli "https://user:pa%20ss@EXAMPLE.com:8080/a/./b/../c?q=1#frag"
cli "../x?y" "http://example.org/a/b/c"
cli "https://xn--nxasmq6b.example/"
cli "https://münchen.example/straße"
cli --json "file:///C:/Windows/../temp"
cli "http://[::ffff:192.168.0.1]:80/"
cli "https://exa mple.org/" || echo "(exit code $?: invalid input)"
