// Smoke test of the release build (pkg/ after wasm-opt -Oz) through every public Node entry and the
// CLI, each in a fresh Node process (the entries share one wasm instance per process).
// `wasm-pack test` only covers the dev profile, so this is what proves the optimized wasm loads.
// Usage: node scripts/smoke.mjs   (after scripts/build.sh)
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const INPUT = "HTTPS://user@EXAMPLE.com:443/a/../b?q=1#f";
const HREF = "https://user@example.com/b?q=1#f";
const check = `if (new URL(${JSON.stringify(INPUT)}).href !== ${JSON.stringify(HREF)}) throw new Error("wrong href");
  if (new URLSearchParams("a=1&a=2").getAll("a").join() !== "1,2") throw new Error("URLSearchParams");`;

const cases = [
  ["require('url-wasm')", ["-e", `const { URL, URLSearchParams } = require("url-wasm"); ${check}`]],
  ["import 'url-wasm'", ["--input-type=module", "-e", `import { URL, URLSearchParams } from "url-wasm"; ${check}`]],
  [
    "import 'url-wasm/auto'",
    [
      "--input-type=module",
      "-e",
      `import { ready, isConformant } from "url-wasm/auto"; await ready; ${check}
     if (!isConformant(URL, URLSearchParams)) throw new Error("globalThis.URL does not pass the probe");`,
    ],
  ],
  [
    "url-wasm/core + initSync(pkg/wasm bytes)",
    [
      "--input-type=module",
      "-e",
      `import { readFileSync } from "node:fs"; import { initSync, URL, URLSearchParams } from "url-wasm/core";
     initSync(readFileSync("pkg/wasm/url_wasm_bg.wasm")); ${check}`,
    ],
  ],
  [
    "url-wasm/bundler (wasm ESM)",
    [
      "--experimental-wasm-modules",
      "--no-warnings",
      "--input-type=module",
      "-e",
      `import { URL, URLSearchParams } from "url-wasm/bundler"; ${check}`,
    ],
  ],
  ["CLI", ["bin/url-wasm.js", INPUT], 0, `"${HREF}"`],
  ["CLI --json", ["bin/url-wasm.js", "--json", "../c", "http://h/a/b"], 0, `"href": "http://h/c"`],
  ["CLI, invalid input", ["bin/url-wasm.js", "https://exa mple.org/"], 1, "Invalid URL"],
];

let failed = 0;
for (const [name, args, status = 0, expect = ""] of cases) {
  const r = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });
  const out = r.stdout + r.stderr;
  const ok = r.status === status && out.includes(expect);
  if (!ok) failed++;
  console.log(`${ok ? "ok    " : "FAIL  "} ${name}`);
  if (!ok) console.log(`  exit ${r.status} (expected ${status})\n${out.replace(/^/gm, "  | ")}`);
}
console.log(`smoke: ${cases.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
