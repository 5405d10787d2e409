// The engine suite (suite.mjs: the WPT URL suites and the Web IDL checks, through the public API)
// in runtimes without WebAssembly, each loading the package the way an app there would:
//   hermes      an app entry doing `import "url-wasm/auto"` (entry-auto.mjs), bundled by Metro as a
//               React Native release build, compiled by Hermes 0.12's hermesc and run in its VM;
//               the same bundle must also compile with the latest hermesc (npm hermes-compiler)
//   quickjs     the same entry bundled by esbuild (default export conditions), in QuickJS and
//   quickjs-ng  QuickJS-ng (quickjs-emscripten), which have no URL, TextEncoder or WebAssembly
//   jitless     `node --jitless jitless.mjs`: the Node entries (import, require, /js, /auto)
//   chromium    browser.mjs in a page and in a dedicated worker served with a CSP that refuses
//               WebAssembly (headless Debian Chromium via playwright-core); the package may try to
//               compile once per context, which the browser reports on the console once
//   hermes-urlpattern, jitless-urlpattern: WPT's URLPattern data (entry-urlpattern.mjs, which
//               imports url-wasm/urlpattern) in Hermes (Metro, as `hermes`) and under
//               `node --jitless` (bundled by esbuild with url-wasm left to Node's resolution)
//   quickjs-urlpattern: the same data in QuickJS, through url-wasm/js and url-wasm/js/urlpattern
//   chromium-urlpattern: in a page with the CSP of `chromium` (browser-urlpattern.mjs), the same
//               data through url-wasm/js/urlpattern beside url-wasm's browser entry; url-wasm/urlpattern
//               must reject `ready` there with an error that names url-wasm/js/urlpattern
// Each engine passes when its last "N passed, N failed" line has 0 failed and N equal to the same
// suite's count in this Node process (url-wasm with WebAssembly). Bundles go to target/engines/.
//   node tests/engines/run.mjs [ENGINE...]      (default: all)
//   node tests/engines/run.mjs --check ENGINE   exit 0 when ENGINE can run here (for scripts/test.sh)
// Needs pkg/ (scripts/build.sh) and the WPT data ($WPT_URL_DIR, else ../shared/wpt/url).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as pkg from "url-wasm";
import { repoRoot as root, urlpatternWptFile } from "../js/paths.mjs";
import { WPT_FILES } from "../js/wpt-cases.mjs";
import { esbuild, metro, outDir, requireWpt, wptDir } from "./bundles.mjs";
import { runInChromium } from "./chromium.mjs";
import { HERMES, HERMESC_012, HERMESC_LATEST, loadQuickJS, runInHermes, runInQuickJS, spawnLines } from "./engines.mjs";
import { runSuite } from "./suite.mjs";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

/** The URLPattern data as the package "urlpattern-wpt" (target/engines/urlpattern-wpt/, inside the
 * folders Metro watches), which entry-urlpattern.mjs imports; returns its folder. */
function urlpatternPackage() {
  const folder = path.join(outDir, "urlpattern-wpt");
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "package.json"), '{ "name": "urlpattern-wpt", "main": "index.js" }\n');
  writeFileSync(path.join(folder, "index.js"), `export default ${readFileSync(urlpatternWptFile, "utf8")};\n`);
  return folder;
}
/** An esbuild plugin resolving "urlpattern-wpt" to the data module. */
function urlpatternDataPlugin() {
  const data = path.join(urlpatternPackage(), "index.js");
  return { name: "urlpattern-wpt", setup: (b) => b.onResolve({ filter: /^urlpattern-wpt$/ }, () => ({ path: data })) };
}
/** What entry-urlpattern.mjs must pass: every entry but those it reports as needing RegExp syntax
 * the engine lacks. */
const urlpatternTotal = (lines) => {
  const limited = lines.map((line) => line.match(/, (\d+) need RegExp syntax/)).findLast(Boolean);
  return JSON.parse(readFileSync(urlpatternWptFile, "utf8")).length - Number(limited?.[1] ?? 0);
};
const quickjsOptions = { platform: "neutral", mainFields: ["module", "main"] };

/** What each engine needs on this machine, and how to run it: run() returns the output lines, or
 * { label: lines } for several runs. */
