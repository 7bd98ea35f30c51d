import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp4Name } from './encode.ts';
import { topLevelBoxes } from './mp4-boxes.ts';
import { type PipelineResult, runPipeline, TIMELINE_VTT } from './pipeline.ts';
import { probe } from './probe.ts';
import { generateTestSource } from './test-source.ts';
import { tempMediaRoot } from './test-support.ts';

// Three real runs on tiny clips: a 720p clip (two rungs, HLS through a lowered
// threshold), a 180p clip (sd only, at the source height) and a VR clip.
let tmp: { root: string; remove: () => Promise<void> };
const runs: Record<string, { dir: string; result: PipelineResult; progress: number[] }> = {};

async function run(name: string, opts: Parameters<typeof generateTestSource>[1], hlsThresholdSeconds = 1800) {
  const source = join(tmp.root, `${name}.mp4`);
  await generateTestSource(source, opts);
  const dir = join(tmp.root, name);
  await mkdir(dir);
  const progress: number[] = [];
  const result = await runPipeline(source, dir, 7, {
    preset: 'ultrafast',
    hlsThresholdSeconds,
    onProgress: (p) => progress.push(p),
  });
  runs[name] = { dir, result, progress };
}

beforeAll(async () => {
  tmp = await tempMediaRoot();
  await run('hd', { duration: 4, width: 1280, height: 720, pattern: 'smptebars' }, 2);
  await run('small', { duration: 3, width: 320, height: 180, pattern: 'testsrc2' });
  await run('vr', { duration: 2, width: 320, height: 160, pattern: 'testsrc2', vr: 'vr_360_mono' });
});
afterAll(() => tmp.remove());

describe('media pipeline (real ffmpeg)', () => {
  it('encodes the ladder up to the source height and never above it', async () => {
    expect(runs.hd?.result.formats).toEqual(['_sd.mp4', '_hd.mp4', '.m3u8']);
    expect((await probe(join(runs.hd?.dir ?? '', mp4Name(7, { suffix: '_hd' })))).height).toBe(720);
    expect((await probe(join(runs.hd?.dir ?? '', mp4Name(7, { suffix: '_sd' })))).height).toBe(360);
    expect(runs.small?.result.formats).toEqual(['_sd.mp4']);
    const sd = await probe(join(runs.small?.dir ?? '', mp4Name(7, { suffix: '_sd' })));
    expect([sd.width, sd.height, sd.hasAudio]).toEqual([320, 180, true]);
  });

  it('writes faststart mp4s (moov before mdat)', async () => {
    const boxes = await topLevelBoxes(join(runs.small?.dir ?? '', mp4Name(7, { suffix: '_sd' })));
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
  });

  it('writes an HLS master whose variants and segments exist', async () => {
    const dir = join(runs.hd?.dir ?? '', 'hls');
    const master = await readFile(join(dir, 'master.m3u8'), 'utf8');
    expect(master).toMatch(/^#EXTM3U/);
    expect(master).toContain('RESOLUTION=640x360');
    expect(master).toContain('RESOLUTION=1280x720');
    const variants = master.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(variants).toEqual(['sd/index.m3u8', 'hd/index.m3u8']);
    for (const v of variants) {
      const playlist = await readFile(join(dir, v), 'utf8');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const segments = playlist.split('\n').filter((l) => l.endsWith('.ts'));
      expect(segments.length).toBeGreaterThan(0);
      for (const s of segments) expect((await stat(join(dir, v, '..', s))).size).toBeGreaterThan(0);
    }
    expect(await readdir(runs.small?.dir ?? '')).not.toContain('hls');
  });

  it('writes scr, scr1 and five thumbs', async () => {
    const dir = runs.small?.dir ?? '';
    expect(runs.small?.result.screenshotsCount).toBe(5);
    expect((await probe(join(dir, 'scr.jpg'))).height).toBe(180);
    expect((await stat(join(dir, 'scr1.jpg'))).size).toBeGreaterThan(0);
    expect((await readdir(join(dir, 'thumbs'))).sort()).toEqual([
      '1.jpg',
      '2.jpg',
      '3.jpg',
      '4.jpg',
      '5.jpg',
    ]);
    expect((await probe(join(dir, 'thumbs', '1.jpg'))).width).toBe(320);
  });

  it('writes sprite sheets and a valid WebVTT index pointing into them', async () => {
    const { dir, result } = runs.small ?? { dir: '', result: {} as PipelineResult };
    expect([result.timelinesCount, result.timelinesInterval]).toEqual([3, 1]);
    const vtt = await readFile(join(dir, TIMELINE_VTT), 'utf8');
    const blocks = vtt.trim().split(/\n\n+/);
    expect(blocks[0]).toBe('WEBVTT');
    const cues = blocks.slice(1).map((b) => b.split('\n'));
    expect(cues).toHaveLength(3);
    const sprite = await probe(join(dir, 'sprite-1.jpg'));
    cues.forEach(([timing, target], i) => {
      expect(timing).toMatch(/^\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}$/);
      const m = /^sprite-1\.jpg#xywh=(\d+),(\d+),160,90$/.exec(target ?? '');
      expect(m).not.toBeNull();
      expect(Number(m?.[1])).toBe(i * 160);
      expect(Number(m?.[1]) + 160).toBeLessThanOrEqual(sprite.width);
      expect(Number(m?.[2]) + 90).toBeLessThanOrEqual(sprite.height);
    });
  });

  it('keeps the VR projection of a VR source', async () => {
    expect(runs.vr?.result.vr).toBe('vr_360_mono');
    const out = await probe(join(runs.vr?.dir ?? '', mp4Name(7, { suffix: '_sd' })));
    expect(out.vr).toBe('vr_360_mono');
    expect(runs.small?.result.vr).toBeNull();
  });

  it('reports progress from 0 to 100 without going back', () => {
    const progress = runs.hd?.progress ?? [];
    expect(progress.at(-1)).toBe(100);
    expect(progress.every((p, i) => i === 0 || p >= (progress[i - 1] ?? 0))).toBe(true);
    expect(progress.some((p) => p > 1 && p < 100)).toBe(true);
  });
});
