// Types of url-wasm: the URL Standard's URL and URLSearchParams classes, with the same shapes as
// TypeScript's lib.dom (and lib.dom.iterable) declarations, plus the wasm initialization API: the
// whole API of url-wasm/js, url-wasm/bundler and React Native's entry; tools.d.ts adds the
// authoring tools for url-wasm and url-wasm/tools.
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
