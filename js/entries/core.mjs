// Runtime-neutral entry: the classes plus explicit initialization. Nothing is loaded until you call
// initSync(bytesOrModule) or await init(source). Used by the other entries, by tests and by
// anyone who brings the wasm bytes themselves (e.g. a Node `vm` context, a custom loader).
export { URL, URLSearchParams } from "../url.mjs";
export * from "../tools.mjs"; // the authoring tools: they need the tools flavour of the wasm
export { init, initSync, isInitialized } from "../wasm/runtime.mjs";
