// Types of url-wasm: the URL Standard's URL and URLSearchParams classes, with the same shapes as
// TypeScript's lib.dom (and lib.dom.iterable) declarations, plus the wasm initialization API.
// https://url.spec.whatwg.org/#url-class, https://url.spec.whatwg.org/#interface-urlsearchparams
// Needs TypeScript >= 5.6 (IteratorObject, BuiltinIteratorReturn).

/** The WebAssembly.Module type when the program has one (lib.dom or @types/node), else `object`. */
type WebAssemblyModule = typeof globalThis extends { WebAssembly: { Module: abstract new (...args: any[]) => infer M } }
  ? M
  : object;

/** Wasm bytes (any BufferSource) or a compiled WebAssembly.Module, bare or as `{ module }`. */
export type InitSyncInput =
  | ArrayBuffer
  | ArrayBufferView
  | WebAssemblyModule
  | { module: ArrayBuffer | ArrayBufferView | WebAssemblyModule };

/** What init() accepts: an InitSyncInput, a URL or string to fetch, a Request or Response, or a promise of one. */
export type InitInput = InitSyncInput | string | URL | { readonly href: string } | object | PromiseLike<unknown>;

/** https://webidl.spec.whatwg.org/#es-default-iterator-object, as lib.dom.iterable declares it. */
export interface URLSearchParamsIterator<T> extends IteratorObject<T, BuiltinIteratorReturn, unknown> {
  [Symbol.iterator](): URLSearchParamsIterator<T>;
}

/** https://url.spec.whatwg.org/#url-class */
export declare class URL {
  /** Throws a TypeError when `url` (against `base`) is not a valid URL. */
  constructor(url: string | URL, base?: string | URL);
  /** The parsed URL, or null when parsing fails. */
  static parse(url: string | URL, base?: string | URL): URL | null;
  static canParse(url: string | URL, base?: string | URL): boolean;
  /** Forwards to the runtime's native URL.createObjectURL; throws a TypeError when there is none. */
  static createObjectURL(obj: object): string;
  static revokeObjectURL(url: string): void;

  hash: string;
  host: string;
  hostname: string;
  href: string;
  readonly origin: string;
  password: string;
  pathname: string;
  port: string;
  protocol: string;
  search: string;
  readonly searchParams: URLSearchParams;
  username: string;
  toString(): string;
  toJSON(): string;
}

/** https://url.spec.whatwg.org/#interface-urlsearchparams */
export declare class URLSearchParams {
  constructor(
    init?: string[][] | Iterable<readonly [string, string]> | Record<string, string> | string | URLSearchParams,
  );
  readonly size: number;
  append(name: string, value: string): void;
  delete(name: string, value?: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string, value?: string): boolean;
  set(name: string, value: string): void;
  sort(): void;
  toString(): string;
  forEach(callbackfn: (value: string, key: string, parent: URLSearchParams) => void, thisArg?: any): void;
  [Symbol.iterator](): URLSearchParamsIterator<[string, string]>;
  entries(): URLSearchParamsIterator<[string, string]>;
  keys(): URLSearchParamsIterator<string>;
  values(): URLSearchParamsIterator<string>;
}

/**
 * Settles when the classes are usable. Node, bundler and (usually) worker entries load the wasm
 * synchronously, so there it is already resolved; in browsers, await it before the first use.
 */
export declare const ready: Promise<void>;

/** Instantiate synchronously from wasm bytes or a compiled module (no-op once initialized). */
export declare function initSync(source: InitSyncInput): void;

/** Instantiate asynchronously (fetches a URL/string); resolves when the classes are usable. */
export declare function init(source?: InitInput): Promise<void>;

export declare function isInitialized(): boolean;

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

/** Parse like `new URL(input, base)`, collecting every validation error with its position. Never throws for a string. */
export declare function parseWithErrors(input: string | URL, base?: string | URL): ParseWithErrorsResult;

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
