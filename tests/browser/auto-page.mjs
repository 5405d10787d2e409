// url-wasm/auto in a page (run.mjs loads it once per scenario): `entry` is the package's auto
// browser entry; with `break=1` the browser's URL is first made non-conformant (URL.parse removed,
// as in an engine from before it), so that auto has to load the wasm. window.__result says what
// auto decided and which URL class the page ends up with; run.mjs watches the network and console.
const params = new globalThis.URL(location.href).searchParams;
const NativeURL = globalThis.URL;

try {
  if (params.get("break") === "1") delete NativeURL.parse;
  const auto = await import(params.get("entry"));
  const installed = await auto.ready;
  window.__result = {
    installed,
    native: globalThis.URL === NativeURL,
    href: new globalThis.URL("HTTPS://faß.ExAmPlE/a/../b?c d#e").href,
    parse: typeof globalThis.URL.parse,
  };
} catch (e) {
  window.__result = { error: String(e?.stack ? e.stack : e) };
}
document.getElementById("status").textContent = "done";
