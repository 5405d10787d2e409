// Headless Debian Chromium for the browser tests, driven by playwright-core (no browser is ever
// downloaded): a persistent context in a fresh temporary profile, removed on close.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

export const executablePath = process.env.CHROMIUM ?? "/usr/bin/chromium";

/** Launch; resolves to the context, its first page, and `close()` (browser and profile). */
export async function launchChromium() {
  const userDataDir = mkdtempSync(join(tmpdir(), "url-wasm-chromium-"));
  const removeProfile = () => rmSync(userDataDir, { recursive: true, force: true });
  let context;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath,
      headless: true,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  } catch (error) {
    removeProfile();
    throw error;
  }
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    removeProfile,
    async close() {
      await context.close();
      removeProfile();
    },
  };
}
