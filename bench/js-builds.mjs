// `node --jitless bench/js-builds.mjs A.mjs B.mjs …`: JS builds of the core (scripts/wasm2js.mjs
// output, e.g. pkg/js/url_wasm.mjs and one made from another wasm) compared through the same
// Bridge, in rounds that alternate them: ns per parse of an absolute URL (2,000 URLs of
// ../shared/datasets/kasztp.txt, every k-th line Node's URL accepts) and of "../a/b?x" against
// each. How scripts/build.sh's choice of the `wasm2js` profile's inlining threshold was measured.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Bridge } from "../js/wasm/bridge.mjs";
import { datasetDir } from "../tests/js/paths.mjs";

const files = process.argv.slice(2);
const all = readFileSync(path.join(datasetDir, "kasztp.txt"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "" && URL.canParse(line));
const lines = Array.from({ length: 2000 }, (_, i) => all[Math.floor((i * all.length) / 2000)]);

const bridges = [];
for (const file of files) {
  const core = await import(pathToFileURL(path.resolve(file)).href);
  const imports = {};
  for (const [module, name] of core.imports) (imports[module] ??= {})[name] = () => {};
  const exports = core.instantiate(imports);
  exports.__wbindgen_start?.();
  bridges.push(new Bridge(exports));
}

/** ns per call of f(line) over the lines, for at least 500 ms. */
function time(f) {
  const start = performance.now();
  let n = 0;
  do {
    for (let i = 0; i < lines.length; i++) f(lines[i]);
    n += lines.length;
  } while (performance.now() - start < 500);
  return Math.round(((performance.now() - start) * 1e6) / n);
}

let sink = 0;
for (let round = 1; round <= 4; round++) {
  for (let i = 0; i < files.length; i++) {
    const b = bridges[i];
    const parse = time((line) => (sink += b.parse(line).href.length));
    const relative = time((line) => (sink += b.parse("../a/b?x", line).href.length));
    console.log(`round ${round} ${files[i]}: parse ${parse} ns, relative ${relative} ns`);
  }
}
if (sink === 0) console.log("(nothing parsed)");
