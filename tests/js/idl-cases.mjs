// Web IDL shape and behavior of URL and URLSearchParams, written from the IDL in the URL Standard
// (https://url.spec.whatwg.org/#url-class, #interface-urlsearchparams) and Web IDL's ES binding
// rules (https://webidl.spec.whatwg.org/#es-interfaces, #es-attributes, #es-operations, #es-iterable).
// Plain ECMAScript through the public API only: shared by tests/js/idl.test.mjs (node:test and
// node:assert) and the portable suite that runs in other engines (tests/engines/), which pass their
// own `describe`, `test` and `assert` (the subset of node:assert/strict used here).

/** Register the tests for the classes `URL` and `URLSearchParams`. */
export function idlTests({ URL, URLSearchParams, assert, describe, test }) {
  const URL_ATTRIBUTES = {
    href: "rw",
    origin: "r",
    protocol: "rw",
    username: "rw",
    password: "rw",
    host: "rw",
    hostname: "rw",
    port: "rw",
    pathname: "rw",
    search: "rw",
    searchParams: "r",
    hash: "rw",
  };
  const USP_METHODS = {
    append: 2,
    delete: 1,
    get: 1,
    getAll: 1,
    has: 1,
    set: 2,
    sort: 0,
    forEach: 1,
    entries: 0,
    keys: 0,
    values: 0,
    toString: 0,
  };
  const foreign = () => [
    undefined,
    null,
    1,
    "x",
    {},
    Object.create(URL.prototype),
    Object.create(URLSearchParams.prototype),
    typeof globalThis.URL === "function" && globalThis.URL !== URL ? new globalThis.URL("http://a/") : [],
  ];
  const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));

  function assertOperation(object, name, length) {
    const d = Object.getOwnPropertyDescriptor(object, name);
    assert.ok(d, `${String(name)} exists`);
    assert.equal(typeof d.value, "function");
    assert.deepEqual([d.writable, d.enumerable, d.configurable], [true, true, true], `${String(name)} attributes`);
    assert.equal(d.value.length, length, `${String(name)}.length`);
    assert.equal(d.value.name, name, `${String(name)}.name`);
  }

  describe("URL interface object", () => {
    test("constructor shape", () => {
      assert.equal(typeof URL, "function");
      assert.equal(URL.length, 1);
      assert.equal(URL.name, "URL");
      const d = Object.getOwnPropertyDescriptor(URL, "prototype");
      assert.deepEqual([d.writable, d.enumerable, d.configurable], [false, false, false]);
      assert.equal(URL.prototype.constructor, URL);
      assert.throws(() => URL("http://a/"), TypeError);
    });

    test("static operations", () => {
      assertOperation(URL, "parse", 1);
      assertOperation(URL, "canParse", 1);
      assertOperation(URL, "createObjectURL", 1);
      assertOperation(URL, "revokeObjectURL", 1);
    });

    test("attributes: accessors on the prototype, enumerable, configurable, named", () => {
      for (const [name, mode] of Object.entries(URL_ATTRIBUTES)) {
        const d = Object.getOwnPropertyDescriptor(URL.prototype, name);
        assert.ok(d && typeof d.get === "function", name);
        assert.equal(d.enumerable, true, name);
        assert.equal(d.configurable, true, name);
        assert.equal(d.get.name, `get ${name}`);
        assert.equal(d.get.length, 0);
        if (mode === "rw") {
          assert.equal(d.set.name, `set ${name}`);
          assert.equal(d.set.length, 1);
        } else {
          assert.equal(d.set, undefined, `${name} is readonly`);
        }
      }
    });

    test("operations and @@toStringTag", () => {
      assertOperation(URL.prototype, "toJSON", 0);
      assertOperation(URL.prototype, "toString", 0);
      const d = Object.getOwnPropertyDescriptor(URL.prototype, Symbol.toStringTag);
      assert.deepEqual(d, { value: "URL", writable: false, enumerable: false, configurable: true });
      assert.equal(Object.prototype.toString.call(new URL("http://a/")), "[object URL]");
      assert.deepEqual(Reflect.ownKeys(new URL("http://a/")), [], "no own properties");
    });

    test("brand checks on every accessor and method", () => {
      for (const name of Object.keys(URL_ATTRIBUTES)) {
        const d = Object.getOwnPropertyDescriptor(URL.prototype, name);
        for (const self of foreign()) {
          assert.throws(() => d.get.call(self), TypeError, `get ${name}`);
          if (d.set) assert.throws(() => d.set.call(self, "x"), TypeError, `set ${name}`);
        }
      }
      for (const name of ["toJSON", "toString"]) {
        for (const self of foreign()) assert.throws(() => URL.prototype[name].call(self), TypeError, name);
      }
      assert.throws(() => URL.prototype.href, TypeError);
    });

    test("missing arguments", () => {
      assert.throws(() => new URL(), { name: "TypeError", message: /1 argument required/ });
      assert.throws(() => URL.parse(), TypeError);
      assert.throws(() => URL.canParse(), TypeError);
      const url = new URL("http://a/");
      for (const [name, mode] of Object.entries(URL_ATTRIBUTES)) {
        if (mode === "rw")
          assert.throws(() => Object.getOwnPropertyDescriptor(URL.prototype, name).set.call(url), TypeError, name);
      }
      assert.equal(url.href, "http://a/");
    });
  });

  describe("URL behavior", () => {
    test("invalid URLs throw a TypeError that names the input", () => {
      assert.throws(
        () => new URL("foo"),
        (e) => e instanceof TypeError && e.message.startsWith('Invalid URL: "foo"'),
      );
      assert.throws(
        () => new URL("foo", "bar"),
        (e) => e instanceof TypeError && /"foo".*"bar"/.test(e.message),
      );
      assert.throws(() => new URL("http://a/", null), TypeError, 'null is the base string "null"');
    });

    test("optional base: undefined means absent", () => {
      assert.equal(new URL("http://a/b", undefined).href, "http://a/b");
      assert.throws(() => new URL("b", undefined), TypeError);
      assert.equal(new URL("b", new URL("http://a/c")).href, "http://a/b");
      assert.equal(URL.parse("b", "http://a/").href, "http://a/b");
      assert.equal(URL.canParse("b"), false);
      assert.equal(URL.canParse("b", "http://a/"), true);
    });

    test("URL.parse returns a package URL or null; subclasses construct themselves", () => {
      const u = URL.parse("http://a/");
      assert.ok(u instanceof URL);
      assert.equal(URL.parse("nope"), null);
      class Sub extends URL {}
      assert.ok(new Sub("http://a/") instanceof Sub);
      assert.equal(new Sub("http://a/").href, "http://a/");
      const p = Sub.parse("http://a/");
      assert.ok(p instanceof URL && !(p instanceof Sub), "static parse creates a URL");
      const { parse, canParse } = URL;
      assert.equal(parse("http://a/").href, "http://a/", "no this needed");
      assert.equal(canParse("http://a/"), true);
    });

    test("stringifier, toJSON", () => {
      const u = new URL("http://a/b?c#d");
      assert.equal(String(u), u.href);
      assert.equal(`${u}`, u.href);
      assert.equal(u.toJSON(), u.href);
      assert.equal(JSON.stringify({ u }), '{"u":"http://a/b?c#d"}');
    });

    test("USVString conversion: lone surrogates, ToString once, Symbols", () => {
      assert.equal(new URL("http://a/\uD800x\uDC00").pathname, "/%EF%BF%BDx%EF%BF%BD");
      assert.equal(new URL("http://a/#\uDBFF").hash, "#%EF%BF%BD");
      // In the input and the base, whichever way the parser is reached (url.mjs: toParserInput).
      assert.equal(new URL("x", "http://a/\uDC00/").href, "http://a/%EF%BF%BD/x");
      assert.equal(new URL("?\uD800", "http://a/b").href, "http://a/b?%EF%BF%BD");
      assert.equal(new URL("#y\uDFFF", "http://a/b\uD800c").href, "http://a/b%EF%BF%BDc#y%EF%BF%BD");
      assert.equal(new URL("z", "http://a/b\uD800c").href, "http://a/z"); // the same base again
      assert.equal(URL.parse("\uD800\uDC00x\uDC00", "http://a/")?.href, "http://a/%F0%90%80%80x%EF%BF%BD");
      assert.equal(URL.canParse("http://a/\uD800"), true);
      // And in the setters' values (JS setters, wasm setters, the href setter).
      const u = new URL("http://a/b?c#d");
      u.pathname = "/a\uD800b/\uDC00";
      u.search = "?x\uDBFF";
      u.hash = "y\uD83D";
      assert.equal(u.href, "http://a/a%EF%BF%BDb/%EF%BF%BD?x%EF%BF%BD#y%EF%BF%BD");
      u.host = "b\uD800";
      u.pathname = "\uD83D\uDE00\uD800/.";
      assert.equal(u.href, "http://a/%F0%9F%98%80%EF%BF%BD/?x%EF%BF%BD#y%EF%BF%BD");
      u.pathname = "\uD83D\t\uDE00"; // the tab goes after the conversion: no pair
      u.hash = "\uD83D\n\uDE00";
      assert.equal(u.href, "http://a/%EF%BF%BD%EF%BF%BD?x%EF%BF%BD#%EF%BF%BD%EF%BF%BD");
      const opaque = new URL("sc://h/p");
      opaque.pathname = "/q\uDFFF";
      opaque.username = "\uD800";
      assert.equal(opaque.href, "sc://%EF%BF%BD@h/q%EF%BF%BD");
      opaque.href = "http://x/\uDC00";
      assert.equal(opaque.href, "http://x/%EF%BF%BD");
      assert.equal(URL.canParse("\uD800", "\uDC00"), false);
      assert.throws(
        () => new URL("\uD800", "x\uDC00"),
        (e) => e instanceof TypeError && e.message.startsWith('Invalid URL: "\uFFFD" with base "x\uFFFD"'),
      );
      let calls = 0;
      const once = {
        toString() {
          calls++;
          return "http://once/";
        },
      };
      assert.equal(new URL(once).href, "http://once/");
      assert.equal(calls, 1);
      assert.throws(() => new URL(Symbol("x")), TypeError);
      assert.throws(() => URL.parse(Symbol("x")), TypeError);
      assert.throws(() => URL.canParse("http://a/", Symbol("x")), TypeError);
      const url = new URL("http://a/p");
      assert.throws(() => {
        url.pathname = Symbol("x");
      }, TypeError);
      assert.equal(url.href, "http://a/p");
      const hints = [];
      const prim = {
        [Symbol.toPrimitive](hint) {
          hints.push(hint);
          return "/q";
        },
      };
      url.pathname = prim;
      assert.deepEqual(hints, ["string"]);
      assert.equal(url.pathname, "/q");
      url.search = { toString: () => "x=1", valueOf: () => "never" };
      assert.equal(url.search, "?x=1");
      assert.throws(() => {
        url.hash = { [Symbol.toPrimitive]: () => Symbol("s") };
      }, TypeError);
      url.hash = null;
      assert.equal(url.hash, "#null");
    });

    test("a throwing toString leaves the URL unchanged", () => {
      const url = new URL("http://a/p?q#h");
      const boom = {
        toString() {
          throw new RangeError("boom");
        },
      };
      for (const name of Object.keys(URL_ATTRIBUTES)) {
        if (URL_ATTRIBUTES[name] !== "rw") continue;
        assert.throws(
          () => {
            url[name] = boom;
          },
          RangeError,
          name,
        );
      }
      assert.equal(url.href, "http://a/p?q#h");
      assert.throws(() => new URL(boom), RangeError);
      assert.throws(() => new URL("x", boom), RangeError);
    });

    test("a toString that mutates the URL being set: conversion happens first", () => {
      const url = new URL("http://a/p");
      url.search = {
        toString() {
          url.href = "http://other/x";
          return "?q=1";
        },
      };
      assert.equal(url.href, "http://other/x?q=1");
      assert.equal(url.searchParams.get("q"), "1");
      const sp = url.searchParams;
      url.hash = {
        toString() {
          sp.append("z", "2");
          return "h";
        },
      };
      assert.equal(url.href, "http://other/x?q=1&z=2#h");
    });

    test("href setter: failure throws and changes nothing", () => {
      const url = new URL("http://a/?x=1");
      const sp = url.searchParams;
      assert.throws(
        () => {
          url.href = "not a url";
        },
        (e) => e instanceof TypeError && e.message.includes('"not a url"'),
      );
      assert.equal(url.href, "http://a/?x=1");
      assert.equal(sp.get("x"), "1");
      url.href = "https://b/?y=2";
      assert.equal(sp.get("x"), null);
      assert.equal(sp.get("y"), "2");
      url.href = "https://b/";
      assert.equal(sp.size, 0);
    });

    test("getters", () => {
      const u = new URL("https://user:pass@example.com:8080/a/b?q=1#frag");
      assert.deepEqual(
        Object.keys(URL_ATTRIBUTES)
          .filter((k) => k !== "searchParams")
          .map((k) => u[k]),
        [
          "https://user:pass@example.com:8080/a/b?q=1#frag",
          "https://example.com:8080",
          "https:",
          "user",
          "pass",
          "example.com:8080",
          "example.com",
          "8080",
          "/a/b",
          "?q=1",
          "#frag",
        ],
      );
      const e = new URL("http://a/?#");
      assert.deepEqual([e.search, e.hash, e.href], ["", "", "http://a/?#"]);
      const n = new URL("sc:opaque");
      assert.deepEqual(
        [n.host, n.hostname, n.port, n.pathname, n.origin, n.username],
        ["", "", "", "opaque", "null", ""],
      );
      assert.equal(new URL("http://u@h/").password, "");
      assert.equal(new URL("http://:p@h/").username, "");
      assert.equal(new URL("http://:p@h/").password, "p");
      assert.equal(new URL("http://[::1]:81/").host, "[::1]:81");
    });

    test("origin", () => {
      assert.equal(new URL("https://a.com:443/").origin, "https://a.com");
      assert.equal(new URL("ws://h:81/").origin, "ws://h:81");
      assert.equal(new URL("ftp://h/").origin, "ftp://h");
      assert.equal(new URL("file:///x").origin, "null");
      assert.equal(new URL("sc://h/").origin, "null");
      assert.equal(new URL("blob:https://a.com:8080/uuid").origin, "https://a.com:8080");
      assert.equal(new URL("blob:ftp://a.com/uuid").origin, "null");
      assert.equal(new URL("blob:sc:x").origin, "null");
    });

    test("searchParams: same object, kept in sync both ways", () => {
      const url = new URL("http://a/?a=1&b=2#f");
      const sp = url.searchParams;
      assert.equal(url.searchParams, sp);
      assert.ok(sp instanceof URLSearchParams);
      sp.append("c", "3 4");
      assert.equal(url.href, "http://a/?a=1&b=2&c=3+4#f");
      sp.delete("a");
      sp.set("b", "~");
      assert.equal(url.search, "?b=%7E&c=3+4");
      sp.sort();
      sp.delete("b");
      sp.delete("c");
      assert.equal(url.href, "http://a/#f", "an empty list sets the query to null");
      url.search = "?x=%20y&x=z";
      assert.deepEqual(sp.getAll("x"), [" y", "z"]);
      url.search = "";
      assert.equal(sp.size, 0);
      url.search = "??a";
      assert.deepEqual([...sp], [["?a", ""]]);
      url.hash = "#new";
      assert.equal(url.href, "http://a/??a#new");
      const lazy = new URL("http://a/?k=v");
      lazy.search = "?m=n";
      assert.equal(lazy.searchParams.get("m"), "n");
    });

    test("searchParams update encodes with the form serializer", () => {
      const url = new URL("https://example.com/?a=b ~");
      assert.equal(url.href, "https://example.com/?a=b%20~");
      url.searchParams.sort();
      assert.equal(url.href, "https://example.com/?a=b+%7E");
      const opaque = new URL("sc:x?a=b");
      opaque.searchParams.delete("a");
      assert.equal(opaque.href, "sc:x");
    });
  });

  describe("URLSearchParams interface", () => {
    test("constructor and members", () => {
      assert.equal(URLSearchParams.length, 0);
      assert.equal(URLSearchParams.name, "URLSearchParams");
      assert.throws(() => URLSearchParams(), TypeError);
      for (const [name, length] of Object.entries(USP_METHODS))
        assertOperation(URLSearchParams.prototype, name, length);
      const size = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, "size");
      assert.deepEqual(
        [size.enumerable, size.configurable, size.set, size.get.name],
        [true, true, undefined, "get size"],
      );
      const it = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, Symbol.iterator);
      assert.equal(it.value, URLSearchParams.prototype.entries);
      assert.deepEqual([it.writable, it.enumerable, it.configurable], [true, false, true]);
      assert.deepEqual(Object.getOwnPropertyDescriptor(URLSearchParams.prototype, Symbol.toStringTag), {
        value: "URLSearchParams",
        writable: false,
        enumerable: false,
        configurable: true,
      });
      assert.equal(Object.prototype.toString.call(new URLSearchParams()), "[object URLSearchParams]");
    });

    test("brand checks", () => {
      const size = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, "size").get;
      for (const self of foreign()) {
        assert.throws(() => size.call(self), TypeError);
        for (const name of Object.keys(USP_METHODS)) {
          assert.throws(() => URLSearchParams.prototype[name].call(self, "a", "b"), TypeError, name);
        }
      }
      assert.throws(() => URLSearchParams.prototype.size, TypeError);
    });

    test("missing arguments", () => {
      const sp = new URLSearchParams();
      for (const [name, length] of Object.entries(USP_METHODS)) {
        if (length === 0) continue;
        assert.throws(
          () => sp[name](),
          (e) => e instanceof TypeError && e.message.includes("argument"),
          name,
        );
        if (length === 2) assert.throws(() => sp[name]("a"), TypeError, name);
      }
      assert.equal(sp.size, 0);
    });

    test("iterator prototype", () => {
      const sp = new URLSearchParams("a=1");
      const iter = sp.entries();
      const proto = Object.getPrototypeOf(iter);
      assert.equal(Object.getPrototypeOf(proto), IteratorPrototype);
      assert.equal(Object.getPrototypeOf(sp.keys()), proto);
      assert.equal(Object.getPrototypeOf(sp[Symbol.iterator]()), proto);
      assert.deepEqual(Reflect.ownKeys(proto), ["next", Symbol.toStringTag]);
      assertOperation(proto, "next", 0);
      assert.deepEqual(Object.getOwnPropertyDescriptor(proto, Symbol.toStringTag), {
        value: "URLSearchParams Iterator",
        writable: false,
        enumerable: false,
        configurable: true,
      });
      assert.equal(Object.prototype.toString.call(iter), "[object URLSearchParams Iterator]");
      assert.equal(iter[Symbol.iterator](), iter);
      assert.throws(() => proto.next.call({}), TypeError);
      assert.throws(() => proto.next.call(Object.create(proto)), TypeError);
      assert.deepEqual(iter.next(), { value: ["a", "1"], done: false });
      assert.deepEqual(iter.next(), { value: undefined, done: true });
      assert.deepEqual([...sp.keys()], ["a"]);
      assert.deepEqual([...sp.values()], ["1"]);
    });
  });

  describe("URLSearchParams behavior", () => {
    // The parser has a JS fast path (no "%" or "+" to parse), the serializer is JS up to 16K code
    // units: both sides of each must give what the spec's algorithms give.
    test("application/x-www-form-urlencoded parsing, with and without % and +", () => {
      const cases = [
        ["a=b=c", [["a", "b=c"]]],
        [
          "&&a&=&b=&",
          [
            ["a", ""],
            ["", ""],
            ["b", ""],
          ],
        ],
        [
          "=x&y",
          [
            ["", "x"],
            ["y", ""],
          ],
        ],
        ["\uFEFFa=\u00e9", [["\uFEFFa", "\u00e9"]]],
        [
          "a+b=c%20d%zz&%C3%A9=%FF",
          [
            ["a b", "c d%zz"],
            ["\u00e9", "\uFFFD"],
          ],
        ],
        ["?q=1", [["q", "1"]]],
      ];
      for (const [input, list] of cases) assert.deepEqual([...new URLSearchParams(input)], list, input);
      const u = new URL("http://h/?a=1&b&a=2+3");
      assert.deepEqual(
        [...u.searchParams],
        [
          ["a", "1"],
          ["b", ""],
          ["a", "2 3"],
        ],
      );
    });

    test("application/x-www-form-urlencoded serializing, ASCII and not", () => {
      const cases = [
        [[["a b", "~!*'()-._"]], "a+b=%7E%21*%27%28%29-._"],
        [[["k", "/:?#[]@&=+$,%"]], "k=%2F%3A%3F%23%5B%5D%40%26%3D%2B%24%2C%25"],
        [
          [
            ["\u0000\u007f", ""],
            ["", "x"],
          ],
          "%00%7F=&=x",
        ],
        [[["\u00e9", "\u{1F600} "]], "%C3%A9=%F0%9F%98%80+"],
        // 3,000 and 30,000 code units: on either side of the JS serializer's limit
        [[["k", "\u00e9 \u{1F600}".repeat(750)]], `k=${"%C3%A9+%F0%9F%98%80".repeat(750)}`],
        [[["k", "\u00e9 \u{1F600}".repeat(7500)]], `k=${"%C3%A9+%F0%9F%98%80".repeat(7500)}`],
      ];
      for (const [list, expected] of cases) assert.equal(new URLSearchParams(list).toString(), expected);
    });

    test("sort is stable by code units, for short and long lists", () => {
      for (const n of [3, 40]) {
        const list = [];
        for (let i = 0; i < n; i++) list.push([["b", "\uFFFD", "a", "\u{1F600}", ""][i % 5], String(i)]);
        const p = new URLSearchParams(list);
        p.sort();
        const expected = list
          .map((pair, i) => [pair, i])
          .sort((x, y) => (x[0][0] < y[0][0] ? -1 : x[0][0] > y[0][0] ? 1 : x[1] - y[1]));
        assert.deepEqual(
          [...p],
          expected.map(([pair]) => pair),
          `n = ${n}`,
        );
      }
    });

    test("constructor: strings", () => {
      assert.deepEqual([...new URLSearchParams()], []);
      assert.deepEqual([...new URLSearchParams(undefined)], []);
      assert.deepEqual([...new URLSearchParams("")], []);
      assert.deepEqual([...new URLSearchParams("?a=b")], [["a", "b"]]);
      assert.deepEqual([...new URLSearchParams("??a=b")], [["?a", "b"]]);
      assert.deepEqual([...new URLSearchParams(null)], [["null", ""]]);
      assert.deepEqual([...new URLSearchParams(1)], [["1", ""]]);
      assert.deepEqual(
        [...new URLSearchParams("a=b+c&d&=e&&f=%zz%41")],
        [
          ["a", "b c"],
          ["d", ""],
          ["", "e"],
          ["f", "%zzA"],
        ],
      );
      assert.deepEqual([...new URLSearchParams("%C3%A9=%FF")], [["é", "\uFFFD"]]);
      // Valid UTF-8 throughout: decoded by the JS parser (decodeURIComponent), in every engine.
      assert.deepEqual(
        [...new URLSearchParams("%c3%a9=%F0%9F%98%80&a+b=%2B+%26&%EF%BB%BF=%00")],
        [
          ["é", "\u{1F600}"],
          ["a b", "+ &"],
          ["\uFEFF", "\0"],
        ],
      );
      assert.throws(() => new URLSearchParams(Symbol("x")), TypeError);
      const stringish = new (class {
        toString() {
          return "x=y";
        }
      })();
      assert.deepEqual([...new URLSearchParams(stringish)], [], "an object is a record, not a string");
      const fn = () => "x";
      assert.deepEqual([...new URLSearchParams({ toString: fn })], [["toString", String(fn)]]);
    });

    test("constructor: sequences and iterables", () => {
      assert.deepEqual(
        [
          ...new URLSearchParams([
            ["a", "b"],
            ["c", "d"],
          ]),
        ],
        [
          ["a", "b"],
          ["c", "d"],
        ],
      );
      assert.deepEqual([...new URLSearchParams([])], []);
      assert.throws(() => new URLSearchParams([["a"]]), TypeError);
      assert.throws(() => new URLSearchParams([["a", "b", "c"]]), TypeError);
      assert.throws(
        () => new URLSearchParams(["ab"]),
        TypeError,
        "a string is not a sequence<USVString> (not an object)",
      );
      assert.throws(() => new URLSearchParams([{}]), TypeError, "inner not iterable");
      assert.throws(() => new URLSearchParams({ [Symbol.iterator]: 1 }), TypeError);
      const nullIterator = Object.defineProperty({ a: "1" }, Symbol.iterator, { value: null, enumerable: false });
      assert.deepEqual([...new URLSearchParams(nullIterator)], [["a", "1"]], "null @@iterator: record");
      assert.throws(
        () => new URLSearchParams({ [Symbol.iterator]: undefined, a: "1" }),
        TypeError,
        "record with a symbol key",
      );
      assert.deepEqual([...new URLSearchParams(new Map([["k", "v"]]))], [["k", "v"]]);
      function* gen() {
        yield new Set(["x", "y"]);
        yield ["\uD800", 1];
      }
      assert.deepEqual(
        [...new URLSearchParams(gen())],
        [
          ["x", "y"],
          ["\uFFFD", "1"],
        ],
      );
      const other = new URLSearchParams("a=1&a=2");
      const copy = new URLSearchParams(other);
      other.append("b", "3");
      assert.deepEqual(
        [...copy],
        [
          ["a", "1"],
          ["a", "2"],
        ],
      );
      assert.deepEqual([...new URLSearchParams(new URL("http://h/?q=1").searchParams)], [["q", "1"]]);
      // The whole sequence is converted before the size check.
      const seen = [];
      const tracked = {
        toString() {
          seen.push("converted");
          return "v";
        },
      };
      assert.throws(() => new URLSearchParams([["a"], ["b", tracked]]), TypeError);
      assert.deepEqual(seen, ["converted"]);
    });

    test("constructor: records", () => {
      assert.deepEqual(
        [...new URLSearchParams({ a: "1", b: 2 })],
        [
          ["a", "1"],
          ["b", "2"],
        ],
      );
      assert.deepEqual(
        [...new URLSearchParams({ 2: "x", 1: "y" })],
        [
          ["1", "y"],
          ["2", "x"],
        ],
        "own keys order",
      );
      const o = Object.create(
        { inherited: "no" },
        { hidden: { value: "no", enumerable: false }, shown: { value: "yes", enumerable: true } },
      );
      assert.deepEqual([...new URLSearchParams(o)], [["shown", "yes"]]);
      assert.throws(() => new URLSearchParams({ [Symbol("s")]: "x" }), TypeError, "enumerable symbol key");
      assert.deepEqual(
        [...new URLSearchParams(Object.defineProperty({}, Symbol("s"), { value: 1 }))],
        [],
        "non-enumerable symbol ignored",
      );
      // Keys that become equal after USVString conversion: the later value wins, at the first position.
      assert.deepEqual(
        [...new URLSearchParams({ "\uD835x": "1", xx: "2", "\uD83Dx": "3" })],
        [
          ["\uFFFDx", "3"],
          ["xx", "2"],
        ],
      );
      const log = [];
      const proxy = new Proxy(
        { a: "1" },
        {
          ownKeys(t) {
            log.push("ownKeys");
            return Reflect.ownKeys(t);
          },
          getOwnPropertyDescriptor(t, k) {
            log.push(`gopd ${k}`);
            return Reflect.getOwnPropertyDescriptor(t, k);
          },
          get(t, k) {
            log.push(`get ${String(k)}`);
            return Reflect.get(t, k);
          },
        },
      );
      assert.deepEqual([...new URLSearchParams(proxy)], [["a", "1"]]);
      assert.deepEqual(log, ["get Symbol(Symbol.iterator)", "ownKeys", "gopd a", "get a"]);
    });

    test("methods", () => {
      const sp = new URLSearchParams("a=1&b=2&a=3");
      assert.equal(sp.size, 3);
      assert.equal(sp.get("a"), "1");
      assert.equal(sp.get("z"), null);
      assert.deepEqual(sp.getAll("a"), ["1", "3"]);
      assert.deepEqual(sp.getAll("z"), []);
      assert.equal(sp.has("a"), true);
      assert.equal(sp.has("a", "3"), true);
      assert.equal(sp.has("a", "2"), false);
      assert.equal(sp.has("a", undefined), true, "undefined = not given");
      sp.delete("a", "3");
      assert.equal(sp.toString(), "a=1&b=2");
      sp.delete("b", undefined);
      assert.equal(sp.toString(), "a=1");
      sp.append("a", "x");
      sp.append("c", "y");
      sp.append("a", "z");
      sp.set("a", "only");
      assert.equal(sp.toString(), "a=only&c=y");
      sp.set("new", "v");
      assert.equal(sp.toString(), "a=only&c=y&new=v");
      sp.append("\uD800", "\uDC00");
      assert.equal(sp.get("\uFFFD"), "\uFFFD");
      assert.equal(
        new URLSearchParams([
          ["a b", "c&d=e"],
          ["é", "*-._~!"],
        ]).toString(),
        "a+b=c%26d%3De&%C3%A9=*-._%7E%21",
      );
    });

    test("sort: stable, by UTF-16 code units", () => {
      const sp = new URLSearchParams("z=b&a=b&z=a&a=a");
      sp.sort();
      assert.deepEqual(
        [...sp],
        [
          ["a", "b"],
          ["a", "a"],
          ["z", "b"],
          ["z", "a"],
        ],
      );
      const u = new URLSearchParams("\uFB03=1&\uD83C\uDF08=2");
      u.sort();
      assert.deepEqual([...u.keys()], ["\uD83C\uDF08", "\uFB03"]);
    });

    test("forEach and iterators are live", () => {
      const sp = new URLSearchParams("a=1&b=2&c=3");
      const seen = [];
      const self = {};
      sp.forEach(function (value, key, params) {
        assert.equal(this, self);
        assert.equal(params, sp);
        seen.push(key + value);
        if (key === "a") sp.delete("b");
        if (key === "c") sp.append("d", "4");
      }, self);
      assert.deepEqual(seen, ["a1", "c3", "d4"]);
      assert.throws(() => sp.forEach(1), TypeError);
      const iter = sp.keys();
      assert.equal(iter.next().value, "a");
      sp.append("e", "5");
      assert.deepEqual([...iter], ["c", "d", "e"]);
    });

    test("a throwing toString in an argument changes nothing", () => {
      const url = new URL("http://a/?x=1");
      const sp = url.searchParams;
      assert.throws(
        () =>
          sp.append("y", {
            toString() {
              throw new RangeError();
            },
          }),
        RangeError,
      );
      assert.throws(
        () =>
          sp.set(
            {
              toString() {
                throw new RangeError();
              },
            },
            "v",
          ),
        RangeError,
      );
      assert.equal(url.href, "http://a/?x=1");
      assert.equal(sp.toString(), "x=1");
    });
  });
}
