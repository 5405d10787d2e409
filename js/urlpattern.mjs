// The URLPattern class: https://urlpattern.spec.whatwg.org/#urlpattern-class (whatwg/urlpattern
// at 203d435). The pattern work (parsing, canonicalization, the regular expressions) is one wasm
// call per constructor (src/urlpattern/); splitting an input URL into components is one wasm
// call per test()/exec() (the last input's components are kept, for route tables that try many
// patterns on one URL). Matching runs here: components without regexp groups with the linear
// matcher of urlpattern-matcher.mjs, the others with the host's RegExp (flags "v", else "u").
import { compilePattern, splitInit, splitURL } from "./wasm/urlpattern-bridge.mjs";
import { literalEnds, run } from "./urlpattern-matcher.mjs";
import { canonicalInit } from "./codecs/urlpattern-init.mjs";
import { finishInterface, illegalInvocation, inspectCustom, toUSVString } from "./webidl.mjs";

/** The components, in the spec's order (src/urlpattern/error.rs ComponentName). */
const COMPONENTS = ["protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"];
/** URLPatternInit's members in the order Web IDL converts them (lexicographic). */
const INIT_MEMBERS = ["baseURL", "hash", "hostname", "password", "pathname", "port", "protocol", "search", "username"];
const SPECIAL_SCHEMES = ["ftp", "file", "http", "https", "ws", "wss"];

/** The spec's flags need the `v` flag (ES2024); engines without it get `u` (README lists what differs). */
const UNICODE_SETS = (() => {
  try {
    return /(?:)/v.unicodeSets === true;
  } catch {
    return false;
  }
})();

/** Compiled RegExps by flags and source: patterns that share a component share its RegExp (a
 * RegExp without the g and y flags keeps no state between exec calls). */
const regexps = new Map();

function compileRegExp(source, ignoreCase, component, pattern) {
  const flags = (UNICODE_SETS ? "v" : "u") + (ignoreCase ? "i" : "");
  const key = flags + source;
  let re = regexps.get(key);
  if (re === undefined) {
    try {
      re = new RegExp(source, flags);
    } catch (error) {
      throw new TypeError(
        `Invalid URLPattern: ${component} pattern ${JSON.stringify(pattern)}: the regular expression ` +
          `/${source}/${flags} is invalid (${error.message})`,
      );
    }
    if (regexps.size >= 1000) regexps.clear();
    regexps.set(key, re);
  }
  return re;
}

/** https://webidl.spec.whatwg.org/#es-union for URLPatternInput: a string, or the init as the
 * 9-string list the bridge takes (undefined for members that were not given). */
function toInput(value) {
  if (value === undefined || value === null || (typeof value !== "object" && typeof value !== "function")) {
    return value === undefined || value === null ? new Array(9) : toUSVString(value);
  }
  // https://webidl.spec.whatwg.org/#es-dictionary: members read in lexicographic order.
  const list = new Array(9);
  for (const member of INIT_MEMBERS) {
    const v = value[member];
    if (v !== undefined) list[member === "baseURL" ? 8 : COMPONENTS.indexOf(member)] = toUSVString(v);
  }
  return list;
}

/** The init list as the URLPatternInit dictionary it was converted to (for `inputs`). */
function initObject(list) {
  const init = {};
  for (const member of INIT_MEMBERS) {
    const v = list[member === "baseURL" ? 8 : COMPONENTS.indexOf(member)];
    if (v !== undefined) init[member] = v;
  }
  return init;
}

/** Groups of the program's capture slots (https://urlpattern.spec.whatwg.org/#create-a-component-match-result). */
function groupsOf(names, slots, input) {
  const groups = {};
  for (let i = 0; i < names.length; i++) {
    const start = slots[2 * i];
    groups[names[i]] = start < 0 || slots[2 * i + 1] < 0 ? undefined : input.slice(start, slots[2 * i + 1]);
  }
  return groups;
}

// How a compiled component matches (`c.kind`, set once by prepare()).
const REGEXP = 0; // the host's RegExp (`c.re`)
const ANY = 1; // "*": every input
const TEXT = 2; // fixed text only (`c.prefix`; "" for the empty pattern)
const PROGRAM = 3; // the matcher program, after its fixed prefix and suffix are checked

