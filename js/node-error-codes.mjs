// Node's error codes, which Node's own URL and URLSearchParams put on their TypeErrors
// (https://nodejs.org/api/errors.html#nodejs-error-codes): numbered here for typeError() in
// webidl.mjs, and named for the Node entry, which turns them on (useNodeErrorCodes(NODE_ERROR_CODES)).
// Browser bundles keep only the numbers: the names are dropped as unused.
export const ERR_ARG_NOT_ITERABLE = 0;
export const ERR_INVALID_ARG_TYPE = 1;
export const ERR_INVALID_THIS = 2;
export const ERR_INVALID_TUPLE = 3;
export const ERR_INVALID_URL = 4;
export const ERR_MISSING_ARGS = 5;

/** The names, by number. */
export const NODE_ERROR_CODES = /* @__PURE__ */ Object.freeze([
  "ERR_ARG_NOT_ITERABLE",
  "ERR_INVALID_ARG_TYPE",
  "ERR_INVALID_THIS",
  "ERR_INVALID_TUPLE",
  "ERR_INVALID_URL",
  "ERR_MISSING_ARGS",
]);
