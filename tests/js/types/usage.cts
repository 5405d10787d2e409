// CommonJS consumers: require("url-wasm"), in Node, where the main entry has the tools too.
import wasm = require("url-wasm");
const u: wasm.URL = new wasm.URL("https://a/");
const p: wasm.URLSearchParams = u.searchParams;
const errors: wasm.URLValidationError[] = wasm.parseWithErrors("x").errors;
void [u.href, p.size, wasm.ready, errors, wasm.isValidURLString("x"), wasm.domainToASCII("x")];
