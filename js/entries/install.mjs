// Shared logic of url-wasm/auto: is the runtime's URL conformant enough, and installing ours.

/**
 * A small conformance probe of a URL/URLSearchParams pair, on what code relies on: the recent API
 * additions (URL.parse, URL.canParse, URLSearchParams' size and has/delete with a value), UTS #46
 * non-transitional processing (older engines map "ß" to "ss"), and searchParams of the same
 * realm's class. Deliberately not every recent parser change: replacing a fast native URL over
 * an edge case no shipping browser has yet (such as "sc:a ?b" now serializing as "sc:a%20?b",
 * which Chromium 156 and Node 24 do not do) is rarely what an application wants; install({ force:
 * true }) is the strict choice.
 */
export function isConformant(URLClass, URLSearchParamsClass) {
  try {
    if (typeof URLClass !== "function" || typeof URLSearchParamsClass !== "function") return false;
    if (typeof URLClass.parse !== "function" || typeof URLClass.canParse !== "function") return false;
    if (!("size" in URLSearchParamsClass.prototype)) return false;
    if (new URLClass("https://faß.ExAmPlE/").hostname !== "xn--fa-hia.example") return false;
    const params = new URLSearchParamsClass("a=1&a=2");
    if (params.has("a", "3")) return false; // has(name, value)
    params.delete("a", "2"); // delete(name, value)
    if (params.toString() !== "a=1") return false;
    return new URLClass("https://a/?x").searchParams instanceof URLSearchParamsClass;
  } catch {
    return false;
  }
}

// Same attributes as Web IDL interface objects on the global: https://webidl.spec.whatwg.org/#es-interfaces
function define(name, value) {
  Object.defineProperty(globalThis, name, { value, writable: true, enumerable: false, configurable: true });
}

/** Install both classes (always together: url.searchParams must be an instance of the global one). */
export function installClasses({ URL, URLSearchParams }, { force = false } = {}) {
  if (globalThis.URL === URL && globalThis.URLSearchParams === URLSearchParams) return false;
  if (!force && isConformant(globalThis.URL, globalThis.URLSearchParams)) return false;
  const hadWebkitURL = typeof globalThis.webkitURL === "function";
  define("URL", URL);
  define("URLSearchParams", URLSearchParams);
  if (hadWebkitURL) define("webkitURL", URL); // https://url.spec.whatwg.org/#url-class LegacyWindowAlias
  return true;
}

/**
 * A small conformance probe of a URLPattern class, on behaviour of the URL Pattern Standard at
 * whatwg/urlpattern 203d435 that older implementations (urlpattern-polyfill 10.1, Node 23) get
 * wrong: hostnames cut at "#", ports with a tab, v-flag set operations, and named JavaScript
 * groups inside a regexp group left out of `groups`.
 */
export function isURLPatternConformant(URLPatternClass) {
  try {
    if (typeof URLPatternClass !== "function") return false;
    if (new URLPatternClass({ hostname: "bad#hostname" }).hostname !== "bad") return false;
    if (new URLPatternClass({ port: "8\t0" }).port !== "80") return false;
    if (!new URLPatternClass({ pathname: "/([\\d&&[0-1]])" }).test({ pathname: "/0" })) return false;
    const result = new URLPatternClass({ pathname: "/:foo((?<x>a))" }).exec({ pathname: "/a" });
    return result !== null && !("x" in result.pathname.groups);
  } catch {
    return false;
  }
}

/** Install URLPattern (as a Web IDL interface object) unless a conformant one is there. */
export function installURLPattern(URLPattern, { force = false } = {}) {
  if (globalThis.URLPattern === URLPattern) return false;
  if (!force && isURLPatternConformant(globalThis.URLPattern)) return false;
  define("URLPattern", URLPattern);
  return true;
}
