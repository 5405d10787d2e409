// Builds the engine suite's bundles into target/engines/ (git-ignored), with the WPT data inlined:
// both bundlers resolve "wpt-url/…" (tests/engines/wpt-data.mjs) to the WPT folder ($WPT_URL_DIR,
// else ../shared/wpt/url), which is read at build time and never copied into the repository.
//   metro(entry, out)       as a React Native release build: Metro with @react-native/metro-config's
//                           defaults (its Babel transformer and preset, the `react-native` export
//                           condition, minified), the package resolved from this repository
//   esbuild(entry, out, o)  an ES module for an engine or a page, esbuild options `o` added
import { build } from "esbuild";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { repoRoot, wptDir } from "../js/paths.mjs";

export { wptDir };
export const outDir = path.join(repoRoot, "target/engines");

/** Fails when the WPT data is missing (the suite needs every file: nothing is skipped). */
export function requireWpt() {
  if (!existsSync(path.join(wptDir, "urltestdata.json"))) {
    throw new Error(`engine suite: WPT data not found at ${wptDir} (set WPT_URL_DIR)`);
  }
}

const wptPlugin = {
  name: "wpt-url",
  setup(b) {
    b.onResolve({ filter: /^wpt-url\// }, (args) => ({ path: path.join(wptDir, args.path.slice("wpt-url/".length)) }));
  },
};

export async function esbuild(entry, out, options = {}) {
  requireWpt();
  mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, out);
  // ignoreAnnotations: package.json's sideEffects list is for the package's users, not for these files.
  await build({
    entryPoints: [path.resolve(repoRoot, entry)],
    outfile,
    bundle: true,
    format: "esm",
    ignoreAnnotations: true,
    logLevel: "warning",
    ...options,
    plugins: [wptPlugin, ...(options.plugins ?? [])],
  });
  return outfile;
}

/** `extraNodeModules`: more packages by name (a folder each), beside url-wasm and wpt-url;
 * `inlineRequires`: React Native's default (true), which defers each import to its first use. */
export async function metro(entry, out, extraNodeModules = {}, { inlineRequires = true } = {}) {
  requireWpt();
  const require = createRequire(import.meta.url);
  const Metro = require("metro");
  const { FileStore } = require("metro-cache");
  const { getDefaultConfig, mergeConfig } = require("@react-native/metro-config");
  const defaults = getDefaultConfig(repoRoot);
  const cache = path.join(outDir, "metro-cache");
  mkdirSync(path.join(cache, "file-map"), { recursive: true });
  const config = mergeConfig(defaults, {
    // The project root is scanned like an app's; the WPT folder is watched for its JSON files.
    watchFolders: [repoRoot, wptDir],
    resolver: {
      // An app has url-wasm in node_modules; here it is this repository (with its `exports`).
      extraNodeModules: { "url-wasm": repoRoot, "wpt-url": wptDir, ...extraNodeModules },
      sourceExts: [...defaults.resolver.sourceExts, "mjs"],
      blockList: [
        new RegExp(
          `^${repoRoot.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/(target/(?!engines(/|$))|fuzz/|src/|\\.git/|node_modules/\\.node-versions/)`,
        ),
      ],
    },
    // An app runs react-native's setup before its entry; there is no react-native package here.
    serializer: { getModulesRunBeforeMainModule: () => [] },
    cacheStores: [new FileStore({ root: path.join(cache, "transforms") })],
    fileMapCacheDirectory: path.join(cache, "file-map"),
    reporter: { update() {} },
    maxWorkers: 2,
    transformer: {
      getTransformOptions: async () => ({ transform: { experimentalImportSupport: false, inlineRequires } }),
    },
  });
  mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, out);
  await Metro.runBuild(config, {
    entry: path.resolve(repoRoot, entry),
    out: outfile,
    platform: "android",
    dev: false,
    minify: true,
  });
  return outfile;
}
