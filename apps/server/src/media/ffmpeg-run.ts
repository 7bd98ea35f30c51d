import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Options of one ffmpeg/ffprobe run. */
export interface RunOptions {
  /** Aborting kills the process (SIGKILL) and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called with each `key=value` block that `-progress pipe:1` writes. */
  onProgress?: (fields: Record<string, string>) => void;
  /** Run under `nice -n 19` so transcoding never starves the API (2 shared cores). */
  lowPriority?: boolean;
  /** Called with the pid of the tool once it is spawned (logs, tests). */
  onSpawn?: (pid: number) => void;
}

/** Error of a failed ffmpeg/ffprobe run, with the tail of stderr to explain why. */
export class FfmpegError extends Error {
  readonly exitCode: number | null;
  readonly stderr: string;

  constructor(message: string, exitCode: number | null, stderr: string) {
    super(message);
    this.name = 'FfmpegError';
    this.exitCode = exitCode;
    this.stderr = stderr;
  }
}

// Keep only the end of stderr: ffmpeg's last lines say what went wrong, and a long
// transcode must not grow memory without bound.
const STDERR_TAIL = 8192;

/**
 * The command line of one run: `setpriv --pdeathsig KILL --` when util-linux's setpriv is
 * installed (`setpriv` is its path, null without it), then `nice -n 19` when low
 * priority, then the tool. Each wrapper execs the next, so the pid spawned is the tool's.
 */
export function toolCommand(
  command: 'ffmpeg' | 'ffprobe',
  args: readonly string[],
  opts: { lowPriority: boolean; setpriv: string | null },
): string[] {
  return [
    // The kernel sends KILL to the tool when the thread that spawned it dies: a kill -9 of
    // the server must not leave ffmpeg transcoding for nobody. PR_SET_PDEATHSIG survives
    // execve (nice and ffmpeg are not setuid) and fires on the death of the parent
    // *thread*: libuv forks from the thread that calls spawn, the main thread here.
    ...(opts.setpriv ? [opts.setpriv, '--pdeathsig', 'KILL', '--'] : []),
    ...(opts.lowPriority ? ['nice', '-n', '19'] : []),
    command,
    ...args,
  ];
}

let setprivPath: string | null | undefined;

/**
 * Where a working `setpriv --pdeathsig` is on PATH (looked up and tried once), or null:
 * then tools run without the wrapper (not Linux, util-linux missing or too old, prctl
 * refused by a sandbox) and only an orderly exit of the server kills them.
 */
export function findSetpriv(): string | null {
  if (setprivPath !== undefined) return setprivPath;
  setprivPath = null;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir || '.', 'setpriv');
    try {
      accessSync(candidate, constants.X_OK);
    } catch {
      continue;
    }
    const trial = spawnSync(candidate, ['--pdeathsig', 'KILL', '--', 'true'], { stdio: 'ignore' });
    if (trial.status === 0) setprivPath = candidate;
    break;
  }
  return setprivPath;
}

// Process groups of the tools still running, killed if this process exits while they run
// (process.exit after an error): the parent-death signal covers kills, this covers exits
// where setpriv is missing.
const liveGroups = new Set<number>();
let exitHook = false;

function killGroup(pid: number): void {
  try {
    // Negative pid: the whole group, whatever the tool may have started.
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * Runs `command args…` (ffmpeg or ffprobe) and resolves with its stdout. Rejects with a
 * FfmpegError on a non-zero exit, or with the abort reason when `signal` fires. The tool
 * runs in a process group of its own, killed whole on abort, and dies with this process
 * (see `toolCommand`).
 */
export function runTool(
  command: 'ffmpeg' | 'ffprobe',
  args: string[],
  options: RunOptions = {},
): Promise<string> {
  const { signal, onProgress, lowPriority = false } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const [bin, ...argv] = toolCommand(command, args, { lowPriority, setpriv: findSetpriv() });
    // detached: the tool leads a new process group (and session), so one kill reaches all
    // of it, and a Ctrl-C in the terminal reaches only the server, which stops its jobs.
    const child = spawn(bin as string, argv, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const pid = child.pid;
    if (pid !== undefined) {
      liveGroups.add(pid);
      if (!exitHook) {
        exitHook = true;
        process.on('exit', () => {
          for (const group of liveGroups) killGroup(group);
        });
      }
      options.onSpawn?.(pid);
    }
    const onAbort = () => {
      if (pid !== undefined) killGroup(pid);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const forget = () => {
      if (pid !== undefined) liveGroups.delete(pid);
      signal?.removeEventListener('abort', onAbort);
    };
    let stdout = '';
    let stderr = '';
    let pending = '';
    let block: Record<string, string> = {};

    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!onProgress) {
        stdout += chunk;
        return;
      }
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const eq = line.indexOf('=');
        if (eq < 0) continue;
        const key = line.slice(0, eq).trim();
        block[key] = line.slice(eq + 1).trim();
        // `progress=continue|end` closes one report block.
        if (key === 'progress') {
          onProgress(block);
          block = {};
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('error', (err) => {
      forget();
      reject(new FfmpegError(`${command} could not start: ${err.message}`, null, ''));
    });
    child.on('close', (code) => {
      forget();
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0) resolve(stdout);
      else {
        const last = stderr.trim().split('\n').slice(-3).join(' | ');
        reject(new FfmpegError(`${command} exited with ${code}: ${last}`, code, stderr));
      }
    });
  });
}

/** Seconds of output written so far, from a `-progress` block (`out_time_us`). */
export function progressSeconds(fields: Record<string, string>): number | null {
  const us = Number(fields.out_time_us ?? fields.out_time_ms);
  return Number.isFinite(us) && us >= 0 ? us / 1e6 : null;
}
