// The tools in a dedicated worker (run.mjs), from url-wasm/tools or url-wasm: the entry initializes
// synchronously, the tools (url-wasm) and the encoders for a non-UTF-8 encoding load by themselves
// on first use (synchronous XHR), with no `await loadTools()` or `await loadEncoders()`.
self.onmessage = async ({ data: { entry } }) => {
  try {
    const tools = await import(entry);
    const href = tools.parse("http://h/?\u00e9\u20ac", { encoding: "windows-1252" })?.href;
    const errors = tools.parseWithErrors("http://h/ x").errors.map((e) => e.name);
    self.postMessage({ href, errors, url: new tools.URL("http://h/?\u00e9").href });
  } catch (e) {
    self.postMessage({ error: String(e?.stack ? e.stack : e) });
  }
};
