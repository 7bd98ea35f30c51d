import { encodeVideoUrl, type VideoFileSource } from '@tubekit/contract';
import { vi } from 'vitest';

/** One videofile source with an encoded url (test data, synthetic ids). */
export function source(url: string, extra: Partial<VideoFileSource> = {}): VideoFileSource {
  const format = (
    /\.m3u8/.test(url) ? '.m3u8' : (/(_sd|_hd|_fhd)\.mp4/.exec(url)?.[0] ?? '_sd.mp4')
  ) as VideoFileSource['format'];
  return {
    video_url: encodeVideoUrl(url),
    format,
    timelines_count: 10,
    timelines_interval: 6,
    timelines_format: 'timelines',
    timelines_token: '/tl/',
    duration: 60,
    dir_path: '0/1',
    video_id: 1001,
    ...extra,
  };
}

/** A short mp4 video in three qualities. */
export function mp4Sources(extra: Partial<VideoFileSource> = {}): VideoFileSource[] {
  return [
    source('/media/1001/1001_fhd.mp4?sig=x', extra),
    source('/media/1001/1001_hd.mp4?sig=x', extra),
    source('/media/1001/1001_sd.mp4?sig=x', extra),
  ];
}

/** Sets read-only media properties on a jsdom video element and fires the event. */
export function media(video: HTMLVideoElement, type: string, props: Record<string, unknown> = {}): void {
  for (const [key, value] of Object.entries(props)) {
    Object.defineProperty(video, key, { value, configurable: true, writable: true });
  }
  video.dispatchEvent(new Event(type));
}

/**
 * jsdom does not play media: play() and pause() become fakes that flip `paused` and fire
 * the events a browser would (play+playing, pause).
 */
export function fakeMediaPlayback() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    media(this as HTMLVideoElement, 'play', { paused: false });
    media(this as HTMLVideoElement, 'playing');
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    media(this as HTMLVideoElement, 'pause', { paused: true });
  });
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  return { play, pause, load };
}

/** A container of a given width (jsdom has no layout). */
export function container(width = 800): HTMLElement {
  const node = document.createElement('div');
  Object.defineProperty(node, 'clientWidth', { value: width, configurable: true });
  document.body.append(node);
  return node;
}

/** Lets pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
