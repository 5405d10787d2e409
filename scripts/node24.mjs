// The Node 24 binary (the first Node with a native URLPattern), for the URLPattern benchmark and
// differential test: $NODE24, else npm's node-<platform>@24 installed into
// node_modules/.node-versions/24/ as scripts/test-node-versions.sh does (once; about 5 s).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The path of a Node 24 binary, or null when it cannot be had. `quiet`: no npm output. */
export function node24({ quiet = false } = {}) {
  if (process.env.NODE24) return process.env.NODE24;
  const platform = `${process.platform === "darwin" ? "darwin" : "linux"}-${process.arch === "arm64" ? "arm64" : "x64"}`;
  const dir = join(root, "node_modules/.node-versions/24");
  const bin = join(dir, `node_modules/node-${platform}/bin/node`);
  if (existsSync(bin)) return bin;
  mkdirSync(dir, { recursive: true });
  const args = ["install", "--prefix", dir, "--no-save", "--no-package-lock", "--no-audit", "--no-fund"];
  spawnSync("npm", [...args, "--loglevel=error", `node-${platform}@24`], { stdio: quiet ? "ignore" : "inherit" });
  return existsSync(bin) ? bin : null;
}
