import { spawn } from 'node:child_process';

/** Options of one ffmpeg/ffprobe run. */
export interface RunOptions {
  /** Aborting kills the process (SIGKILL) and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called with each `key=value` block that `-progress pipe:1` writes. */
  onProgress?: (fields: Record<string, string>) => void;
  /** Run under `nice -n 19` so transcoding never starves the API (2 shared cores). */
  lowPriority?: boolean;
}

/** Error of a failed ffmpeg/ffprobe run, with the tail of stderr to explain why. */
export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

// Keep only the end of stderr: ffmpeg's last lines say what went wrong, and a long
// transcode must not grow memory without bound.
const STDERR_TAIL = 8192;

/**
 * Runs `command args…` (ffmpeg or ffprobe) and resolves with its stdout. Rejects with a
 * FfmpegError on a non-zero exit, or with the abort reason when `signal` fires.
 */
export function runTool(
  command: 'ffmpeg' | 'ffprobe',
  args: string[],
  options: RunOptions = {},
): Promise<string> {
  const { signal, onProgress, lowPriority = false } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const [bin, argv] = lowPriority ? ['nice', ['-n', '19', command, ...args]] : [command, args];
    // `nice` execs the tool, so killing this pid kills ffmpeg itself.
    const child = spawn(bin as string, argv as string[], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    let block: Record<string, string> = {};
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });

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
      signal?.removeEventListener('abort', onAbort);
      reject(new FfmpegError(`${command} could not start: ${err.message}`, null, ''));
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
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
