import type { PlayerAction } from '../core/actions';
import type { Disposer } from '../foundation/disposer';

function bufferedEnd(video: HTMLVideoElement): number {
  const ranges = video.buffered;
  return ranges && ranges.length > 0 ? ranges.end(ranges.length - 1) : 0;
}

const MEDIA_ERROR_CODES: Record<number, string> = {
  1: 'media_aborted',
  2: 'media_network',
  3: 'media_decode',
  4: 'media_src_not_supported',
};

/**
 * Turns media element events into actions: only media events write playback state.
 */
export function bindMedia(
  video: HTMLVideoElement,
  dispatch: (action: PlayerAction) => void,
  disposer: Disposer,
): void {
  const on = (type: string, toAction: () => PlayerAction | null) =>
    disposer.listen(video, type, () => {
      const action = toAction();
      if (action) dispatch(action);
    });
  // The events whose action is the event itself: play -> media-play ...
  for (const type of ['play', 'waiting', 'playing', 'pause', 'ended', 'seeking'] as const)
    on(type, () => ({ type: `media-${type}` }));
  on('timeupdate', () => ({ type: 'media-timeupdate', currentTime: video.currentTime || 0 }));
  on('seeked', () => ({ type: 'media-timeupdate', currentTime: video.currentTime || 0 }));
  on('loadedmetadata', () => ({ type: 'media-durationchange', duration: video.duration }));
  on('durationchange', () => ({ type: 'media-durationchange', duration: video.duration }));
  on('progress', () => ({ type: 'media-progress', buffered: bufferedEnd(video) }));
  on('volumechange', () => ({ type: 'media-volumechange', volume: video.volume, muted: video.muted }));
  on('ratechange', () => ({ type: 'media-ratechange', rate: video.playbackRate }));
  on('enterpictureinpicture', () => ({ type: 'pip-change', pip: true }));
  on('leavepictureinpicture', () => ({ type: 'pip-change', pip: false }));
  on('error', () => {
    const code = video.error?.code ?? 0;
    // An error with no src is the side effect of clearing the source on a switch: not an error.
    if (!video.getAttribute('src') && !video.currentSrc) return null;
    return {
      type: 'media-error',
      error: { kind: 'media', code: MEDIA_ERROR_CODES[code] ?? 'media_unknown', fatal: true },
    };
  });
}

/**
 * Brings the state up to date with an element that may have got ahead of the player (an
 * adopted server-rendered video: metadata loaded, or already playing by native autoplay).
 */
export function syncFromElement(video: HTMLVideoElement, dispatch: (action: PlayerAction) => void): void {
  dispatch({ type: 'media-volumechange', volume: video.volume, muted: video.muted });
  if (video.readyState >= 1) dispatch({ type: 'media-durationchange', duration: video.duration });
  if (video.paused) return;
  dispatch({ type: 'media-play' });
  // HAVE_FUTURE_DATA: frames are being presented, as after a 'playing' event.
  if (video.readyState >= 3) dispatch({ type: 'media-playing' });
}
