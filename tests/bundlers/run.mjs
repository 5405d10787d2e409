// url-wasm in real bundlers, installed as a user installs it (the `npm pack` tarball of this
// repository) into the test apps under tests/bundlers/ (one per bundler, versions pinned by each
// package-lock.json), built with the bundler's production build, served on 127.0.0.1 and opened
// in headless Chromium. The pages of each app (tests/bundlers/app/):
//   ponyfill  `import { URL, URLSearchParams, ready } from "url-wasm"`, after `ready`
//   auto      `import "url-wasm/auto"`: Chromium's URL passes the probe, so it must be kept with no
//             wasm downloaded; then install({ force: true }) must install the package's classes
//             (URL, URLSearchParams and URLPattern)
//   tools     `loadTools()` of url-wasm, then parseWithErrors
//   bundler   `import { URL, URLSearchParams } from "url-wasm/bundler"` (the .wasm imported as a
//             module), in the apps whose bundler supports that (`bundlerPage` below: webpack with
//             experiments.asyncWebAssembly, Vite 8's build); README says where it does not work
// The Vite apps also run under Vite's dev server (vite7-dev, vite8-dev). The Parcel app has no
// setting: Parcel ignores `exports` then, and finds url-wasm/auto through auto/package.json.
// Each page must give the right results with no page error. How the package's code ran (the .wasm,
// or the JS build it falls back to when the bundler did not emit the .wasm) and the bytes each
// page downloaded are printed, and the way must be the one EXPECTED names (a change is a finding
// to look at, in either direction).
//   node tests/bundlers/run.mjs [BUNDLER...]     (default: all; needs pkg/ from scripts/build.sh)
// The apps are copied to target/bundlers/<name>/ and installed there with `npm ci` (again only
// when the lockfile or the tarball changed).
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { serve } from "../../scripts/static-server.mjs";
import { launchChromium } from "../browser/chromium.mjs";
import { pack } from "../jsdom/projects.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../..");
const work = path.join(repoRoot, "target/bundlers");
const TIMEOUT_MS = 60_000;
const HREF = "https://xn--fa-hia.example/b?c%20d#e";
/** What a page that imports url-wasm's classes may download, gzip -9 (bench/size.mjs's target). */
const BUDGET_GZIP = 60_000;

const page = (script, type) =>
  `<!doctype html>\n<meta charset="utf-8">\n<link rel="icon" href="data:,">\n<script ${type === "module" ? 'type="module" ' : ""}src="${script}"></script>\n`;
const bin = (name) => path.join("node_modules/.bin", name);

/** How each app is built: the command, and where its pages come from (written into dist/ next to
 * the bundles, or given to the bundler as its HTML inputs). */
const BUNDLERS = {
  // With --splitting, what the package imports dynamically (the JS build it falls back to, the
  // classes url-wasm/auto installs) stays out of the page's download until it is needed.
  esbuild: {
    build: [
      bin("esbuild"),
      "ponyfill.mjs",
      "auto.mjs",
      "tools.mjs",
      "--bundle",
      "--format=esm",
      "--splitting",
      "--outdir=dist",
    ],
    pages: "module",
  },
  // Plain --bundle: one file per page, dynamic imports included, so url-wasm/auto's page downloads
  // the classes and the wasm even when it keeps the native URL (`oneFile`; README says so).
  "esbuild-plain": {
    app: "esbuild",
    build: [bin("esbuild"), "ponyfill.mjs", "auto.mjs", "tools.mjs", "--bundle", "--format=esm", "--outdir=dist"],
    pages: "module",
    oneFile: true,
  },
  rollup: { build: [bin("rollup"), "-c"], pages: "module" },
  webpack: { build: [bin("webpack"), "--config", "webpack.config.cjs"], pages: "classic", bundlerPage: true },
  vite7: { build: [bin("vite"), "build"], pages: "inputs" },
  vite8: { build: [bin("vite"), "build"], pages: "inputs", bundlerPage: true },
  parcel: {
    build: [
      bin("parcel"),
      "build",
      "ponyfill.html",
      "auto.html",
      "tools.html",
      "--dist-dir",
      "dist",
      "--no-cache",
      "--log-level",
      "error",
    ],
    pages: "inputs",
  },
  // The dev servers, on the same apps: `vite` serving the pages (no build).
  "vite7-dev": { app: "vite7", dev: true, pages: "inputs" },
  "vite8-dev": { app: "vite8", dev: true, pages: "inputs", bundlerPage: true },
};
/** How the package's code runs in each app's pages: "wasm" (the .wasm asset the bundler emitted)
 * or "js build" (not emitted: the entry falls back to the JS build, with a console warning). */
const EXPECTED = {
  esbuild: "wasm",
  "esbuild-plain": "wasm",
  rollup: "wasm",
  webpack: "wasm",
  vite7: "wasm",
  vite8: "wasm",
  parcel: "wasm",
  "vite7-dev": "wasm",
  "vite8-dev": "wasm",
};

