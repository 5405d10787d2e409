import { nodeResolve } from "@rollup/plugin-node-resolve";

export default {
  input: { ponyfill: "ponyfill.mjs", auto: "auto.mjs", tools: "tools.mjs" },
  output: { dir: "dist", format: "es" },
  plugins: [nodeResolve({ browser: true })],
};
