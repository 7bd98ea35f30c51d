import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../media/ffmpeg-run.ts';
import { type Fingerprint, fingerprintFile, MAX_SAMPLES, sampleInterval } from './fingerprint.ts';
import { MATCH_DISTANCE, matchScore, NEAR_SCORE } from './fingerprint-store.ts';

// Tiny generated clips (ffmpeg test sources, 320x180 at 5 fps, 24 s): one original, its
// near copies, and other content that must not match it.
const SECONDS = 24;
const ORIGINAL = 'testsrc2=size=320x180:rate=5';
const OTHERS: Record<string, string> = {
  mandelbrot: 'mandelbrot=size=320x180:rate=5',
  life: 'life=size=320x180:rate=5:seed=42:ratio=0.2:mold=10:death_color=#202040:life_color=#40c0ff',
  cellauto: 'cellauto=size=320x180:rate=5:rule=110:seed=7:scroll=1',
  smptebars: "smptebars=size=320x180:rate=5,drawtext=text='OTHER':fontsize=48:x=20+4*t:y=60:fontcolor=white",
};
// Copies of the original: ffmpeg arguments between the input and the output.
const COPIES: Record<string, string[]> = {
  'another codec and quality': ['-c:v', 'mpeg4', '-q:v', '12'],
  'resized 320x180 to 160x90': ['-vf', 'scale=160:90', '-c:v', 'libx264', '-crf', '35'],
  'trimmed 3 s at each end': ['-ss', '3.1', '-t', String(SECONDS - 6), '-c:v', 'libx264'],
  letterboxed: ['-vf', 'scale=320:120,pad=320:180:0:30', '-c:v', 'libx264'],
  'at another frame rate': ['-vf', 'fps=12', '-c:v', 'libx264', '-crf', '30'],
};

let dir: string;
const prints = new Map<string, Fingerprint>();

async function make(name: string, input: string[], output: string[]): Promise<void> {
  const path = join(dir, `${name}.mp4`);
  await runTool('ffmpeg', ['-v', 'error', '-y', ...input, ...output, '-preset', 'ultrafast', path], {
    lowPriority: true,
  });
  prints.set(name, await fingerprintFile(path, SECONDS));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tubekit-fp-test-'));
  const lavfi = (source: string) => ['-f', 'lavfi', '-i', `${source},format=yuv420p`, '-t', String(SECONDS)];
  await make('original', lavfi(ORIGINAL), ['-c:v', 'libx264']);
  const original = join(dir, 'original.mp4');
  await Promise.all([
    ...Object.entries(COPIES).map(([name, args]) => make(name, ['-i', original], args)),
    ...Object.entries(OTHERS).map(([name, source]) => make(name, lavfi(source), ['-c:v', 'libx264'])),
  ]);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('fingerprintFile', () => {
  it('samples one frame a second', () => {
    expect(prints.get('original')?.hashes.length).toBe(SECONDS);
    expect(prints.get('original')?.interval).toBe(1);
  });

  it.each(Object.keys(COPIES))('matches a copy of the same clip %s', (name) => {
    const copy = prints.get(name) as Fingerprint;
    expect(matchScore(copy.hashes, (prints.get('original') as Fingerprint).hashes)).toBeGreaterThanOrEqual(
      NEAR_SCORE,
    );
  });

  it.each(Object.keys(OTHERS))(
    'does not match other content (%s) with the original or each other',
    (name) => {
      const other = (prints.get(name) as Fingerprint).hashes;
      expect(other.length).toBeGreaterThan(0);
      for (const [against, print] of prints) {
        if (against === name) continue;
        expect(matchScore(other, print.hashes, MATCH_DISTANCE), against).toBeLessThan(NEAR_SCORE);
      }
    },
  );

  it('rejects with the abort reason when aborted', async () => {
    const abort = new AbortController();
    abort.abort(new Error('stop'));
    await expect(fingerprintFile(join(dir, 'original.mp4'), SECONDS, abort.signal)).rejects.toThrow('stop');
  });
});

describe('sampleInterval', () => {
  it('samples a long video at most MAX_SAMPLES times, spread over its whole length', () => {
    expect(sampleInterval(30)).toBe(1);
    expect(sampleInterval(MAX_SAMPLES)).toBe(1);
    expect(sampleInterval(MAX_SAMPLES * 4)).toBe(4);
    expect(sampleInterval(0)).toBe(1);
  });
});
