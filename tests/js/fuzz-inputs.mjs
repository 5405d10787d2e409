// Deterministic input generation for the differential test (tests/js/differential.test.mjs) and the
// soak script: mutations of WPT url inputs and of real-world dataset URLs. No test runs here (the
// file name does not match node --test's patterns).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { datasetDir, wptDir } from "./paths.mjs";

/** mulberry32: a tiny seeded PRNG (deterministic across runs and platforms). */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  const chance = (p) => next() < p;
  return { next, int, pick, chance };
}

// ---------------------------------------------------------------------------------------------
// Tokens inserted by the mutations.

const SPECIAL = [
  "/",
  "\\",
  "?",
  "#",
  "@",
  ":",
  "[",
  "]",
  "%",
  ".",
  "..",
  "/..",
  "/.",
  "%2e",
  "%2E.",
  ".%2e",
  "^",
  "|",
  "{",
  "}",
  "<",
  ">",
  '"',
  "'",
  "`",
  " ",
  "  ",
  "\t",
  "\n",
  "\r",
  "\0",
  "\x01",
  "\x1f",
  "\x7f",
  "\x0c",
  "\u00a0",
  "\ufffd",
  "\ud800",
  "\udc00",
  "\udbff",
  "\udfff",
  "\ud83d\ude00",
  "&",
  "=",
  "+",
  ";",
  ",",
  "$",
  "!",
  "~",
  "*",
  "(",
  ")",
  "//",
  "///",
  "\\\\",
  "/\\",
  "?#",
  "#?",
  "@@",
  "::",
  "C:",
  "C|",
  "c:/",
  "/C:/",
  "/c|/",
  "a:",
  "A:",
  "\u200b",
  "\u200c",
  "\u200d",
  "\u00ad",
  "\u3002",
  "\uff0e",
  "\uff61",
  "\u2028",
  "\ufeff",
  "\u0300",
  "\u0338",
  "\uff05",
  "\uff0f",
  "\uff1a",
  "?\ufeff",
  "&\ufeff=\ufeff",
  "?%EF%BB%BF",
  "&%ef%bb%bf=%EF%BB%BFv",
  "?a=b&c",
  "&=&",
  "+",
];

const PERCENT = [
  "%",
  "%2",
  "%2e",
  "%2E",
  "%2f",
  "%2F",
  "%5c",
  "%00",
  "%zz",
  "%%",
  "%25",
  "%252e",
  "%ff",
  "%FF",
  "%c3%a9",
  "%C3",
  "%e2%82%ac",
  "%f0%9f%92%a9",
  "%ed%a0%80",
  "%80",
  "%c0%af",
  "%41",
  "%7e",
  "%20",
  "%09",
  "%0a",
  "%3f",
  "%23",
  "%40",
  "%3a",
  "%5b",
  "%5d",
  "%2e%2e",
  "%2e%2e%2f",
  "%%30",
  "%e3%80%82",
  "%ef%bc%8e",
  "%c2%ad",
];

const UNICODE_HOSTS = [
  "m\u00fcnchen",
  "M\u00dcNCHEN",
  "\u00e9xample",
  "fa\u00df",
  "FASS",
  "\u03c2\u03c3",
  "xn--mnchen-3ya",
  "xn--",
  "xn--a",
  "xn--zca",
  "XN--ZCA",
  "xn--ls8h",
  "\u65e5\u672c\u8a9e",
  "\u2603",
  "a\u200cb",
  "a\u200db",
  "\ud83d\udca9",
  "\u0627\u0644\u0639\u0631\u0628\u064a\u0629",
  "\u05e2\u05d1\u05e8\u05d9\u05ea",
  "a\u0661",
  "\u0661a",
  "\uff25\uff38",
  "\u2160",
  "\u00bd",
  "\u2488",
  "\u24b6",
  "\u1e9e",
  "\u0130",
  "\u212a",
  "\ufb01",
  "\u3002",
  "a\u3002b",
  "\u0301a",
  "a\u00adb",
  "-a",
  "a-",
  "ab--cd",
  "_dmarc",
  "a..b",
  "",
  "\u0080",
  "\u00a0",
  "\uff05\uff14\uff11",
  "\u0433\u043e\u0441\u0443\u0441\u043b\u0443\u0433\u0438",
  "\u10a0",
  "\u1100\u1161",
  "\u0e01\u0e32",
  "xn--nxa",
  "\u4e2d\u56fd",
  "\ud800",
  "\udfff",
  "\u{e0041}",
  "\u{1d400}",
  "\u{10fffd}",
  "\ufdd0",
  "\ufffe",
];

