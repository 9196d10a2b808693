// Servers the bench starts and watches: waiting for them, stopping them, their memory and CPU.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `url` answers 2xx (a server starting), at most `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** SIGTERM, then waits for the exit (a server still closing its database would share the cores). */
export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** CPU seconds used so far by a process and its children that are still running (the PGlite process). */
export function cpuSeconds(pid: number): { server: number; database: number } {
  const ticks = (p: number) => {
    const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  let database = 0;
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    for (const child of children) database += ticks(Number(child));
  } catch {}
  return { server: ticks(pid), database };
}
