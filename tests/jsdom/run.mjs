// jsdom's own behaviour with whatwg-url and with url-wasm in its place: runs tests/jsdom/suite.mjs
// (the WPT URL data through <a>, <area>, document.baseURI, Location and window.URL in jsdom
// windows) in each test project under tests/jsdom/ and compares them case by case.
//
//   node tests/jsdom/run.mjs            # every project
//   node tests/jsdom/run.mjs stock      # only the named ones
//
// Projects (each a folder with package.json and a pinned package-lock.json, installed here with
// `npm ci` when node_modules is missing or older than them or than the tarballs it installs):
// - stock: jsdom 31 as npm installs it, with whatwg-url 17.3 (the baseline).
// - url-wasm: the same, with whatwg-url replaced through the README's recipe (npm overrides naming
//   whatwg-url-wasm, packages/whatwg-url-wasm/), from tarballs that `npm pack` makes here of this
//   repository (which must be built: scripts/build.sh) and of the companion, in tests/jsdom/packs/.
//
// Each project's counts are printed per group. Against the baseline, a case may differ only by
// passing where the baseline fails (a stock jsdom deviation from the spec that url-wasm fixes);
// a case that fails in both must fail with the same observations (a deviation of jsdom itself,
// listed). Anything else fails the run. jsdom 31 needs Node ^22.22.2 || ^24.15 || >=26: with an
// older `node` the projects run on Node 24 from the npm registry, installed once into
// node_modules/.node-versions/24/ (as scripts/test-node-versions.sh does).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../..");
const wptDir = path.resolve(repoRoot, process.env.WPT_URL_DIR ?? "../shared/wpt/url");
const BASELINE = "stock";
const PROJECTS = [BASELINE, "url-wasm"];
const packs = path.join(here, "packs");
/** What the url-wasm project installs from tarballs: name → the folder packed. */
const TARBALLS = { "url-wasm": repoRoot, "whatwg-url-wasm": path.join(repoRoot, "packages/whatwg-url-wasm") };
const selected = process.argv.length > 2 ? process.argv.slice(2) : PROJECTS;

const log = (line) => process.stderr.write(`${line}\n`);
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
 * is older than what it packs (the package files, js/ and the built pkg/). */
