// `require("url-wasm/whatwg-url/webidl2js-wrapper")` (pkg/cjs/whatwg-url-webidl2js-wrapper.cjs,
// bundled by scripts/build.sh): the webidl2js interfaces of URL and URLSearchParams, from the same
// copy as url-wasm/whatwg-url (pkg/cjs/whatwg-url-impl.cjs).
import { webidl2jsWrapper } from "./node-impl.mjs";

export const { URL, URLSearchParams } = webidl2jsWrapper;
