// The live URL viewer (viewer/index.html) in headless Chromium: types inputs (valid, invalid, with
// errors, IDN, IPv6, relative with a base, one this browser parses differently), checks the
// components table, the marked error spans, the grammar's verdict and the diff markers in the DOM,
// the state in the page's address, keyboard access and a phone-width layout, and saves the
// screenshot README shows (docs/viewer.png).
// Needs the release pkg/ (scripts/build.sh). Usage: node tests/browser/viewer.mjs
import assert from "node:assert/strict";
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "../../scripts/static-server.mjs";
import { executablePath, launchChromium } from "./chromium.mjs";

const root = resolve(fileURLToPath(import.meta.url), "../../..");
const screenshot = join(root, "docs/viewer.png");
const TIMEOUT_MS = 120_000;

for (const [what, path] of [
  ["browser", executablePath],
  ["release build (run scripts/build.sh)", join(root, "pkg/esm/browser.mjs")],
]) {
  if (!existsSync(path)) {
    console.error(`viewer test: ${what} not found: ${path}`);
    process.exit(1);
  }
}

let browser;
setTimeout(() => {
  console.error(`viewer test: FAILED, not done after ${TIMEOUT_MS / 1000} s`);
  browser?.removeProfile();
  process.exit(1);
}, TIMEOUT_MS).unref();

