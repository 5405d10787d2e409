// A static file server on 127.0.0.1 for the browser tests and `npm run viewer`: serves `root`
// (and any extra `mounts`, a URL prefix → folder) with the content types the pages need and no
// caching. Nothing outside those folders is served.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, resolve, sep } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".mjs": "text/javascript",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

/** Listen on 127.0.0.1 (`port` 0: a free one); resolves to the server and its origin. `headers`:
 * more response headers (e.g. the two that make a page cross-origin isolated). */
export async function serve(root, { port = 0, mounts = {}, headers = {} } = {}) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    const prefix = Object.keys(mounts).find((p) => path.startsWith(p));
    const [base, rel] = prefix === undefined ? [root, path.slice(1)] : [mounts[prefix], path.slice(prefix.length)];
    let file = resolve(base, rel);
    if (existsSync(file) && statSync(file).isDirectory()) file = resolve(file, "index.html");
    if ((file !== base && !file.startsWith(base + sep)) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, {
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      "Cache-Control": "no-store",
      ...headers,
    });
    res.end(readFileSync(file));
  });
  await new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", ok);
  });
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}
