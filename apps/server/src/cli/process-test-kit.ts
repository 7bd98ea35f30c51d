import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './v8-tuning.ts';

/** apps/server, where the commands run from. */
export const SERVER_DIR = join(import.meta.dirname, '../..');

/** A command of this package run as a real process (`pnpm start`, `tubekit serve`...). */
export interface CommandProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** The first match of `pattern` in the output, polling until it shows (throws after `timeoutMs`). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code once it exited. */
  exited(): Promise<number | null>;
  /** SIGKILL to its whole process group (it and every process it started), if still running. */
  killAll(): void;
}

/** Polls `done` every 50 ms until it holds; throws `what` with `context()` after `timeoutMs`. */
export async function until(
  what: string,
  done: () => boolean | Promise<boolean>,
  context: () => string = () => '',
  timeoutMs = 90_000,
): Promise<void> {
  for (const end = Date.now() + timeoutMs; !(await done()); ) {
    if (Date.now() > end) throw new Error(`no ${what} in ${timeoutMs} ms\n${context()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Runs `node <SERVER_NODE_FLAGS> <script> <args>` from apps/server with `env` over this
 * process's environment, in a process group of its own (so `killAll` reaches what it forks).
 */
export function runCommand(script: string, args: readonly string[], env: NodeJS.ProcessEnv): CommandProcess {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, script, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    async waitFor(pattern, timeoutMs = 60_000) {
      let match: RegExpMatchArray | null = null;
      await until(
        `${pattern}`,
        () => {
          match = output.match(pattern);
          return match !== null;
        },
        () => `output:\n${output}`,
        timeoutMs,
      );
      return match as unknown as RegExpMatchArray;
    },
    exited: () => exit,
    killAll() {
      if (child.pid && child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    },
  };
}
