// The authoring tools (tools.mjs: parseWithErrors, validateURLString, …), `parse` and
// `loadEncoders` in the main browser entry (browser.mjs), without growing what a page that only uses
// URL downloads (bench/size.mjs): these functions forward to tools-inline.mjs once `loadTools()` has
// imported it (a chunk of its own) and made the tools flavour of the wasm the one in use; before,
// they throw a TypeError that says so. `url-wasm/tools` has the same functions loaded up front, and
// the worker entry loads them on first use (synchronous XHR).
let tools = null;
let loading = null;

/** Import the tools and their wasm (once); resolves when the functions below work. */
export function loadTools() {
  loading ??= import("./tools-inline.mjs")
    .then(async (module) => {
      await module.loadToolsWasm();
      tools = module;
    })
    .catch((error) => {
      loading = null;
      throw error;
    });
  return loading;
}

function forward(name) {
  return function () {
    if (tools === null) {
      throw new TypeError(
        `url-wasm: ${name}() needs the authoring tools, a separate download: await loadTools() first ` +
          '(or import from "url-wasm/tools")',
      );
    }
    return tools[name].apply(undefined, arguments);
  };
}

export const parseWithErrors = forward("parseWithErrors");
export const validateURLString = forward("validateURLString");
export const isValidURLString = forward("isValidURLString");
export const domainToASCII = forward("domainToASCII");
export const domainToUnicode = forward("domainToUnicode");
export const hostToUnicode = forward("hostToUnicode");
export const parse = forward("parse");

/** Load the encoders for `encoding` options other than UTF-8 (and the tools, if not loaded yet). */
export const loadEncoders = () => loadTools().then(() => tools.loadEncoders());
