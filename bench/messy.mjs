// The "messy" variant of a URL list: the same URLs written the way people and programs type or
// paste them, so that almost none is in serialized form and every parser runs its full state
// machine (the datasets' URLs are >= 98% serialized already, which a one-pass fast path answers).
// Deterministic: a seeded PRNG, so every process and engine that generates it gets the same list.
//
// Each URL gets 2-4 of these edits (`EDITS`, drawn at random with the weights of `WEIGHT`): uppercase scheme, uppercase or
// mixed-case host, the scheme's default port, dot segments (`/./`, `/x/../`), unencoded spaces,
// non-ASCII in the path, query or fragment, backslashes for slashes, an IDN label in the host, a
// percent-encoded host code point, an IPv4 host in another form (decimal, hex, octal), tabs or
// newlines inside, leading or trailing spaces. Lines Node's URL rejects are dropped by the callers.
//   node bench/messy.mjs FILE [COUNT]   prints the messy variant of FILE's first COUNT lines (JSON strings, one a line)

const SPECIAL_PORTS = { "http:": "80", "https:": "443", "ws:": "80", "wss:": "443", "ftp:": "21" };
const WORDS = ["é", "über", "naïve", "日本語", "пример", "café", "😀", "ß", "Ünïcödé", "€"];
const IDN = ["bücher", "münchen", "пример", "例え", "ελληνικά", "straße", "café", "日本"];

/** mulberry32: a small, seeded 32-bit PRNG (same sequence in every engine). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Every edit takes the URL split into parts (scheme with ":", slashes, host, port with ":", path,
// query with "?", fragment with "#") and the PRNG, and changes parts in place.
const EDITS = {
  upperScheme(p) {
    p.scheme = p.scheme.toUpperCase();
  },
  upperHost(p, rnd) {
    p.host =
      rnd() < 0.5 ? p.host.toUpperCase() : [...p.host].map((ch) => (rnd() < 0.5 ? ch.toUpperCase() : ch)).join("");
  },
  defaultPort(p) {
    const port = SPECIAL_PORTS[p.scheme.toLowerCase()];
    if (port && p.host && !p.port) p.port = `:${port}`;
  },
  dotSegments(p, rnd) {
    const seg = rnd() < 0.5 ? "/./" : `/${["x", "dir", "a.b"][Math.floor(rnd() * 3)]}/../`;
    const i = p.path.lastIndexOf("/");
    p.path = i <= 0 ? `${seg}${p.path.replace(/^\//, "")}` : `${p.path.slice(0, i)}${seg}${p.path.slice(i + 1)}`;
  },
  spaces(p, rnd) {
    if (rnd() < 0.5 || !p.query) p.path += rnd() < 0.5 ? "/my file name.html" : " copy";
    else p.query += "&q=hello world";
  },
  nonAscii(p, rnd) {
    const w = WORDS[Math.floor(rnd() * WORDS.length)];
    const where = rnd();
    if (where < 0.5) p.path += `/${w}`;
    else if (where < 0.85) p.query = `${p.query || "?"}${p.query ? "&" : ""}q=${w}`;
    else p.fragment = `#${w}`;
  },
  backslashes(p) {
    if (p.scheme.toLowerCase() in SPECIAL_PORTS || /^file:$/i.test(p.scheme)) {
      p.slashes = p.slashes.replace(/\//g, "\\");
      p.path = p.path.replace(/\//g, "\\");
    }
  },
  idnHost(p, rnd) {
    if (!p.host || /^[\d.]+$|^\[/.test(p.host)) return;
    const labels = p.host.split(".");
    labels[labels.length > 2 ? 1 : 0] = IDN[Math.floor(rnd() * IDN.length)];
    p.host = labels.join(".");
  },
  percentHost(p) {
    const m = /[a-z]/i.exec(p.host);
    if (m && !p.host.startsWith("[")) {
      const hex = m[0].charCodeAt(0).toString(16).toUpperCase();
      p.host = `${p.host.slice(0, m.index)}%${hex}${p.host.slice(m.index + 1)}`;
    }
  },
  ipv4(p, rnd) {
    if (!(p.scheme.toLowerCase() in SPECIAL_PORTS)) return;
    const n = Math.floor(rnd() * 0xffffffff) >>> 0;
    const b = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
    const forms = [
      String(n),
      `0x${n.toString(16)}`,
      b.map((x) => `0${x.toString(8)}`).join("."),
      `${b[0]}.${b[1]}.${(n & 0xffff) >>> 0}`,
    ];
    p.host = forms[Math.floor(rnd() * forms.length)];
  },
  tabsNewlines(p, rnd) {
    const ch = ["\t", "\n", "\r\n"][Math.floor(rnd() * 3)];
    const key = ["host", "path", "scheme"][Math.floor(rnd() * 3)];
    const s = [...p[key]]; // code points: never split a surrogate pair
    const at = Math.floor(rnd() * (s.length + 1));
    p[key] = `${s.slice(0, at).join("")}${ch}${s.slice(at).join("")}`;
  },
  outerSpaces(p, rnd) {
    if (rnd() < 0.5) p.lead = " ";
    else p.trail = rnd() < 0.5 ? " " : "\n";
  },
};
// How often each edit is drawn, relative to the others (odd host forms are rarer than case or paths).
const WEIGHT = { idnHost: 0.6, percentHost: 0.4, ipv4: 0.25 };
const NAMES = Object.keys(EDITS);
let weightSum = 0;
const CUMULATIVE = NAMES.map((n) => (weightSum += WEIGHT[n] ?? 1));
const pick = (rnd) => {
  const x = rnd() * CUMULATIVE.at(-1);
  return NAMES[CUMULATIVE.findIndex((c) => x < c)];
};

/** Split a URL string (an href) into the parts the edits change; null for one without "//". */
function split(href) {
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*:)(\/\/)([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/s.exec(href);
  if (!m) return null;
  const [, scheme, slashes, authority, path, query = "", fragment = ""] = m;
  const at = authority.lastIndexOf("@");
  const userinfo = at >= 0 ? authority.slice(0, at + 1) : "";
  const hostPort = authority.slice(at + 1);
  const pm = /^(.*?)(:\d*)?$/.exec(hostPort);
  return { lead: "", scheme, slashes, userinfo, host: pm[1], port: pm[2] ?? "", path, query, fragment, trail: "" };
}

const join = (p) =>
  `${p.lead}${p.scheme}${p.slashes}${p.userinfo}${p.host}${p.port}${p.path}${p.query}${p.fragment}${p.trail}`;

/**
 * The messy variant of `lines` (same order, one per line; a line the edits cannot split stays as
 * it is). `seed` makes it reproducible. `accepts(s)`: keep an edited line only when it returns true
 * (e.g. Node's URL.canParse), else keep the original line.
 */
export function messy(lines, { seed = 17, accepts = () => true } = {}) {
  const rnd = prng(seed);
  return lines.map((line) => {
    const parts = split(line);
    if (parts === null) return line;
    const count = 2 + Math.floor(rnd() * 3);
    for (let k = 0; k < count; k++) EDITS[pick(rnd)](parts, rnd);
    const out = join(parts);
    return accepts(out) ? out : line;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { readFileSync } = await import("node:fs");
  const [file, count = "20"] = process.argv.slice(2);
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .slice(0, Number(count));
  for (const l of messy(lines, { accepts: (s) => URL.canParse(s) })) console.log(JSON.stringify(l));
}
