// url-wasm/whatwg-url and its webidl2js wrapper as jsdom (CommonJS) uses them.
import whatwgURL = require("url-wasm/whatwg-url");
import wrapper = require("url-wasm/whatwg-url/webidl2js-wrapper");

const base = whatwgURL.parseURL("https://example.org/a/b");
const record = whatwgURL.basicURLParse("../c?x#y", { baseURL: base, encoding: "utf-8" });
if (record !== null) {
  const href: string = whatwgURL.serializeURL(record, true);
  record.port = null;
  record.host = [0, 0, 0, 0, 0, 0, 0, 1];
  record.query = "";
  whatwgURL.basicURLParse("q=1", { url: record, stateOverride: "query" });
  // @ts-expect-error: not a state the URL Standard names
  whatwgURL.basicURLParse("/p", { url: record, stateOverride: "pathname" });
  const path: string[] | string = record.path;
  const bytes: Uint8Array = whatwgURL.percentDecodeString(whatwgURL.serializePath(record));
  whatwgURL.setTheUsername(record, "u");
  void [href, path, bytes, whatwgURL.serializeURLOrigin(record), whatwgURL.hasAnOpaquePath(record)];
}
const { url, validationErrors } = whatwgURL.parseURLWithValidationErrors("http://a b/");
const valid: boolean = whatwgURL.isValidURLString("/x", { baseURL: base });
const u: whatwgURL.URL = new whatwgURL.URL("https://a/");
const window = {};
wrapper.URL.install(window, ["Window"]);
const impl: whatwgURL.URL = wrapper.URL.convert(window, u);
void [
  url,
  validationErrors satisfies string[],
  valid,
  impl,
  whatwgURL.serializeHost(2130706433),
  wrapper.URLSearchParams.is(u),
];
