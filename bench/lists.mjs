// The URL lists the benchmarks time (bench/worker.mjs in Node, bench/browser.mjs in Chromium), by
// name: a file of URLs, one a line, or "messy:FILE", the messy variant of that file (bench/messy.mjs),
// and the mixed list, all the lists interleaved (line 1 of each list, then line 2 of each, …) so
// that one loop sees every kind of input, as a real program does.
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { datasetDir } from "../tests/js/paths.mjs";
import { messy } from "./messy.mjs";

const NativeURL = globalThis.URL;

/** The lists `npm run bench` and `npm run bench:browser` time when given no files. */
export function defaultLists() {
  const files = ["kasztp.txt", "node_files.txt"].map((f) => resolve(datasetDir, f));
  return [...files, ...files.map((f) => `messy:${f}`)];
}

/** The name a list goes by in tables and results: the file's name, or "messy:" + it. */
export const listName = (spec) => (spec.startsWith("messy:") ? `messy:${basename(spec.slice(6))}` : basename(spec));

/** The file a list comes from. */
export const listFile = (spec) => (spec.startsWith("messy:") ? spec.slice(6) : spec);

/**
 * The lines of list `spec` that Node's URL accepts (the same input for every implementation);
 * with `sample`, every k-th line so that about `sample` remain (deterministic), then made messy
 * for a messy list. Returns { lines, total }: total = the accepted lines before sampling.
 */
export function loadList(spec, sample) {
  const all = readFileSync(listFile(spec), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "" && NativeURL.canParse(l));
  let lines = all;
  if (sample && all.length > sample) {
    const step = all.length / sample;
    lines = Array.from({ length: sample }, (_, i) => all[Math.floor(i * step)]);
  }
  if (spec.startsWith("messy:")) lines = messy(lines, { accepts: (s) => NativeURL.canParse(s) });
  return { lines, total: all.length };
}

/** All lists interleaved: line i of every list, for i = 0, 1, … (shorter lists drop out). */
export function interleave(lists) {
  const out = [];
  const n = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < n; i++) for (const l of lists) if (i < l.length) out.push(l[i]);
  return out;
}

/** The share of `lines` already in serialized form (href === input), per Node's URL. */
export function serializedShare(lines) {
  let same = 0;
  for (const l of lines) if (new NativeURL(l).href === l) same++;
  return lines.length ? same / lines.length : 0;
}
