// The JS build of the core (pkg/js/url_wasm.mjs, scripts/wasm2js.mjs) with the JS copy of the
// one-pass fast path (fast-path.mjs), which its bridge tries before the core: in engines without
// a JIT (Hermes, QuickJS), answering a serialized URL from the string beats writing it into the JS
// build's memory. The no-wasm entries (url-wasm/js, React Native) use this. The browser and worker
// entries fall back to the JS build alone: sharing fast-path.mjs's imports with a dynamically
// imported chunk would split them out of the main download into a chunk of their own (+0.7 KB gzip).
export { instantiate, imports } from "../../pkg/js/url_wasm.mjs";
export { FastPathBridge as Bridge } from "../fast-path.mjs";
