// `url-wasm` and `url-wasm/tools` (Node, browsers and workers): the classes plus the authoring
// tools. `url-wasm/tools` and Node load the tools with the classes; `url-wasm` in browsers fetches
// them on `await loadTools()` (workers: on first use), so that pages that only use URL download the
// smaller core wasm. The entries without WebAssembly (`url-wasm/js`, React Native) and
// `url-wasm/bundler` have no tools (index.d.ts).
export * from "./index.js";

import type { URL } from "./index.js";

// Authoring tools (js/tools.mjs): https://url.spec.whatwg.org/#validation-error and
// https://url.spec.whatwg.org/#url-writing

/** A validation error a parse reported. */
export interface URLValidationError {
  /** The spec's name of the error, e.g. "invalid-URL-unit". */
  name: string;
  /** Where it was found: UTF-16 code units into the string as given (before any trimming). */
  index: number;
  /** Whether this is the error at the step where parsing failed. */
  failure: boolean;
}

/** What parsing one string reported. */
export interface URLParseReport {
  /** The URL (as `URL.parse` returns it), or null on failure. */
  url: URL | null;
  /** Every validation error, in the order the parser found them. */
  errors: URLValidationError[];
}

export interface ParseWithErrorsResult extends URLParseReport {
  /** Null without a base; else the base's own report. When the base fails, the input is not parsed. */
  base: URLParseReport | null;
}

/** The parser's encoding: a label of the Encoding Standard (https://encoding.spec.whatwg.org/#names-and-labels). */
export interface EncodingOption {
  /** Default UTF-8. Another encoding changes only the query of a special URL (not ws: or wss:).
   * Its encoders load on first use in Node; elsewhere `await loadEncoders()` first (else a TypeError).
   * An unknown label is a RangeError. */
  encoding?: string;
}

/** Parse like `new URL(input, base)`, collecting every validation error with its position. Never
 * throws for a string (but for an unknown encoding label). */
export declare function parseWithErrors(
  input: string | URL,
  base?: string | URL,
  options?: EncodingOption,
): ParseWithErrorsResult;

/** Load the tools (see loadTools) and the encoders for `encoding` options other than UTF-8 (the
 * encoding flavour of the wasm, 218 KB gzip). Needed first on a page; in Node and workers they load by
 * themselves on first use. */
export declare function loadEncoders(): Promise<void>;

/** Load the authoring tools (their JS and the tools flavour of the wasm, which replaces the core one):
 * resolves when the functions here work. `url-wasm` on a page: needed first (before, they throw a
 * TypeError that says so); it rejects where WebAssembly does not run. Elsewhere already loaded, or
 * (workers) loaded by the first call. */
export declare function loadTools(): Promise<void>;

/** `URL.parse(input, base)` with the parser's encoding (HTML's "encoding-parse a URL"): a URL, or null. */
export declare function parse(input: string | URL, options?: EncodingOption & { base?: string | URL }): URL | null;

/** HTML's variants of a valid URL string. */
export interface URLStringValidationOptions {
  /** A valid non-empty URL: the empty string is not valid. */
  nonEmpty?: boolean;
  /** Potentially surrounded by spaces: leading and trailing ASCII whitespace is stripped first. */
  surroundingSpaces?: boolean;
}

/** Where a string first fails the URL Standard's valid-URL-string grammar (all null when valid). */
export interface URLStringValidity {
  valid: boolean;
  /** UTF-16 code units into the string as given; null when valid or when the base fails to parse. */
  index: number | null;
  /** Why the grammar fails there. */
  reason: string | null;
  /** The name of the production that fails, e.g. "URL-port string". */
  production: string | null;
  /** The link to that production's definition. */
  productionURL: string | null;
}

/** Check `input` (against `base`, needed for a relative URL) against the grammar of a valid URL string. */
export declare function validateURLString(
  input: string | URL,
  base?: string | URL,
  options?: URLStringValidationOptions,
): URLStringValidity;

/** Whether `input` (against `base`) is a valid URL string. */
export declare function isValidURLString(
  input: string | URL,
  base?: string | URL,
  options?: URLStringValidationOptions,
): boolean;

/** node:url's domainToASCII: the host the URL `hostname` setter makes of `domain`; "" when invalid. */
export declare function domainToASCII(domain: string): string;

/** node:url's domainToUnicode: domainToASCII's host with its domain labels in Unicode; "" when invalid. */
export declare function domainToUnicode(domain: string): string;

/** The host of a URL for display, domain labels in Unicode. Throws a TypeError for a string that is not a URL. */
export declare function hostToUnicode(url: string | URL): string;
