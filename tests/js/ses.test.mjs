// The package under SES lockdown() (npm `ses`), which freezes every intrinsic: importing it after
// lockdown must work (it changes no intrinsic, only its own classes and functions), through the
// Node entry, url-wasm/js and url-wasm/auto. In a child process: lockdown is for the whole realm.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { test } from "node:test";
import { repoRoot } from "./paths.mjs";

const CHECK = `
  const u = new URL("https://user@EX\\u00c4MPLE.org:443/a/../b/%7e?q=\\u00e9#h");
  u.searchParams.append("x", "y z");
  u.pathname = "/p q";
  const sp = new URLSearchParams({ b: "2", a: "1" });
  sp.sort();
  return [u.href, u.origin, sp.toString(), URL.parse("nope"), URL.canParse("a:b")];
`;

test("after SES lockdown(): the Node entry, url-wasm/js and url-wasm/auto", () => {
  const script = `
    import "ses";
    lockdown();
    const check = ({ URL, URLSearchParams }) => { ${CHECK} };
    const main = await import("url-wasm");
    const js = await import("url-wasm/js");
    const auto = await import("url-wasm/auto");
    await auto.install({ force: true });
    console.log(JSON.stringify([check(main), check(js), check(globalThis), Object.isFrozen(Array.prototype)]));`;
  const out = JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: repoRoot, encoding: "utf8" }),
  );
  const expected = [
    "https://user@xn--exmple-cua.org/p%20q?q=%C3%A9&x=y+z#h",
    "https://xn--exmple-cua.org",
    "a=1&b=2",
    null,
    true,
  ];
  assert.deepEqual(out, [expected, expected, expected, true]);
});
