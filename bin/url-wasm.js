#!/usr/bin/env node
"use strict";
// url-wasm <input> [base] [--json]: parse with the package's URL class and print the components,
// the validation errors (a caret under the input at each one's position) and whether the input is
// a valid URL string (where the writing grammar first fails).
// Exit codes: 0 parsed, 1 invalid URL (the reason is printed), 2 usage error.

const USAGE = `usage: url-wasm [--json] <input> [base]

Parses <input> (against [base], if given) with the WHATWG URL Standard parser of url-wasm
and prints href, origin, protocol, username, password, host, hostname, port, pathname,
search, hash and the search parameters; then the validation errors, each with a caret under
the input at its position and its name in the URL Standard, and whether the input is a valid
URL string (and where the grammar fails). --json prints all of it as one JSON object.
An invalid URL prints the reason and exits with status 1.`;

/** How many terminal columns a code point takes: 0 (combining, zero-width), 1, or 2 (wide). */
function columns(cp) {
  if ((cp >= 0x300 && cp <= 0x36f) || (cp >= 0x200b && cp <= 0x200f) || (cp >= 0xfe00 && cp <= 0xfe0f)) return 0;
  const wide =
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1faff) ||
    (cp >= 0x20000 && cp <= 0x3fffd);
  return wide ? 2 : 1;
}

/**
 * `s` as one printable line (C0 controls and DEL as their Control Pictures, a space as U+2423 so
 * leading and trailing ones show) and, for each UTF-16 index 0..s.length, its column in that line.
 */
function printable(s) {
  let line = "";
  let column = 0;
  const at = [];
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    for (let i = 0; i < ch.length; i++) at.push(column);
    const shown = cp < 0x20 ? String.fromCodePoint(0x2400 + cp) : cp === 0x7f ? "\u2421" : cp === 0x20 ? "\u2423" : ch;
    line += shown;
    column += cp <= 0x20 || cp === 0x7f ? 1 : columns(cp);
  }
  at.push(column);
  return { line, at };
}

/**
 * The input with the errors under it: a caret at each error's position, then one line per
 * position (rightmost first) with its names, and a "|" down from each position further left.
 */
function underline(input, errors, indent = "  ") {
  const { line, at } = printable(input);
  const byColumn = new Map();
  for (const e of errors) {
    const column = at[Math.min(e.index, at.length - 1)];
    const label = e.failure ? `${e.name} (parsing fails here)` : e.name;
    byColumn.set(column, [...(byColumn.get(column) ?? []), label]);
  }
  const columnsUsed = [...byColumn.keys()].sort((a, b) => a - b);
  const rows = [line, mark(columnsUsed, () => "^")];
  for (let i = columnsUsed.length - 1; i >= 0; i--) {
    const left = columnsUsed.slice(0, i);
    rows.push(
      mark(left, () => "|") +
        " ".repeat(columnsUsed[i] - (left.length ? left.at(-1) + 1 : 0)) +
        byColumn.get(columnsUsed[i]).join(", "),
    );
  }
  return rows.map((row) => indent + row).join("\n");
}

/** A line with `char()` at each of the ascending `columnsUsed` and spaces between. */
function mark(columnsUsed, char) {
  let out = "";
  for (const c of columnsUsed) out += `${" ".repeat(c - out.length)}${char()}`;
  return out;
}

function validityLine(v) {
  if (v.valid) return "valid URL string: yes";
  if (v.index === null) return `valid URL string: no (${v.reason})`;
  return `valid URL string: no, at index ${v.index}: ${v.reason} (${v.production}, ${v.productionURL})`;
}

function main(argv) {
  const json = argv.includes("--json");
  const args = argv.filter((a) => a !== "--json");
  if (args.includes("-h") || args.includes("--help")) {
    console.log(USAGE);
    return 0;
  }
  if (args.length < 1 || args.length > 2 || args.some((a) => a.startsWith("--"))) {
    console.error(USAGE);
    return 2;
  }
  const [input, base] = args;
  // The package's CommonJS entry (package.json "main").
  const { URL, parseWithErrors, validateURLString } = require("..");
  // The URL attributes (href, origin, protocol, …, hash), from the class itself.
  const FIELDS = Object.entries(Object.getOwnPropertyDescriptors(URL.prototype))
    .filter(([name, d]) => d.get !== undefined && name !== "searchParams")
    .map(([name]) => name);

  const report = parseWithErrors(input, base);
  const validity = validateURLString(input, base);
  const errors = report.errors.map(({ name, index, failure }) => ({ name, index, failure }));
  const baseErrors = report.base?.errors.map(({ name, index, failure }) => ({ name, index, failure })) ?? [];

  let url;
  try {
    url = new URL(input, base);
  } catch (error) {
    if (json) {
      const out = { input, base: base ?? null, failure: true, reason: error.message, errors, validity };
      if (base !== undefined) out.baseErrors = baseErrors;
      console.log(JSON.stringify(out, null, 2));
      return 1;
    }
    console.error(`url-wasm: ${error.message}`);
    if (report.base !== null && report.base.url === null) {
      console.log(`\nthe base URL fails to parse; its validation errors:\n${underline(base, baseErrors)}`);
    } else if (errors.length > 0) {
      console.log(`\nvalidation errors (${errors.length}):\n${underline(input, errors)}`);
    }
    console.log(`\n${validityLine(validity)}`);
    return 1;
  }

  const result = Object.fromEntries(FIELDS.map((f) => [f, url[f]]));
  const params = [...url.searchParams];
  if (json) {
    const out = { ...result, searchParams: params, errors, validity };
    if (base !== undefined) out.baseErrors = baseErrors;
    console.log(JSON.stringify(out, null, 2));
    return 0;
  }
  const width = Math.max(...FIELDS.map((f) => f.length), "searchParams".length);
  for (const f of FIELDS) console.log(`${f.padEnd(width)}  ${JSON.stringify(result[f])}`);
  params.forEach(([name, value], i) => {
    console.log(`${(i === 0 ? "searchParams" : "").padEnd(width)}  ${JSON.stringify(name)} = ${JSON.stringify(value)}`);
  });
  console.log(
    errors.length === 0
      ? "\nvalidation errors: none"
      : `\nvalidation errors (${errors.length}):\n${underline(input, errors)}`,
  );
  if (baseErrors.length > 0)
    console.log(`\nbase validation errors (${baseErrors.length}):\n${underline(base, baseErrors)}`);
  console.log(`\n${validityLine(validity)}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