/** Whether a page that imports the classes (ponyfill.mjs, bundler.mjs) reports what they should give. */
const classesWork = (r) => r.href === HREF && r.size === 2 && r.own;

/** The pages of app `name` (tests/bundlers/app/<page>.mjs). */
const pagesOf = (name) => ["ponyfill", "auto", "tools", ...(BUNDLERS[name].bundlerPage ? ["bundler"] : [])];

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : Number.NEGATIVE_INFINITY);

/** target/bundlers/<app>/: the app's files and the shared pages, installed. */
function prepare(name, tarball) {
  name = BUNDLERS[name].app ?? name;
  const dir = path.join(work, name);
  mkdirSync(dir, { recursive: true });
  // Timestamps kept: an unchanged lockfile must not look newer than the last install.
  cpSync(path.join(here, name), dir, { recursive: true, preserveTimestamps: true });
  cpSync(path.join(here, "app"), dir, { recursive: true, preserveTimestamps: true });
  if (BUNDLERS[name].pages === "inputs") {
    for (const p of pagesOf(name)) writeFileSync(path.join(dir, `${p}.html`), page(`./${p}.mjs`, "module"));
  }
  // The tarball changes with every build of the package: a lockfile that pins its integrity (npm
  // writes one when the lockfile is regenerated) fails `npm ci` after the next change.
  const lock = JSON.parse(readFileSync(path.join(dir, "package-lock.json"), "utf8"));
  if (lock.packages?.["node_modules/url-wasm"]?.integrity !== undefined) {
    throw new Error(`bundlers: tests/bundlers/${name}/package-lock.json pins url-wasm's integrity: remove that line`);
  }
  const stamp = path.join(dir, "node_modules/.package-lock.json");
  if (mtime(stamp) < Math.max(mtime(path.join(dir, "package-lock.json")), mtime(tarball))) {
    console.log(`bundlers: npm ci in target/bundlers/${name}/`);
    execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  return dir;
}

function build(name, dir) {
  rmSync(path.join(dir, "dist"), { recursive: true, force: true });
  const [command, ...args] = BUNDLERS[name].build;
  execFileSync(command, args, { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
  const dist = path.join(dir, "dist");
  const { pages } = BUNDLERS[name];
  if (pages !== "inputs") {
    for (const p of pagesOf(name)) writeFileSync(path.join(dist, `${p}.html`), page(`./${p}.js`, pages));
  }
  return dist;
}

/** `vite` (its dev server) in `dir` on a free port: resolves to { server: { close() }, origin }. */
async function viteDev(dir) {
  const port = await new Promise((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
  const child = spawn(bin("vite"), ["--host", "127.0.0.1", "--port", String(port), "--strictPort"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Ready when it answers (what it prints depends on the terminal and on CI variables).
  let exited = null;
  child.on("exit", (code) => {
    exited = code;
  });
  const origin = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ; ) {
    if (exited !== null) throw new Error(`vite dev server exited (${exited})`);
    if (Date.now() - started > 60_000) {
      child.kill();
      throw new Error("vite dev server: no answer after 60 s");
    }
    if (
      await fetch(`${origin}/ponyfill.html`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((done) => setTimeout(done, 200));
  }
  return { server: { close: () => child.kill() }, origin };
}

/** Whether a response carries the core wasm: a .wasm, or the JS that has it inline (the browser
 * entry's pkg/wasm/url_wasm_inline.mjs, wherever the bundler put it). */
const INLINE_WASM = readFileSync(path.join(repoRoot, "pkg/wasm/url_wasm_inline.mjs"), "utf8").match(/"(.{64})/)[1];
const carriesWasm = (url, body) => url.endsWith(".wasm") || body.includes(INLINE_WASM);

/** Open `url`; { result, wasm: the URLs of the responses that carried wasm (carriesWasm), jsBuild:
 * whether the fallback warning came, gzip: the bodies the page fetched, gzip -9 each, summed, errors }. */
async function visit(browserPage, url) {
  const seen = { wasm: [], gzip: 0, warnings: [], errors: [] };
  const bodies = [];
  const onResponse = (response) => {
    if (!response.ok()) return;
    bodies.push(
      response.body().then(
        (body) => {
          if (carriesWasm(response.url(), body.toString("latin1"))) seen.wasm.push(response.url());
          seen.gzip += gzipSync(body, { level: 9 }).length;
        },
        () => {}, // a navigation away drops it: nothing of the page under test
      ),
    );
  };
  const onConsole = (m) => {
    if (m.type() === "warning") seen.warnings.push(m.text());
    if (m.type() === "error" && !m.location().url.endsWith(".wasm")) seen.errors.push(m.text());
  };
  const onError = (e) => seen.errors.push(e.message);
  browserPage.on("response", onResponse);
  browserPage.on("console", onConsole);
  browserPage.on("pageerror", onError);
  try {
    await browserPage.goto(url);
    await browserPage
      .waitForFunction(() => window.__result !== undefined, null, { timeout: TIMEOUT_MS })
      .catch((error) => {
        throw new Error(`${url}: no result (${error.message}); page errors: ${seen.errors.join(" | ") || "none"}`);
      });
    const result = await browserPage.evaluate(() => window.__result);
    await browserPage.waitForLoadState("networkidle");
    await Promise.all(bodies);
    return { ...seen, result, jsBuild: seen.warnings.some((w) => w.startsWith("url-wasm: no wasm")) };
  } finally {
    browserPage.off("response", onResponse);
    browserPage.off("console", onConsole);
    browserPage.off("pageerror", onError);
  }
}

const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(BUNDLERS);
for (const name of names) if (!BUNDLERS[name]) throw new Error(`unknown bundler ${name}`);
if (!existsSync(path.join(repoRoot, "pkg/wasm/url_wasm_bg.wasm")))
  throw new Error("bundlers: run scripts/build.sh first");
const tarball = path.join(pack(), "url-wasm.tgz");
const browser = await launchChromium();
let failures = 0;
try {
  for (const name of names) {
    const t = Date.now();
    let line;
    try {
      const dir = prepare(name, tarball);
      const dist = BUNDLERS[name].dev ? dir : build(name, dir);
      const { server, origin } = BUNDLERS[name].dev ? await viteDev(dir) : await serve(dist);
      try {
        const ponyfill = await visit(browser.page, `${origin}/ponyfill.html`);
        const auto = await visit(browser.page, `${origin}/auto.html`);
        const tools = await visit(browser.page, `${origin}/tools.html`);
        const bundler = BUNDLERS[name].bundlerPage ? await visit(browser.page, `${origin}/bundler.html`) : null;
        const b = bundler?.result;
        const p = ponyfill.result;
        const a = auto.result;
        const way = ponyfill.jsBuild ? "js build" : ponyfill.wasm.length > 0 ? "wasm" : "none";
        const problems = [
          p.error ?? "",
          classesWork(p) ? "" : `ponyfill results ${JSON.stringify(p)}`,
          a.error ?? "",
          a.kept &&
          (BUNDLERS[name].oneFile || !a.fetchedBeforeForce.some((u) => auto.wasm.includes(u))) &&
          a.forced &&
          a.own &&
          a.pattern &&
          a.href === HREF
            ? ""
            : `auto results ${JSON.stringify(a)}`,
          way === EXPECTED[name] ? "" : `runs on ${way}, expected ${EXPECTED[name]}`,
          // The download budget (issue 18), where the bundler keeps lazily imported code out of the page.
          BUNDLERS[name].dev || BUNDLERS[name].oneFile || ponyfill.gzip <= BUDGET_GZIP
            ? ""
            : `the ponyfill page fetched ${ponyfill.gzip} B gzip, over ${BUDGET_GZIP}`,
          tools.result.errors?.join() === "invalid-URL-unit"
            ? ""
            : `tools page results ${JSON.stringify(tools.result)}`,
          bundler === null || (classesWork(b) && bundler.wasm.length === 1 && !bundler.jsBuild)
            ? ""
            : `bundler page results ${JSON.stringify(b)}, wasm fetched in ${bundler.wasm.join()}`,
          ...[...ponyfill.errors, ...auto.errors, ...tools.errors, ...(bundler?.errors ?? [])].map(
            (e) => `page error: ${e}`,
          ),
        ].filter(Boolean);
        // A dev server serves transformed modules, not files of the build: no size then.
        const kb = (n) => (BUNDLERS[name].dev ? "dev server" : `${(n / 1000).toFixed(1)} KB gzip`);
        line = `${problems.length ? "FAIL" : "PASS"}  ${name.padEnd(8)} ponyfill on ${way} (${kb(ponyfill.gzip)} fetched), auto: native kept${BUNDLERS[name].oneFile ? " (with the wasm in its one file)" : ""}, then forced on ${auto.jsBuild ? "js build" : "wasm"} (${kb(auto.gzip)})`;
        line += `, loadTools() (${kb(tools.gzip)})`;
        if (bundler) line += `, url-wasm/bundler on wasm (${kb(bundler.gzip)})`;
        if (problems.length) line += `\n      ${problems.join("\n      ")}`;
        if (problems.length) failures++;
      } finally {
        server.close();
      }
    } catch (error) {
      failures++;
      line = `FAIL  ${name.padEnd(8)} ${error?.stack ?? error}`;
    }
    console.log(`${line}  [${((Date.now() - t) / 1000).toFixed(1)} s]`);
  }
} finally {
  await browser.close();
}
console.log(`bundlers: ${names.length - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
