// Worker half of the browser end-to-end test: the worker entry initializes synchronously, so the
// classes must work right after import, before `ready` is awaited.
import { runAll } from "./wpt-check.mjs";

self.onmessage = async ({ data: { entry, wptBase } }) => {
  try {
    const pkg = await import(entry);
    if (pkg.isInitialized && !pkg.isInitialized()) throw new Error("worker entry did not initialize synchronously");
    if (new pkg.URL("https://example.com/a/../b").pathname !== "/b") throw new Error("URL is broken");
    await pkg.ready;
    self.postMessage(await runAll(pkg.URL, wptBase));
  } catch (e) {
    self.postMessage({ error: String(e?.stack ? e.stack : e) });
  }
};
