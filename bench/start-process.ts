// Starts a TypeScript entry point of a server on loopback and waits until it answers: shared by
// the benchmarks that drive a real server process.
import { spawn, type ChildProcess } from 'node:child_process';

export async function startProcess(
  cwd: string,
  script: string,
  port: number,
  env: Record<string, string>,
  nodeOptions: readonly string[] = [],
): Promise<ChildProcess> {
  // BENCH_CPU_PROF_DIR=<dir> writes each server's CPU profile there when it stops
  // (bench/README.md).
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, ...nodeOptions, '--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Two minutes: on this shared 2-core machine under load, a start took over 60 s.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill();
  throw new Error(`${script} in ${cwd} did not start on port ${port}`);
}

/** Stops the processes and waits until each has exited. */
export async function stopProcesses(children: ChildProcess[]): Promise<void> {
  const stopped = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill();
  await Promise.all(stopped);
}
