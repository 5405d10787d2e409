// `npm run viewer`: serve the live URL viewer (viewer/index.html) and the package's browser entry on
// 127.0.0.1 (PORT, else a free port) until interrupted. Needs the release pkg/ (scripts/build.sh).
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "./static-server.mjs";

const root = resolve(fileURLToPath(import.meta.url), "../..");
for (const built of ["pkg/esm/browser.mjs", "pkg/wasm/url_wasm_tools_bg.wasm"]) {
  if (!existsSync(join(root, built))) {
    console.error(`viewer: ${built} is missing: run scripts/build.sh first`);
    process.exit(1);
  }
}
const { origin } = await serve(root, { port: Number(process.env.PORT ?? 0) });
console.log(`url-wasm viewer: ${origin}/viewer/  (Ctrl-C to stop)`);
