"use strict";
// `require("url-wasm/whatwg-url/webidl2js-wrapper")`: the webidl2js interfaces of URL and
// URLSearchParams (js/whatwg-url/webidl2js-wrapper.mjs), from the same copy as url-wasm/whatwg-url.
const { URL, URLSearchParams } = require("../../pkg/cjs/whatwg-url-impl.cjs").webidl2jsWrapper;

module.exports = { URL, URLSearchParams };
