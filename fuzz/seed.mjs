// Seed the fuzz corpora (fuzz/corpus/<target>/, git-ignored) from the WPT URL data and the
// real-world URL lists (and their messy variants). Usage: node fuzz/seed.mjs [wpt-dir] [datasets-dir]
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { messy } from "../bench/messy.mjs";
import { datasetDir, urlpatternWptFile, wptDir } from "../tests/js/paths.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const wpt = process.argv[2] ?? wptDir;
const datasets = process.argv[3] ?? datasetDir;
if (!existsSync(wpt)) {
  console.error(`fuzz/seed.mjs: WPT data not found at ${wpt}`);
  process.exit(1);
}
const json = (f) => JSON.parse(readFileSync(join(wpt, f), "utf8")).filter((x) => typeof x === "object");
const counts = {};
function add(target, text) {
  const dir = join(here, "corpus", target);
  mkdirSync(dir, { recursive: true });
  const bytes = Buffer.from(text, "utf8");
  writeFileSync(join(dir, createHash("sha1").update(bytes).digest("hex")), bytes);
  counts[target] = (counts[target] ?? 0) + 1;
}

const urls = json("urltestdata.json");
for (const t of urls) {
  add("parse_roundtrip", t.base ? `${t.input}\0${t.base}` : t.input);
  add("form_urlencoded", t.search ?? t.input);
  add("host", t.hostname ?? t.input);
}
// encoding: a label byte (an index into the target's LABELS, 20 of them), then the input.
const labels = 20;
for (const t of json("percent-encoding.json")) {
  for (let i = 0; i < labels; i++) add("encoding", `${String.fromCharCode(i)}https://h/?${t.input}#${t.input}`);
}
for (const [i, t] of urls.entries()) add("encoding", `${String.fromCharCode(i % labels)}${t.input}`);
const codes = {
  href: 0,
  protocol: 1,
  username: 2,
  password: 3,
  host: 4,
  hostname: 5,
  port: 6,
  pathname: 7,
  search: 8,
  hash: 9,
};
const setters = JSON.parse(readFileSync(join(wpt, "setters_tests.json"), "utf8"));
for (const [attr, cases] of Object.entries(setters)) {
  if (!(attr in codes)) continue;
  for (const c of cases) add("setters", `${c.href}\0${String.fromCharCode(codes[attr])}${c.new_value}`);
}
for (const t of [...json("toascii.json"), ...json("IdnaTestV2.json")]) {
  add("host", t.input);
  add("idna", t.input);
}
for (const file of ["kasztp.txt", "node_files.txt"]) {
  const path = join(datasets, file);
  if (!existsSync(path)) continue;
  const lines = readFileSync(path, "utf8").split("\n").filter(Boolean);
  for (let i = 0; i < lines.length; i += 97) {
    add("parse_roundtrip", lines[i]);
    add("setters", `${lines[i]}\0${String.fromCharCode(i % 10)}${lines[(i * 7) % lines.length]}`);
    const q = lines[i].indexOf("?");
    if (q >= 0) add("form_urlencoded", lines[i].slice(q + 1));
  }
  // Their messy variants too (bench/messy.mjs: case, ports, dot segments, spaces, IDN and
  // percent-encoded hosts, tabs, …), the input of the fast path for rewrites (src/fast_path/normalize.rs).
  for (const m of messy(lines.filter((_, i) => i % 97 === 0))) add("parse_roundtrip", m);
}
// urlpattern: WPT's URLPattern entries in the target's format (fuzz_targets/urlpattern.rs): a flags
// byte (1 ignore case, 2 init, 4 base URL), then NUL-separated fields (the constructor string, or
// the init's eight members with "\u0001" for one not given; the base URL; the string inputs).
const MEMBERS = ["protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"];
const sampleURLs = [];
if (existsSync(urlpatternWptFile)) {
  for (const entry of JSON.parse(readFileSync(urlpatternWptFile, "utf8"))) {
    const [pattern, second, third] = entry.pattern;
    const base = typeof second === "string" ? second : undefined;
    const options = typeof second === "object" ? second : third;
    let flags = options?.ignoreCase ? 1 : 0;
    let fields;
    if (typeof pattern === "string") fields = [pattern];
    else if (pattern && typeof pattern === "object" && pattern.baseURL === undefined) {
      flags |= 2;
      fields = MEMBERS.map((m) => pattern[m] ?? "\u0001");
    } else continue;
    if (base !== undefined) {
      flags |= 4;
      fields.push(base);
    }
    const inputs = (entry.inputs ?? []).filter((i) => typeof i === "string");
    sampleURLs.push(...inputs);
    add("urlpattern", String.fromCharCode(flags) + [...fields, ...inputs].join("\0"));
  }
} else {
  console.error(`fuzz/seed.mjs: no URLPattern data at ${urlpatternWptFile}: the urlpattern corpus starts empty`);
}
for (const [i, t] of urls.entries()) {
  if (i % 7 === 0 && !t.base)
    add("urlpattern", `\u0000*://*/*\0${t.input}\0${sampleURLs[i % sampleURLs.length] ?? ""}`);
}
console.log("seeded", counts);