const ASCII_HOSTS = [
  "example.com",
  "EXAMPLE.COM",
  "a",
  "localhost",
  "LOCALHOST",
  "127.0.0.1",
  "0",
  "x.y.z",
  "a.b.",
  "h",
  "exa%6dple",
  "ex%2eample",
  "%30",
  "%31.%32",
  "a b",
  "a<b",
  "a^b",
  "a|b",
  "a%b",
  "a%00b",
  "a%25b",
  "*",
  "a*b",
  "@",
  "a:b",
  "foo.09",
  "foo.0x",
  "foo.1",
  "1.foo",
  "a.b.c.1",
  "0x.0x",
  "..",
  ".",
  "[",
  "]",
];

const SCHEMES = [
  "http",
  "https",
  "ws",
  "wss",
  "ftp",
  "file",
  "HTTP",
  "hTtPs",
  "FILE",
  "sc",
  "a",
  "blob",
  "data",
  "javascript",
  "mailto",
  "about",
  "web+demo",
  "non-spec",
  "git+ssh",
  "a1.b-c+d",
  "urn",
  "h\u0131tp",
  "1a",
  "ht tp",
  "",
];

const PORTS = [
  "0",
  "1",
  "80",
  "443",
  "21",
  "8080",
  "65535",
  "65536",
  "99999",
  "4294967296",
  "18446744073709551616",
  "000000000000000080",
  "-1",
  "8a",
  "a",
  "",
  "0x50",
  "1e3",
  "\u0668\u0660",
  "80 ",
  " 80",
  "80/",
  "80?",
  "80#",
  "80\\",
  "00",
  "9".repeat(30),
];

const BASES = [
  "http://example.org/foo/bar",
  "https://u:p@example.com:8080/a/b/c?x#y",
  "file:///C:/dir/file",
  "file://host/p/q",
  "file:///",
  "sc://host/path",
  "sc:opaque",
  "sc:/abs/path",
  "sc://",
  "about:blank",
  "data:text/plain,x",
  "http://[::1]/",
  "http://1.2.3.4/",
  "blob:https://a.example/uuid",
  "web+demo:/.//not-a-host/",
  "ws://h/?q",
  "http://example.org/\u00e9?\u00e9#\u00e9",
  "javascript:alert(1)",
  "mailto:x@y",
  "wss://h:1/#",
];

const DIGITS = "0123456789";
const HEX = "0123456789abcdefABCDEF";

function randomNumberString(r) {
  switch (r.int(8)) {
    case 0:
      return String(r.int(256));
    case 1:
      return `0x${randomChars(r, HEX, 1 + r.int(9))}`;
    case 2:
      return `0${randomChars(r, "01234567", 1 + r.int(12))}`;
    case 3:
      return randomChars(r, DIGITS, 1 + r.int(25)); // possibly overflowing
    case 4:
      return r.pick([
        "",
        "0x",
        "0X",
        "09",
        "08",
        "0xg",
        "1a",
        "00",
        "0x0",
        "4294967295",
        "4294967296",
        "0xffffffff",
        "0x100000000",
        "037777777777",
        "040000000000",
      ]);
    case 5:
      return String(r.int(4294967296));
    case 6:
      return `0x${"0".repeat(r.int(30))}${randomChars(r, HEX, 1 + r.int(3))}`;
    default:
      return String(r.int(1000));
  }
}

function randomChars(r, alphabet, n) {
  let s = "";
  for (let i = 0; i < n; i++) s += alphabet[r.int(alphabet.length)];
  return s;
}

/** Something that looks like an IPv4 address, or almost. */
export function ipv4Like(r) {
  const parts = 1 + r.int(6);
  const list = [];
  for (let i = 0; i < parts; i++) list.push(randomNumberString(r));
  let s = list.join(".");
  if (r.chance(0.1)) s += ".";
  if (r.chance(0.05)) s = s.replace(".", "..");
  if (r.chance(0.05)) s = s.replace(/\d/, r.pick(["%31", "\uff11", "\u0661", "a", " "]));
  return s;
}

/** Something that looks like an IPv6 literal (with brackets), or almost. */
export function ipv6Like(r) {
  const pieces = r.int(10);
  const list = [];
  for (let i = 0; i < pieces; i++) {
    list.push(r.chance(0.15) ? "" : r.chance(0.1) ? randomChars(r, HEX, 5) : randomChars(r, HEX, 1 + r.int(4)));
  }
  let s = list.join(":");
  if (r.chance(0.5)) {
    const i = r.int(s.length + 1);
    s = `${s.slice(0, i)}::${s.slice(i)}`;
  }
  if (r.chance(0.25)) s += (s.endsWith(":") || s === "" ? "" : ":") + ipv4Like(r);
  if (r.chance(0.05)) s += `%${r.pick(["eth0", "25eth0", "1"])}`;
  if (r.chance(0.05)) s = s.replace(/[0-9a-f]/i, r.pick(["g", " ", "\uff11", "%31", "."]));
  if (r.chance(0.03)) s = s.toUpperCase();
  const open = r.chance(0.97) ? "[" : "";
  const close = r.chance(0.95) ? "]" : "";
  return open + s + close;
}

