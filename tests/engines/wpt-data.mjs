// The WPT data files of tests/js/wpt-cases.mjs, inlined into the engine bundles at build time: the
// bundlers (esbuild and Metro, set up by build.mjs) resolve "wpt-url/…" to the WPT url/resources
// folder ($WPT_URL_DIR, else ../shared/wpt/url), which is never copied into this repository.
import idnaTest from "wpt-url/IdnaTestV2.json";
import idnaTestRemoved from "wpt-url/IdnaTestV2-removed.json";
import setters from "wpt-url/setters_tests.json";
import toascii from "wpt-url/toascii.json";
import urltestdata from "wpt-url/urltestdata.json";
import urltestdataJavascriptOnly from "wpt-url/urltestdata-javascript-only.json";

export default {
  "urltestdata.json": urltestdata,
  "urltestdata-javascript-only.json": urltestdataJavascriptOnly,
  "setters_tests.json": setters,
  "toascii.json": toascii,
  "IdnaTestV2.json": idnaTest,
  "IdnaTestV2-removed.json": idnaTestRemoved,
};
