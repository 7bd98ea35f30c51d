import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { runPipeline } from '../media/pipeline.ts';
import { removeDir, testClip } from './upload-test-kit.ts';

/** The mean red, green and blue of a picture. */
async function meanColour(path: string): Promise<number[]> {
  const stats = await sharp(path).stats();
  return stats.channels.slice(0, 3).map((c) => Math.round(c.mean));
}

describe("the pipeline's poster from an uploader's preview", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await removeDir(dir);
  });

  it('makes scr.jpg of the chosen image (posterSource), scaled like a frame, and leaves scr1.jpg a frame', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tk-poster-'));
    dirs.push(dir);
    const poster = join(dir, 'poster.jpg');
    await writeFile(
      poster,
      await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#ff0000' } })
        .jpeg()
        .toBuffer(),
    );
    const out = join(dir, 'out');
    await mkdir(out);
    await runPipeline(await testClip(6), out, 1, { posterSource: poster, lowPriority: false });
    const [r, g, b] = await meanColour(join(out, 'scr.jpg'));
    expect(r).toBeGreaterThan(240);
    expect(Math.max(g as number, b as number)).toBeLessThan(20);
    expect((await sharp(join(out, 'scr.jpg')).metadata()).height).toBe(360);
    const frame = await meanColour(join(out, 'scr1.jpg'));
    expect(frame).not.toEqual([r, g, b]);
  });
});
