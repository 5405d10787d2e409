// URL records as whatwg-url exposes them, and the URL Standard's algorithms on them that need no
// parser: https://url.spec.whatwg.org/#url-representation
//
// A record is a plain mutable object { scheme, username, password, host, port, path, query,
// fragment } (in that property order): host is null, a string (a domain, an opaque host or ""), a
// number (an IPv4 address) or an array of 8 numbers (an IPv6 address); port is null or a number;
// path is an array of segments or a string (an opaque path); query and fragment are null or strings.
// (serializer.mjs has the URL serializer; record-transfer.mjs moves records to and from wasm.)
import { hexValue, USERINFO, utf8PercentEncode } from "../codecs/percent-encode.mjs";
import { encodeInto, maxBytes } from "../codecs/utf8.mjs";
import { toUSVString } from "../webidl.mjs";
import { serialize } from "./serializer.mjs";

export { hasAnOpaquePath, serializeHost, serializePath } from "./serializer.mjs";

/** https://url.spec.whatwg.org/#concept-url-serializer */
export function serializeURL(url, excludeFragment) {
  return serialize(url, excludeFragment, null);
}

/** https://url.spec.whatwg.org/#serialize-an-integer */
export function serializeInteger(integer) {
  return String(integer);
}

/** https://url.spec.whatwg.org/#cannot-have-a-username-password-port */
export function cannotHaveAUsernamePasswordPort(url) {
  return url.host === null || url.host === "" || url.scheme === "file";
}

/** https://url.spec.whatwg.org/#set-the-username */
export function setTheUsername(url, username) {
  url.username = utf8PercentEncode(toUSVString(username), USERINFO);
}

/** https://url.spec.whatwg.org/#set-the-password */
export function setThePassword(url, password) {
  url.password = utf8PercentEncode(toUSVString(password), USERINFO);
}

/** https://url.spec.whatwg.org/#percent-decode: a new Uint8Array. */
export function percentDecodeBytes(input) {
  const output = new Uint8Array(input.length);
  let n = 0;
  for (let i = 0; i < input.length; i++) {
    const byte = input[i];
    const high = byte === 0x25 && i + 2 < input.length ? hexValue(input[i + 1]) : -1;
    const low = high >= 0 ? hexValue(input[i + 2]) : -1;
    if (low < 0) {
      output[n++] = byte;
    } else {
      output[n++] = (high << 4) | low;
      i += 2;
    }
  }
  return output.slice(0, n);
}

/** https://url.spec.whatwg.org/#string-percent-decode: UTF-8 encode (lone surrogates become
 * U+FFFD), then percent-decode. */
export function percentDecodeString(input) {
  const s = `${input}`;
  const bytes = new Uint8Array(maxBytes(s));
  return percentDecodeBytes(bytes.subarray(0, encodeInto(s, bytes, 0)));
}
