import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { runTool } from '../media/ffmpeg-run.ts';
import { previewFile, uploadWorkDir } from './upload-paths.ts';

/** How many candidate previews an upload offers. */
export const PREVIEW_CANDIDATES = 5;

/** SHA-256 (hex) of a file, streamed: a 10 GB upload is never held in memory. */
export async function sha256File(path: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path, { highWaterMark: 1024 * 1024 }), hash, { signal });
  return hash.digest('hex');
}

/**
 * Writes the candidate previews `1.jpg`..`5.jpg` into the upload's own folder, at even
 * times, in one ffmpeg run with a fast seek per frame (so a 10 GB file is not decoded
 * through). Each run writes to a fresh temporary folder swapped in by rename, so a check cut
 * short never leaves a half-written set.
 */
export async function writeCandidateFrames(
  root: string,
  uploadId: number,
  path: string,
  duration: number,
  signal?: AbortSignal,
): Promise<number> {
  const dir = uploadWorkDir(root, uploadId);
  const tmp = `${dir}-frames-${process.pid}`;
  await mkdir(tmp, { recursive: true });
  const args = ['-v', 'error', '-nostats', '-y'];
  const times = Array.from({ length: PREVIEW_CANDIDATES }, (_, i) =>
    Math.max(0, Math.min(((i + 0.5) * duration) / PREVIEW_CANDIDATES, duration - 0.5)),
  );
  for (const t of times) args.push('-ss', t.toFixed(3), '-i', path);
  times.forEach((_, i) => {
    args.push('-map', `${i}:v:0`, '-frames:v', '1', '-vf', "scale=-2:'min(720,ih)'", '-q:v', '3');
    args.push(`${tmp}/${i + 1}.jpg`);
  });
  await runTool('ffmpeg', args, { signal, lowPriority: true });
  await mkdir(dir, { recursive: true });
  for (let n = 1; n <= PREVIEW_CANDIDATES; n++)
    await rename(`${tmp}/${n}.jpg`, previewFile(root, uploadId, n));
  await rm(tmp, { recursive: true, force: true });
  return PREVIEW_CANDIDATES;
}
