import { encodeVideoUrl, type VideoFileSource } from '@tubekit/contract';

/** Length of the generated mp4 ladder, seconds (see support/media.ts). */
export const LADDER_SECONDS = 20;
/** Length of the generated HLS stream, seconds: over the 1800 s HLS threshold. */
export const LONG_SECONDS = 1860;

function source(path: string, format: VideoFileSource['format'], duration: number): VideoFileSource {
  return {
    video_url: encodeVideoUrl(new URL(path, location.origin).href),
    format,
    timelines_count: 0,
    timelines_interval: 0,
    timelines_format: 'timelines',
    duration,
    dir_path: '0/1',
    video_id: 1,
  };
}

/** Named source sets the tests pick with `?fixture=`. */
export const FIXTURES: Record<string, () => VideoFileSource[]> = {
  ladder: () => [
    source('/media/clip_hd.mp4', '_hd.mp4', LADDER_SECONDS),
    source('/media/clip_sd.mp4', '_sd.mp4', LADDER_SECONDS),
  ],
  long: () => [
    source('/media/long/long.m3u8', '.m3u8', LONG_SECONDS),
    source('/media/long_sd.mp4', '_sd.mp4', LONG_SECONDS),
  ],
  // A 360° video: the player loads three.js and asks its text_redirect URL first.
  vr: () => [{ ...source('/media/clip_hd.mp4', '_hd.mp4', LADDER_SECONDS), vr: 'vr_360_mono' }],
  missing: () => [source('/media/missing_hd.mp4', '_hd.mp4', LADDER_SECONDS)],
};
