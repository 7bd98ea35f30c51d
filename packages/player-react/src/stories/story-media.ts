import { encodeVideoUrl, type VideoFileSource } from '@tubekit/contract';
import type { NextVideo, RelatedVideo } from '@tubekit/player';

/**
 * The generated clips are served at /media by Storybook (see .storybook/main.ts). URLs are
 * made absolute from the page base so a Storybook deployed under a sub-path still works.
 */
export function mediaUrl(file: string): string {
  return new URL(`media/${file}`, document.baseURI).href;
}

/** Length of the generated story clip, in seconds. */
export const CLIP_SECONDS = 8;

function source(file: string, format: VideoFileSource['format'], extra: Partial<VideoFileSource> = {}) {
  return {
    video_url: encodeVideoUrl(mediaUrl(file)),
    format,
    timelines_count: 0,
    timelines_interval: 0,
    timelines_format: 'timelines',
    duration: CLIP_SECONDS,
    dir_path: '0/1',
    video_id: 1,
    ...extra,
  } satisfies VideoFileSource;
}

/** HD + SD mp4 sources of the real clip (a videofile answer, best first). */
export function clipSources(extra: Partial<VideoFileSource> = {}): VideoFileSource[] {
  return [source('clip_hd.mp4', '_hd.mp4', extra), source('clip_sd.mp4', '_sd.mp4', extra)];
}

/** A source whose file does not exist: the browser reports a real media error. */
export function missingSources(): VideoFileSource[] {
  return [source('missing_hd.mp4', '_hd.mp4')];
}

/** Synthetic related videos (names are made up; thumbnails are a testsrc2 still). */
export function relatedVideos(): RelatedVideo[] {
  return Array.from({ length: 6 }, (_, i) => ({
    video_id: 100 + i,
    dir: `sample-clip-${i + 1}`,
    title: `Sample clip ${i + 1}`,
    duration: 95 + i * 37,
    scr: mediaUrl('thumb.jpg'),
    url: '#',
  }));
}

/** The next video of the countdown; its url is never followed in stories (see `navigate`). */
export function nextVideo(): NextVideo {
  return { url: '#next', title: 'Sample clip 7', scr: mediaUrl('thumb.jpg') };
}
