// The command line of the scripts in bench/ that a person runs: each declares the options it takes,
// parsed strictly (node:util parseArgs), so that a mistyped or unknown option stops the script with
// its usage instead of starting a run of several minutes that overwrites its last results; `--help`
// (`-h`) prints the usage. The usage is the script's own leading comment, which says what it
// measures, how, and its command line.
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const benchDir = dirname(fileURLToPath(import.meta.url));

/** The leading `//` comment of the script at `scriptUrl`, without the slashes. */
function usage(scriptUrl) {
  const lines = [];
  for (const line of readFileSync(fileURLToPath(scriptUrl), "utf8").split("\n")) {
    if (!line.startsWith("//")) break;
    lines.push(line.replace(/^\/\/ ?/, ""));
  }
  return lines.join("\n");
}

/**
 * This process's arguments, parsed with `options` (parseArgs' option descriptions, e.g.
 * `{ quick: { type: "boolean" } }`, plus type "number": a string parseArgs reads, which must be a
 * positive number, returned as one); `positionals`: whether the script takes arguments that are
 * not options. Returns parseArgs' `{ values, positionals }`. On `--help` prints the usage and exits
 * (status 0); on an unknown option, an option without its value or a "number" that is not one
 * prints why and the usage, and exits with status 2.
 */
export function benchArgs(scriptUrl, options, positionals = false) {
  const fail = (why) => {
    process.stderr.write(`${why}\n\n${usage(scriptUrl)}\n`);
    process.exit(2);
  };
  const numbers = Object.keys(options).filter((name) => options[name].type === "number");
  const asParsed = { ...options, help: { type: "boolean", short: "h" } };
  for (const name of numbers) asParsed[name] = { ...options[name], type: "string" };
  let parsed;
  try {
    parsed = parseArgs({ options: asParsed, allowPositionals: positionals, strict: true });
  } catch (error) {
    fail(error.message);
  }
  if (parsed.values.help) {
    process.stdout.write(`${usage(scriptUrl)}\n`);
    process.exit(0);
  }
  for (const name of numbers) {
    const text = parsed.values[name];
    if (text === undefined) continue;
    const value = Number(text);
    if (text.trim() === "" || !(value > 0) || !Number.isFinite(value))
      fail(`--${name} takes a positive number, not "${text}"`);
    parsed.values[name] = value;
  }
  return parsed;
}

/**
 * How long a script that takes `--quick` and `--smoke` runs: "smoke" (a minimal run that only shows
 * the script still works, for tests/bench/smoke.mjs: its figures mean nothing), "quick" or "full".
 */
export const runLength = (values) => (values.smoke ? "smoke" : values.quick ? "quick" : "full");

/**
 * Where a script writes its results: `--out FILE` if given; else, for a `--smoke` run,
 * target/bench-smoke/`name`, so that it never replaces the results bench/readme-perf.mjs --reuse
 * reads; else bench/`name`.
 */
export function resultsFile(values, name) {
  if (values.out !== undefined) return resolve(values.out);
  if (!values.smoke) return join(benchDir, name);
  mkdirSync(join(benchDir, "../target/bench-smoke"), { recursive: true });
  return join(benchDir, "../target/bench-smoke", name);
}
