// Node: url-wasm/whatwg-url and url-wasm/whatwg-url/webidl2js-wrapper, synchronously usable once
// loaded (as whatwg-url is). Not an entry point itself: scripts/build.sh bundles it with esbuild
// into pkg/cjs/whatwg-url-impl.cjs, a copy of the shim with its own wasm instance, which the two
// public modules (index.cjs, webidl2js-wrapper.cjs) require.
import "../entries/node-impl.mjs";

export * from "./api.mjs";
export * as webidl2jsWrapper from "./webidl2js-wrapper.mjs";
