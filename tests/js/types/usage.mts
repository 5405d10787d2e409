// Type-checked (never run) by types.test.mjs: the public API through the package's exports map.
import { URL, URLSearchParams, ready, initSync, init, isInitialized, type URLSearchParamsIterator } from "url-wasm";
// The tools: from url-wasm/tools everywhere (in Node from "url-wasm" too: usage.cts).
import { parseWithErrors, validateURLString, isValidURLString, ready as toolsReady } from "url-wasm/tools";
import { domainToASCII, domainToUnicode, hostToUnicode, URL as ToolsURL } from "url-wasm/tools";
import type { ParseWithErrorsResult, URLValidationError, URLStringValidity } from "url-wasm/tools";
import * as core from "url-wasm/core";
import { install, isConformant, ready as installed } from "url-wasm/auto";

await ready;
const u: URL = new URL("https://example.org/a?b=c", "https://base/");
const maybe: URL | null = URL.parse("x", u);
const ok: boolean = URL.canParse(u) && isInitialized() && isConformant(URL, URLSearchParams);
const parts: string[] = [
  u.href,
  u.origin,
  u.protocol,
  u.username,
  u.password,
  u.host,
  u.hostname,
  u.port,
  u.pathname,
  u.search,
  u.hash,
  u.toJSON(),
  String(u),
];
u.pathname = "/x";
const sp: URLSearchParams = u.searchParams;
sp.append("a", "b");
sp.delete("a", "b");
const got: string | null = sp.get("a");
const all: string[] = sp.getAll("a");
const has: boolean = sp.has("a") || sp.has("a", "b");
const size: number = sp.size;
sp.sort();
sp.forEach((value: string, key: string, parent: URLSearchParams) => void [value, key, parent]);
const it: URLSearchParamsIterator<[string, string]> = sp.entries();
for (const [k, v] of sp) void (k + v);
const keys: string[] = [...sp.keys(), ...sp.values()];
new URLSearchParams([["a", "b"]]);
new URLSearchParams({ a: "b" });
new URLSearchParams("?a=b");
new URLSearchParams(sp);
new URLSearchParams(new Map([["a", "b"]]));
// @ts-expect-error: readonly
u.origin = "x";
// @ts-expect-error: two arguments required
sp.append("a");
initSync(new Uint8Array(0));
await init("https://cdn.example/url_wasm_bg.wasm");
await core.init(new ArrayBuffer(0));
const didInstall: boolean = (await install({ force: true })) && (await installed);
// Authoring tools.
await toolsReady;
const toolsURL: URL = new ToolsURL("https://a/");
const report: ParseWithErrorsResult = parseWithErrors("https://a b/", u);
const firstError: URLValidationError | undefined = report.errors[0];
const parsed: URL | null = report.url ?? report.base?.url ?? null;
const options = { nonEmpty: true, surroundingSpaces: true };
const validity: URLStringValidity = validateURLString(" x ", "https://a/", options);
const at: number | null = validity.index;
const isValid: boolean = isValidURLString(u) && core.isValidURLString("x", u, {});
const domains: string[] = [
  domainToASCII("a"),
  domainToUnicode("a"),
  hostToUnicode(u),
  core.hostToUnicode("https://a/"),
];
// @ts-expect-error: an option that does not exist
validateURLString("x", undefined, { strict: true });
void [toolsURL, maybe, ok, parts, got, all, has, size, it, keys, didInstall, firstError, parsed, at, isValid, domains];
