import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mp4Name } from './encode.ts';
import { type RunOptions, runTool } from './ffmpeg-run.ts';
import type { Rendition } from './ladder.ts';

/** HLS files live under `<media dir>/hls/`; the master playlist is `hls/master.m3u8`. */
export const HLS_DIR = 'hls';
export const HLS_MASTER = `${HLS_DIR}/master.m3u8`;
/** Target segment length in seconds (a multiple of the forced keyframe spacing). */
const SEGMENT_SECONDS = 6;

/** A rendition as encoded, with the measured size the master playlist advertises. */
export interface EncodedRendition {
  rendition: Rendition;
  width: number;
  height: number;
}

/** Variant name inside `hls/`: `sd`, `hd`, `fhd`. */
export function variantName(r: Pick<Rendition, 'suffix'>): string {
  return r.suffix.slice(1);
}

/**
 * Writes HLS from the finished mp4s by remuxing (`-c copy`, no second encode): one
 * variant playlist with TS segments per rendition, then the master playlist.
 */
export async function writeHls(
  dir: string,
  mediaId: number,
  encoded: readonly EncodedRendition[],
  duration: number,
  run: RunOptions,
): Promise<void> {
  const args = ['-v', 'error', '-nostats', '-y'];
  for (const e of encoded) args.push('-i', join(dir, mp4Name(mediaId, e.rendition)));
  for (const [i, e] of encoded.entries()) {
    const out = join(dir, HLS_DIR, variantName(e.rendition));
    await mkdir(out, { recursive: true });
    args.push('-map', `${i}:v:0`, '-map', `${i}:a:0?`, '-c', 'copy', '-f', 'hls');
    args.push('-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod');
    args.push('-hls_segment_filename', join(out, 'seg-%04d.ts'), join(out, 'index.m3u8'));
  }
  await runTool('ffmpeg', args, run);
  const variants = [];
  for (const e of encoded) {
    const size = (await stat(join(dir, mp4Name(mediaId, e.rendition)))).size;
    // Average bitrate plus headroom for TS overhead; players only use it to rank variants.
    const bandwidth = Math.ceil(((size * 8) / Math.max(duration, 1)) * 1.15);
    variants.push({ name: variantName(e.rendition), bandwidth, width: e.width, height: e.height });
  }
  await writeFile(join(dir, HLS_MASTER), masterPlaylist(variants));
}

/** The master playlist text: one `EXT-X-STREAM-INF` per variant, relative URIs. */
export function masterPlaylist(
  variants: ReadonlyArray<{ name: string; bandwidth: number; width: number; height: number }>,
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const v of variants) {
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${v.bandwidth},RESOLUTION=${v.width}x${v.height}`);
    lines.push(`${v.name}/index.m3u8`);
  }
  return `${lines.join('\n')}\n`;
}
