import { PLAYER, type VideoFileFormat } from '@tubekit/contract';

/** One rung of the mp4 ladder. */
export interface Rendition {
  /** File suffix, also the quality label the player shows (_sd = SD, _hd = HD, _fhd = Full HD). */
  suffix: '_sd' | '_hd' | '_fhd';
  /** Output height in pixels (never above the source's). */
  height: number;
  /** Peak video bitrate in kbit/s (capped CRF, so simple clips come out much smaller). */
  maxrateKbps: number;
  audioKbps: number;
}

const RUNGS: readonly Rendition[] = [
  { suffix: '_sd', height: 360, maxrateKbps: 900, audioKbps: 96 },
  { suffix: '_hd', height: 720, maxrateKbps: 2800, audioKbps: 128 },
  { suffix: '_fhd', height: 1080, maxrateKbps: 5500, audioKbps: 128 },
];

/**
 * The renditions to encode for a source `sourceHeight` pixels tall, lowest first: every
 * rung not above the source, and always `_sd` (at the source height, rounded down to
 * even, when the source is under 360p: we never upscale).
 */
export function ladderFor(sourceHeight: number): Rendition[] {
  const fitting = RUNGS.filter((r) => r.height <= sourceHeight);
  if (fitting.length > 0) return fitting;
  const sd = RUNGS[0] as Rendition;
  return [{ ...sd, height: Math.max(2, Math.floor(sourceHeight / 2) * 2) }];
}

/** Whether a source gets HLS: only above the player's threshold (spec: 1800 s). */
export function needsHls(
  durationSeconds: number,
  thresholdSeconds: number = PLAYER.hlsThresholdSeconds,
): boolean {
  return durationSeconds > thresholdSeconds;
}

/** The `formats` column value for the published outputs, ladder order, HLS last. */
export function formatsList(renditions: readonly Rendition[], hls: boolean): VideoFileFormat[] {
  const mp4s = renditions.map((r) => `${r.suffix}.mp4` as VideoFileFormat);
  return hls ? [...mp4s, '.m3u8'] : mp4s;
}

/** Timeline thumbnail spacing: about 100-200 thumbnails for long videos, 1 s for short. */
export function timelineInterval(durationSeconds: number): number {
  if (durationSeconds <= 100) return 1;
  if (durationSeconds <= 1000) return Math.ceil(durationSeconds / 100);
  return Math.max(10, Math.ceil(durationSeconds / 200));
}

/** Number of timeline thumbnails: one at 0, interval, 2×interval… strictly before the end. */
export function timelineCount(durationSeconds: number, interval: number): number {
  return Math.max(1, Math.ceil(durationSeconds / interval));
}
