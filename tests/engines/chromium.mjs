// The Chromium part of the engine suite (run.mjs): serves the repository on 127.0.0.1 with
// `Content-Security-Policy: script-src 'self'` on every response (no 'wasm-unsafe-eval': WebAssembly
// exists, but compiling throws a CompileError), opens tests/engines/browser.html in headless
// Chromium (playwright-core, never a downloaded browser) and a dedicated module worker, and returns
// the lines browser.mjs printed in each (which checks that the package tried to compile at most
// once); or, given URLPattern's data, browser-urlpattern.html (the page alone). An error on the
// console fails the run.
import { createServer } from "node:http";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, resolve, sep } from "node:path";
import { chromium } from "playwright-core";
import { repoRoot } from "../js/paths.mjs";
import { esbuild } from "./bundles.mjs";

const CSP = "script-src 'self'";
const TIMEOUT_MS = 180_000;
const TYPES = {
  ".html": "text/html",
  ".mjs": "text/javascript",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
};

/** The bundles: browser.mjs (or, given `urlpatternData`, browser-urlpattern.mjs with that file as
 * "urlpattern-wpt") with the package's entries left as imports of the files package.json names. */
async function bundle(urlpatternData) {
  const { exports } = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8"));
  const served = (file) => file.replace(/^\.\//, "/");
  // count-compiles.mjs stays a module of its own too: evaluated before the package, as imported first.
  const page = {
    "url-wasm": served(exports["."].browser),
    "url-wasm/auto": served(exports["./auto"].default),
    "url-wasm/urlpattern": served(exports["./urlpattern"].default),
    "url-wasm/js/urlpattern": served(exports["./js/urlpattern"].default),
    "./count-compiles.mjs": "/tests/engines/count-compiles.mjs",
  };
  const worker = { ...page, "url-wasm": served(exports["."].worker) };
  const external = (map) => ({
    name: "served-entries",
    setup(b) {
      b.onResolve(
        { filter: /^(url-wasm(\/auto|\/urlpattern|\/js\/urlpattern)?|\.\/count-compiles\.mjs)$/ },
        (args) => ({
          path: map[args.path],
          external: true,
        }),
      );
      b.onResolve({ filter: /^urlpattern-wpt$/ }, () => ({ path: urlpatternData }));
    },
  });
  const options = (map) => ({ platform: "browser", target: "es2022", plugins: [external(map)] });
  if (urlpatternData !== undefined) {
    await esbuild("tests/engines/browser-urlpattern.mjs", "browser-urlpattern.mjs", options(page));
    return;
  }
  await esbuild("tests/engines/browser.mjs", "browser-page.mjs", options(page));
  await esbuild("tests/engines/browser.mjs", "browser-worker.mjs", options(worker));
}

function serve() {
  const server = createServer((req, res) => {
    const file = resolve(repoRoot, decodeURIComponent(new URL(req.url, "http://x").pathname).slice(1));
    if (!file.startsWith(repoRoot + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { "Content-Security-Policy": CSP }).end("not found");
      return;
    }
    res.writeHead(200, {
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      "Cache-Control": "no-store",
      "Content-Security-Policy": CSP,
    });
    res.end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, "127.0.0.1", () => ok(server)));
}

/** Run the page and the worker: { "chromium page": lines, "chromium worker": lines }; given
 * `urlpatternData` (the data module's path), the URLPattern page: { "chromium-urlpattern page": lines }. */
export async function runInChromium(executablePath, urlpatternData = undefined) {
  await bundle(urlpatternData);
  const server = await serve();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const userDataDir = mkdtempSync(join(tmpdir(), "url-wasm-engines-"));
  const killer = setTimeout(() => {
    console.error(`chromium: no result after ${TIMEOUT_MS / 1000} s`);
    process.exit(1);
  }, TIMEOUT_MS).unref();
  let context;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath,
      headless: true,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const log = [];
    page.on("console", (m) => log.push({ type: m.type(), text: m.text(), url: m.location().url }));
    page.on("pageerror", (e) => log.push({ type: "pageerror", text: e.message, url: "" }));
    const html = urlpatternData === undefined ? "browser.html" : "browser-urlpattern.html";
    await page.goto(`${origin}/tests/engines/${html}`);
    await page.waitForFunction(() => window.__engineResult !== undefined, null, { timeout: TIMEOUT_MS });
    const inPage = await page.evaluate(() => window.__engineResult);
    const runs = urlpatternData === undefined ? [["chromium page", inPage]] : [["chromium-urlpattern page", inPage]];
    if (urlpatternData === undefined) {
      const inWorker = await page.evaluate(
        () =>
          new Promise((done) => {
            const worker = new Worker("/target/engines/browser-worker.mjs", { type: "module" });
            worker.onmessage = (e) => done(e.data);
            worker.onerror = (e) => done({ error: `worker error: ${e.message}` });
          }),
      );
      runs.push(["chromium worker", inWorker]);
    }
    const result = {};
    for (const [label, r] of runs) result[label] = r.error ? [r.error] : r.lines;
    const errors = log.filter((entry) => entry.type === "error" || entry.type === "pageerror");
    if (errors.length) {
      for (const lines of Object.values(result))
        lines.push(...errors.map((e) => `${e.type}: ${e.text}`), "0 passed, 1 failed (console errors)");
    }
    return result;
  } finally {
    clearTimeout(killer);
    await context?.close();
    server.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
