// js/types/*.d.ts: `tsc --noEmit` over small usage files, without lib.dom (node16 resolution, ESM and
// CommonJS consumers) and with lib.dom (our classes are assignable to the DOM's).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { repoRoot } from "./paths.mjs";

const tsc = path.join(repoRoot, "node_modules/typescript/bin/tsc");

for (const config of ["tsconfig.json", "tsconfig.dom.json"]) {
  test(`tsc -p tests/js/types/${config}`, { skip: !existsSync(tsc) && "typescript is not installed (npm ci)" }, () => {
    const r = spawnSync(process.execPath, [tsc, "-p", path.join(repoRoot, "tests/js/types", config)], {
      encoding: "utf8",
    });
    assert.equal(r.status, 0, r.stdout + r.stderr);
  });
}
