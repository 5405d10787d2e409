// Node binaries of given major versions, for what the system Node cannot show: the JS suite on
// every supported Node (scripts/test-node-versions.sh), Node 24 as the first Node with a native
// URLPattern (the URLPattern benchmark and differential test), and the newer LTS lines that
// bench/readme-perf.mjs measures beside the system Node. $NODE<major> (e.g. $NODE24) when set;
// else npm's node-<platform>@<major> (the official binary, republished on the registry), installed
// once with `npm install --no-save` into node_modules/.node-versions/<major>/ (about 4-11 s) and
// reused afterwards: delete that folder to get a newer patch release. Nothing is added to
// package.json or package-lock.json.
//   node scripts/node-major.mjs [--cache DIR] [--logs DIR] MAJOR...
// installs the missing ones in parallel and prints "MAJOR PATH" per major (PATH empty when it could
// not be had; npm's output goes to DIR/install-MAJOR.log with --logs, else to stderr).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, openSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const defaultCache = join(root, "node_modules/.node-versions");
const platform = `${process.platform === "darwin" ? "darwin" : "linux"}-${process.arch === "arm64" ? "arm64" : "x64"}`;

/** A Node `major` binary already at hand ({ found }: $NODE<major>, or the one installed in `cache`),
 * else { found: null } and what installs it: its folder, binary and npm arguments. */
function lookup(major, cache) {
  const fromEnv = process.env[`NODE${major}`];
  if (fromEnv) return { found: fromEnv };
  const dir = join(cache, String(major));
  const bin = join(dir, `node_modules/node-${platform}/bin/node`);
  if (existsSync(bin)) return { found: bin };
  mkdirSync(dir, { recursive: true });
  const args = ["install", "--prefix", dir, "--no-save", "--no-package-lock", "--no-audit", "--no-fund"];
  return { found: null, dir, bin, args: [...args, "--loglevel=error", `node-${platform}@${major}`] };
}

/** The path of a Node `major` binary, or null when it cannot be had. npm's errors go to stderr
 * (`quiet`: nowhere); its stdout never does, so that a script's --json output stays JSON. */
export function nodeMajor(major, { quiet = false, cache = defaultCache } = {}) {
  const { found, bin, args } = lookup(major, cache);
  if (found) return found;
  spawnSync("npm", args, { stdio: ["ignore", "ignore", quiet ? "ignore" : "inherit"] });
  return existsSync(bin) ? bin : null;
}

/** nodeMajor for several majors, the missing ones installed in parallel: resolves to { major: path
 * or null }. `logs`: a folder for npm's output (install-<major>.log), else stderr. */
export async function nodeMajors(majors, { cache = defaultCache, logs = null } = {}) {
  const started = Date.now();
  const jobs = majors.map(async (major) => {
    const { found, dir, bin, args } = lookup(major, cache);
    if (found) return [major, found];
    process.stderr.write(`installing node-${platform}@${major} into ${dir}/\n`);
    const out = logs === null ? "inherit" : openSync(join(logs, `install-${major}.log`), "w");
    await new Promise((done) => spawn("npm", args, { stdio: ["ignore", out, out] }).on("close", done));
    return [major, existsSync(bin) ? bin : null];
  });
  const found = Object.fromEntries(await Promise.all(jobs));
  const seconds = Math.round((Date.now() - started) / 1000);
  if (seconds > 0) process.stderr.write(`node versions ready in ${seconds} s\n`);
  return found;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { values, positionals } = parseArgs({
    options: { cache: { type: "string" }, logs: { type: "string" } },
    allowPositionals: true,
  });
  if (positionals.length === 0 || positionals.some((m) => !/^\d+$/.test(m))) {
    process.stderr.write("usage: node scripts/node-major.mjs [--cache DIR] [--logs DIR] MAJOR...\n");
    process.exit(2);
  }
  const logs = values.logs === undefined ? null : resolve(values.logs);
  if (logs !== null) mkdirSync(logs, { recursive: true });
  const cache = values.cache === undefined ? defaultCache : resolve(values.cache);
  const found = await nodeMajors(positionals, { cache, logs });
  for (const major of positionals) process.stdout.write(`${major} ${found[major] ?? ""}\n`);
}
