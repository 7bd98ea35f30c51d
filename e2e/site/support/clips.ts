import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the upload journeys write their generated clips. */
const CLIP_DIR = join(tmpdir(), 'tubekit-upload-e2e');

/** How a generated clip looks: its length, and noise to make it heavy (several tus chunks). */
export interface ClipShape {
  seconds: number;
  /** Grain over the pattern at about this bitrate (kbit/s), so the file has weight. */
  noisyKbps?: number;
  size?: string;
  /**
   * The picture: testsrc by default (the same frames in every clip at the same time), or
   * `cellauto` (rule 30 from a random row), a picture no other clip has: a near-duplicate
   * check must find its copy, not another test pattern.
   */
  picture?: 'testsrc' | 'cellauto';
}

/**
 * A generated test pattern with silent sound (ffmpeg lavfi, never real media), saved as
 * `{name}.mp4`. A metadata comment makes each run's bytes differ, so the exact-duplicate
 * check never refuses a rerun of a journey.
 */
export function generatedClip(
  name: string,
  { seconds, noisyKbps, size = '320x240', picture = 'testsrc' }: ClipShape,
): string {
  mkdirSync(CLIP_DIR, { recursive: true });
  const path = join(CLIP_DIR, `${name}.mp4`);
  const [width = 320, height = 240] = size.split('x').map(Number);
  // Coarse cells (a 12x9 board scaled up), so every frame has structure to hash.
  const seed = Math.floor(Math.random() * 2 ** 31);
  const source =
    picture === 'cellauto'
      ? `cellauto=size=12x9:rate=5:rule=30:seed=${seed}:random_fill_ratio=0.5,scale=${width}:${height}:flags=neighbor`
      : `testsrc=size=${size}:rate=5`;
  const video = noisyKbps
    ? [
        '-vf',
        'noise=alls=30:allf=t',
        '-b:v',
        `${noisyKbps}k`,
        '-maxrate',
        `${noisyKbps}k`,
        '-bufsize',
        `${noisyKbps * 2}k`,
      ]
    : [];
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', source],
    ...['-f', 'lavfi', '-i', 'anullsrc=r=22050:cl=mono', '-t', String(seconds)],
    ...video,
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '16k'],
    ...['-metadata', `comment=${name}-${Date.now()}-${Math.random()}`, '-shortest', path],
  ]);
  return path;
}

/** The same picture re-encoded smaller (another size, quality and bytes): a near duplicate. */
export function reencodedClip(source: string, name: string): string {
  const path = join(CLIP_DIR, `${name}.mp4`);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-i', source, '-vf', 'scale=240:180', '-c:v', 'libx264', '-crf', '35'],
    ...['-preset', 'ultrafast', '-c:a', 'copy', path],
  ]);
  return path;
}

/** A copy of `source` under another file name (any name, any extension). */
export function renamedCopy(source: string, fileName: string): string {
  const path = join(CLIP_DIR, fileName);
  copyFileSync(source, path);
  return path;
}

/** The first `share` of a clip's bytes: cut off before its index, a damaged file. */
export function truncatedCopy(source: string, name: string, share = 0.5): string {
  const bytes = readFileSync(source);
  const path = join(CLIP_DIR, `${name}.mp4`);
  writeFileSync(path, bytes.subarray(0, Math.floor(bytes.length * share)));
  return path;
}
