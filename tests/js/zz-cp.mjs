import { URL } from "./load.mjs";
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
const usm = require("whatwg-url/lib/url-state-machine.js");
const diffs = [];
for (let cp = 0x80; cp <= 0x10ffff; cp++) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue;
  const ch = String.fromCodePoint(cp);
  const input = "http://a" + ch + "b/";
  const a = URL.parse(input)?.host ?? null;
  const rec = usm.basicURLParse(input);
  const b = rec ? usm.serializeHost(rec.host) : null;
  if (a !== b) diffs.push([cp.toString(16), /\p{Cn}/u.test(ch), a, b]);
}
console.log(diffs.length);
const cn = diffs.filter(d=>d[1]);
console.log("Cn:", cn.length, "assigned:", diffs.length-cn.length);
console.log(JSON.stringify(diffs.filter(d=>!d[1]).slice(0,40)));
// ranges
let ranges=[]; for (const d of diffs){const c=parseInt(d[0],16); const l=ranges.at(-1); if(l&&l[1]===c-1)l[1]=c; else ranges.push([c,c]);}
console.log(ranges.map(([a,b])=>a.toString(16)+(a===b?"":"-"+b.toString(16))).join(" "));
