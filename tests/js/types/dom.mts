// With lib.dom: url-wasm's classes are interchangeable with the DOM's declarations.
import { URL as WasmURL, URLSearchParams as WasmURLSearchParams } from "url-wasm";
// Outside Node too, the main entry has the tools (loaded by loadTools() on a page)
import { loadTools, parseWithErrors } from "url-wasm";
// @ts-expect-error: the JS build (url-wasm/js: React Native, no WebAssembly) has no tools
import { parseWithErrors as noTools } from "url-wasm/js";

const asDom: URL = new WasmURL("https://a/");
const paramsAsDom: URLSearchParams = new WasmURLSearchParams("a=b");
const classAsDom: Pick<typeof URL, "parse" | "canParse"> = WasmURL;
const fromDom = new WasmURL(new URL("https://a/"));
const it: URLSearchParamsIterator<[string, string]> = new WasmURLSearchParams().entries();
void fetch(new WasmURL("https://a/"));
await loadTools();
const errors: { name: string; index: number }[] = parseWithErrors("https://a/ b").errors;
void [errors, noTools, asDom, paramsAsDom, classAsDom, fromDom, it];
