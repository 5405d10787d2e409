// The JS UTF-8 fallbacks (used where TextEncoder/TextDecoder do not exist) against the real
// TextEncoder/TextDecoder: lone surrogates → U+FFFD when encoding; invalid sequences → U+FFFD per
// maximal subpart when decoding (https://encoding.spec.whatwg.org/#utf-8-decoder).
import assert from "node:assert/strict";
import { test } from "node:test";
import { execFileSync } from "node:child_process";
import {
  _decodeAsciiSlow,
  _decodeSlow,
  encodeSlow,
  decodeAscii,
  defaultCodec,
  encodeInto,
  maxBytes,
} from "../../js/codecs/utf8.mjs";

let seed = 12345;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) >>> 0;
  return seed % n;
};
const UNITS = [
  0x41, 0x7f, 0x80, 0x7ff, 0x800, 0xe9, 0xfffd, 0xffff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xd83d, 0xdca9, 0x0,
];

function randomString() {
  let s = "";
  const n = random(12);
  for (let i = 0; i < n; i++) s += String.fromCharCode(random(3) === 0 ? random(0x10000) : UNITS[random(UNITS.length)]);
  return s;
}

test("encoder fallback = TextEncoder (incl. lone surrogates)", () => {
  const enc = new TextEncoder();
  for (let i = 0; i < 20000; i++) {
    const s = randomString();
    const buf = new Uint8Array(maxBytes(s) + 2);
    const n = encodeSlow(s, 0, buf, 1);
    assert.deepEqual(buf.subarray(1, 1 + n), enc.encode(s), JSON.stringify(s));
    const fast = new Uint8Array(maxBytes(s));
    assert.deepEqual(fast.subarray(0, encodeInto(s, fast, 0)), enc.encode(s));
    // The browsers' codec: a JS loop up to 64 code units, ASCII or not, written at an offset.
    const loop = new Uint8Array(maxBytes(s) + 3);
    assert.deepEqual(loop.subarray(3, 3 + encodeInto(s, loop, 3, 64)), enc.encode(s), JSON.stringify(s));
  }
});

test("decoder fallback = TextDecoder (incl. invalid sequences)", () => {
  const dec = new TextDecoder();
  const interesting = [
    0x00, 0x41, 0x7f, 0x80, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff, 0x9f, 0xa0, 0x90,
    0x8f,
  ];
  for (let i = 0; i < 50000; i++) {
    const bytes = new Uint8Array(random(8));
    for (let j = 0; j < bytes.length; j++) bytes[j] = random(2) ? interesting[random(interesting.length)] : random(256);
    assert.equal(_decodeSlow(bytes, 0, bytes.length), dec.decode(bytes), String(Array.from(bytes)));
  }
  const long = new TextEncoder().encode("\u00e9\u{1F4A9}x".repeat(10000));
  assert.equal(_decodeSlow(long, 0, long.length), "\u00e9\u{1F4A9}x".repeat(10000));
  const ascii = new Uint8Array(70000).fill(0x61);
  assert.equal(decodeAscii(ascii, 0, ascii.length), "a".repeat(70000));
  assert.equal(_decodeAsciiSlow(ascii, 0, ascii.length), "a".repeat(70000));
  assert.equal(_decodeAsciiSlow(ascii, 5, 9), "aaaa");
});

test("the browsers' ASCII decoder (eight bytes a String.fromCharCode call) at every length and offset up to 100", () => {
  const bytes = new Uint8Array(300);
  for (let i = 0; i < bytes.length; i++) bytes[i] = random(0x80);
  const latin1 = new TextDecoder("latin1"); // exact for ASCII
  for (let start = 0; start < 9; start++) {
    for (let n = 0; n <= 100; n++) {
      const expected = latin1.decode(bytes.subarray(start, start + n));
      assert.equal(defaultCodec.ascii(bytes, start, start + n), expected, `${start}+${n}`);
      assert.equal(decodeAscii(bytes, start, start + n, 100), expected, `${start}+${n}`);
    }
  }
});

// bench/engines/whatwg-url-shims.mjs gives whatwg-url these fallbacks as TextEncoder/TextDecoder in
// Hermes and QuickJS (bench/engines.mjs); a wrong call there made whatwg-url fail most of WPT in
// those engines, which the benchmark only printed in its comparison column.
test("the engines benchmark's TextEncoder/TextDecoder shims encode and decode as Node's", () => {
  const shims = new URL("../../bench/engines/whatwg-url-shims.mjs", import.meta.url).href;
  const script = `
    const { TextEncoder: E, TextDecoder: D } = globalThis;
    delete globalThis.TextEncoder;
    delete globalThis.TextDecoder;
    await import(${JSON.stringify(shims)});
    const out = [];
    for (const s of ["", "a", "aé😀\\uD800x", "пример.gov"]) {
      const bytes = new TextEncoder().encode(s);
      out.push([[...bytes].join() === [...new E().encode(s)].join(), new TextDecoder().decode(bytes) === new D().decode(bytes)]);
    }
    console.log(JSON.stringify(out));`;
  const out = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }));
  assert.deepEqual(out, [
    [true, true],
    [true, true],
    [true, true],
    [true, true],
  ]);
});