function hostLike(r) {
  switch (r.int(6)) {
    case 0:
      return ipv4Like(r);
    case 1:
      return ipv6Like(r);
    case 2:
      return (
        r.pick(UNICODE_HOSTS) +
        (r.chance(0.5) ? `.${r.pick(["com", "de", "xn--p1ai", "\u0440\u0444", "1", "0x1", ""])}` : "")
      );
    case 3: {
      const labels = [];
      for (let i = 1 + r.int(4); i > 0; i--) labels.push(r.chance(0.3) ? r.pick(UNICODE_HOSTS) : r.pick(ASCII_HOSTS));
      return labels.join(".");
    }
    case 4:
      return percentEncodeSome(r, r.pick([...ASCII_HOSTS, ...UNICODE_HOSTS]));
    default:
      return r.pick(ASCII_HOSTS);
  }
}

function percentEncodeSome(r, s) {
  const bytes = Buffer.from(s, "utf8"); // lone surrogates become U+FFFD (also on Node 18, which lacks toWellFormed)
  let out = "";
  for (const b of bytes) {
    out += r.chance(0.4)
      ? `%${b.toString(16).padStart(2, "0")[r.chance(0.5) ? "toUpperCase" : "toLowerCase"]()}`
      : String.fromCharCode(b);
  }
  return out.length > 0 && /[\x80-\xff]/.test(out) ? s : out;
}

/** A random token to insert into a URL or a setter value. */
export function token(r) {
  switch (r.int(10)) {
    case 0:
    case 1:
    case 2:
      return r.pick(SPECIAL);
    case 3:
    case 4:
      return r.pick(PERCENT);
    case 5:
      return hostLike(r);
    case 6:
      return `:${r.pick(PORTS)}`;
    case 7:
      return `${r.pick(SCHEMES)}:`;
    case 8:
      return String.fromCharCode(r.int(0x80));
    default:
      return r.chance(0.5) ? String.fromCodePoint(0x80 + r.int(0x3000)) : String.fromCharCode(r.int(0x10000));
  }
}

// ---------------------------------------------------------------------------------------------
// Mutations of a seed string.

