import { encodeVideoUrl, type VideoFileSource } from '@tubekit/contract';

/** A videofile source for tests: an encoded local mp4 url that jsdom never loads. */
export function mp4Source(path: string, duration = 20): VideoFileSource {
  return {
    video_url: encodeVideoUrl(path),
    format: path.endsWith('_sd.mp4') ? '_sd.mp4' : '_hd.mp4',
    timelines_count: 0,
    timelines_interval: 0,
    timelines_format: 'timelines',
    duration,
    dir_path: '0/1',
    video_id: 1,
  };
}

/** Fires a media event on the player's video element: how the core learns about playback. */
export function mediaEvent(video: HTMLVideoElement, type: string): void {
  video.dispatchEvent(new Event(type));
}
