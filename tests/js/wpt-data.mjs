// Locating the WPT url/ resources (never copied into this repo).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { wptDir } from "./paths.mjs";

/** The parsed JSON file, or null (after a loud message) when the WPT folder is missing; in CI, a failure. */
export function wptJSON(name) {
  const file = path.join(wptDir, name);
  if (!existsSync(file)) {
    const message = `WPT data missing: ${file} (set WPT_URL_DIR to the WPT url/resources folder)`;
    if (process.env.CI === "true") throw new Error(message);
    process.stderr.write(`\n!!!!! ${message}: SKIPPING these tests !!!!!\n\n`);
    return null;
  }
  return JSON.parse(readFileSync(file, "utf8"));
}
