// The live URL viewer (viewer/index.html): url-wasm's parse of the input (against the base) with
// its validation errors marked in place, the writing grammar's verdict, and this browser's own URL
// beside url-wasm's with every differing component marked. It uses the package's main browser entry
// as any page would (the tools after `await loadTools()`); the state lives in the page's address (?input=…&base=…).
import { hostToUnicode, loadTools, parseWithErrors, ready, URL, validateURLString } from "../pkg/esm/browser.mjs";

// The browser's own class: url-wasm's entry exports its own URL and never replaces this one.
const NativeURL = globalThis.URL;
// The URL attributes (href, origin, protocol, …, hash), from url-wasm's class.
const FIELDS = Object.entries(Object.getOwnPropertyDescriptors(URL.prototype))
  .filter(([name, d]) => d.get !== undefined && name !== "searchParams")
  .map(([name]) => name);

const $ = (id) => document.getElementById(id);
const form = {
  input: $("input"),
  base: $("base"),
  nonEmpty: $("non-empty"),
  spaces: $("spaces"),
};

/** The link to a validation error's definition in the URL Standard's table. */
function errorURL(name) {
  const id = name === "domain-to-ASCII" ? "validation-error-domain-to-ascii" : name.toLowerCase();
  return `https://url.spec.whatwg.org/#${id}`;
}

function element(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === "class") e.className = v;
    else if (k.startsWith("data-") || k.startsWith("aria-")) e.setAttribute(k, v);
    else e[k] = v;
  }
  e.append(...children);
  return e;
}

/** A code point as shown in the marked input: controls, DEL and spaces as Control Pictures. */
function shown(ch) {
  const cp = ch.codePointAt(0);
  if (cp < 0x20) return String.fromCodePoint(0x2400 + cp);
  if (cp === 0x7f) return "\u2421";
  if (cp === 0x20) return "\u2423";
  return ch;
}

/**
 * Fill `pre` with `text`, each validation error a link (to its definition) around the code point
 * at its index (a marker after the text for an index at the end), and `grammarIndex` (where the
 * writing grammar fails, or null) underlined.
 */
function markErrors(pre, text, errors, grammarIndex) {
  const at = new Map();
  for (const e of errors) at.set(e.index, [...(at.get(e.index) ?? []), e]);
  const parts = [];
  const points = [...text];
  let index = 0;
  for (let i = 0; i <= points.length; i++) {
    const ch = i < points.length ? points[i] : null;
    const here = at.get(index) ?? [];
    const isGrammar = index === grammarIndex;
    if (ch === null && here.length === 0 && !isGrammar) break;
    const content = ch === null ? "\u25af" : shown(ch);
    const classes = [ch === null ? "end" : ""];
    if (isGrammar) classes.push("grammar");
    if (here.length > 0) {
      classes.push("error");
      if (here.some((e) => e.failure)) classes.push("failure");
      const names = here.map((e) => e.name);
      const title = `${names.join(", ")} at index ${index}${here.some((e) => e.failure) ? " (parsing fails here)" : ""}`;
      parts.push(
        element(
          "a",
          {
            class: classes.join(" ").trim(),
            href: errorURL(names[0]),
            title,
            "data-names": names.join(" "),
            "data-index": String(index),
            "aria-label": `${content}: ${title}`,
          },
          content,
        ),
      );
    } else if (classes.join("") !== "") {
      parts.push(
        element("span", { class: classes.join(" ").trim(), title: "the writing grammar fails here" }, content),
      );
    } else {
      parts.push(content);
    }
    index += ch === null ? 1 : ch.length;
  }
  pre.replaceChildren(...parts);
}

function listErrors(ol, errors) {
  ol.replaceChildren(
    ...errors.map((e) =>
      element(
        "li",
        { "data-name": e.name, "data-index": String(e.index) },
        element("a", { href: errorURL(e.name) }, e.name),
        ` at index ${e.index}`,
        e.failure ? element("strong", {}, " (parsing fails here)") : "",
      ),
    ),
  );
}

