// Browser end-to-end test: serve the repo on 127.0.0.1 (random port), open tests/browser/index.html
// in headless Debian Chromium (driven by playwright-core; no browser is ever downloaded), and require
// every WPT urltestdata + setters case to pass both in the page (browser entry, async `ready`) and
// in a dedicated worker (worker entry, synchronous init); before that, url-wasm/auto's decisions
// (auto.html: native kept, wasm unreachable, installed).
// Needs the release pkg/ (scripts/build.sh). WPT data: $WPT_URL_DIR, else ../shared/wpt/url.
// Usage: node tests/browser/run.mjs   (CHROMIUM=/path/to/chromium to override the browser)
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { urlpatternWptFile, wptDir } from "../js/paths.mjs";
import { serve } from "../../scripts/static-server.mjs";
import { executablePath, launchChromium } from "./chromium.mjs";

const root = resolve(fileURLToPath(import.meta.url), "../../..");
// URLPattern's data, for tests/browser/urlpattern-page.mjs.
const urlpatternDir = resolve(urlpatternWptFile, "..");
const TIMEOUT_MS = 120_000;

for (const [what, path] of [
  ["WPT data", join(wptDir, "urltestdata.json")],
  ["WPT URLPattern data", urlpatternWptFile],
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

const { server, origin } = await serve(root, { mounts: { "/wpt/": wptDir, "/urlpattern-wpt/": urlpatternDir } });

// Hard limit: a page stuck in a loop (e.g. inside wasm) can keep Playwright's own timeouts from
// firing. Exiting also kills the browser (Playwright kills the browsers it launched on exit).
let browser;
setTimeout(() => {
  console.error(`browser test: FAILED, no result after ${TIMEOUT_MS / 1000} s (a hang in the page or worker?)`);
  browser?.removeProfile();
  process.exit(1);
}, TIMEOUT_MS + 10_000).unref();
let exitCode = 1;
let checksFailed = false;
try {
  browser = await launchChromium();
  const { context, page } = browser;
  const log = [];
  page.on("console", (m) => log.push(`console.${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => log.push(`pageerror: ${e.message}`));
  page.on("requestfailed", (r) => log.push(`requestfailed: ${r.url()}`));

  // url-wasm/auto first, before anything is in the cache: with Chromium's own URL (conformant: kept,
  // nothing downloaded); with a non-conformant one in a page whose Content-Security-Policy refuses
  // WebAssembly (the JS build is installed); the same with the JS build unreachable too (the native
  // class stays, one warning, the import does not fail); and with WebAssembly allowed (installed).
  // `core`: the requests for the core wasm (pkg/wasm/url_wasm_inline.mjs, or a .wasm).
  const autoEntry = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).exports["./auto"].default;
  const refuseWasm = "script-src 'self'"; // no 'wasm-unsafe-eval'
  const autoRuns = [
    ["native conformant", "0", [], null, { installed: false, native: true, core: 0, warnings: 0 }],
    ["wasm refused (CSP)", "1", [], refuseWasm, { installed: true, native: false, core: 1, warnings: 0 }],
    ["nothing loadable", "1", ["**/pkg/js/**"], refuseWasm, { installed: false, native: true, core: 1, warnings: 1 }],
    ["installed", "1", [], null, { installed: true, native: false, core: 1, warnings: 0 }],
  ];
  const isCore = (url) => url.endsWith(".wasm") || url.endsWith("/url_wasm_inline.mjs");
  for (const [name, broken, blocked, csp, expected] of autoRuns) {
    const core = [];
    const warnings = [];
    const onRequest = (r) => isCore(r.url()) && core.push(r.url());
    const onConsole = (m) => m.type() === "warning" && m.text().startsWith("url-wasm") && warnings.push(m.text());
    page.on("request", onRequest);
    page.on("console", onConsole);
    for (const pattern of blocked) await page.route(pattern, (route) => route.abort());
    const pagePattern = "**/tests/browser/auto.html?*";
    if (csp !== null) {
      await page.route(pagePattern, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": csp } });
      });
    }
    await page.goto(
      `${origin}/tests/browser/auto.html?${new URLSearchParams({ entry: autoEntry.replace(/^\.\//, "/"), break: broken })}`,
    );
    await page.waitForFunction(() => window.__result !== undefined, null, { timeout: TIMEOUT_MS });
    const r = await page.evaluate(() => window.__result);
    for (const pattern of blocked) await page.unroute(pattern);
    if (csp !== null) await page.unroute(pagePattern);
    page.off("request", onRequest);
    page.off("console", onConsole);
    const got = { installed: r.installed, native: r.native, core: core.length, warnings: warnings.length };
    const ok =
      !r.error &&
      JSON.stringify(got) === JSON.stringify(expected) &&
      (r.native || r.href === "https://xn--fa-hia.example/b?c%20d#e");
    console.log(`auto      : ${name}: ${ok ? "ok" : "FAIL"} ${r.error ?? JSON.stringify({ ...got, href: r.href })}`);
    if (!ok) checksFailed = true;
  }

  const entry = entryFor("browser", "./js/entries/browser.mjs");
  const worker = entryFor("worker", "./js/entries/worker.mjs");
  const q = new URLSearchParams({ browser: entry, worker });
  console.log(
    `browser test: ${context.browser()?.version() ?? "chromium"} at ${origin}, entries ${entry} and ${worker}`,
  );
  await page.goto(`${origin}/tests/browser/index.html?${q}`);
  await page.waitForFunction(() => window.__result !== undefined, null, { timeout: TIMEOUT_MS });
  const result = await page.evaluate(() => window.__result);
  // URLPattern, through its own entry, in a second page load.
  const urlpattern = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).exports["./urlpattern"].default;
  const up = new URLSearchParams({
    entry: urlpattern.replace(/^\.\//, "/"),
    data: urlpatternWptFile.slice(urlpatternDir.length + 1),
  });
  await page.goto(`${origin}/tests/browser/urlpattern.html?${up}`);
  await page.waitForFunction(() => window.__result !== undefined, null, { timeout: TIMEOUT_MS });
  const urlpatternResult = await page.evaluate(() => window.__result);
  if (urlpatternResult.error) result.error ??= `URLPattern page: ${urlpatternResult.error}`;
  else Object.assign(result, urlpatternResult);
  // The tools in a worker, from url-wasm/tools and from url-wasm (whose worker entry loads the tools
  // on first use): legacy encodings load by themselves there too (tools-worker.mjs).
  const { exports } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  for (const [name, toolsWorker] of [
    ["tools wkr", exports["./tools"].worker],
    ["main wkr", exports["."].worker],
  ]) {
    const tools = await page.evaluate(
      (entry) =>
        new Promise((done) => {
          const w = new Worker("/tests/browser/tools-worker.mjs", { type: "module" });
          w.onmessage = (e) => done(e.data);
          w.onerror = (e) => done({ error: `worker error: ${e.message}` });
          w.postMessage({ entry: new URL(entry, location.href).href });
        }),
      toolsWorker.replace(/^\.\//, "/"),
    );
    const toolsOk =
      tools.href === "http://h/?%E9%80" &&
      tools.errors.join() === "invalid-URL-unit" &&
      tools.url === "http://h/?%C3%A9";
    console.log(`${name.padEnd(10)}: ${toolsOk ? "ok" : "FAIL"} ${JSON.stringify(tools)}`);
    if (!toolsOk) checksFailed = true;
  }
  // Chromium has WebAssembly's JS String Builtins: the bridge's strings go through them
  // (js/codecs/js-string.mjs; Node 24 checks the codec in full, tests/js/js-string.test.mjs).
  const builtins = await page.evaluate(async () => {
    const { withStringBuiltins } = await import("/js/codecs/js-string.mjs");
    const { defaultCodec } = await import("/js/codecs/utf8.mjs");
    const memory = new WebAssembly.Memory({ initial: 1 });
    const codec = withStringBuiltins(defaultCodec, memory);
    const view = new Uint8Array(memory.buffer, 16);
    const s = "https://EXAMPLE.com/a b/é?\u{1F600}\ud800";
    const n = codec.write(s, view, 2);
    const ascii = "http://h/p?q#f";
    const m = codec.write(ascii, view, 100);
    return {
      used: codec !== defaultCodec,
      write: view.subarray(2, 2 + n).join() === new TextEncoder().encode(s).join(),
      ascii: codec.ascii(view, 100, 100 + m) === ascii,
    };
  });
  const builtinsOk = builtins.used && builtins.write && builtins.ascii;
  console.log(`builtins  : ${builtinsOk ? "ok" : "FAIL"} ${JSON.stringify(builtins)}`);
  if (!builtinsOk) checksFailed = true;

  if (result.error) {
    console.error(`browser test: ${result.error}`);
  } else {
    for (const [where, r] of Object.entries(result)) {
      console.log(`${where.padEnd(10)}: ${r.passed}/${r.total} WPT checks passed, ${r.failed} failed`);
      for (const f of r.failures) console.log(`  FAIL ${f}`);
    }
    const ok =
      !checksFailed && Object.values(result).every((r) => r.total > 0 && r.failed === 0 && r.passed === r.total);
    exitCode = ok ? 0 : 1;
  }
  if (exitCode !== 0 && log.length) console.error(log.join("\n"));
} catch (e) {
  console.error(`browser test: ${e.stack ?? e}`);
} finally {
  await browser?.close();
  server.close();
}
console.log(exitCode === 0 ? "browser test: passed" : "browser test: FAILED");
process.exit(exitCode);
