// Regenerates README.md's performance section (between the perf:start/perf:end markers) from the
// output of the measuring scripts, so that no figure in README is typed by hand:
//   bench/run.mjs (speed ratios per list and on the mixed loop, memory, large inputs),
//   bench/browser.mjs (the same workloads in headless Chromium), bench/size.mjs,
//   bench/cold-start.mjs, and `cargo bench --bench parse` (native, against the url and ada-url crates);
//   with Node 24 and 26 too where scripts/node-major.mjs can get them (bench/run.mjs --quick and the
//   cold start).
// Usage: node bench/readme-perf.mjs [--quick|--smoke] [--reuse]   (--quick: the short benchmarks; --reuse:
// the results bench/run.mjs and bench/browser.mjs wrote last, in bench/results*.json, without running them;
// --smoke: every script with its --smoke settings, the block written to target/bench-smoke/README.md
// and not to README.md: it only shows that the whole chain works, for tests/bench/smoke.mjs)
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultLists, listName, loadList } from "./lists.mjs";
import { nodeMajor } from "../scripts/node-major.mjs";
import { benchArgs, resultsFile, runLength } from "./cli.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values: opts } = benchArgs(import.meta.url, {
  quick: { type: "boolean" },
  smoke: { type: "boolean" },
  reuse: { type: "boolean" },
});
const length = runLength(opts);
const smoke = length === "smoke";
// The option that gives each measuring script the run length asked for (full: none).
const lengthArgs = length === "full" ? [] : [`--${length}`];
const run = (script, args, node = process.execPath) => {
  process.stderr.write(`readme-perf: ${node === process.execPath ? "node" : node} ${script} ${args.join(" ")}\n`);
  return JSON.parse(execFileSync(node, [join(root, script), ...args], { cwd: root, maxBuffer: 1 << 26 }));
};
const reuse = opts.reuse === true;
/** The results a benchmark last wrote in bench/`file` (target/bench-smoke/ with --smoke), if
 * readme-perf would have run it that way: as long as `want` ("full", "quick" or "smoke"), and
 * (`node`, for bench/run.mjs) by that Node. A run by hand writes the same default file, and the block
 * would quote its Node's or its short run's ratios. */
const reused = (file, want, node = null) => {
  const results = JSON.parse(readFileSync(resultsFile({ smoke }, file), "utf8"));
  const refuse = (why) => {
    process.stderr.write(`readme-perf: bench/${file} ${why}: run without --reuse\n`);
    process.exit(1);
  };
  const was = runLength(results);
  if (was !== want) refuse(`is from a ${was === "full" ? "full" : `--${was}`} run`);
  const version = node === null ? null : execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
  if (version !== null && results.machine.node !== version)
    refuse(`is from Node ${results.machine.node}, not ${version}`);
  return results;
};
const bench = reuse
  ? reused("results.json", length, process.execPath)
  : run("bench/run.mjs", [...lengthArgs, "--json"]);
