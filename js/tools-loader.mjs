// The hook through which an entry loads the tools flavour of the wasm before a tool's first call
// (tools.mjs): the worker entry (worker.mjs) does it synchronously. Other entries set none: they
// load that wasm up front (Node, url-wasm/tools) or on `loadTools()` (browser.mjs, tools-lazy.mjs).
let load = null;

/** `loader()` makes the tools flavour the wasm in use, or throws saying how to get it. */
export function useToolsLoader(loader) {
  load = loader;
}

/** Before a call into the tools' exports. */
export function needTools() {
  load?.();
}
