import { defineConfig } from "vite";

export default defineConfig({
  build: { rollupOptions: { input: { ponyfill: "ponyfill.html", auto: "auto.html", tools: "tools.html" } } },
});
