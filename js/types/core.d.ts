// url-wasm/core: the classes without any automatic loading; call initSync(bytes) or await init(source).
export {
  URL,
  URLSearchParams,
  URLSearchParamsIterator,
  InitInput,
  InitSyncInput,
  init,
  initSync,
  isInitialized,
} from "./index.js";
export {
  parseWithErrors,
  validateURLString,
  isValidURLString,
  domainToASCII,
  domainToUnicode,
  hostToUnicode,
} from "./tools.js";
export type {
  URLValidationError,
  URLParseReport,
  ParseWithErrorsResult,
  URLStringValidationOptions,
  URLStringValidity,
} from "./tools.js";
