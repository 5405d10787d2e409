// The machine description every benchmark script prints with its table (README quotes them).
import { readFileSync } from "node:fs";
import os from "node:os";

export function machine() {
  let cpu = os.cpus()[0]?.model ?? "unknown CPU";
  try {
    const line = readFileSync("/proc/cpuinfo", "utf8")
      .split("\n")
      .find((l) => l.startsWith("model name"));
    if (line) cpu = line.split(":")[1].trim();
  } catch {}
  const cores = typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length;
  return { cpu, cores, node: process.version, platform: `${process.platform}-${process.arch}` };
}

export function machineLine() {
  const m = machine();
  return `machine: ${m.cpu}, ${m.cores} cores, Node ${m.node} (${m.platform})`;
}
