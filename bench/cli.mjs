// The command line of the scripts in bench/ that a person runs: each declares the options it takes,
// parsed strictly (node:util parseArgs), so that a mistyped or unknown option stops the script with
// its usage instead of starting a run of several minutes that overwrites its last results; `--help`
// (`-h`) prints the usage. The usage is the script's own leading comment, which says what it
// measures, how, and its command line.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

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
 * `{ quick: { type: "boolean" } }`); `positionals`: whether the script takes arguments that are not
 * options. Returns parseArgs' `{ values, positionals }`. On `--help` prints the usage and exits
 * (status 0); on an unknown option or an option without its value prints why and the usage, and
 * exits with status 2.
 */
export function benchArgs(scriptUrl, options, positionals = false) {
  let parsed;
  try {
    parsed = parseArgs({
      options: { ...options, help: { type: "boolean", short: "h" } },
      allowPositionals: positionals,
      strict: true,
    });
  } catch (error) {
    process.stderr.write(`${error.message}\n\n${usage(scriptUrl)}\n`);
    process.exit(2);
  }
  if (parsed.values.help) {
    process.stdout.write(`${usage(scriptUrl)}\n`);
    process.exit(0);
  }
  return parsed;
}
