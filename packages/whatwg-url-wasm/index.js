"use strict";
// whatwg-url's main module: url-wasm's implementation of its API (js/whatwg-url/ in url-wasm).
module.exports = require("url-wasm/whatwg-url");