function pack() {
  if (!existsSync(path.join(repoRoot, "pkg/cjs/whatwg-url.cjs"))) {
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

/** A Node that satisfies jsdom 31's engines: this one, or Node 24 installed once from the registry. */
function nodeForJsdom() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if ((major === 22 && minor >= 22) || (major === 24 && minor >= 15) || major >= 26) return process.execPath;
  const cache = path.join(repoRoot, "node_modules/.node-versions/24");
  const platform = `${process.platform}-${process.arch}`;
  const binary = path.join(cache, `node_modules/node-${platform}/bin/node`);
  if (!existsSync(binary)) {
    log(
      `jsdom: Node ${process.versions.node} is too old for jsdom 31: installing node-${platform}@24 into ${path.relative(repoRoot, cache)}/`,
    );
    execFileSync(
      "npm",
      [
        "install",
        "--prefix",
        cache,
        "--no-save",
        "--no-package-lock",
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
        `node-${platform}@24`,
      ],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
  }
  return binary;
}

/** What jsdom must load as whatwg-url in each project. */
const EXPECTED_WHATWG_URL = { [BASELINE]: "whatwg-url@17.3.0", "url-wasm": "whatwg-url-wasm@0.1.0" };

function runSuite(node, project) {
  const out = execFileSync(node, [path.join(here, "suite.mjs"), path.join(here, project), wptDir], {
    maxBuffer: 1 << 28,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const { whatwgURL, results } = JSON.parse(out);
  if (whatwgURL !== EXPECTED_WHATWG_URL[project]) {
    throw new Error(
      `jsdom: in tests/jsdom/${project}/ jsdom loads ${whatwgURL} as whatwg-url, not ${EXPECTED_WHATWG_URL[project]}`,
    );
  }
  log(`jsdom: ${project}: jsdom's whatwg-url is ${whatwgURL}`);
  return results;
}

function counts(results) {
  const groups = new Map();
  for (const r of results) {
    const g = groups.get(r.group) ?? { pass: 0, total: 0 };
    g.total++;
    if (r.pass) g.pass++;
    groups.set(r.group, g);
  }
  return groups;
}

if (!existsSync(path.join(wptDir, "urltestdata.json"))) {
  log(`jsdom: WPT data not found at ${wptDir} (set WPT_URL_DIR)`);
  process.exit(1);
}
const node = nodeForJsdom();
const runs = new Map();
for (const project of selected) {
  if (!PROJECTS.includes(project)) throw new Error(`unknown project ${project}; known: ${PROJECTS.join(", ")}`);
  if (project !== BASELINE) pack();
  install(project);
  const t0 = performance.now();
  runs.set(project, runSuite(node, project));
  log(`jsdom: ${project}: ${runs.get(project).length} cases in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

const byProject = [...runs].map(([project, results]) => [project, counts(results)]);
const groups = [...new Set(byProject.flatMap(([, c]) => [...c.keys()]))];
console.log(`${"group".padEnd(36)}${byProject.map(([p]) => p.padStart(16)).join("")}`);
for (const group of groups) {
  const cells = byProject.map(([, c]) => {
    const g = c.get(group);
    return (g ? `${g.pass}/${g.total}` : "-").padStart(16);
  });
  console.log(`${group.padEnd(36)}${cells.join("")}`);
}
const totals = byProject.map(([, c]) => {
  let pass = 0,
    total = 0;
  for (const g of c.values()) (pass += g.pass), (total += g.total);
  return `${pass}/${total}`.padStart(16);
});
console.log(`${"total".padEnd(36)}${totals.join("")}`);

let failures = 0;
const baseline = runs.get(BASELINE);
const baselineFailures = (baseline ?? []).filter((r) => !r.pass);
if (baselineFailures.length > 0) {
  console.log(
    `\n${BASELINE}: ${baselineFailures.length} cases where jsdom itself deviates from the spec (not in URL parsing), by spec step:`,
  );
  const byNote = new Map();
  for (const r of baselineFailures) {
    const note = r.note ?? "(no spec step named)";
    byNote.set(note, [...(byNote.get(note) ?? []), r]);
  }
  for (const [note, cases] of byNote) {
    console.log(
      `  ${cases.length} x ${note}, e.g. ${cases[0].group} | ${cases[0].name}: expected ${JSON.stringify(cases[0].expected)}, observed ${JSON.stringify(cases[0].actual)}`,
    );
  }
}
for (const [project, results] of runs) {
  if (project === BASELINE || !baseline) continue;
  const stock = new Map(baseline.map((r) => [`${r.group}\u0000${r.name}`, r]));
  const better = [];
  const unexplained = [];
  if (results.length !== baseline.length)
    unexplained.push(`${results.length} cases, ${BASELINE} has ${baseline.length}`);
  for (const r of results) {
    const s = stock.get(`${r.group}\u0000${r.name}`);
    const same = s && JSON.stringify(s.actual) === JSON.stringify(r.actual);
    if (!s) unexplained.push(`${r.group} | ${r.name}: not in ${BASELINE}`);
    else if (r.pass && !s.pass) better.push(`${r.group} | ${r.name}: ${BASELINE} observed ${JSON.stringify(s.actual)}`);
    else if (!r.pass && !(same && !s.pass))
      unexplained.push(
        `${r.group} | ${r.name}: expected ${JSON.stringify(r.expected)}, observed ${JSON.stringify(r.actual)}, ${BASELINE} ${JSON.stringify(s.actual)}`,
      );
  }
  console.log(
    `\n${project} vs ${BASELINE}: ${better.length} cases fixed (the spec's result where ${BASELINE} deviates), ${unexplained.length} unexplained differences`,
  );
  for (const line of better) console.log(`  fixed: ${line}`);
  for (const line of unexplained) console.log(`  UNEXPLAINED: ${line}`);
  failures += unexplained.length;
}
process.exit(failures === 0 ? 0 : 1);
