#!/usr/bin/env node
// Generates the synthetic test media used by Storybook, the e2e player tests and the
// player bench. Everything comes from ffmpeg test sources (testsrc2 + sine), tiny and
// `-preset ultrafast`, because CPU is shared; files are written to gitignored folders and
// reused when already present. Never commit the output.
//
//   node scripts/player-media.mjs ladder <dir> [seconds]   -> clip_sd.mp4, clip_hd.mp4, thumb.jpg
//   node scripts/player-media.mjs long <dir> [seconds]     -> long/long.m3u8 (+ segments), long_sd.mp4
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FFMPEG = process.env.FFMPEG ?? 'ffmpeg';

function ready(file) {
  return existsSync(file) && statSync(file).size > 0;
}

function ffmpeg(args) {
  execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

/** Encodes one testsrc2 + sine mp4 (H.264/AAC, keyframe every second, faststart). */
function encodeClip(file, { seconds, size, fps }) {
  if (ready(file)) return;
  const tmp = `${file}.tmp.mp4`;
  ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${fps}:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=22050:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-pix_fmt', 'yuv420p', '-g', String(fps)],
    ...['-c:a', 'aac', '-b:a', '32k', '-shortest', '-movflags', '+faststart', tmp],
  ]);
  renameSync(tmp, file);
}

/**
 * A short quality ladder named like production files (`_sd`, `_hd`), so the player derives
 * the SD/HD labels from the url. Default 20 s.
 */
export function ensureLadder(dir, seconds = 20) {
  mkdirSync(dir, { recursive: true });
  const sd = join(dir, 'clip_sd.mp4');
  const hd = join(dir, 'clip_hd.mp4');
  encodeClip(sd, { seconds, size: '256x144', fps: 25 });
  encodeClip(hd, { seconds, size: '640x360', fps: 25 });
  return { sd, hd, seconds };
}

/** A 320x180 testsrc2 still (poster and related thumbnails), `thumb.jpg` in `dir`. */
export function ensureThumb(dir) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'thumb.jpg');
  if (!ready(file)) ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=1', '-frames:v', '1', file]);
  return file;
}

/**
 * A real HLS stream longer than the 1800 s HLS threshold, plus its mp4 fallback. 160x90 at
 * 1 fps with a keyframe every 10 s keeps it to a few seconds of CPU; the HLS is a stream copy
 * of the mp4 cut into 10 s segments.
 */
export function ensureLongHls(dir, seconds = 1860) {
  mkdirSync(join(dir, 'long'), { recursive: true });
  const mp4 = join(dir, 'long_sd.mp4');
  const m3u8 = join(dir, 'long', 'long.m3u8');
  if (!ready(mp4)) {
    const tmp = `${mp4}.tmp.mp4`;
    ffmpeg([
      ...['-f', 'lavfi', '-i', `testsrc2=size=160x90:rate=1:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=220:sample_rate=8000:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '10', '-keyint_min', '10'],
      ...['-c:a', 'aac', '-b:a', '8k', '-shortest', '-movflags', '+faststart', tmp],
    ]);
    renameSync(tmp, mp4);
  }
  if (!ready(m3u8)) {
    const tmp = join(dir, 'long', 'long.tmp.m3u8');
    ffmpeg([
      ...['-i', mp4, '-c', 'copy', '-f', 'hls', '-hls_time', '10', '-hls_playlist_type', 'vod'],
      ...['-hls_segment_filename', join(dir, 'long', 'seg_%04d.ts'), tmp],
    ]);
    renameSync(tmp, m3u8);
  }
  // A master playlist over it, with the bandwidth a Tubekit master names (media/hls.ts): from
  // the bitrate hls.js sizes its forward buffer, which a bare media playlist does not tell it.
  const master = join(dir, 'long', 'master.m3u8');
  if (!ready(master))
    writeFileSync(
      master,
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-STREAM-INF:BANDWIDTH=40000,RESOLUTION=160x90\nlong.m3u8\n',
    );
  return { mp4, m3u8, master, seconds };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [kind, dir, seconds] = process.argv.slice(2);
  if (!dir || (kind !== 'ladder' && kind !== 'long')) {
    console.error('usage: node scripts/player-media.mjs <ladder|long> <dir> [seconds]');
    process.exit(2);
  }
  const made =
    kind === 'ladder'
      ? ensureLadder(dir, Number(seconds) || 20)
      : ensureLongHls(dir, Number(seconds) || 1860);
  console.log(made);
}
