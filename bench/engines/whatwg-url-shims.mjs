// What whatwg-url needs from the engine that Hermes and QuickJS lack: TextEncoder/TextDecoder
// (the pure JS transcoders of the package's UTF-8 codec, js/codecs/utf8.mjs),
// String.prototype.toWellFormed (ES2024; the package's USVString conversion, js/webidl.mjs), and the
// SharedArrayBuffer and ArrayBuffer#resizable getters that webidl-conversions reads when loaded
// (nothing here makes a shared or resizable buffer, so they only have to answer "not one"); and, where
// async generators are lowered to plain functions (Metro's Babel preset for Hermes), a
// Function.prototype.prototype, because whatwg-url reads %AsyncIteratorPrototype% when loaded as
// Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}).prototype).
import { _decodeSlow as decode, encodeSlow as encode, maxBytes } from "../../js/codecs/utf8.mjs";
import { toUSVString } from "../../js/webidl.mjs";

if (typeof String.prototype.toWellFormed !== "function") {
  Object.defineProperty(String.prototype, "toWellFormed", {
    value() {
      return toUSVString(String(this));
    },
    writable: true,
    configurable: true,
  });
}

if (typeof globalThis.TextEncoder !== "function") {
  globalThis.TextEncoder = class TextEncoder {
    encode(s = "") {
      const bytes = new Uint8Array(maxBytes(String(s)));
      return bytes.slice(0, encode(String(s), 0, bytes, 0));
    }
  };
}
if (typeof globalThis.TextDecoder !== "function") {
  globalThis.TextDecoder = class TextDecoder {
    decode(bytes = new Uint8Array(0)) {
      const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes.buffer ?? bytes);
      return decode(view, 0, view.length);
    }
  };
}
const notShared = () => {
  throw new TypeError("not a SharedArrayBuffer");
};
if (typeof globalThis.SharedArrayBuffer !== "function") {
  globalThis.SharedArrayBuffer = class {};
}
if (Object.getPrototypeOf(async function* () {}).prototype === undefined) {
  Object.defineProperty(Function.prototype, "prototype", { value: {}, configurable: true });
}
for (const [proto, name, get] of [
  [globalThis.SharedArrayBuffer.prototype, "byteLength", notShared],
  [globalThis.SharedArrayBuffer.prototype, "growable", notShared],
  [ArrayBuffer.prototype, "resizable", () => false],
]) {
  if (!Object.getOwnPropertyDescriptor(proto, name)) Object.defineProperty(proto, name, { get, configurable: true });
}
