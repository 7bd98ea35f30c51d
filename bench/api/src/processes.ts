import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A child process started in its own process group, so stopping it also stops its workers. */
export interface Child {
  name: string;
  pid: number;
  /** The last lines it wrote (stdout and stderr), for error messages. */
  tail(): string;
  /** Resolves with the exit code (or signal) once it has exited. */
  exited: Promise<string>;
  /** SIGTERM to the group, SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

const live = new Set<Child>();

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

// Last resort: whatever way this process ends, its servers must not outlive it.
process.on('exit', () => {
  for (const child of live) killGroup(child.pid, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of live) killGroup(child.pid, 'SIGKILL');
    process.exit(130);
  });
}

/** Starts `command` detached (own process group) and tracks it until it exits. */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; onLine?: (line: string) => void } = {},
): Child {
  const proc: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (proc.pid === undefined) {
    // The spawn failed (no such command): its 'error' event follows, and unheard it would
    // crash the process before this error is reported and the other children stopped.
    proc.once('error', () => {});
    throw new Error(`${name}: could not start ${command}`);
  }
  const pid = proc.pid;
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line === '') continue;
      lines.push(line);
      if (lines.length > 40) lines.shift();
      options.onLine?.(line);
    }
  };
  proc.stdout?.on('data', collect);
  proc.stderr?.on('data', collect);
  const exited = new Promise<string>((resolve) => {
    proc.once('exit', (code, signal) => {
      live.delete(child);
      resolve(signal ?? String(code));
    });
    proc.once('error', (error) => {
      live.delete(child);
      resolve(`error: ${error.message}`);
    });
  });
  const child: Child = {
    name,
    pid,
    tail: () => lines.join('\n'),
    exited,
    async stop(graceMs = 5000) {
      if (!live.has(child)) return;
      killGroup(pid, 'SIGTERM');
      const timedOut = await Promise.race([exited.then(() => false), sleep(graceMs).then(() => true)]);
      if (timedOut) {
        killGroup(pid, 'SIGKILL');
        await Promise.race([exited, sleep(2000)]);
      }
      // Workers of a group whose leader already exited may still linger.
      killGroup(pid, 'SIGKILL');
    },
  };
  live.add(child);
  return child;
}

/** Stops every child still running (in reverse start order). */
export async function stopAll(): Promise<void> {
  for (const child of [...live].reverse()) await child.stop();
}

/** A loopback TCP port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers at all (any status), `child` exits, or `timeoutMs` passes. */
export async function waitForHttp(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: string | null = null;
  void child.exited.then((code) => {
    exited = code;
  });
  while (Date.now() < deadline) {
    if (exited !== null)
      throw new Error(`${child.name} exited (${exited}) before answering:\n${child.tail()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs} ms:\n${child.tail()}`);
}
