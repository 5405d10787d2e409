const path = require("node:path");
module.exports = {
  mode: "production",
  entry: { ponyfill: "./ponyfill.mjs", auto: "./auto.mjs", tools: "./tools.mjs", bundler: "./bundler.mjs" },
  output: { path: path.resolve(__dirname, "dist"), clean: true },
  experiments: { asyncWebAssembly: true },
};
