import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A long-running child of the cluster test: its process group leader and its log file. */
export interface Running {
  name: string;
  pid: number;
  /** stdout and stderr, appended (read by the tests: which worker took a job, what failed). */
  log: string;
}

/** Every process group this process started, so a failed start or the teardown stops them all. */
export const started: Running[] = [];

/**
 * Starts `command` as the leader of its own process group (so a kill reaches everything it
 * started: a server's cluster processes, a worker's ffmpeg), its output appended to
 * `{logDir}/{name}.log`. The child outlives the caller's event loop: Playwright's global
 * setup returns while the cluster runs.
 */
export function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  { cwd, env, logDir }: { cwd: string; env: NodeJS.ProcessEnv; logDir: string },
): Running {
  const log = join(logDir, `${name}.log`);
  const out = openSync(log, 'a');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', out, out] });
  closeSync(out);
  if (child.pid === undefined) throw new Error(`${name}: ${command} did not start`);
  child.unref();
  const running = { name, pid: child.pid, log };
  started.push(running);
  return running;
}

/** Whether a process with this id still exists. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends `signal` to the whole process group led by `pid`; a group already gone is no error. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
  }
}

/** Waits until `done()` holds, checking every `everyMs`; throws `what` (and the log) after `timeoutMs`. */
export async function until(
  what: string,
  done: () => boolean | Promise<boolean>,
  { timeoutMs = 60_000, everyMs = 200, log }: { timeoutMs?: number; everyMs?: number; log?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) {
      const tail = log ? `\n--- ${log} (end) ---\n${readFileSync(log, 'utf8').slice(-4000)}` : '';
      throw new Error(`timed out waiting for ${what}${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Waits until `url` answers `status` (a server listening and ready), or its process dies. */
export async function answering(
  url: string,
  process: Running,
  timeoutMs = 120_000,
  status = 200,
): Promise<void> {
  await until(
    `${process.name} to answer ${url}`,
    async () => {
      if (!alive(process.pid))
        throw new Error(`${process.name} exited:\n${readFileSync(process.log, 'utf8')}`);
      try {
        return (await fetch(url, { redirect: 'manual' })).status === status;
      } catch {
        return false;
      }
    },
    { timeoutMs, log: process.log },
  );
}

/**
 * Ports for the cluster's listeners: CLUSTER_E2E_PORT_BASE, +1, +2... when set (a developer
 * running beside others on fixed ranges), else whatever the kernel hands out now.
 */
export function portSource(): () => Promise<number> {
  const base = Number(process.env.CLUSTER_E2E_PORT_BASE ?? 0);
  let next = base;
  return async () => {
    if (base) return next++;
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    return port;
  };
}
