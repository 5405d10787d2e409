// Type-checked (never run) by types.test.mjs: url-wasm/urlpattern through the package's exports map.
import {
  URLPattern,
  type URLPatternComponentResult,
  type URLPatternInit,
  type URLPatternResult,
  ready,
} from "url-wasm/urlpattern";

await ready;
const init: URLPatternInit = { pathname: "/books/:id", baseURL: "https://example.com" };
const patterns: URLPattern[] = [
  new URLPattern(),
  new URLPattern(init),
  new URLPattern(init, { ignoreCase: true }),
  new URLPattern("/books/:id", "https://example.com"),
  new URLPattern("/books/:id", "https://example.com", { ignoreCase: false }),
];
const p = patterns[1];
const matched: boolean = p.test("https://example.com/books/1") && p.test({ pathname: "/books/1" });
const result: URLPatternResult | null = p.exec("/books/1", "https://example.com");
const pathname: URLPatternComponentResult | undefined = result?.pathname;
const id: string | undefined = result?.pathname.groups.id;
const strings: string[] = [p.protocol, p.username, p.password, p.hostname, p.port, p.pathname, p.search, p.hash];
const regexp: boolean = p.hasRegExpGroups;
// @ts-expect-error: options are a dictionary.
new URLPattern("/a", "https://example.com", "ignoreCase");
void [matched, pathname, id, strings, regexp];
