// `require("url-wasm/whatwg-url")` (pkg/cjs/whatwg-url.cjs, bundled by scripts/build.sh): exactly
// whatwg-url 17.3's exports (see api.mjs), from the one copy in pkg/cjs/whatwg-url-impl.cjs.
export {
  basicURLParse,
  cannotHaveAUsernamePasswordPort,
  hasAnOpaquePath,
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
  URL,
  URLSearchParams,
} from "./node-impl.mjs";
