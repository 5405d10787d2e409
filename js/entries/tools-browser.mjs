// `url-wasm/tools` in browsers: browser.mjs's exports plus the authoring tools (parseWithErrors,
// validateURLString, …), with the tools flavour of the wasm. A separate entry so that pages that
// only need `URL` download the smaller core wasm (bench/size.mjs measures both). Await `ready`.
import { init } from "../wasm/runtime.mjs";

export { URL, URLSearchParams } from "../url.mjs";
export * from "../tools.mjs";
export { loadEncoders } from "./tools-encoders.mjs";
export { init, initSync, isInitialized } from "../wasm/runtime.mjs";

export const ready = Promise.resolve().then(() =>
  init(new URL("../../pkg/wasm/url_wasm_tools_bg.wasm", import.meta.url)),
);
