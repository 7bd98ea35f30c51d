import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTool } from '../media/ffmpeg-run.ts';
import { findBars, frameHash, SAMPLE_SIDE } from './fingerprint-hash.ts';

/**
 * A video's near-duplicate fingerprint: the perceptual hashes of frames sampled at a fixed
 * interval. Matching needs no alignment (each frame is looked up on its own), so a copy
 * trimmed at the ends or sampled at another phase still matches frame by frame.
 */
export interface Fingerprint {
  /** Seconds between two samples. */
  interval: number;
  /** One 64-bit pHash per sampled frame that is not blank, in time order. */
  hashes: bigint[];
}

/** Samples per second of a short video. */
export const SAMPLE_RATE = 1;
/** Samples of a long video at most: its samples are spread over the whole length instead. */
export const MAX_SAMPLES = 300;

/** Seconds between samples for a video of `durationSeconds`. */
export function sampleInterval(durationSeconds: number): number {
  const spread = durationSeconds > 0 ? durationSeconds / MAX_SAMPLES : 0;
  return Math.max(1 / SAMPLE_RATE, spread);
}

/**
 * Fingerprints the video at `path` (duration from ffprobe). ffmpeg (niced, killed on
 * abort) decodes it once and writes every sampled frame as a SAMPLE_SIDE² grayscale square
 * to a temporary file; bars shared by all frames are then cut and each frame hashed.
 */
export async function fingerprintFile(
  path: string,
  durationSeconds: number,
  signal?: AbortSignal,
): Promise<Fingerprint> {
  const interval = sampleInterval(durationSeconds);
  const dir = await mkdtemp(join(tmpdir(), 'tubekit-fp-'));
  try {
    const out = join(dir, 'frames.gray');
    // `area` averages every source pixel into the square: resizing the source changes little.
    const filter = `fps=1/${interval.toFixed(6)},scale=${SAMPLE_SIDE}:${SAMPLE_SIDE}:flags=area,format=gray`;
    const args = ['-v', 'error', '-nostdin', '-y', '-i', path, '-map', '0:v:0', '-an', '-sn', '-dn'];
    args.push('-vf', filter, '-f', 'rawvideo', out);
    await runTool('ffmpeg', args, { signal, lowPriority: true });
    const raw = await readFile(out);
    return { interval, hashes: hashFrames(raw) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Hashes the grayscale squares of `raw` (SAMPLE_SIDE² bytes each), blank frames left out. */
export function hashFrames(raw: Uint8Array): bigint[] {
  const size = SAMPLE_SIDE * SAMPLE_SIDE;
  const frames: Uint8Array[] = [];
  for (let at = 0; at + size <= raw.length; at += size) frames.push(raw.subarray(at, at + size));
  const crop = findBars(frames);
  const hashes: bigint[] = [];
  for (const frame of frames) {
    const hash = frameHash(frame, crop);
    if (hash !== null) hashes.push(hash);
  }
  return hashes;
}
