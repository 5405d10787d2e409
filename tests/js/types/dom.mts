// With lib.dom: url-wasm's classes are interchangeable with the DOM's declarations.
import { URL as WasmURL, URLSearchParams as WasmURLSearchParams } from "url-wasm";
// @ts-expect-error: outside Node, the main entry has no tools (they are in url-wasm/tools)
import { parseWithErrors } from "url-wasm";

const asDom: URL = new WasmURL("https://a/");
const paramsAsDom: URLSearchParams = new WasmURLSearchParams("a=b");
const classAsDom: Pick<typeof URL, "parse" | "canParse"> = WasmURL;
const fromDom = new WasmURL(new URL("https://a/"));
const it: URLSearchParamsIterator<[string, string]> = new WasmURLSearchParams().entries();
void fetch(new WasmURL("https://a/"));
void [parseWithErrors, asDom, paramsAsDom, classAsDom, fromDom, it];
