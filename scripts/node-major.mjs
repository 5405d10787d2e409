// A Node binary of a given major version, for what the system Node cannot show: Node 24 is the first
// Node with a native URLPattern (the URLPattern benchmark and differential test), and
// bench/readme-perf.mjs measures the newer LTS lines beside the system Node. $NODE<major> (e.g.
// $NODE24) when set; else npm's node-<platform>@<major>, installed into
// node_modules/.node-versions/<major>/ as scripts/test-node-versions.sh does (once; about 5 s).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The path of a Node `major` binary, or null when it cannot be had. npm's errors go to stderr
 * (`quiet`: nowhere); its stdout never does, so that a script's --json output stays JSON. */
export function nodeMajor(major, { quiet = false } = {}) {
  const fromEnv = process.env[`NODE${major}`];
  if (fromEnv) return fromEnv;
  const platform = `${process.platform === "darwin" ? "darwin" : "linux"}-${process.arch === "arm64" ? "arm64" : "x64"}`;
  const dir = join(root, `node_modules/.node-versions/${major}`);
  const bin = join(dir, `node_modules/node-${platform}/bin/node`);
  if (existsSync(bin)) return bin;
  mkdirSync(dir, { recursive: true });
  const args = ["install", "--prefix", dir, "--no-save", "--no-package-lock", "--no-audit", "--no-fund"];
  spawnSync("npm", [...args, "--loglevel=error", `node-${platform}@${major}`], {
    stdio: ["ignore", "ignore", quiet ? "ignore" : "inherit"],
  });
  return existsSync(bin) ? bin : null;
}
