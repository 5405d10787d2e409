// One process of bench/whatwg-url.mjs: jsdom (from the test project folder argv[2], see
// tests/jsdom/projects.mjs) parses a page with argv[3] <a href> elements (relative links with
// queries, as on a real page), then reads every link's href, host and pathname. Prints
// { parseMs, readMs, totalMs } as JSON: the times of one run, after one warm-up run.
import { createRequire } from "node:module";
import path from "node:path";

const [fixture, countArg] = process.argv.slice(2);
const { JSDOM } = createRequire(path.resolve(fixture, "package.json"))("jsdom");
const count = Number(countArg);

const SHAPES = [
  (i) => `/catalog/item-${i}.html?ref=list&page=${i % 40}`,
  (i) => `../articles/${i % 97}/comments?sort=new&id=${i}`,
  (i) => `search?q=term+${i}&lang=en#results`,
  (i) => `//static.example.net/img/${i}.png?v=3`,
  (i) => `https://other.example.org/path/${i}?utm_source=page&x=${i}`,
  (i) => `tag/caf%C3%A9-${i}?filter=a%20b`,
];
const links = Array.from({ length: count }, (_, i) => `<li><a href="${SHAPES[i % SHAPES.length](i)}">link ${i}</a>`);
const html = `<!doctype html><meta charset=utf-8><title>links</title><ul>${links.join("")}</ul>`;

function run() {
  const t0 = performance.now();
  const dom = new JSDOM(html, { url: "https://www.example.com/dir/index.html" });
  const t1 = performance.now();
  let sink = 0;
  for (const a of dom.window.document.querySelectorAll("a")) sink += a.href.length + a.host.length + a.pathname.length;
  const t2 = performance.now();
  dom.window.close();
  if (sink === 0) throw new Error("no links read");
  return { parseMs: t1 - t0, readMs: t2 - t1, totalMs: t2 - t0 };
}

run();
process.stdout.write(`${JSON.stringify(run())}\n`);
