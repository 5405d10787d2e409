// The bundler app: `url-wasm/bundler`, which imports the .wasm as a module (WebAssembly ES module
// integration: webpack 5's experiments.asyncWebAssembly, Vite 8). No `ready` to await: the classes
// work once the module has been evaluated.
import { URL, URLSearchParams } from "url-wasm/bundler";

const nativeURL = globalThis.URL;
try {
  window.__result = {
    href: new URL("HTTPS://faß.ExAmPlE/a/../b?c d#e").href,
    size: new URLSearchParams("a=1&b=2").size,
    own: URL !== nativeURL,
  };
} catch (error) {
  window.__result = { error: String(error?.stack ?? error) };
}
