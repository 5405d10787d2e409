// The jsdom test projects under tests/jsdom/, ready to run: used by tests/jsdom/run.mjs and by
// bench/whatwg-url.mjs. Each project is a folder with package.json and a pinned
// package-lock.json, installed with `npm ci` when node_modules is missing or older than them or than
// the tarballs it installs:
// - stock: jsdom 31 as npm installs it, with whatwg-url 17.3 (the baseline).
// - url-wasm: the same, with whatwg-url replaced through the README's recipe (npm overrides naming
//   whatwg-url-wasm, packages/whatwg-url-wasm/), from tarballs that `npm pack` makes here of this
//   repository (which must be built: scripts/build.sh) and of the companion, in tests/jsdom/packs/.
// jsdom 31 needs Node ^22.22.2 || ^24.15 || >=26: with an older `node` the projects run on Node 24
// from the npm registry, installed once into node_modules/.node-versions/24/ by
// scripts/node-major.mjs (as scripts/test-node-versions.sh does).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { nodeMajor } from "../../scripts/node-major.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../..");
export const BASELINE = "stock";
export const PROJECTS = [BASELINE, "url-wasm"];
const packs = path.join(here, "packs");
/** What the url-wasm project installs from tarballs: name → the folder packed. */
const TARBALLS = { "url-wasm": repoRoot, "whatwg-url-wasm": path.join(repoRoot, "packages/whatwg-url-wasm") };

export const log = (line) => process.stderr.write(`${line}\n`);
const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : -Infinity);

/** The newest modification time of the files under `dir` (recursively). */
function newest(dir) {
  let latest = -Infinity;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, mtime(path.join(entry.parentPath, entry.name)));
  }
  return latest;
}

/** `npm pack` this repository and the companion package into tests/jsdom/packs/ when a tarball
 * is older than what it packs (the package files, js/ and the built pkg/). Also used by
 * tests/bundlers/run.mjs, whose apps install packs/url-wasm.tgz. Returns the packs folder. */
export function pack() {
  if (!existsSync(path.join(repoRoot, "pkg/cjs/whatwg-url-impl.cjs"))) {
    throw new Error("jsdom: pkg/ has no whatwg-url build: run scripts/build.sh first");
  }
  mkdirSync(packs, { recursive: true });
  for (const [name, dir] of Object.entries(TARBALLS)) {
    const tarball = path.join(packs, `${name}.tgz`);
    const sources = dir === repoRoot ? ["package.json", "js", "pkg", "bin"].map((f) => path.join(dir, f)) : [dir];
    const latest = Math.max(...sources.map((f) => (statSync(f).isDirectory() ? newest(f) : mtime(f))));
    if (mtime(tarball) >= latest) continue;
    log(`jsdom: npm pack ${path.relative(repoRoot, dir) || "."}`);
    const out = execFileSync("npm", ["pack", dir, "--pack-destination", packs, "--loglevel=error"], {
      encoding: "utf8",
    });
    renameSync(path.join(packs, out.trim().split("\n").pop()), tarball);
  }
  return packs;
}

/** `npm ci` in a project when its node_modules is missing or older than its package files or the
 * tarballs it installs. */
function install(project) {
  const dir = path.join(here, project);
  const stamp = path.join(dir, "node_modules/.package-lock.json");
  const inputs = ["package.json", "package-lock.json"].map((f) => mtime(path.join(dir, f)));
  if (project !== BASELINE) inputs.push(...Object.keys(TARBALLS).map((name) => mtime(path.join(packs, `${name}.tgz`))));
  if (mtime(stamp) >= Math.max(...inputs)) return;
  log(`jsdom: npm ci in tests/jsdom/${project}/`);
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** A Node that satisfies jsdom 31's engines: this one, or Node 24 (scripts/node-major.mjs: $NODE24, or
 * installed once from the registry). */
export function nodeForJsdom() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if ((major === 22 && minor >= 22) || (major === 24 && minor >= 15) || major >= 26) return process.execPath;
  log(`jsdom: Node ${process.versions.node} is too old for jsdom 31: the projects run on Node 24`);
  const node = nodeMajor(24);
  if (node === null) throw new Error("jsdom: could not install node-<platform>@24 from npm");
  return node;
}

/** The folder of `project`, installed (and for url-wasm, packed) if needed. */
export function prepare(project) {
  if (!PROJECTS.includes(project)) throw new Error(`unknown project ${project}; known: ${PROJECTS.join(", ")}`);
  if (project !== BASELINE) pack();
  install(project);
  return path.join(here, project);
}
