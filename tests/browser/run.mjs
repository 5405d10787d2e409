// Browser end-to-end test: serve the repo on 127.0.0.1 (random port), open tests/browser/index.html
// in headless Debian Chromium (driven by playwright-core; no browser is ever downloaded), and require
// every WPT urltestdata + setters case to pass both in the page (browser entry, async `ready`) and
// in a dedicated worker (worker entry, synchronous init).
// Needs the release pkg/ (scripts/build.sh). WPT data: $WPT_URL_DIR, else ../shared/wpt/url.
// Usage: node tests/browser/run.mjs   (CHROMIUM=/path/to/chromium to override the browser)
import { createServer } from "node:http";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = resolve(fileURLToPath(import.meta.url), "../../..");
const wptDir = resolve(root, process.env.WPT_URL_DIR ?? "../shared/wpt/url");
// URLPattern's data (tests/browser/urlpattern-page.mjs): $URLPATTERN_WPT_FILE, else the 366-entry copy.
const urlpatternFile = resolve(
  root,
  process.env.URLPATTERN_WPT_FILE ?? "../shared/urlpattern/wpt/urlpatterntestdata.wpt-master-2026-04-20.json",
);
const urlpatternDir = resolve(urlpatternFile, "..");
const executablePath = process.env.CHROMIUM ?? "/usr/bin/chromium";
const TIMEOUT_MS = 120_000;

for (const [what, path] of [
  ["WPT data", join(wptDir, "urltestdata.json")],
  ["WPT URLPattern data", urlpatternFile],
  ["browser", executablePath],
  ["release build (run scripts/build.sh)", join(root, "pkg/wasm/url_wasm_bg.wasm")],
]) {
  if (!existsSync(path)) {
    console.error(`browser test: ${what} not found: ${path}`);
    process.exit(1);
  }
}

/** The file a package.json `exports` condition points at (conditions may nest), else `fallback`. */
function entryFor(condition, fallback) {
  const { exports } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const pick = (v) => (typeof v === "string" ? v : v && (pick(v.import) ?? pick(v.default)));
  const find = (node) => {
    if (!node || typeof node !== "object") return undefined;
    for (const [key, value] of Object.entries(node)) {
      const hit = key === condition ? pick(value) : find(value);
      if (hit) return hit;
    }
    return undefined;
  };
  return (find(exports?.["."] ?? exports) ?? fallback).replace(/^\.\//, "/");
}

const TYPES = {
  ".html": "text/html",
  ".mjs": "text/javascript",
  ".js": "text/javascript",
  ".json": "application/json",
  ".wasm": "application/wasm",
};

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
  const [base, rel] = path.startsWith("/wpt/")
    ? [wptDir, path.slice(5)]
    : path.startsWith("/urlpattern-wpt/")
      ? [urlpatternDir, path.slice(16)]
      : [root, path.slice(1)];
  const file = resolve(base, rel);
  if ((file !== base && !file.startsWith(base + sep)) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end("not found");
    return;
  }
  res.writeHead(200, {
    "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
    "Cache-Control": "no-store",
  });
  res.end(readFileSync(file));
});
await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
const origin = `http://127.0.0.1:${server.address().port}`;

const userDataDir = mkdtempSync(join(tmpdir(), "url-wasm-chromium-"));
// Hard limit: a page stuck in a loop (e.g. inside wasm) can keep Playwright's own timeouts from
// firing. Exiting also kills the browser (Playwright kills the browsers it launched on exit).
setTimeout(() => {
  console.error(`browser test: FAILED, no result after ${TIMEOUT_MS / 1000} s (a hang in the page or worker?)`);
  rmSync(userDataDir, { recursive: true, force: true });
  process.exit(1);
}, TIMEOUT_MS + 10_000).unref();
let context;
let exitCode = 1;
try {
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const log = [];
  page.on("console", (m) => log.push(`console.${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => log.push(`pageerror: ${e.message}`));
  page.on("requestfailed", (r) => log.push(`requestfailed: ${r.url()}`));

  const browser = entryFor("browser", "./js/entries/browser.mjs");
  const worker = entryFor("worker", "./js/entries/worker.mjs");
  const q = new URLSearchParams({ browser, worker });
  console.log(
    `browser test: ${context.browser()?.version() ?? "chromium"} at ${origin}, entries ${browser} and ${worker}`,
  );
  await page.goto(`${origin}/tests/browser/index.html?${q}`);
  await page.waitForFunction(() => window.__result !== undefined, null, { timeout: TIMEOUT_MS });
  const result = await page.evaluate(() => window.__result);
  // URLPattern, through its own entry, in a second page load.
  const urlpattern = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).exports["./urlpattern"].default;
  const up = new URLSearchParams({
    entry: urlpattern.replace(/^\.\//, "/"),
    data: urlpatternFile.slice(urlpatternDir.length + 1),
  });
  await page.goto(`${origin}/tests/browser/urlpattern.html?${up}`);
  await page.waitForFunction(() => window.__result !== undefined, null, { timeout: TIMEOUT_MS });
  const urlpatternResult = await page.evaluate(() => window.__result);
  if (urlpatternResult.error) result.error ??= `URLPattern page: ${urlpatternResult.error}`;
  else Object.assign(result, urlpatternResult);

  if (result.error) {
    console.error(`browser test: ${result.error}`);
  } else {
    for (const [where, r] of Object.entries(result)) {
      console.log(`${where.padEnd(10)}: ${r.passed}/${r.total} WPT checks passed, ${r.failed} failed`);
      for (const f of r.failures) console.log(`  FAIL ${f}`);
    }
    const ok = Object.values(result).every((r) => r.total > 0 && r.failed === 0 && r.passed === r.total);
    exitCode = ok ? 0 : 1;
  }
  if (exitCode !== 0 && log.length) console.error(log.join("\n"));
} catch (e) {
  console.error(`browser test: ${e.stack ?? e}`);
} finally {
  await context?.close();
  server.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
console.log(exitCode === 0 ? "browser test: passed" : "browser test: FAILED");
process.exit(exitCode);
