import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The generated ad creatives: `short` plays to its end quickly, `long` outlasts the 5 s skip offset. */
export const AD_CREATIVES = { short: 4, long: 12 } as const;
export type AdCreative = keyof typeof AD_CREATIVES;
/** Frame size of the creatives: distinct from the 640x360 content, so a frame tells whose it is. */
export const AD_SIZE = { width: 320, height: 240 } as const;

/**
 * Encodes the ad creatives with ffmpeg (SMPTE bars + an 880 Hz tone, H.264/AAC,
 * `-preset ultrafast` because CPU is shared) into `dir` as `ad_<name>.mp4`, once.
 */
export function ensureAdCreatives(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, seconds] of Object.entries(AD_CREATIVES)) {
    const file = join(dir, `ad_${name}.mp4`);
    if (existsSync(file) && statSync(file).size > 0) continue;
    const tmp = `${file}.tmp.mp4`;
    const size = `${AD_SIZE.width}x${AD_SIZE.height}`;
    execFileSync(
      process.env.FFMPEG ?? 'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-f', 'lavfi', '-i', `smptebars=size=${size}:rate=25:duration=${seconds}`],
        ...['-f', 'lavfi', '-i', `sine=frequency=880:sample_rate=22050:duration=${seconds}`],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '32', '-pix_fmt', 'yuv420p', '-g', '25'],
        ...['-c:a', 'aac', '-b:a', '32k', '-shortest', '-movflags', '+faststart', tmp],
      ],
      { stdio: 'inherit' },
    );
    renameSync(tmp, file);
  }
}
