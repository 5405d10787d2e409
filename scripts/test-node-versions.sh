#!/usr/bin/env bash
# The JS suite (node --test tests/js/*.test.mjs) on every Node the package supports (package.json
# engines: >=18): Node 18, 22, 24 and 26 from the npm registry, plus the system `node`.
#   scripts/test-node-versions.sh            # 18 22 24 26 + system
#   scripts/test-node-versions.sh 20 24      # other majors (or NODE_VERSIONS="20 24")
# Each major comes from scripts/node-major.mjs: $NODE<major>, else npm's node-<platform>@<major>,
# installed once (in parallel) into node_modules/.node-versions/<major>/ and reused afterwards. Needs a
# built pkg/ (scripts/build.sh). The tests spawn children with process.execPath, so each version tests
# itself; `npm` (used by the npm pack test) keeps running on the system node.
# NODE_VERSIONS_CACHE moves the cache (npm ci empties node_modules/, cache included); TEST_TIMEOUT
# (seconds, default 600) bounds each run. Prints one summary line per version; full TAP logs go to
# <cache>/logs/. Exit status: 0 when every version passed.
set -uo pipefail
cd "$(dirname "$0")/.."

read -r -a versions <<<"${*:-${NODE_VERSIONS:-18 22 24 26}}"
cache=${NODE_VERSIONS_CACHE:-node_modules/.node-versions}
logs=$cache/logs
mkdir -p "$logs"

if [ ! -f pkg/cjs/url-wasm.cjs ] || [ ! -f pkg/wasm/url_wasm_bg.wasm ]; then
  echo "test-node-versions: pkg/ is not built: run scripts/build.sh first" >&2
  exit 2
fi

# Install the missing versions (in parallel); "MAJOR PATH" per version, PATH empty when it failed.
found=$(node scripts/node-major.mjs --cache "$cache" --logs "$logs" "${versions[@]}")
binary() { awk -v v="$1" '$1 == v { print $2 }' <<<"$found"; }

summary=()
failed=0
run() { # run LABEL NODE
  local label=$1 node=$2 t=$SECONDS log version status counts
  if [ -z "$node" ] || [ ! -x "$node" ]; then
    summary+=("$(printf 'FAIL  %-8s not installed (see %s)' "$label" "$logs/install-$label.log")")
    failed=$((failed + 1))
    return
  fi
  version=$("$node" --version)
  log=$logs/test-$label.log
  echo "running the suite with $label ($version)"
  # The differential test (1M inputs against whatwg-url, which needs Node >= 20) and the tests of
  # url-wasm/whatwg-url against whatwg-url run once, with the
  # system Node, in the main suite; every other test file runs on each version.
  files=$(ls tests/js/*.test.mjs | grep -Ev '/(differential|whatwg-url|whatwg-url-differential)\.test\.mjs$')
  # shellcheck disable=SC2086
  timeout "${TEST_TIMEOUT:-600}" "$node" --test --test-reporter=tap $files >"$log" 2>&1
  status=$?
  # The last "# pass N" etc. lines are the run's totals (TAP of Node 18-26).
  counts=$(awk '/^# (tests|pass|fail|skipped|cancelled) [0-9]+$/ { n[$2] = $3 }
    END { printf "%d tests, %d pass, %d fail, %d skipped", n["tests"], n["pass"], n["fail"] + n["cancelled"], n["skipped"] }' "$log")
  if [ "$status" -eq 0 ]; then
    summary+=("$(printf 'PASS  %-8s %-9s %s, %3d s' "$label" "$version" "$counts" $((SECONDS - t)))")
  else
    failed=$((failed + 1))
    summary+=("$(printf 'FAIL  %-8s %-9s %s, %3d s, exit %d: %s' "$label" "$version" "$counts" $((SECONDS - t)) "$status" "$log")")
  fi
}

for v in "${versions[@]}"; do run "$v" "$(binary "$v")"; done
run system "$(command -v node)"

printf '\n======== node versions\n'
printf '%s\n' "${summary[@]}"
[ "$failed" -eq 0 ]
