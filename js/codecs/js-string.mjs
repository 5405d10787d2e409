// Strings between JS and wasm memory through WebAssembly's JS String Builtins
// (https://github.com/WebAssembly/js-string-builtins; Chromium 130+, Node 24+): a module of two
// functions, written here byte by byte, that copies a string's code units into a wasm GC array
// with one native call (`wasm:js-string` intoCharCodeArray) and makes a string from one
// (fromCharCodeArray), with the loops between the array and memory in wasm. In Chromium that
// beats both the JS loops of defaultCodec (utf8.mjs) and TextEncoder and TextDecoder, whose calls
// alone cost ~190 ns (README, Performance, "Transcoding", has the figures). Where the builtins or
// wasm GC are missing, compiling or instantiating fails and the bridge keeps the codec it was
// given. The runtime (wasm/runtime.mjs) applies it to defaultCodec only: in Node, Buffer's
// methods are faster.
// https://encoding.spec.whatwg.org/#utf-8-encoder
import { encodeSlow } from "./utf8.mjs";

/** Strings and outputs longer than this (code units, bytes) go to the JS codec: the module's one
 * array has this many elements, so what it holds stays small. */
const CAPACITY = 4096;

/** A name in the binary format: its length (under 128), then its characters (ASCII). */
const name = (s) => [s.length, ...Array.from(s, (c) => c.charCodeAt(0))];

// The module, byte by byte, with its text format beside each line
// (https://webassembly.github.io/gc/core/binary/modules.html). encode(s, at) writes s's code units
// at address `at` while they are ASCII and returns how many it wrote, or -1 - i for the first code
// unit i that is not (the caller writes the rest); decode(start, end) returns the string whose code
// units are the bytes [start, end) (for ASCII bytes, the string they encode). $chars holds CAPACITY
// code units.
// biome-ignore format: one line per instruction, its text format beside it
const BYTES = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // \0asm, version 1
  0x01, 0x21, 0x05, // section 1 (types): 33 bytes, 5 entries
  0x5e, 0x77, 0x01, //   0 $chars: (array (mut i16))
  0x60, 0x03, 0x6f, 0x63, 0x00, 0x7f, 0x01, 0x7f, //   1 (func (param externref (ref null $chars) i32) (result i32))
  0x60, 0x03, 0x63, 0x00, 0x7f, 0x7f, 0x01, 0x64, 0x6f, //   2 (func (param (ref null $chars) i32 i32) (result (ref extern)))
  0x60, 0x02, 0x6f, 0x7f, 0x01, 0x7f, //   3 (func (param externref i32) (result i32))
  0x60, 0x02, 0x7f, 0x7f, 0x01, 0x6f, //   4 (func (param i32 i32) (result externref))
  0x02, 0x53, 0x03, // section 2 (imports): 83 bytes, 3 entries
  ...name("wasm:js-string"), ...name("intoCharCodeArray"), 0x00, 0x01, //   (import "wasm:js-string" "intoCharCodeArray" (func 0 (type 1)))
  ...name("wasm:js-string"), ...name("fromCharCodeArray"), 0x00, 0x02, //   (import "wasm:js-string" "fromCharCodeArray" (func 1 (type 2)))
  ...name("m"), ...name("memory"), 0x02, 0x00, 0x00, //   (import "m" "memory" (memory 0)): the core's memory
  0x03, 0x03, 0x02, // section 3 (functions): 3 bytes, 2 entries
  0x03, 0x04, //   func 2 (type 3): encode, func 3 (type 4): decode
  0x06, 0x0b, 0x01, // section 6 (globals): 11 bytes, 1 entry
  0x64, 0x00, 0x00, //   (global $chars (ref $chars)
  0x41, 0x80, 0x20, 0xfb, 0x07, 0x00, 0x0b, //     (array.new_default $chars (i32.const 4096)))
  0x07, 0x13, 0x02, // section 7 (exports): 19 bytes, 2 entries
  ...name("encode"), 0x00, 0x02, //   (export "encode" (func 2))
  ...name("decode"), 0x00, 0x03, //   (export "decode" (func 3))
  0x0a, 0x80, 0x01, 0x02, // section 10 (code): 128 bytes, 2 entries
  0x46, //   (func $encode (param $s externref) (param $at i32) (result i32): 70 bytes
  0x01, 0x03, 0x7f, //     (local $i i32) (local $c i32) (local $n i32); params: 0 $s, 1 $at
  0x20, 0x00, 0x23, 0x00, 0x41, 0x00, 0x10, 0x00, 0x21, 0x04, //     (local.set $n (call $intoCharCodeArray (local.get $s) (global.get $chars) (i32.const 0)))
  0x02, 0x40, 0x03, 0x40, //     (block (loop
  0x20, 0x02, 0x20, 0x04, 0x4f, 0x0d, 0x01, //       (br_if 1 (i32.ge_u (local.get $i) (local.get $n)))
  0x23, 0x00, 0x20, 0x02, 0xfb, 0x0d, 0x00, 0x22, 0x03, 0x41, 0x80, 0x01, 0x4f, //       (i32.ge_u (local.tee $c (array.get_u $chars (global.get $chars) (local.get $i))) (i32.const 0x80))
  0x04, 0x40, 0x41, 0x7f, 0x20, 0x02, 0x6b, 0x0f, 0x0b, //       (if (then (return (i32.sub (i32.const -1) (local.get $i)))))
  0x20, 0x01, 0x20, 0x02, 0x6a, 0x20, 0x03, 0x3a, 0x00, 0x00, //       (i32.store8 (i32.add (local.get $at) (local.get $i)) (local.get $c))
  0x20, 0x02, 0x41, 0x01, 0x6a, 0x21, 0x02, 0x0c, 0x00, 0x0b, 0x0b, //       (local.set $i (i32.add (local.get $i) (i32.const 1))) (br 0)))
  0x20, 0x02, 0x0b, //     (local.get $i))
  0x37, //   (func $decode (param $start i32) (param $end i32) (result externref): 55 bytes
  0x01, 0x01, 0x7f, //     (local $i i32); params: 0 $start, 1 $end
  0x02, 0x40, 0x03, 0x40, //     (block (loop
  0x20, 0x02, 0x20, 0x01, 0x20, 0x00, 0x6b, 0x4f, 0x0d, 0x01, //       (br_if 1 (i32.ge_u (local.get $i) (i32.sub (local.get $end) (local.get $start))))
  0x23, 0x00, 0x20, 0x02, 0x20, 0x00, 0x20, 0x02, 0x6a, 0x2d, 0x00, 0x00, 0xfb, 0x0e, 0x00, //       (array.set $chars (global.get $chars) (local.get $i) (i32.load8_u (i32.add (local.get $start) (local.get $i))))
  0x20, 0x02, 0x41, 0x01, 0x6a, 0x21, 0x02, 0x0c, 0x00, 0x0b, 0x0b, //       (local.set $i (i32.add (local.get $i) (i32.const 1))) (br 0)))
  0x23, 0x00, 0x41, 0x00, 0x20, 0x01, 0x20, 0x00, 0x6b, 0x10, 0x01, 0x0b, //     (call $fromCharCodeArray (global.get $chars) (i32.const 0) (i32.sub (local.get $end) (local.get $start))))
]);

