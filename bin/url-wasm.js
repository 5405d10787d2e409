#!/usr/bin/env node
"use strict";
// url-wasm <input> [base] [--json]: parse with the package's URL class and print the components.
// Exit codes: 0 parsed, 1 invalid URL (the reason is printed), 2 usage error.

const USAGE = `usage: url-wasm [--json] <input> [base]

Parses <input> (against [base], if given) with the WHATWG URL Standard parser of url-wasm
and prints href, origin, protocol, username, password, host, hostname, port, pathname,
search, hash and the search parameters. --json prints them as one JSON object.
An invalid URL prints the reason and exits with status 1.`;

const FIELDS = [
  "href",
  "origin",
  "protocol",
  "username",
  "password",
  "host",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
];

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
  const { URL } = require(".."); // the package's CommonJS entry (package.json "main")

  let url;
  try {
    url = new URL(input, base);
  } catch (error) {
    if (json) console.log(JSON.stringify({ input, base: base ?? null, failure: true, reason: error.message }, null, 2));
    else console.error(`url-wasm: ${error.message}`);
    return 1;
  }

  const result = Object.fromEntries(FIELDS.map((f) => [f, url[f]]));
  const params = [...url.searchParams];
  if (json) {
    console.log(JSON.stringify({ ...result, searchParams: params }, null, 2));
    return 0;
  }
  const width = Math.max(...FIELDS.map((f) => f.length), "searchParams".length);
  for (const f of FIELDS) console.log(`${f.padEnd(width)}  ${JSON.stringify(result[f])}`);
  params.forEach(([name, value], i) => {
    console.log(`${(i === 0 ? "searchParams" : "").padEnd(width)}  ${JSON.stringify(name)} = ${JSON.stringify(value)}`);
  });
  return 0;
}

process.exitCode = main(process.argv.slice(2));
