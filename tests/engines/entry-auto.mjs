// The app entry of the engine suite where the runtime has no URL of its own (Hermes, QuickJS): what
// an app does, `import "url-wasm/auto"` first, then the suite over the installed globals.
import "url-wasm/auto";
import { runSuite } from "./suite.mjs";
import data from "./wpt-data.mjs";

const print = typeof globalThis.print === "function" ? globalThis.print : (line) => console.log(line);
if (typeof globalThis.URL !== "function") throw new Error("url-wasm/auto installed no URL");
runSuite({ URL: globalThis.URL, URLSearchParams: globalThis.URLSearchParams }, data, print);