/**
 * Decide how compiled component `c` matches (once per compiled component). The inputs are always
 * component strings of a parsed URL or a canonicalized init: ASCII, with no line terminator (the
 * URL parser removes or percent-encodes them), so "*" matches them all.
 */
function prepare(c, name, ignoreCase) {
  if (c.hasRegExpGroups) {
    c.re = compileRegExp(c.regexp, ignoreCase, name, c.pattern);
    c.kind = REGEXP;
    return;
  }
  if (c.pattern === "*") {
    c.kind = ANY;
    return;
  }
  const ends = c.program.ignoreCase ? { prefix: "", suffix: "", whole: false } : literalEnds(c.program);
  c.prefix = ends.prefix;
  c.suffix = ends.suffix;
  c.kind = ends.whole ? TEXT : PROGRAM;
}

/** Whether a PROGRAM component can match: the fixed text a match starts and ends with. */
function possible(c, input) {
  return input.startsWith(c.prefix) && input.endsWith(c.suffix) && input.length >= c.prefix.length + c.suffix.length;
}

/** Whether component `c` matches `input`. */
function test(c, input) {
  switch (c.kind) {
    case ANY:
      return true;
    case TEXT:
      return input === c.prefix;
    case PROGRAM:
      return possible(c, input) && run(c.program, input) !== null;
    default:
      return c.re.exec(input) !== null;
  }
}

/** The groups of component `c` on `input` (https://urlpattern.spec.whatwg.org/#create-a-component-match-result), or null. */
function match(c, input) {
  switch (c.kind) {
    case ANY:
      return { 0: input };
    case TEXT:
      return input === c.prefix ? {} : null;
    case PROGRAM: {
      const slots = possible(c, input) ? run(c.program, input) : null;
      return slots === null ? null : groupsOf(c.names, slots, input);
    }
    default: {
      const m = c.re.exec(input);
      if (m === null) return null;
      const groups = {};
      for (let i = 0; i < c.names.length; i++) groups[c.names[i]] = m[i + 1];
      return groups;
    }
  }
}

function invalidPattern(message) {
  return new TypeError(message);
}

/** https://urlpattern.spec.whatwg.org/#url-pattern-create: 8 compiled components. */
function create(input, baseURL, ignoreCase) {
  const list = typeof input === "string" ? [input, baseURL ?? undefined] : input;
  if (typeof input !== "string" && baseURL !== null) {
    throw invalidPattern(
      "Invalid URLPattern: a base URL may only be given as the second argument with a pattern string",
    );
  }
  let flags = ignoreCase ? 1 : 0;
  let result = compilePattern(list, flags);
  if (result.status === 2) {
    // The protocol has regexp groups: the wasm asks whether its RegExp matches a special scheme.
    const re = compileRegExp(result.regexp, false, "protocol", result.regexp);
    flags |= SPECIAL_SCHEMES.some((scheme) => re.test(scheme)) ? 4 : 2;
    result = compilePattern(list, flags);
  }
  if (result.status !== 1) throw invalidPattern(result.message);
  const components = result.components;
  // The bridge gives the same object for a component compiled before: prepared once.
  for (let i = 0; i < 8; i++)
    if (components[i].kind === undefined) prepare(components[i], COMPONENTS[i], ignoreCase && i >= 5);
  return components;
}

// The components of the last test()/exec() input (a pure function of the input and base).
let lastInput;
let lastBase;
let lastParts = null;

/** https://urlpattern.spec.whatwg.org/#url-pattern-match up to the regular expressions: the 8
 * component strings, or null for no match. */
function componentsOf(input, baseURL) {
  if (typeof input !== "string") {
    if (baseURL !== undefined) {
      throw new TypeError("URLPattern: a base URL may only be given with a URL string, not with a URLPatternInit");
    }
    return canonicalInit(input) ?? splitInit(input);
  }
  if (input === lastInput && baseURL === lastBase && lastParts !== null) return lastParts;
  const parts = splitURL(input, baseURL);
  lastInput = input;
  lastBase = baseURL;
  lastParts = parts;
  return parts;
}

let isURLPattern;

