// Removes the engine's own URL and URLSearchParams (node --jitless has them) before core-js loads,
// which otherwise keeps a native URL it deems good and the benchmark would time that instead.
delete globalThis.URL;
delete globalThis.URLSearchParams;
