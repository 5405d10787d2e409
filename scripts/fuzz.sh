#!/usr/bin/env bash
# Run every cargo-fuzz target (fuzz/fuzz_targets/) for a bounded time, so regressions surface in
# `npm test`; or for a number of executions, for the long runs reported in issues.
#   scripts/fuzz.sh [SECONDS_PER_TARGET=15]     time-bounded (CI)
#   FUZZ_RUNS=10000000 scripts/fuzz.sh          execution-bounded, one target after another
# The toolchain here is stable only: RUSTC_BOOTSTRAP=1 lets cargo-fuzz pass its -Z flags.
# Corpora (git-ignored) are seeded from the WPT data and the URL datasets on first use.
# FUZZ_SANITIZER=address (default none: Rust code is memory-safe; what we look for is panics,
# broken invariants and hangs, and no sanitizer runs about 3x faster).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}/bin:$HOME/.cargo/bin:$PATH"
export RUSTC_BOOTSTRAP=1
seconds=${1:-15}
sanitizer=${FUZZ_SANITIZER:-none}
targets=(parse_roundtrip setters form_urlencoded host idna encoding urlpattern)

# (Seeding again only adds files: each is named by its hash.)
for t in "${targets[@]}"; do [ -d "fuzz/corpus/$t" ] || { node fuzz/seed.mjs; break; }; done
# -a: debug assertions and overflow checks, so that every run also checks the parser's fast path
# and the setters' in-place splices against the state machine (src/parser.rs, src/setters.rs).
cargo fuzz build -O -a -s "$sanitizer"
for t in "${targets[@]}"; do
  if [ -n "${FUZZ_RUNS:-}" ]; then
    limit=(-runs="$FUZZ_RUNS")
  else
    limit=(-max_total_time="$seconds")
  fi
  echo "== fuzz $t (${limit[*]})"
  # -timeout: a single input taking over 10 s is a hang (inputs are at most 64 KiB).
  log=fuzz/artifacts/$t.log
  mkdir -p fuzz/artifacts
  status=0
  cargo fuzz run -O -a -s "$sanitizer" "$t" "fuzz/corpus/$t" -- \
    "${limit[@]}" -max_len=65536 -timeout=10 -print_final_stats=1 >"$log" 2>&1 || status=$?
  grep -E '^(Done|stat::number_of_executed_units|stat::average_exec_per_sec)' "$log" || true
  if [ "$status" -ne 0 ]; then
    echo "fuzz: $t FAILED (exit $status); the end of $log:" >&2
    tail -40 "$log" >&2
    exit 1
  fi
done
echo "fuzz: all targets ok"
