// CommonJS consumers: require("url-wasm"), in Node, where the main entry has the tools too.
import wasm = require("url-wasm");
const u: wasm.URL = new wasm.URL("https://a/");
const p: wasm.URLSearchParams = u.searchParams;
const errors: wasm.URLValidationError[] = wasm.parseWithErrors("x").errors;
void [u.href, p.size, wasm.ready, errors, wasm.isValidURLString("x"), wasm.domainToASCII("x")];
// Legacy encodings (Node): parse and parseWithErrors take an encoding.
const latin1: wasm.URL | null = wasm.parse("?é", { base: "http://h/", encoding: "windows-1252" });
void [latin1, wasm.parseWithErrors("http://h/?é", undefined, { encoding: "shift_jis" }).url];
