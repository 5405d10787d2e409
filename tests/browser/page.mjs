// Main-thread half of the browser end-to-end test: the package's browser entry runs the WPT data,
// then a dedicated module worker does the same through the worker entry. run.mjs reads
// window.__result. Entry paths come from the query string (run.mjs resolves them from package.json).
import { runAll } from "./wpt-check.mjs";

const params = new globalThis.URL(location.href).searchParams;
const wptBase = new globalThis.URL("/wpt/", location.href).href;

async function inPage() {
  const pkg = await import(params.get("browser"));
  await pkg.ready;
  if (pkg.URL === globalThis.URL) throw new Error("the entry's URL is the browser's own URL");
  if (new pkg.URLSearchParams("a=1&b=%20").get("b") !== " ") throw new Error("URLSearchParams is broken");
  return runAll(pkg.URL, wptBase);
}

function inWorker() {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new globalThis.URL("worker.mjs", import.meta.url), { type: "module" });
    worker.onmessage = (e) => (e.data.error ? reject(new Error(`worker: ${e.data.error}`)) : resolve(e.data));
    worker.onerror = (e) => reject(new Error(`worker error: ${e.message} (${e.filename}:${e.lineno})`));
    worker.postMessage({ entry: new globalThis.URL(params.get("worker"), location.href).href, wptBase });
  });
}

try {
  const page = await inPage();
  const worker = await inWorker();
  window.__result = { page, worker };
} catch (e) {
  window.__result = { error: String(e?.stack ? e.stack : e) };
}
document.getElementById("status").textContent = "done";