function check(self, member) {
  if (self === null || typeof self !== "object" || !isURLPattern(self)) throw illegalInvocation("URLPattern", member);
}

export class URLPattern {
  /** The 8 components, as the bridge compiled them, with their matchers (`match`). */
  #c;

  static {
    isURLPattern = (o) => #c in o;
  }

  // https://urlpattern.spec.whatwg.org/#dom-urlpattern-urlpattern and
  // https://urlpattern.spec.whatwg.org/#dom-urlpattern-urlpattern-input-options: Web IDL overload
  // resolution picks (input, baseURL, options) for 3 arguments, and for 2 when the second is
  // neither undefined, null nor an object.
  constructor(input = undefined, baseURL = undefined, options = undefined) {
    const n = arguments.length;
    const second = n >= 2 ? baseURL : undefined;
    const withBase =
      n >= 3 ||
      (n === 2 &&
        second !== undefined &&
        second !== null &&
        typeof second !== "object" &&
        typeof second !== "function");
    const converted = toInput(input);
    let base = null;
    if (withBase) {
      base = toUSVString(baseURL);
    } else {
      options = second;
    }
    // https://webidl.spec.whatwg.org/#es-dictionary for URLPatternOptions.
    const ignoreCase = options === undefined || options === null ? false : Boolean(options.ignoreCase);
    this.#c = create(converted, base, ignoreCase);
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-test */
  test(input = undefined, baseURL = undefined) {
    check(this, "test");
    const parts = componentsOf(toInput(input), baseURL === undefined ? undefined : toUSVString(baseURL));
    if (parts === null) return false;
    if (typeof parts === "string") throw new TypeError(parts);
    const c = this.#c;
    for (let i = 0; i < 8; i++) if (!test(c[i], parts[i])) return false;
    return true;
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-exec */
  exec(input = undefined, baseURL = undefined) {
    check(this, "exec");
    const converted = toInput(input);
    const base = baseURL === undefined ? undefined : toUSVString(baseURL);
    const parts = componentsOf(converted, base);
    if (parts === null) return null;
    if (typeof parts === "string") throw new TypeError(parts);
    const c = this.#c;
    const groups = new Array(8);
    for (let i = 0; i < 8; i++) {
      groups[i] = match(c[i], parts[i]);
      if (groups[i] === null) return null;
    }
    // https://urlpattern.spec.whatwg.org/#dictdef-urlpatternresult, members in Web IDL order.
    const inputs = typeof converted === "string" ? [converted] : [initObject(converted)];
    if (base !== undefined) inputs.push(base);
    return {
      hash: { groups: groups[7], input: parts[7] },
      hostname: { groups: groups[3], input: parts[3] },
      inputs,
      password: { groups: groups[2], input: parts[2] },
      pathname: { groups: groups[5], input: parts[5] },
      port: { groups: groups[4], input: parts[4] },
      protocol: { groups: groups[0], input: parts[0] },
      search: { groups: groups[6], input: parts[6] },
      username: { groups: groups[1], input: parts[1] },
    };
  }

  get protocol() {
    check(this, "protocol");
    return this.#c[0].pattern;
  }

  get username() {
    check(this, "username");
    return this.#c[1].pattern;
  }

  get password() {
    check(this, "password");
    return this.#c[2].pattern;
  }

  get hostname() {
    check(this, "hostname");
    return this.#c[3].pattern;
  }

  get port() {
    check(this, "port");
    return this.#c[4].pattern;
  }

  get pathname() {
    check(this, "pathname");
    return this.#c[5].pattern;
  }

  get search() {
    check(this, "search");
    return this.#c[6].pattern;
  }

  get hash() {
    check(this, "hash");
    return this.#c[7].pattern;
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-hasregexpgroups */
  get hasRegExpGroups() {
    check(this, "hasRegExpGroups");
    return this.#c.some((c) => c.hasRegExpGroups);
  }

  [inspectCustom]() {
    const fields = COMPONENTS.map((name, i) => `${name}: ${JSON.stringify(this.#c[i].pattern)}`);
    return `URLPattern { ${fields.join(", ")}, hasRegExpGroups: ${this.hasRegExpGroups} }`;
  }
}

finishInterface(URLPattern, "URLPattern");