let compiled = null;

/**
 * `codec` (utf8.mjs's contract) with `write` and `ascii` done by the builtins for the wasm
 * memory `memory`, or `codec` itself where the runtime lacks them.
 */
export function withStringBuiltins(codec, memory) {
  if (typeof WebAssembly !== "object" || !(memory instanceof WebAssembly.Memory)) return codec;
  let exports;
  try {
    compiled ??= new WebAssembly.Module(BYTES, { builtins: ["js-string"] });
    // Without the builtins the module imports wasm:js-string's functions, which are not given: a
    // LinkError (without wasm GC, compiling fails already).
    exports = new WebAssembly.Instance(compiled, { m: { memory } }).exports;
  } catch {
    return codec;
  }
  const { encode, decode } = exports;
  return {
    ...codec,
    write(s, bytes, at) {
      if (s.length > CAPACITY) return codec.write(s, bytes, at);
      const n = encode(s, bytes.byteOffset + at);
      return n >= 0 ? n : ~n + encodeSlow(s, ~n, bytes, at + ~n);
    },
    ascii: (bytes, start, end) =>
      end - start <= CAPACITY
        ? decode(bytes.byteOffset + start, bytes.byteOffset + end)
        : codec.ascii(bytes, start, end),
    // Decoding costs little per byte here: parse decodes the whole href (bridge.mjs #spliced).
    wholeHref: true,
  };
}
