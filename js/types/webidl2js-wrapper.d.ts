// Types of url-wasm/whatwg-url/webidl2js-wrapper: the interface objects webidl2js generates for URL
// and URLSearchParams, as jsdom uses them to give each window its own classes
// (https://github.com/jsdom/webidl2js#for-interfaces).

/** One interface's API; `Impl` is the implementation class behind each wrapper. */
export interface WebIDL2JSInterface<Impl> {
  readonly interfaceDescriptor: { readonly name: string };
  /** Installs the interface on `globalObject` when `globalNames` includes "Window" or "Worker". */
  install(globalObject: object, globalNames: readonly string[]): void;
  /** Whether `value` is a wrapper of this interface. */
  is(value: unknown): boolean;
  /** Whether `value` is an impl of this interface. */
  isImpl(value: unknown): value is Impl;
  /** The impl of wrapper `value`; throws `globalObject`'s TypeError otherwise. */
  convert(globalObject: object, value: unknown, options?: { context?: string }): Impl;
  create(globalObject: object, constructorArgs?: readonly unknown[], privateData?: object): object;
  createImpl(globalObject: object, constructorArgs?: readonly unknown[], privateData?: object): Impl;
  setup<T extends object>(
    wrapper: T,
    globalObject: object,
    constructorArgs?: readonly unknown[],
    privateData?: object,
  ): T;
  "new"(globalObject: object, newTarget?: abstract new (...args: never) => unknown): Impl;
  _internalSetup(wrapper: object, globalObject: object): void;
}

export declare const URL: WebIDL2JSInterface<import("./index.js").URL>;
export declare const URLSearchParams: WebIDL2JSInterface<import("./index.js").URLSearchParams>;
