// The URL cases of the WPT data run inside jsdom windows, as a web page would see them. Run by
// tests/jsdom/run.mjs once per test project (tests/jsdom/<variant>/, each with its own jsdom and
// whatwg-url or its replacement), with that project's folder as the first argument and the WPT
// URL data folder as the second; prints one JSON object to stdout: { whatwgURL: the name and version
// of the package jsdom loads as whatwg-url, results: [{ group, name, pass, expected, actual, note? }] }
// (actual: what the page observed, to compare the projects case by case).
//
// The checks are our own, written from what WPT's url/a-element*.html (resources/a-element.js,
// a-element-origin.js) and url/url-setters-a-area.window.js test, and from the HTML Standard for
// the rest:
// - <a>/<area> parsing: https://html.spec.whatwg.org/#api-for-a-and-area-elements (HTMLHyperlinkElementUtils)
// - document.URL, baseURI and <base href>: https://html.spec.whatwg.org/#document-base-url
// - Location setters: https://html.spec.whatwg.org/#the-location-interface
// - new window.URL(...) and its setters: https://url.spec.whatwg.org/#url-class
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const [fixture, wptDir] = process.argv.slice(2);
const requireInFixture = createRequire(path.resolve(fixture, "package.json"));
const { JSDOM, VirtualConsole } = requireInFixture("jsdom");
// Which package jsdom's require("whatwg-url") loads (the name npm installed in its place).
const requireInJsdom = createRequire(requireInFixture.resolve("jsdom"));
const whatwgURLPackage = JSON.parse(readFileSync(requireInJsdom.resolve("whatwg-url/package.json"), "utf8"));

const readJSON = (file) => JSON.parse(readFileSync(path.join(wptDir, file), "utf8"));
const urlTests = [...readJSON("urltestdata.json"), ...readJSON("urltestdata-javascript-only.json")].filter(
  (t) => typeof t !== "string",
);
const setterTests = readJSON("setters_tests.json");

const FIELDS = ["href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"];
const results = [];

/** Record one case: pass when every observed value equals the expected one; `note` names the spec step a jsdom deviation would break. */
function record(group, name, expected, observe, note) {
  let actual;
  try {
    actual = observe();
  } catch (e) {
    actual = { threw: e?.name ?? String(e) };
  }
  const pass =
    Object.keys(expected).every((k) => Object.is(actual[k], expected[k])) &&
    Object.keys(actual).every((k) => k in expected);
  results.push({ group, name, pass, expected, actual, ...(note && { note }) });
}

function pick(object, keys) {
  const out = {};
  for (const k of keys) out[k] = object[k];
  return out;
}

/** The spec's expectations for the decomposition attributes of an <a>/<area> whose href is `t.input` against `t.base`. */
function hyperlinkExpectation(t) {
  // A URL that fails to parse: href returns the attribute value, every other attribute "" (protocol ":").
  if (t.failure)
    return {
      href: t.input,
      protocol: ":",
      username: "",
      password: "",
      host: "",
      hostname: "",
      port: "",
      pathname: "",
      search: "",
      hash: "",
      origin: "",
    };
  return pick(t, "origin" in t ? [...FIELDS, "origin"] : FIELDS);
}

// WPT's a-element.js filters: comments, fragments only relative to "any" base (a document always has
// one), and data:/javascript: bases (HTML never uses those as a base URL); a null base is about:blank.
const hyperlinkCases = urlTests.filter(
  (t) => t.relativeTo !== "any-base" && !(t.base !== null && /^(data|javascript):/.test(t.base)),
);

/** Every URL case through <a> and <area> in `dom`'s document, whose <base id=base> takes each case's base. */
function hyperlinkParsing(dom, label) {
  const { document } = dom.window;
  const base = document.getElementById("base");
  for (const [i, t] of hyperlinkCases.entries()) {
    const baseURL = t.base ?? "about:blank";
    const expected = hyperlinkExpectation(t);
    for (const localName of ["a", "area"]) {
      record(`<${localName}> parsing (${label})`, `#${i} <${t.input}> against <${baseURL}>`, expected, () => {
        base.setAttribute("href", baseURL);
        const el = document.createElement(localName);
        el.href = t.input;
        return pick(el, Object.keys(expected));
      });
    }
  }
  base.removeAttribute("href");
}

