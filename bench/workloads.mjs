// The benchmark workloads over one URL/URLSearchParams pair, in plain ECMAScript: bench/worker.mjs
// (Node, with WebAssembly) and bench/engines.mjs (Hermes, QuickJS, node --jitless) time the same code.
// `run[name](lines)` returns a function that does one pass and returns the number of operations;
// results go to `sink()` so that nothing is dead code.

export const RELATIVE = [
  "../a/b.html?x=1",
  "/abs/path",
  "?q=1&r=2",
  "#frag",
  "sibling.html",
  "./c/./d/../e",
  "//cdn.example.net/s.js",
  "",
  "a%20b/c d",
];

/** The workloads for `URL` and `URLSearchParams`: { run, sink }. `queriesOf(lines)` gives the
 * `search` of each line (from a reference implementation: every implementation gets the same input). */
export function workloads({ URL, URLSearchParams }, queriesOf) {
  let sink = 0;
  const run = {
    // 1. new URL(line) + href
    parse(lines) {
      return () => {
        for (let i = 0; i < lines.length; i++) sink += new URL(lines[i]).href.length;
        return lines.length;
      };
    },
    // 2. parse, then read every component getter
    components(lines) {
      return () => {
        for (let i = 0; i < lines.length; i++) {
          const u = new URL(lines[i]);
          sink += u.protocol.length + u.host.length + u.hostname.length + u.port.length + u.pathname.length;
          sink += u.search.length + u.hash.length + u.origin.length;
        }
        return lines.length;
      };
    },
    // 3. new URL(relative, base) with the line as base (string), relative patterns in rotation
    relative(lines) {
      return () => {
        for (let i = 0; i < lines.length; i++) sink += new URL(RELATIVE[i % RELATIVE.length], lines[i]).href.length;
        return lines.length;
      };
    },
    // 4. four setters on an already parsed URL, then href (parsing happens before the clock starts)
    setters(lines) {
      const urls = lines.map((l) => new URL(l));
      return () => {
        for (let i = 0; i < urls.length; i++) {
          const u = urls[i];
          u.pathname = "/p/a th/ü";
          u.search = "?q=a b&r=1";
          u.hash = "#sec 2";
          u.host = "www.example.org:8080";
          sink += u.href.length;
        }
        return urls.length;
      };
    },
    // 5. URLSearchParams from the URL's query: construct, iterate, append, sort, toString
    params(lines) {
      const queries = queriesOf(lines);
      return () => {
        for (let i = 0; i < queries.length; i++) {
          const p = new URLSearchParams(queries[i]);
          for (const [k, v] of p) sink += k.length + v.length;
          p.append("utm_source", "bench");
          p.sort();
          sink += p.toString().length;
        }
        return queries.length;
      };
    },
    // 6. URL.canParse(line)
    canParse(lines) {
      return () => {
        for (let i = 0; i < lines.length; i++) if (URL.canParse(lines[i])) sink++;
        return lines.length;
      };
    },
  };
  return { run, sink: () => sink };
}
