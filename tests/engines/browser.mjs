// The engine suite in a page and a dedicated worker served with a Content-Security-Policy that
// refuses WebAssembly (script-src 'self', no 'wasm-unsafe-eval'): the package's browser and worker
// entries fall back to the JS build of the core. esbuild bundles this file twice (run.mjs), with
// "url-wasm" and "url-wasm/auto" kept as imports of the served /pkg/ files. Its output lines go to
// window.__engineResult in the page, and to the worker's creator as a message.
import "./count-compiles.mjs"; // first: it must see every attempt the package makes
import * as pkg from "url-wasm";
import { runSuite } from "./suite.mjs";
import data from "./wpt-data.mjs";

const inWorker = typeof document === "undefined";
const [nativeURL, nativeParams] = [globalThis.URL, globalThis.URLSearchParams];
const post = inWorker ? (message) => self.postMessage(message) : (message) => (window.__engineResult = message);

async function main() {
  const lines = [];
  const print = (line) => lines.push(line);
  if (typeof WebAssembly !== "object")
    throw new Error("this browser has no WebAssembly: the test needs one that refuses to compile");
  await pkg.ready;
  if (pkg.URL === globalThis.URL) throw new Error("the entry's URL is the browser's own");
  if (!inWorker) {
    // url-wasm/auto keeps a conformant native URL, and installs the package's classes when forced.
    const auto = await import("url-wasm/auto");
    if ((await auto.ready) !== !auto.isConformant(nativeURL, nativeParams))
      throw new Error("url-wasm/auto decided wrongly");
    await auto.install({ force: true });
    if (globalThis.URL !== pkg.URL) throw new Error("url-wasm/auto did not install the package's classes");
  }
  runSuite(pkg, data, print);
  // The package tried to compile once (or not at all), then used the JS build for everything.
  if (!(globalThis.__wasmCompiles <= 1))
    print(`0 passed, 1 failed (the package tried to compile ${globalThis.__wasmCompiles} times)`);
  // Proof that the CSP applied: compiling is refused here.
  try {
    new WebAssembly.Module(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
    lines.push("0 passed, 1 failed (this context compiles WebAssembly: the CSP did not apply)");
  } catch (error) {
    if (!(error instanceof WebAssembly.CompileError)) throw error;
  }
  return lines;
}

main().then(
  (lines) => post({ lines }),
  (error) => post({ error: String(error?.stack ?? error) }),
);
