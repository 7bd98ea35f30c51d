import { describe, expect, it } from 'vitest';
import { FfmpegError, progressSeconds, runTool } from './ffmpeg-run.ts';

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
