// url-wasm/urlpattern: the URLPattern class of the URL Pattern Standard
// (https://urlpattern.spec.whatwg.org/, whatwg/urlpattern at 203d435), and url-wasm's URL classes
// (the same ones "url-wasm" exports: one runtime).
export { URL, URLSearchParams } from "./index.js";

export type URLPatternInput = string | URLPatternInit;

export interface URLPatternInit {
  protocol?: string;
  username?: string;
  password?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
  search?: string;
  hash?: string;
  baseURL?: string;
}

export interface URLPatternOptions {
  ignoreCase?: boolean;
}

export interface URLPatternComponentResult {
  input: string;
  /** Group name → the matched text, or undefined for an optional group that did not match. */
  groups: Record<string, string | undefined>;
}

export interface URLPatternResult {
  inputs: URLPatternInput[];
  protocol: URLPatternComponentResult;
  username: URLPatternComponentResult;
  password: URLPatternComponentResult;
  hostname: URLPatternComponentResult;
  port: URLPatternComponentResult;
  pathname: URLPatternComponentResult;
  search: URLPatternComponentResult;
  hash: URLPatternComponentResult;
}

export declare class URLPattern {
  /** Throws a TypeError naming the component, the position and the reason for an invalid pattern. */
  constructor(input: URLPatternInput, baseURL: string, options?: URLPatternOptions);
  constructor(input?: URLPatternInput, options?: URLPatternOptions);

  test(input?: URLPatternInput, baseURL?: string): boolean;
  exec(input?: URLPatternInput, baseURL?: string): URLPatternResult | null;

  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly hasRegExpGroups: boolean;
}

/** Resolves when URLPattern is usable (browsers load the wasm asynchronously; in Node it is settled). */
export declare const ready: Promise<void>;