const { server, origin } = await serve(root);
let exitCode = 1;
let checks = 0;
const log = [];
try {
  browser = await launchChromium();
  const { page } = browser;
  page.on("console", (m) => log.push(`console.${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => log.push(`pageerror: ${e.message}`));
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto(`${origin}/viewer/`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: TIMEOUT_MS });

  /** Type `input` (and `base`) into the form, as a user would. */
  async function type(input, base = "") {
    await page.fill("#base", base);
    await page.fill("#input", input);
  }

  /** What the page shows, read from the DOM; and this browser's own parse for comparison. */
  const view = () =>
    page.evaluate(() => {
      const input = document.getElementById("input").value;
      const base = document.getElementById("base").value || undefined;
      let native = null;
      try {
        native = new URL(input, base);
      } catch {}
      const rows = {};
      const fields = [...document.querySelectorAll("#components tbody tr")].map((tr) => tr.dataset.field);
      for (const tr of document.querySelectorAll("#components tbody tr")) {
        rows[tr.dataset.field] = {
          ours: tr.cells[1].textContent,
          theirs: tr.cells[2].textContent,
          differs: tr.dataset.differs === "true",
          marker: tr.querySelector(".marker") !== null,
        };
      }
      return {
        errors: [...document.querySelectorAll("#errors li")].map((li) => [
          li.dataset.name,
          Number(li.dataset.index),
          li.querySelector("strong") !== null,
        ]),
        marks: [...document.querySelectorAll("#marked a.error")].map((a) => ({
          names: a.dataset.names,
          index: Number(a.dataset.index),
          failure: a.classList.contains("failure"),
          text: a.textContent,
          href: a.getAttribute("href"),
          title: a.title,
        })),
        grammar: document.querySelector("#marked .grammar")?.textContent ?? null,
        valid: document.getElementById("validity").dataset.valid,
        validity: document.getElementById("validity").textContent,
        rows,
        native: native && Object.fromEntries(fields.map((f) => [f, native[f]])),
        displayHost: document.getElementById("display-host").textContent,
        baseErrors: [...document.querySelectorAll("#base-errors li")].map((li) => li.dataset.name),
        search: location.search,
      };
    });

  /** The diff markers are exactly the components where this browser's URL differs. */
  function checkDiffs(v, label) {
    assert.equal(Object.keys(v.rows).length, 11, `${label}: the table has the 11 components`);
    for (const f of Object.keys(v.rows)) {
      const ours = v.rows[f].ours;
      const theirs = v.native === null ? null : JSON.stringify(v.native[f]);
      const shouldDiffer = theirs === null ? !ours.startsWith("failure") : ours !== theirs;
      assert.equal(v.rows[f].differs, shouldDiffer, `${label}: ${f} (${ours} vs ${theirs})`);
      assert.equal(v.rows[f].marker, shouldDiffer, `${label}: ${f} marker`);
      checks += 2;
    }
  }

  // A valid URL: no errors, valid, every component shown.
  await type("https://example.org/a?b#c");
  let v = await view();
  assert.deepEqual(v.errors, []);
  assert.deepEqual(v.marks, []);
  assert.equal(v.valid, "true");
  assert.equal(v.rows.href.ours, '"https://example.org/a?b#c"');
  assert.equal(v.rows.search.ours, '"?b"');
  checkDiffs(v, "valid");
  checks += 5;

  // An invalid URL: the errors marked in place (the failing one too), failure in both columns.
  await type(" https://exa mple.org/");
  v = await view();
  assert.deepEqual(v.errors, [
    ["invalid-URL-unit", 0, false],
    ["domain-to-ASCII", 9, true],
  ]);
  assert.deepEqual(
    v.marks.map((m) => [m.names, m.index, m.failure, m.text, m.href]),
    [
      ["invalid-URL-unit", 0, false, "\u2423", "https://url.spec.whatwg.org/#invalid-url-unit"],
      ["domain-to-ASCII", 9, true, "e", "https://url.spec.whatwg.org/#validation-error-domain-to-ascii"],
    ],
  );
  assert.match(v.marks[1].title, /^domain-to-ASCII at index 9 \(parsing fails here\)$/);
  assert.match(v.rows.href.ours, /^failure/);
  assert.equal(v.valid, "false");
  assert.equal(v.grammar, "\u2423"); // the grammar fails at index 0 too (no scheme there)
  checkDiffs(v, "invalid");
  checks += 7;

  // Errors in a URL that parses, with astral code points before them (UTF-16 indices).
  await type("https://h/\u{1F600}<\\x");
  v = await view();
  assert.deepEqual(v.errors, [
    ["invalid-URL-unit", 12, false],
    ["invalid-reverse-solidus", 13, false],
  ]);
  assert.deepEqual(
    v.marks.map((m) => m.text),
    ["<", "\\"],
  );
  assert.equal(v.rows.pathname.ours, '"/%F0%9F%98%80%3C/x"');
  checkDiffs(v, "errors");
  checks += 3;

  // IDN: the ASCII host, and the host for display.
  await type("https://m\u00fcnchen.example/p\u00e4th");
  v = await view();
  assert.equal(v.rows.host.ours, '"xn--mnchen-3ya.example"');
  assert.equal(v.displayHost, "Host for display: m\u00fcnchen.example");
  assert.deepEqual(v.errors, []);
  assert.equal(v.valid, "true");
  checkDiffs(v, "IDN");
  checks += 4;

  // IPv6: a non-fatal error and where the writing grammar fails (the same piece).
  await type("https://[0:0::01]:443/");
  v = await view();
  assert.deepEqual(v.errors, [["IPv6-piece-leading-zero", 14, false]]);
  assert.equal(v.rows.host.ours, '"[::1]"');
  assert.equal(v.valid, "false");
  assert.match(v.validity, /at index 14, IPv6 piece with a leading zero \(valid IPv6-address string\)/);
  assert.equal(v.grammar, "0");
  checkDiffs(v, "IPv6");
  checks += 5;

  // Relative, with a base (and the base's own error listed apart).
  await type("../c d?x", "\thttps://h/a/b/");
  v = await view();
  assert.equal(v.rows.href.ours, '"https://h/a/c%20d?x"');
  assert.deepEqual(v.errors, [["invalid-URL-unit", 4, false]]);
  assert.deepEqual(v.baseErrors, ["invalid-URL-unit"]);
  assert.match(v.validity, /at index 4, U\+0020 is not a URL code point/);
  checkDiffs(v, "relative");
  checks += 4;

  // A URL this browser parses differently (the URL Standard encodes a space before "?" in an
  // opaque path since 2025-03; Chromium 156 does not): the differing rows are marked.
  await type("sc:a  ?q");
  v = await view();
  assert.equal(v.rows.href.ours, '"sc:a %20?q"');
  checkDiffs(v, "differs");
  const differing = Object.keys(v.rows).filter((f) => v.rows[f].differs);
  assert.ok(differing.length > 0, "this browser agrees with url-wasm on sc:a  ?q: pick another differing input");
  console.log(`viewer test: differing components for "sc:a  ?q": ${differing.join(", ")}`);
  checks += 2;

  // The state is in the page's address: a reload shows the same case.
  const address = `${origin}/viewer/${v.search}`;
  assert.match(v.search, /^\?input=sc%3Aa\+\+%3Fq$/);
  await page.goto(address);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.inputValue("#input"), "sc:a  ?q");
  checks += 2;

  // Keyboard: from the input, Tab reaches the base, the two options and then the first error.
  await type("https://h/a b");
  await page.focus("#input");
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.names), "invalid-URL-unit");
  checks += 1;

  // A phone's width: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await type("https://user@m\u00fcnchen.example:8080/a very/long/path/with spaces?and=a&long=query#fragment");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than a 360px screen`);
  checks += 1;

  // The screenshot README shows: errors, the grammar's verdict and a differing component.
  await page.setViewportSize({ width: 900, height: 900 });
  await type("https://user@m\u00fcnchen.example/a|b c?x#y");
  mkdirSync(join(root, "docs"), { recursive: true });
  await page.screenshot({ path: screenshot, fullPage: true });
  exitCode = 0;
} catch (e) {
  console.error(`viewer test: ${e.stack ?? e}`);
  if (log.length) console.error(log.join("\n"));
} finally {
  await browser?.close();
  server.close();
}
console.log(exitCode === 0 ? `viewer test: passed (${checks} checks; ${screenshot})` : "viewer test: FAILED");
process.exit(exitCode);