const AUTHORITY = /^([^:/?#]*:)?(\/\/|\\\\|\/\\|\\\/)([^/?#\\]*@)?(\[[^\]]*\]|[^:/?#\\]*)(:[^/?#\\]*)?/;

function mutateOnce(r, s, seeds) {
  const i = r.int(s.length + 1);
  switch (r.int(14)) {
    case 0:
    case 1:
    case 2:
      return s.slice(0, i) + token(r) + s.slice(i);
    case 3: {
      const j = i + r.int(6);
      return s.slice(0, i) + token(r) + s.slice(j);
    }
    case 4:
      return s.slice(0, i) + s.slice(i + 1 + r.int(4));
    case 5: {
      const j = i + r.int(8);
      return s.slice(0, j) + s.slice(i, j) + s.slice(j);
    }
    case 6: {
      const other = r.pick(seeds).input;
      return s.slice(0, i) + other.slice(r.int(other.length + 1));
    }
    case 7: {
      // replace the host (or add an authority)
      const m = AUTHORITY.exec(s);
      if (m) {
        const start = (m[1] ?? "").length + m[2].length + (m[3] ?? "").length;
        return s.slice(0, start) + hostLike(r) + s.slice(start + m[4].length);
      }
      return `${r.pick(SCHEMES)}://${hostLike(r)}/${s}`;
    }
    case 8: {
      // replace the scheme
      const colon = s.indexOf(":");
      return `${r.pick(SCHEMES)}:${colon >= 0 ? s.slice(colon + 1) : s}`;
    }
    case 9: {
      // add or replace the port
      const m = AUTHORITY.exec(s);
      if (m) {
        const end = m[0].length - (m[5] ?? "").length;
        return `${s.slice(0, end)}:${r.pick(PORTS)}${s.slice(m[0].length)}`;
      }
      return `${s}:${r.pick(PORTS)}`;
    }
    case 10: {
      const j = i + 1 + r.int(10);
      const part = s.slice(i, j);
      return s.slice(0, i) + (r.chance(0.5) ? part.toUpperCase() : part.toLowerCase()) + s.slice(j);
    }
    case 11: {
      // percent-encode a range
      const j = i + 1 + r.int(4);
      return s.slice(0, i) + percentEncodeSome(r, s.slice(i, j)) + s.slice(j);
    }
    case 12: {
      // leading / trailing C0 control or space, or tab/newline anywhere
      const ws = r.pick([" ", "\t", "\n", "\r", "\0", "\x1f", "\x0c", "  \t", "\x7f"]);
      return r.chance(0.5) ? ws + s : r.chance(0.5) ? s + ws : s.slice(0, i) + ws + s.slice(i);
    }
    default: {
      // repeat a path-ish token
      const t = r.pick(["../", "./", "/..", "/.", "%2e%2e/", ".%2E/", "//", "a/", "\\..", "/%2e"]);
      return s.slice(0, i) + t.repeat(1 + r.int(5)) + s.slice(i);
    }
  }
}

export function mutate(r, s, seeds) {
  const rounds = 1 + (r.chance(0.5) ? 0 : r.int(3));
  for (let k = 0; k < rounds; k++) s = mutateOnce(r, s, seeds);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Seeds.

function readLines(file) {
  return readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.replace(/\r$/, ""))
    .filter((l) => l !== "");
}

/**
 * The seed corpus: WPT urltestdata inputs (with their bases) and the dataset URLs. Returns
 * `{ seeds, missing }`; `missing` lists the files that were not found.
 */
export function loadSeeds() {
  const missing = [];
  const seeds = [];
  const wpt = path.join(wptDir, "urltestdata.json");
  if (existsSync(wpt)) {
    for (const c of JSON.parse(readFileSync(wpt, "utf8"))) {
      if (typeof c === "string") continue;
      seeds.push({ input: c.input, base: c.base ?? undefined });
    }
  } else {
    missing.push(wpt);
  }
  const wptSeeds = seeds.length;
  let setterValues = [];
  let setterSeeds = 0;
  const setters = path.join(wptDir, "setters_tests.json");
  if (existsSync(setters)) {
    const data = JSON.parse(readFileSync(setters, "utf8"));
    for (const [name, list] of Object.entries(data)) {
      if (name === "comment") continue;
      for (const c of list) {
        seeds.push({ input: c.href, base: undefined });
        setterValues.push(c.new_value);
        setterSeeds++;
      }
    }
  } else {
    missing.push(setters);
  }
  for (const name of ["kasztp.txt", "node_files.txt"]) {
    const file = path.join(datasetDir, name);
    if (existsSync(file)) for (const input of readLines(file)) seeds.push({ input, base: undefined });
    else missing.push(file);
  }
  setterValues = [...new Set(setterValues)];
  return { seeds, wptSeeds, setterSeeds, setterValues, missing };
}

/**
 * The deterministic stream of cases `{ index, input, base, setter, value }`: mutations of the seeds
 * (mostly WPT seeds, see below), with the seed's base, another base or none, plus a setter and a mutated value to try on the parsed URL. The
 * stream depends only on `seed`, so shards (`shard` of `shards`, by index) see the same cases.
 */
export function* cases({ seed, count, seeds, wptSeeds, setterSeeds = 0, setterValues, shard = 0, shards = 1 }) {
  const r = prng(seed);
  for (let index = 0; index < count; index++) {
    // 70% WPT urltestdata inputs, 10% WPT setter-test hrefs, 20% dataset URLs (longer, and slower
    // for the reference: it percent-encodes one code point at a time through TextEncoder).
    const x = r.next();
    const s =
      x < 0.7 && wptSeeds > 0
        ? seeds[r.int(wptSeeds)]
        : x < 0.8 && setterSeeds > 0
          ? seeds[wptSeeds + r.int(setterSeeds)]
          : r.pick(seeds);
    const input = r.chance(0.04) ? s.input : mutate(r, s.input, seeds);
    let base = s.base;
    const b = r.next();
    if (b < 0.15) base = r.pick(BASES);
    else if (b < 0.2) base = undefined;
    else if (b < 0.22 && base !== undefined) base = mutate(r, base, seeds);
    const setter = SETTERS[r.int(SETTERS.length)];
    const value = setterValue(r, setter, setterValues, seeds);
    if (index % shards === shard) yield { index, input, base, setter, value };
  }
}

const SETTERS = ["href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"];
export { SETTERS };

/** A value for a setter: a WPT setter value, a component of another seed, or a token, mutated. */
export function setterValue(r, name, setterValues, seeds) {
  let v;
  switch (r.int(5)) {
    case 0:
      v = r.pick(setterValues);
      break;
    case 1:
      v =
        name === "port"
          ? r.pick(PORTS)
          : name === "protocol"
            ? r.pick(SCHEMES)
            : name.startsWith("host")
              ? hostLike(r)
              : token(r);
      break;
    case 2:
      v = r.pick(seeds).input;
      break;
    case 3:
      v = "";
      break;
    default:
      v = token(r) + token(r);
  }
  return r.chance(0.6) ? mutate(r, v, seeds) : v;
}
