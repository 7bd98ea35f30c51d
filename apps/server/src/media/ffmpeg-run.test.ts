import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { FfmpegError, findSetpriv, progressSeconds, runTool, toolCommand } from './ffmpeg-run.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const CHILD = fileURLToPath(new URL('./test-ffmpeg-child.ts', import.meta.url));

/** `/proc/<pid>/stat` fields after the command name: state, ppid, pgrp; null when gone. */
function procStat(pid: number): { state: string; pgrp: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state = '', , pgrp = ''] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state, pgrp: Number(pgrp) };
  } catch {
    return null;
  }
}

/** Whether `pid` still runs (a zombie has died and only waits for init to reap it). */
function running(pid: number): boolean {
  const stat = procStat(pid);
  return stat !== null && stat.state !== 'Z';
}

describe('runTool', () => {
  it('kills a running ffmpeg when aborted and rejects with the abort reason', async () => {
    const controller = new AbortController();
    const reason = new Error('stop now');
    // An endless source: only the kill can end this run.
    const run = runTool(
      'ffmpeg',
      [
        '-v',
        'error',
        '-progress',
        'pipe:1',
        '-re',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=s=64x36',
        '-f',
        'null',
        '-',
      ],
      {
        lowPriority: true,
        signal: controller.signal,
        onProgress: () => controller.abort(reason),
      },
    );
    await expect(run).rejects.toBe(reason);
  });

  it('an abort kills the whole process group the tool leads (detached), not only a wrapper', async () => {
    const controller = new AbortController();
    let pid = 0;
    let group = 0;
    const run = runTool(
      'ffmpeg',
      ['-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc2=s=64x36', '-f', 'null', '-'],
      {
        lowPriority: true,
        signal: controller.signal,
        onSpawn: (p) => {
          pid = p;
        },
      },
    );
    await vi.waitFor(() => {
      // Once setpriv and nice have exec'd, the pid is ffmpeg's and leads its own group.
      expect(readFileSync(`/proc/${pid}/comm`, 'utf8').trim()).toBe('ffmpeg');
      group = procStat(pid)?.pgrp ?? 0;
    });
    expect(group).toBe(pid);
    controller.abort(new Error('stop'));
    await expect(run).rejects.toThrow('stop');
    expect(running(pid)).toBe(false);
  });

  it('regression: ffmpeg outlived a kill -9 of the server; its parent-death signal kills it', async () => {
    const node = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: SERVER_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let ffmpeg = 0;
    try {
      ffmpeg = await new Promise<number>((resolve, reject) => {
        node.stdout.setEncoding('utf8').once('data', (line: string) => resolve(Number.parseInt(line, 10)));
        node.once('exit', (code) => reject(new Error(`child exited (${code}) before starting ffmpeg`)));
      });
      await vi.waitFor(() => expect(readFileSync(`/proc/${ffmpeg}/comm`, 'utf8').trim()).toBe('ffmpeg'));
      node.kill('SIGKILL');
      await vi.waitFor(() => expect(running(ffmpeg)).toBe(false), { timeout: 5000, interval: 50 });
    } finally {
      node.kill('SIGKILL');
      // Never leave an endless ffmpeg behind when the assertion failed.
      if (ffmpeg && running(ffmpeg)) process.kill(ffmpeg, 'SIGKILL');
    }
  });

  it('wraps the tool in setpriv --pdeathsig KILL when setpriv exists, then nice', () => {
    expect(
      toolCommand('ffmpeg', ['-i', 'a.mp4'], { lowPriority: true, setpriv: '/usr/bin/setpriv' }),
    ).toEqual(['/usr/bin/setpriv', '--pdeathsig', 'KILL', '--', 'nice', '-n', '19', 'ffmpeg', '-i', 'a.mp4']);
    expect(toolCommand('ffprobe', ['a.mp4'], { lowPriority: false, setpriv: null })).toEqual([
      'ffprobe',
      'a.mp4',
    ]);
    // Debian's util-linux is essential: the machines this runs on have it.
    expect(findSetpriv()).toMatch(/\/setpriv$/);
  });

  it('rejects with stderr when ffmpeg fails', async () => {
    const run = runTool('ffprobe', ['-v', 'error', '/nonexistent/file.mp4']);
    await expect(run).rejects.toBeInstanceOf(FfmpegError);
    await expect(run).rejects.toThrow(/No such file/);
  });

  it('reads out_time_us of a progress block', () => {
    expect(progressSeconds({ out_time_us: '2500000' })).toBe(2.5);
    expect(progressSeconds({ out_time_us: 'N/A' })).toBeNull();
  });
});