/** setters_tests.json through <a> and <area>: set href, then the attribute, then read the expected ones. */
function hyperlinkSetters(document) {
  for (const [attribute, cases] of Object.entries(setterTests)) {
    if (attribute === "comment") continue;
    for (const [i, t] of cases.entries()) {
      for (const localName of ["a", "area"]) {
        record(
          `<${localName}> setters`,
          `${attribute} #${i} <${t.href}> = ${JSON.stringify(t.new_value)}`,
          t.expected,
          () => {
            const el = document.createElement(localName);
            el.href = t.href;
            el[attribute] = t.new_value;
            return pick(el, Object.keys(t.expected));
          },
        );
      }
    }
  }
}

/** new window.URL(...), URL.parse, URL.canParse and the URL setters, in the window's realm. */
function windowURL(window) {
  for (const [i, t] of urlTests.entries()) {
    const args = t.base === null ? [t.input] : [t.input, t.base];
    const expected = t.failure
      ? { threw: "TypeError", parse: null, canParse: false }
      : { ...pick(t, "origin" in t ? [...FIELDS, "origin"] : FIELDS), parse: t.href, canParse: true };
    record("new window.URL", `#${i} <${t.input}> against <${t.base}>`, expected, () => {
      const parsed = window.URL.parse(...args);
      const out = { parse: parsed === null ? null : parsed.href, canParse: window.URL.canParse(...args) };
      try {
        Object.assign(
          out,
          pick(
            new window.URL(...args),
            Object.keys(expected).filter((k) => FIELDS.includes(k) || k === "origin"),
          ),
        );
      } catch (e) {
        // A failure must be the window's own TypeError.
        out.threw =
          e instanceof window.TypeError ? "TypeError" : `${e?.constructor?.name} (not the window's TypeError)`;
      }
      return out;
    });
  }
  for (const [attribute, cases] of Object.entries(setterTests)) {
    if (attribute === "comment") continue;
    for (const [i, t] of cases.entries()) {
      record(
        "window.URL setters",
        `${attribute} #${i} <${t.href}> = ${JSON.stringify(t.new_value)}`,
        t.expected,
        () => {
          const url = new window.URL(t.href);
          url[attribute] = t.new_value;
          return pick(url, Object.keys(t.expected));
        },
      );
    }
  }
}

/**
 * document.URL, document.baseURI, <base>.href and an element's baseURI, for each base of the URL
 * data as the document's URL and each case's input as <base href>. The frozen base URL is the
 * fallback base URL (here the document's URL) when the href fails to parse or is a data: or
 * javascript: URL: https://html.spec.whatwg.org/#set-the-frozen-base-url
 */
function documentBaseURL() {
  const byBase = Map.groupBy(
    urlTests.filter((t) => t.base !== null),
    (t) => t.base,
  );
  for (const [baseURL, cases] of byBase) {
    let dom;
    try {
      dom = new JSDOM("<!doctype html><base><p>", { url: baseURL });
    } catch (e) {
      record("document.URL", `<${baseURL}>`, { URL: new URL(baseURL).href }, () => ({ threw: e?.name ?? String(e) }));
      continue;
    }
    const { document } = dom.window;
    const documentURL = new URL(baseURL).href; // the runtime's URL: an independent reference for the bases
    record("document.URL", `<${baseURL}>`, { URL: documentURL, baseURI: documentURL }, () =>
      pick(document, ["URL", "baseURI"]),
    );
    const base = document.querySelector("base");
    const p = document.querySelector("p");
    for (const [i, t] of cases.entries()) {
      const frozen = t.failure || /^(data|javascript):/.test(t.protocol) ? documentURL : t.href;
      const expected = { baseURI: frozen, elementBaseURI: frozen, baseHref: t.failure ? t.input : t.href };
      record("document.baseURI with <base href>", `#${i} <${t.input}> in <${baseURL}>`, expected, () => {
        base.setAttribute("href", t.input);
        return { baseURI: document.baseURI, elementBaseURI: p.baseURI, baseHref: base.href };
      });
    }
  }
}

/** `href` without its fragment (the first "#" of a serialized URL starts it). */
const withoutFragment = (href) => (href.includes("#") ? href.slice(0, href.indexOf("#")) : href);

