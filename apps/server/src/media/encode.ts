import { join } from 'node:path';
import type { Rendition } from './ladder.ts';
import { type ProbeResult, VR_TAG } from './probe.ts';
import type { SpriteLayout } from './timeline-vtt.ts';

/** Encoder settings; `preset` trades size for speed (tests and the demo use fast ones). */
export interface EncodeSettings {
  /** x264 preset, e.g. `veryfast` (default) or `ultrafast`. */
  preset: string;
  /** x264 CRF (quality); the rung's maxrate caps it. */
  crf: number;
}

/** Seconds between forced keyframes, so HLS can cut segments from the mp4s by copying. */
export const KEYFRAME_SECONDS = 2;

/** The mp4 file name of a rendition inside the media dir, e.g. `12_hd.mp4`. */
export function mp4Name(mediaId: number, rendition: Pick<Rendition, 'suffix'>): string {
  return `${mediaId}${rendition.suffix}.mp4`;
}

/**
 * ffmpeg arguments of the one decoding pass that writes every mp4 rendition and the
 * timeline sprite sheets: decoding once is what keeps the pipeline cheap on 2 cores.
 */
export function encodeArgs(
  source: string,
  info: ProbeResult,
  renditions: readonly Rendition[],
  sprites: SpriteLayout,
  outDir: string,
  mediaId: number,
  settings: EncodeSettings,
): string[] {
  const n = renditions.length;
  const labels = Array.from({ length: n + 1 }, (_, i) => `[s${i}]`).join('');
  const graph = [`[0:v]split=${n + 1}${labels}`];
  renditions.forEach((r, i) => {
    graph.push(`[s${i}]scale=-2:${r.height},setsar=1,format=yuv420p[o${i}]`);
  });
  const { interval, count, tileWidth: w, tileHeight: h, cols, rows } = sprites;
  graph.push(
    `[s${n}]fps=1/${interval},trim=end_frame=${count},` +
      `scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:-1:-1,setsar=1,` +
      `tile=${cols}x${rows}[spr]`,
  );
  const args = ['-v', 'error', '-nostats', '-progress', 'pipe:1', '-y', '-i', source];
  args.push('-filter_complex', graph.join(';'));
  renditions.forEach((r, i) => {
    args.push('-map', `[o${i}]`, '-map', '0:a:0?', '-map_metadata', '-1');
    args.push('-c:v', 'libx264', '-preset', settings.preset, '-crf', String(settings.crf));
    args.push('-maxrate', `${r.maxrateKbps}k`, '-bufsize', `${r.maxrateKbps * 2}k`);
    args.push('-force_key_frames', `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`);
    args.push('-c:a', 'aac', '-b:a', `${r.audioKbps}k`, '-ac', '2');
    args.push(...vrArgs(info));
    args.push(join(outDir, mp4Name(mediaId, r)));
  });
  args.push('-map', '[spr]', '-c:v', 'mjpeg', '-q:v', '5', '-fps_mode', 'passthrough');
  args.push('-f', 'image2', join(outDir, 'sprite-%d.jpg'));
  return args;
}

// moov before mdat (faststart) so playback starts before the whole file is loaded. VR
// outputs carry the projection as a format tag our probe reads back, and keep real
// spherical side data when the source had some (the mov muxer writes sv3d only with
// `-strict unofficial`).
function vrArgs(info: ProbeResult): string[] {
  if (!info.vr) return ['-movflags', '+faststart'];
  const args = ['-movflags', '+faststart+use_metadata_tags', '-metadata', `${VR_TAG}=${info.vr}`];
  if (info.hasSphericalSideData) args.push('-strict', 'unofficial');
  return args;
}
