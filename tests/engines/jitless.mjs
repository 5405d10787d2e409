// The engine suite under `node --jitless` (no WebAssembly at all): every Node entry of the package
// falls back to the JS build of its wasm flavour (tools: the classes, the tools and URLPattern) by
// itself. Run by run.mjs as `node --jitless` this file. (scripts/test.sh also runs the tools' and
// url-wasm/whatwg-url's tests under --jitless, and run.mjs's jitless-urlpattern the URLPattern data.)
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { WPT_FILES } from "../js/wpt-cases.mjs";
import { wptJSON } from "../js/wpt-data.mjs";
import { runSuite } from "./suite.mjs";

assert.equal(typeof WebAssembly, "undefined", "run this file with node --jitless");
const [nativeURL, nativeParams] = [globalThis.URL, globalThis.URLSearchParams];
const require = createRequire(import.meta.url);

const pkg = await import("url-wasm");
assert.equal(require("url-wasm").URL, pkg.URL, "import and require share one copy of the classes");
assert.equal(pkg.domainToASCII("Bücher.de"), "xn--bcher-kva.de", "the tools work on the JS build");
const js = await import("url-wasm/js");
assert.equal(new js.URL("https://EXAMPLE.com/a/../b").href, "https://example.com/b");
const auto = await import("url-wasm/auto");
await auto.ready;
assert.equal(
  globalThis.URL === pkg.URL,
  !auto.isConformant(nativeURL, nativeParams),
  "url-wasm/auto installs URL where the native one fails the probe, and only there",
);

const data = Object.fromEntries(WPT_FILES.map((file) => [file, wptJSON(file)]));
runSuite(pkg, data, (line) => console.log(line));
