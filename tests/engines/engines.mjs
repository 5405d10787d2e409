// How this repository runs code in the engines without WebAssembly (npm devDependencies), for the
// engine suite (run.mjs) and the engine benchmark (bench/engines.mjs): each function takes a bundle
// (tests/engines/bundles.mjs) and returns the lines the code printed.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../js/paths.mjs";

const platformDir = { linux: "linux64-bin", darwin: "osx-bin", win32: "win64-bin" }[process.platform] ?? "none";
const exe = process.platform === "win32" ? ".exe" : "";
export const HERMES = path.join(repoRoot, "node_modules/hermes-engine-cli", platformDir, `hermes${exe}`);
export const HERMESC_012 = path.join(repoRoot, "node_modules/hermes-engine-cli", platformDir, `hermesc${exe}`);
export const HERMESC_LATEST = path.join(repoRoot, "node_modules/hermes-compiler/hermesc", platformDir, `hermesc${exe}`);
const TIMEOUT_MS = 600_000;

/** Run a command; its stdout lines (throws on a non-zero exit, with the output). */
export function spawnLines(command, args, env = {}) {
  const r = spawnSync(command, args, {
    cwd: repoRoot,
    encoding: "utf8",
    timeout: TIMEOUT_MS,
    maxBuffer: 64 << 20,
    env: { ...process.env, ...env },
  });
  if (r.error) throw r.error;
  if (r.status !== 0)
    throw new Error(`${path.basename(command)} exited with ${r.status ?? r.signal}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout.split("\n");
}

/** A Metro bundle as a React Native release build runs it: Hermes 0.12's hermesc -O, then its VM. */
export function runInHermes(bundle) {
  const hbc = bundle.replace(/\.js$/, ".hbc");
  spawnLines(HERMESC_012, ["-O", "-emit-binary", "-out", hbc, bundle]); // its warnings only on failure
  return spawnLines(HERMES, [hbc]);
}

/** QuickJS ("quickjs") or QuickJS-ng ("quickjs-ng") from quickjs-emscripten. */
export async function loadQuickJS(variant) {
  const { getQuickJS, newQuickJSWASMModuleFromVariant } = await import("quickjs-emscripten");
  if (variant === "quickjs") return getQuickJS();
  const { default: ng } = await import("@jitl/quickjs-ng-wasmfile-release-sync");
  return newQuickJSWASMModuleFromVariant(ng);
}

/** Evaluate an ES module bundle in a fresh QuickJS context (with a `print` global); its printed lines. */
export function runInQuickJS(QuickJS, file) {
  const lines = [];
  const runtime = QuickJS.newRuntime();
  runtime.setMaxStackSize(0); // the host's stack only
  const vm = runtime.newContext();
  try {
    const print = vm.newFunction("print", (line) => void lines.push(vm.getString(line)));
    vm.setProp(vm.global, "print", print);
    print.dispose();
    const promise = vm.unwrapResult(vm.evalCode(readFileSync(file, "utf8"), path.basename(file), { type: "module" }));
    for (;;) {
      const jobs = vm.unwrapResult(runtime.executePendingJobs());
      if (jobs === 0) break;
    }
    // A module without top-level await may give its result at once (notAPromise: the same handle).
    const state = vm.getPromiseState(promise);
    if (state.type === "fulfilled" && !state.notAPromise) state.value.dispose();
    promise.dispose();
    if (state.type !== "fulfilled") {
      throw new Error(
        `the module did not finish: ${state.type} ${state.error ? JSON.stringify(vm.dump(state.error)) : ""}`,
      );
    }
  } finally {
    vm.dispose();
    runtime.dispose();
  }
  return lines;
}
