// Legacy encodings against a browser: for each encoding, a page served as `text/html; charset=X`
// resolves a corpus of links through `<a href>` (HTML's "encoding-parse a URL": the document's
// encoding, against a `<base href>`), in headless Chromium; url-wasm must give the same href with
// `parse(input, { base, encoding: X })` wherever Chromium follows the standards. Every difference
// is classified by rule, not by input:
//   chromium-url   Chromium's own `new URL(input, base)` (UTF-8) differs from url-wasm's UTF-8
//                  result too: a parser deviation of Chromium's that has nothing to do with the
//                  encoding (url-wasm passes all of WPT's urltestdata.json)
//   chromium-query the URL is not special, or is ws:/wss:, and Chromium encoded its query with the
//                  page's encoding, where the URL Standard says UTF-8
//   surrogates     the input has a lone surrogate, which Chromium writes in encoding-specific ways
//                  (url-wasm, like every URL API, first makes it U+FFFD: USVString)
//   other          anything else: must be 0
// A link that fails to parse reads back as its attribute (HTML's href getter); url-wasm's null is
// compared as that. Prints the counts per encoding ("encoded": equal links whose href the encoding
// changed).   Usage: node tests/browser/encodings.mjs   (SHOW=<class>: print 5 links of that class)
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { launchChromium } from "./chromium.mjs";
import { wptJSON } from "../js/wpt-data.mjs";

const require = createRequire(import.meta.url);
const { parse } = require("url-wasm");

const ENCODINGS = [
  "windows-1252",
  "windows-1251",
  "Shift_JIS",
  "EUC-JP",
  "ISO-2022-JP",
  "EUC-KR",
  "GBK",
  "gb18030",
  "Big5",
  "ISO-8859-2",
  "KOI8-R",
  "UTF-16LE",
  "UTF-8",
];

/** [input, base] pairs: WPT's urltestdata.json inputs, and queries (and paths and fragments) with
 * code points inside and outside each encoding's repertoire, astral ones, a lone surrogate, and
 * `&#`-lookalikes, on special, ws: and non-special URLs. */
function corpus() {
  const cases = [];
  for (const entry of wptJSON("urltestdata.json") ?? []) {
    // HTML never takes a data: or javascript: URL as a document's base (its frozen base URL is then
    // the fallback base URL), so those entries cannot be set up through <base href>.
    if (typeof entry !== "object" || entry.base === null || /^(data|javascript):/i.test(entry.base ?? "")) continue;
    cases.push([entry.input, entry.base ?? "about:blank"]);
  }
  const texts = [
    "é",
    "€",
    "ж",
    "ő",
    "中",
    "あ",
    "ア",
    "한",
    "丂",
    "😀",
    "\ufffd",
    "\ud800",
    "&#233;",
    "&#x41;",
    "%41",
    "a b",
    "ß~`",
  ];
  const bases = ["http://example.com/dir/page", "ws://example.com/s", "sc://example.com/x", "file:///C:/dir/f"];
  for (const t of texts) {
    for (const base of bases) {
      cases.push([`?q=${t}`, base], [`/p/${t}?${t}=${t}#${t}`, base], [`https://h/?${t}${t}`, base]);
    }
    cases.push([`wss://h/?${t}`, bases[0]], [`sc:opaque?${t}`, bases[0]], [`ftp://h/?${t}`, bases[0]]);
  }
  return cases;
}

/** A page in `charset` (its bytes in that encoding: only UTF-16 needs re-encoding, the rest is ASCII). */
function servePage() {
  const server = createServer((req, res) => {
    const charset = new URL(req.url, "http://x").searchParams.get("charset") ?? "UTF-8";
    const html = `<!doctype html><meta charset="${charset}"><title>${charset}</title><base href="about:blank">`;
    const body = charset.toLowerCase() === "utf-16le" ? Buffer.from(`\ufeff${html}`, "utf16le") : Buffer.from(html);
    res.writeHead(200, { "Content-Type": `text/html; charset=${charset}`, "Cache-Control": "no-store" });
    res.end(body);
  });
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done(server)));
}

const hasLoneSurrogate = (s) => /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
const SPECIAL_NOT_WS = new Set(["http:", "https:", "ftp:", "file:"]);

const cases = corpus();
const server = await servePage();
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
let others = 0;
try {
  for (const encoding of ENCODINGS) {
    await browser.page.goto(`${origin}/?charset=${encodeURIComponent(encoding)}`);
    const documentEncoding = await browser.page.evaluate(() => document.characterSet);
    const results = await browser.page.evaluate((list) => {
      const base = document.querySelector("base");
      const a = document.createElement("a");
      return list.map(([input, baseURL]) => {
        base.href = baseURL;
        a.setAttribute("href", input);
        let native = null;
        try {
          native = new URL(input, baseURL).href;
        } catch {}
        return [a.href, native];
      });
    }, cases);
    // "encoded": equal links whose href the encoding changed (UTF-8 would give another one).
    const counts = { equal: 0, encoded: 0, "chromium-url": 0, "chromium-query": 0, surrogates: 0, other: 0 };
    const examples = [];
    cases.forEach(([input, base], i) => {
      const [chromium, chromiumUTF8] = results[i];
      const ours = parse(input, { base, encoding })?.href ?? input;
      const oursUTF8 = parse(input, { base })?.href ?? null;
      if (ours === chromium) {
        counts.equal++;
        if (ours !== (oursUTF8 ?? input)) counts.encoded++;
        return;
      }
      const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(ours)?.[0].toLowerCase();
      let kind = "other";
      if (chromiumUTF8 !== oursUTF8) kind = "chromium-url";
      else if (hasLoneSurrogate(input)) kind = "surrogates";
      else if (!SPECIAL_NOT_WS.has(scheme) && oursUTF8 === ours) kind = "chromium-query";
      counts[kind]++;
      if ((kind === "other" || process.env.SHOW === kind) && examples.length < 5)
        examples.push({ kind, input, base, chromium, ours });
    });
    others += counts.other;
    console.log(
      `${encoding.padEnd(13)} (document ${documentEncoding.padEnd(12)}) ${cases.length} links: ${Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}`,
    );
    for (const e of examples) console.log(`  ${JSON.stringify(e)}`);
    if (documentEncoding.toLowerCase() !== encoding.toLowerCase()) {
      console.log(`  the page is ${documentEncoding}, not ${encoding}`);
      others++;
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(others === 0 ? "encodings: passed" : `encodings: FAILED (${others} unclassified)`);
process.exit(others === 0 ? 0 : 1);
