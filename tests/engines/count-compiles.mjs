// Counts the attempts to compile WebAssembly in this context (browser.mjs imports it first, so it
// runs before the package is evaluated): the package must try once, then fall back, where compiling
// is refused. The count is globalThis.__wasmCompiles.
globalThis.__wasmCompiles = 0;
if (typeof WebAssembly === "object") {
  const count = (target) =>
    new Proxy(target, {
      construct(f, args, newTarget) {
        globalThis.__wasmCompiles++;
        return Reflect.construct(f, args, newTarget);
      },
      apply(f, self, args) {
        globalThis.__wasmCompiles++;
        return Reflect.apply(f, self, args);
      },
    });
  for (const name of ["Module", "compile", "compileStreaming", "instantiate", "instantiateStreaming", "validate"]) {
    if (typeof WebAssembly[name] === "function") WebAssembly[name] = count(WebAssembly[name]);
  }
}
