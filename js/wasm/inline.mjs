// The wasm the pages' entries carry inside the JS (pkg/wasm/*_inline.mjs, written by
// scripts/inline-wasm.mjs: the core, URLPattern and tools flavours): base64 of a zlib stream,
// unpacked here into a Response that runtime.mjs compiles as it streams in.

/** A promise of the wasm as a Response, or a rejection that names what this browser lacks (the
 * entry then falls back to the JS build, with one warning). */
export async function unpack(base64) {
  if (typeof DecompressionStream !== "function") {
    throw new Error("url-wasm: this browser has no DecompressionStream to unpack the wasm");
  }
  const stream = new Blob([decode(base64)]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Response(stream, { headers: { "Content-Type": "application/wasm" } });
}

// Uint8Array.fromBase64 (Chromium 140, Firefox 133, Safari 18.2) is native; the loop over atob's
// string costs ~5-10 ms in Chromium 156 on a cold page (it runs once, before the JIT warms up).
function decode(base64) {
  if (typeof Uint8Array.fromBase64 === "function") return Uint8Array.fromBase64(base64);
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
