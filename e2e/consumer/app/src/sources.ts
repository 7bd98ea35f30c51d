// The videofile answers of the test media, as a Tubekit server would send them (the
// `video_url` of each source is encoded with the contract's codec).
import { encodeVideoUrl, type VideoFileSource } from '@tubekit/contract';

/** Length of the generated mp4 ladder, seconds (made by scripts/player-media.mjs). */
export const LADDER_SECONDS = 20;
/** Length of the generated HLS stream, seconds: over the 1800 s HLS threshold. */
export const LONG_SECONDS = 1860;

/** One videofile answer for a file the test server serves at `path`. */
export function source(path: string, format: VideoFileSource['format'], duration: number): VideoFileSource {
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

/** A 20 s clip in two renditions: the player labels them HD and SD from the file names. */
export const ladder = (): VideoFileSource[] => [
  source('/media/clip_hd.mp4', '_hd.mp4', LADDER_SECONDS),
  source('/media/clip_sd.mp4', '_sd.mp4', LADDER_SECONDS),
];

/** A 31 min stream: over the player's HLS threshold, so it plays with hls.js. */
export const long = (): VideoFileSource[] => [
  source('/media/long/long.m3u8', '.m3u8', LONG_SECONDS),
  source('/media/long_sd.mp4', '_sd.mp4', LONG_SECONDS),
];

/** The same stream behind a master playlist naming its bandwidth, as the site serves HLS. */
export const longMaster = (): VideoFileSource[] => [
  source('/media/long/master.m3u8', '.m3u8', LONG_SECONDS),
  source('/media/long_sd.mp4', '_sd.mp4', LONG_SECONDS),
];

/** The page's VAST tag (`?tag=`), or null for no ads. */
export const vastTag = (): string | null => new URLSearchParams(location.search).get('tag');