const browser = reuse ? reused("results-browser.json", length) : run("bench/browser.mjs", [...lengthArgs, "--json"]);
const size = run("bench/size.mjs", ["--json"]);
// The LTS lines after the system Node, when they can be had (scripts/node-major.mjs): Node 24 and
// Node 26 (the newest LTS line, whose own URL parses the messy lists about 20% faster than Node 24's).
// Each starts about 30-40 ms sooner than Node 20 and parses serialized input about twice as fast: the
// short benchmark (ratios only) and the cold start.
const NEWER_MAJORS = [24, 26];
const newer = NEWER_MAJORS.map((major) => ({ major, node: nodeMajor(major, { quiet: true }) })).filter((n) => n.node);
const benchNewer = newer.map(({ major, node }) => {
  const file = `results-node${major}.json`;
  const newerLength = smoke ? "smoke" : "quick";
  return reuse
    ? reused(file, newerLength, node)
    : run("bench/run.mjs", [`--${newerLength}`, "--json", "--out", resultsFile({ smoke }, file)], node);
});
const coldArgs = ["--json", ...(smoke ? ["--runs", "1"] : [])];
const colds = [run("bench/cold-start.mjs", coldArgs)];
for (const { node } of newer) colds.push(run("bench/cold-start.mjs", [...coldArgs, "--node", node]));
// cargo bench on the datasets and their messy variants (as JSON lines: they contain newlines).
const listDir = join(root, "target/bench-lists");
mkdirSync(listDir, { recursive: true });
const cargoLists = defaultLists().map((spec) => {
  if (!spec.startsWith("messy:")) return spec;
  const file = join(listDir, `${listName(spec).replace(/\.txt$/, "")}.jsonl`);
  writeFileSync(
    file,
    `${loadList(spec)
      .lines.map((l) => JSON.stringify(l))
      .join("\n")}\n`,
  );
  return file;
});
process.stderr.write("readme-perf: cargo bench --bench parse -- LISTS --json\n");
const cargoArgs = [
  "bench",
  "--bench",
  "parse",
  "--",
  ...cargoLists,
  ...(length === "full" ? [] : ["--quick"]),
  "--json",
];
const cargoOut = execFileSync("cargo", cargoArgs, {
  cwd: root,
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
const native = JSON.parse(cargoOut.trim().split("\n").pop());

const f1 = (x) => x.toFixed(1);
const f2 = (x) => x.toFixed(2);
const ns = (x) => Math.round(x).toLocaleString("en-US");
const kb = (b) => `${(b / 1000).toFixed(1)} KB`;
const ok = (met) => (met ? "met" : "**missed**");
const names = {
  parse: "parse",
  components: "components",
  relative: "relative",
  setters: "setters",
  params: "URLSearchParams",
  canParse: "canParse",
};

const out = [];
const m = bench.machine;
out.push(
  `Generated by \`node bench/readme-perf.mjs${lengthArgs.map((a) => ` ${a}`).join("")}${reuse ? " --reuse" : ""}\` on ${new Date().toISOString().slice(0, 10)}: ${m.cpu}, ${m.cores} cores, Node ${m.node}, ${m.platform}.`,
);
out.push(
  "Ratios are url-wasm's time over Node's native `URL` in the same run (median of per-round ratios; `npm run bench`).",
);
out.push("");
out.push(
  `Lists (every k-th line of each; "messy:" = the same URLs made messy by \`bench/messy.mjs\`; "mixed" = all of them interleaved in one loop): ${bench.lists.map((l) => `${l.name} ${l.timed.toLocaleString("en-US")} URLs, ${f1(100 * l.serialized)}% already serialized`).join("; ")}.`,
);
out.push("");
out.push("| workload | list | native ns/op | url-wasm ns/op | whatwg-url ns/op | url-wasm / native | target |");
out.push("|---|---|---:|---:|---:|---:|---|");
for (const [list, workloads] of Object.entries(bench.workloads)) {
  for (const [key, w] of Object.entries(workloads)) {
    out.push(
      `| ${names[key] ?? key} | ${list} | ${ns(w.ns.native)} | ${ns(w.ns["url-wasm"])} | ${ns(w.ns["whatwg-url"])} | ${f2(w.ratio["url-wasm"])}x | <= ${w.target}x ${ok(w.met)} |`,
    );
  }
}
for (const quickRun of benchNewer) {
  const lists = Object.keys(quickRun.workloads);
  out.push("");
  out.push(
    `The same on Node ${quickRun.machine.node} (\`bench/run.mjs --${runLength(quickRun)}\` run by that Node: fewer rounds), url-wasm / native:`,
  );
  out.push("");
  out.push(`| workload | ${lists.join(" | ")} |`);
  out.push(`|---|${lists.map(() => "---:|").join("")}`);
  for (const key of Object.keys(quickRun.workloads[lists[0]])) {
    const cells = lists.map((list) => {
      const w = quickRun.workloads[list][key];
      return `${f2(w.ratio["url-wasm"])}x${w.met ? "" : " (missed)"}`;
    });
    out.push(`| ${names[key] ?? key} (<= ${quickRun.workloads[lists[0]][key].target}x) | ${cells.join(" | ")} |`);
  }
}
out.push("");
out.push(
  `Headless Chromium ${browser.browser} (\`npm run bench:browser\`, ${browser.settings.rounds} rounds, a fresh page per implementation and list): ratios to Chromium's own \`URL\` (target: url-wasm <= ${browser.workloads.mixed.parse.target}x on every workload and list).`,
);
out.push("");
out.push("| workload | list | Chromium ns/op | url-wasm | whatwg-url | core-js | target |");
out.push("|---|---|---:|---:|---:|---:|---|");
for (const [list, workloads] of Object.entries(browser.workloads)) {
  for (const [key, w] of Object.entries(workloads)) {
    out.push(
      `| ${names[key] ?? key} | ${list} | ${ns(w.ns.native)} | ${f2(w.ratio["url-wasm"])}x | ${f1(w.ratio["whatwg-url"])}x | ${f1(w.ratio["core-js"])}x | ${ok(w.met)} |`,
    );
  }
}
out.push("");
out.push("| input size | native ns/byte | url-wasm ns/byte |");
out.push("|---:|---:|---:|");
for (const [bytes, l] of Object.entries(bench.large)) {
  out.push(`| ${kb(Number(bytes))} | ${f1(l.nsPerByte.native)} | ${f1(l.nsPerByte["url-wasm"])} |`);
}
const mem = bench.memory["url-wasm"];
out.push("");
out.push(
  `Memory (url-wasm): growth over ${mem.parses.toLocaleString("en-US")} parses after GC: JS heap ${ns(mem.growth.heap)} B, wasm ${ns(mem.growth.wasm)} B; retained per live URL (${mem.alive.toLocaleString("en-US")} alive): ${f1(mem.retained.perURL)} B (native ${f1(bench.memory.native.retained.perURL)} B).`,
);
out.push("");
out.push(
  `Browser download (\`npm run size\`, entry \`${size.entry}\`): wasm ${size.wasm.raw === size.files.find((f) => f.file.endsWith("_inline.mjs"))?.raw ? "(inline in the JS: base64 of a zlib stream) " : ""}${kb(size.wasm.raw)} raw, ${kb(size.wasm.gzip)} gzip -9; JS ${kb(size.js.gzip)} gzip; total ${kb(size.total.gzip)} gzip, ${kb(size.total.brotli)} brotli (target <= 60 KB gzip: ${ok(size.target.met)}). Full UTS #46 IDNA: ${size.fullIdna ? "yes" : "no"}. \`url-wasm/tools\` (\`${size.tools.entry}\`, the tools flavour of the wasm): wasm ${kb(size.tools.wasm.raw)} raw, ${kb(size.tools.wasm.gzip)} gzip -9; JS ${kb(size.tools.js.gzip)} gzip; total ${kb(size.tools.total.gzip)} gzip, ${kb(size.tools.total.brotli)} brotli (no target). \`url-wasm/urlpattern\` (\`${size.urlpattern.entry}\`, the URLPattern flavour of the wasm, inline): wasm ${kb(size.urlpattern.wasm.raw)} raw, ${kb(size.urlpattern.wasm.gzip)} gzip -9; JS ${kb(size.urlpattern.js.gzip)} gzip (${kb(size.urlpattern.total.gzip - size.urlpattern.extra.gzip)} of it shared with the main entry); total ${kb(size.urlpattern.total.gzip)} gzip, ${kb(size.urlpattern.total.brotli)} brotli (no target), ${kb(size.urlpattern.total.gzip - size.total.gzip)} more than the main entry; a page that imports both downloads ${kb(size.urlpattern.extra.gzip)} more than with the main entry alone (this one exports \`URL\` and \`URLSearchParams\` too).`,
);
out.push("");
const coldLine = (cold) => {
  // (A median below bare Node's, on a noisy machine, prints with its own minus sign.)
  const added = (k) => `${cold.addedMs[k] < 0 ? "" : "+"}${f1(cold.addedMs[k])} ms`;
  const cache = cold.addedMs["import url-wasm + 1 URL, compile cache"];
  const withCache =
    cache === undefined
      ? ""
      : `; with the application's compile cache on (\`NODE_COMPILE_CACHE\`): ${added("import url-wasm + 1 URL, compile cache")} and ${added("require url-wasm + 1 URL, compile cache")}`;
  return `Node ${cold.node}: \`import\` + one URL ${added("import url-wasm + 1 URL")}, \`require\` + one URL ${added("require url-wasm + 1 URL")} (target +10 ms: ${ok(cold.target.met)}; \`require\` + one URL that needs the state machine, an IPv6 host: ${added("require url-wasm + 1 URL (state machine)")})${withCache}.`;
};
out.push(
  `Cold start (\`node bench/cold-start.mjs [--node PATH]\`, median of ${colds[0].runs}, over bare \`node -e ""\` of the same Node; the URL has credentials, a port and a dot segment, which the fast paths parse): ${colds.map(coldLine).join(" ")}`,
);

out.push("");
out.push(`Native Rust (\`cargo bench\`, ${native.machine.replace(/^machine: /, "")}): ns per URL for parse + href.`);
out.push("");
out.push("| list | url-wasm ns | url ns | ada-url ns | url-wasm / url | url-wasm / ada |");
out.push("|---|---:|---:|---:|---:|---:|");
for (const [list, r] of Object.entries(native.lists)) {
  const t = native.targets;
  out.push(
    `| ${list} | ${f1(r.ns["url-wasm"])} | ${f1(r.ns.url)} | ${f1(r.ns["ada-url"])} | ${r.vsUrl.toFixed(2)}x (< ${t.vsUrl}x ${ok(r.vsUrl < t.vsUrl)}) | ${r.vsAda.toFixed(2)}x (<= ${t.vsAda}x ${ok(r.vsAda <= t.vsAda)}) |`,
  );
}

const readme = join(root, "README.md");
const text = readFileSync(readme, "utf8");
const start = "<!-- perf:start -->";
const end = "<!-- perf:end -->";
const a = text.indexOf(start);
const b = text.indexOf(end);
if (a < 0 || b < a) throw new Error("README.md has no perf:start/perf:end markers");
const written = smoke ? resultsFile({ smoke }, "README.md") : readme;
writeFileSync(written, `${text.slice(0, a + start.length)}\n${out.join("\n")}\n${text.slice(b)}`);
console.log(out.join("\n"));