/**
 * What a Location setter does on a document whose URL is `t.href`, from the URL setter's expected
 * result: "throw" (SyntaxError), null (it returns without navigating), or the URL it navigates to.
 * https://html.spec.whatwg.org/#the-location-interface
 */
function locationTarget(attribute, t) {
  const url = new URL(t.href);
  const hasOpaquePath = !t.href.slice(url.protocol.length).startsWith("/");
  switch (attribute) {
    case "protocol": {
      // Basic URL parse (value + ":") with scheme start state override: failure unless a scheme
      // (ASCII alpha, then alphanumeric, +, - or .) is followed by ":".
      if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(`${t.new_value.replace(/[\t\n\r]/g, "")}:`)) return "throw";
      const scheme = new URL(t.expected.href).protocol;
      return scheme === "http:" || scheme === "https:" ? t.expected.href : null;
    }
    case "host":
    case "hostname":
    case "pathname":
      return hasOpaquePath ? null : t.expected.href;
    case "port":
      return url.hostname === "" || url.protocol === "file:" ? null : t.expected.href;
    case "hash": {
      // The fragment is set to "" (not null) before parsing, and an unchanged fragment returns.
      const fragment = t.new_value.replace(/^#/, "") === "" ? "" : new URL(t.expected.href).hash.slice(1);
      const target = `${withoutFragment(t.expected.href)}#${fragment}`;
      return target === url.href ? null : target;
    }
    default: // search
      return t.expected.href;
  }
}

/**
 * Location setters (not username and password, which Location does not have, nor href, whose one
 * case needs a base) on a document whose URL is the case's href. jsdom navigates only to a
 * fragment of the same document and reports any other navigation to the virtual console as not
 * implemented: a case observes the resulting location.href and whether a navigation to another
 * document was attempted. Navigating to the same URL with a fragment is a fragment navigation;
 * any other navigation, to the same URL too, loads a document:
 * https://html.spec.whatwg.org/#navigate (the "navigate to a fragment" step).
 */
function locationSetters() {
  for (const [attribute, cases] of Object.entries(setterTests)) {
    if (["comment", "href", "username", "password"].includes(attribute)) continue;
    for (const [i, t] of cases.entries()) {
      const target = locationTarget(attribute, t);
      const current = new URL(t.href).href;
      let expected, note;
      if (target === "throw") {
        expected = { threw: "SyntaxError" };
        note = "protocol setter: a value that does not parse as a scheme throws a SyntaxError DOMException";
      } else if (target === null) {
        expected = { href: current, otherDocument: false };
      } else if (withoutFragment(target) === withoutFragment(current) && target.includes("#")) {
        expected = { href: target, otherDocument: false };
      } else if (target.startsWith("javascript:")) {
        // javascript: URLs run in the current document: https://html.spec.whatwg.org/#navigate-to-a-javascript:-url
        expected = { href: current, otherDocument: false };
      } else {
        expected = { href: current, otherDocument: true };
        if (target === current)
          note = "navigating to the document's own URL without a fragment loads it again (HTML's navigate)";
        if (attribute === "port" && t.new_value === "") note = "port setter: the empty string sets the port to null";
      }
      record(
        "location setters",
        `${attribute} #${i} <${t.href}> = ${JSON.stringify(t.new_value)}`,
        expected,
        () => {
          const virtualConsole = new VirtualConsole();
          let otherDocument = false;
          virtualConsole.on("jsdomError", (e) => {
            if (/navigation to another Document/.test(e.message)) otherDocument = true;
          });
          const { window } = new JSDOM("", { url: t.href, virtualConsole });
          window.location[attribute] = t.new_value;
          return { href: window.location.href, otherDocument };
        },
        note,
      );
    }
  }
}

const html = new JSDOM("<!doctype html><meta charset=utf-8><base id=base>");
hyperlinkParsing(html, "HTML");
const xhtml = new JSDOM('<html xmlns="http://www.w3.org/1999/xhtml"><head><base id="base"/></head><body/></html>', {
  contentType: "application/xhtml+xml",
});
hyperlinkParsing(xhtml, "XHTML");
hyperlinkSetters(html.window.document);
windowURL(html.window);
documentBaseURL();
locationSetters();

process.stdout.write(JSON.stringify({ whatwgURL: `${whatwgURLPackage.name}@${whatwgURLPackage.version}`, results }));
