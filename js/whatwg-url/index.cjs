"use strict";
// `require("url-wasm/whatwg-url")` (and `import`, through Node's CommonJS named exports): exactly
// whatwg-url 17.3's exports (js/whatwg-url/api.mjs), from the one copy in
// pkg/cjs/whatwg-url-impl.cjs (node-impl.mjs bundled by scripts/build.sh), as plain properties: the
// bundle's own exports are getters, which would cost a call on every use.
const {
  URL,
  URLSearchParams,
  basicURLParse,
  cannotHaveAUsernamePasswordPort,
  hasAnOpaquePath,
  isValidURLString,
  parseURL,
  parseURLWithValidationErrors,
  percentDecodeBytes,
  percentDecodeString,
  serializeHost,
  serializeInteger,
  serializePath,
  serializeURL,
  serializeURLOrigin,
  setThePassword,
  setTheUsername,
} = require("../../pkg/cjs/whatwg-url-impl.cjs");

module.exports = {
  URL,
  URLSearchParams,
  parseURL,
  parseURLWithValidationErrors,
  isValidURLString,
  basicURLParse,
  serializeURL,
  serializePath,
  serializeHost,
  serializeInteger,
  serializeURLOrigin,
  setTheUsername,
  setThePassword,
  cannotHaveAUsernamePasswordPort,
  hasAnOpaquePath,
  percentDecodeString,
  percentDecodeBytes,
};