/** `new NativeURL(input, base)`'s getters, or its error message. */
function native(input, base) {
  try {
    const url = base === undefined ? new NativeURL(input) : new NativeURL(input, base);
    return { url: Object.fromEntries(FIELDS.map((f) => [f, url[f]])) };
  } catch (error) {
    return { failure: String(error.message ?? error) };
  }
}

function cell(value, failure) {
  return value === undefined
    ? element("td", { class: "failure" }, "failure", failure ? element("small", {}, ` (${failure})`) : "")
    : element("td", {}, element("code", {}, JSON.stringify(value)));
}

function render() {
  const input = form.input.value;
  const base = form.base.value === "" ? undefined : form.base.value;
  const report = parseWithErrors(input, base);
  const options = { nonEmpty: form.nonEmpty.checked, surroundingSpaces: form.spaces.checked };
  const validity = validateURLString(input, base, options);

  markErrors($("marked"), input, report.errors, validity.index);
  listErrors($("errors"), report.errors);
  $("errors").dataset.count = String(report.errors.length);
  const baseErrors = report.base?.errors ?? [];
  $("base-report").hidden = baseErrors.length === 0;
  if (base !== undefined) markErrors($("base-marked"), base, baseErrors, null);
  listErrors($("base-errors"), baseErrors);

  const v = $("validity");
  v.dataset.valid = String(validity.valid);
  if (validity.valid) v.replaceChildren("Yes: a valid URL string.");
  else if (validity.index === null) v.replaceChildren(`No: ${validity.reason}.`);
  else {
    v.replaceChildren(
      `No: at index ${validity.index}, ${validity.reason} (`,
      element("a", { href: validity.productionURL }, validity.production),
      ").",
    );
  }

  const ours = report.url;
  const theirs = native(input, base);
  const rows = FIELDS.map((f) => {
    const a = ours?.[f];
    const b = theirs.url?.[f];
    const differs = a !== b;
    const why = ours === null ? (report.base?.url === null ? "invalid base" : report.errors.at(-1)?.name) : "";
    return element(
      "tr",
      { class: differs ? "differs" : "", "data-field": f, "data-differs": String(differs) },
      element(
        "th",
        { scope: "row" },
        f,
        differs ? element("span", { class: "marker", "aria-label": "differs" }, " \u2260") : "",
      ),
      cell(a, why),
      cell(b, theirs.failure),
    );
  });
  $("components").tBodies[0].replaceChildren(...rows);
  const differing = rows.filter((r) => r.dataset.differs === "true").length;
  $("summary").textContent =
    differing === 0
      ? "This browser agrees with url-wasm on every component."
      : `This browser differs from url-wasm on ${differing} of ${FIELDS.length} components (marked \u2260).`;
  $("summary").dataset.differing = String(differing);
  $("display-host").textContent = ours && ours.host !== "" ? `Host for display: ${hostToUnicode(ours)}` : "";
}

/** The page's address keeps the state; typing replaces the history entry. */
function save() {
  const q = new URLSearchParams({ input: form.input.value });
  if (form.base.value !== "") q.set("base", form.base.value);
  if (form.nonEmpty.checked) q.set("nonEmpty", "1");
  if (form.spaces.checked) q.set("spaces", "1");
  history.replaceState(null, "", `?${q}`);
}

function load() {
  const q = new URLSearchParams(location.search);
  if (q.has("input")) form.input.value = q.get("input");
  form.base.value = q.get("base") ?? "";
  form.nonEmpty.checked = q.has("nonEmpty");
  form.spaces.checked = q.has("spaces");
}

await ready;
await loadTools();
load();
render();
$("form").addEventListener("input", () => {
  save();
  render();
});
$("form").addEventListener("submit", (e) => e.preventDefault());
document.documentElement.dataset.ready = "true";
