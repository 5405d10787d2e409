// The ponyfill app: url-wasm's classes imported, as an application would, awaiting `ready`.
import { URL, URLSearchParams, ready } from "url-wasm";

const nativeURL = globalThis.URL;
ready.then(
  () => {
    window.__result = {
      href: new URL("HTTPS://faß.ExAmPlE/a/../b?c d#e").href,
      size: new URLSearchParams("a=1&b=2").size,
      own: URL !== nativeURL,
    };
  },
  (error) => {
    window.__result = { error: String(error?.stack ?? error) };
  },
);
