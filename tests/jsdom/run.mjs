// jsdom's own behaviour with whatwg-url and with url-wasm in its place: runs tests/jsdom/suite.mjs
// (the WPT URL data through <a>, <area>, document.baseURI, Location and window.URL in jsdom
// windows) in each test project under tests/jsdom/ and compares them case by case.
//
//   node tests/jsdom/run.mjs            # every project
//   node tests/jsdom/run.mjs stock      # only the named ones
//
// The projects (tests/jsdom/projects.mjs): stock (jsdom 31 with whatwg-url 17.3, the baseline)
// and url-wasm (whatwg-url replaced through the README's npm overrides recipe).
//
// Each project's counts are printed per group. Against the baseline, a case may differ only by
// passing where the baseline fails (a stock jsdom deviation from the spec that url-wasm fixes);
// a case that fails in both must fail with the same observations (a deviation of jsdom itself,
// listed). Anything else fails the run.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { wptDir } from "../js/paths.mjs";
import { BASELINE, log, nodeForJsdom, PROJECTS, prepare } from "./projects.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const selected = process.argv.length > 2 ? process.argv.slice(2) : PROJECTS;

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
  prepare(project);
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