const ENGINES = {
  hermes: {
    needs: [HERMES, HERMESC_012, HERMESC_LATEST],
    async run() {
      const bundle = await metro("tests/engines/entry-auto.mjs", "hermes.js");
      const lines = runInHermes(bundle);
      // Today's Hermes compiles the same bundle (no VM ships with hermes-compiler).
      execFileSync(HERMESC_LATEST, ["-O", "-emit-binary", "-out", path.join(outDir, "hermes-latest.hbc"), bundle], {
        stdio: "inherit",
      });
      return lines;
    },
  },
  quickjs: {
    needs: [],
    run: async () =>
      runInQuickJS(
        await loadQuickJS("quickjs"),
        await esbuild("tests/engines/entry-auto.mjs", "quickjs.mjs", quickjsOptions),
      ),
  },
  "quickjs-ng": {
    needs: [],
    run: async () =>
      runInQuickJS(
        await loadQuickJS("quickjs-ng"),
        await esbuild("tests/engines/entry-auto.mjs", "quickjs.mjs", quickjsOptions),
      ),
  },
  jitless: {
    needs: [],
    async run() {
      requireWpt();
      return spawnLines(process.execPath, ["--jitless", path.join(root, "tests/engines/jitless.mjs")], {
        WPT_URL_DIR: wptDir,
      });
    },
  },
  chromium: {
    needs: [CHROMIUM],
    run: () => runInChromium(CHROMIUM),
  },
  "chromium-urlpattern": {
    needs: [CHROMIUM],
    expected: urlpatternTotal,
    run: () => runInChromium(CHROMIUM, path.join(urlpatternPackage(), "index.js")),
  },
  "hermes-urlpattern": {
    needs: [HERMES, HERMESC_012, HERMESC_LATEST],
    expected: urlpatternTotal,
    async run() {
      const bundle = await metro("tests/engines/entry-urlpattern.mjs", "hermes-urlpattern.js", {
        "urlpattern-wpt": urlpatternPackage(),
      });
      const lines = runInHermes(bundle);
      execFileSync(
        HERMESC_LATEST,
        ["-O", "-emit-binary", "-out", path.join(outDir, "hermes-urlpattern-latest.hbc"), bundle],
        {
          stdio: "inherit",
        },
      );
      return lines;
    },
  },
  "jitless-urlpattern": {
    needs: [],
    expected: urlpatternTotal,
    async run() {
      const bundle = await esbuild("tests/engines/entry-urlpattern.mjs", "jitless-urlpattern.mjs", {
        platform: "node",
        external: ["url-wasm", "url-wasm/*"],
        plugins: [urlpatternDataPlugin()],
      });
      return spawnLines(process.execPath, ["--jitless", bundle]);
    },
  },
  // In QuickJS as an app there imports it: url-wasm/js and url-wasm/js/urlpattern (synchronous).
  "quickjs-urlpattern": {
    needs: [],
    expected: urlpatternTotal,
    run: async () =>
      runInQuickJS(
        await loadQuickJS("quickjs"),
        await esbuild("tests/engines/entry-urlpattern.mjs", "quickjs-urlpattern.mjs", {
          ...quickjsOptions,
          alias: { "url-wasm": "url-wasm/js" }, // url-wasm/urlpattern -> url-wasm/js/urlpattern too
          plugins: [urlpatternDataPlugin()],
        }),
      ),
  },
};

/** The count of the same suite here, with WebAssembly: what every engine must pass. */
function expectedTotal() {
  requireWpt();
  const data = Object.fromEntries(
    WPT_FILES.map((file) => [file, JSON.parse(readFileSync(path.join(wptDir, file), "utf8"))]),
  );
  const { passed, failed } = runSuite(pkg, data, () => {});
  if (failed !== 0) throw new Error(`the suite fails ${failed} tests in Node with WebAssembly`);
  return passed;
}

const args = process.argv.slice(2);
if (args[0] === "--check") {
  const engine = ENGINES[args[1]];
  const missing = engine ? engine.needs.filter((file) => !existsSync(file)) : [`no engine ${args[1]}`];
  if (missing.length) console.error(`engine ${args[1]}: not available here (missing ${missing.join(", ")})`);
  process.exit(missing.length ? 1 : 0);
}
const names = args.length ? args : Object.keys(ENGINES);
for (const name of names)
  if (!ENGINES[name]) throw new Error(`unknown engine ${name} (known: ${Object.keys(ENGINES).join(", ")})`);

/** PASS when the last summary line of `lines` says 0 failed and `expected` passed. */
function verdict(label, lines, expected) {
  lines = lines.filter((line) => line !== "");
  const summary = lines.findLast((line) => /^\d+ passed, \d+ failed\b/.test(line));
  const [passed, failed] = summary ? summary.match(/\d+/g).map(Number) : [0, 0];
  const ok = summary !== undefined && failed === 0 && passed === expected;
  if (!ok) console.log(lines.join("\n"));
  console.log(
    `${ok ? "PASS" : "FAIL"}  ${label.padEnd(16)} ${summary ?? "no summary line"} (expected ${expected} passed)`,
  );
  return ok;
}

const expected = expectedTotal();
let runs = 0;
let failures = 0;
for (const name of names) {
  const t = Date.now();
  try {
    const output = await ENGINES[name].run();
    for (const [label, lines] of Object.entries(Array.isArray(output) ? { [name]: output } : output)) {
      runs++;
      if (!verdict(label, lines, ENGINES[name].expected?.(lines) ?? expected)) failures++;
    }
  } catch (error) {
    runs++;
    failures++;
    console.log(`FAIL  ${name.padEnd(16)} ${error?.stack ?? error}`);
  }
  console.log(`      ${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
}
console.log(`engines: ${runs - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
