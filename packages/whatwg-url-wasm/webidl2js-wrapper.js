"use strict";
// whatwg-url/webidl2js-wrapper: the URL and URLSearchParams interfaces jsdom installs per window.
module.exports = require("url-wasm/whatwg-url/webidl2js-wrapper");
