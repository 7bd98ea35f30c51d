import { VASTTracker } from '@dailymotion/vast-client';
import type { TimerId } from '../../foundation/clock';
import type { AdView } from '../ad-view';
import type { AdOutcome, AdPlayContext } from '../types';
import type { LoadedVastAd } from './load-tag';

/** Dependencies of {@link playLinear}. */
export interface PlayLinearDeps {
  /** Seconds before the skip button shows. */
  skipOffset: number;
  openWindow: (url: string) => void;
}

/**
 * Plays a loaded linear ad in `view` and tracks it with the VAST client's tracker:
 * impression and start on the first frame, quartiles from the playhead, complete, skip,
 * click and error. Resolves when the ad ends, is skipped or fails: 405 media error,
 * 402 media not started within the request timeout, 400 play() refused even muted.
 * Every listener and timer it adds is removed when it resolves.
 */
export function playLinear(
  view: AdView,
  loaded: LoadedVastAd,
  ctx: AdPlayContext,
  deps: PlayLinearDeps,
): Promise<AdOutcome> {
  const { video } = view;
  const { clock } = ctx;
  const tracker = new VASTTracker(null, loaded.ad, loaded.creative, null, video.muted);
  const offs: Array<() => void> = [];
  let done = false;
  let started = false;
  const on = (target: EventTarget, type: string, fn: () => void) => {
    target.addEventListener(type, fn);
    offs.push(() => target.removeEventListener(type, fn));
  };
  const after = (ms: number, fn: () => void) => {
    const id: TimerId = clock.setTimeout(fn, ms);
    offs.push(() => clock.clearTimeout(id));
  };

  return new Promise<AdOutcome>((resolve) => {
    const end = (outcome: AdOutcome) => {
      if (done) return;
      done = true;
      for (const off of offs) off();
      video.pause();
      resolve(outcome);
    };
    const fail = (code: number, message: string) => {
      tracker.error({ ERRORCODE: code });
      end({ ok: false, code, message });
    };
    // Autoplay policies may refuse sound: retry muted once, then give up with 400.
    const start = async (retryMuted: boolean): Promise<void> => {
      try {
        await video.play();
      } catch (error) {
        if (done) return;
        if (!retryMuted || video.muted) return fail(400, `play() refused: ${error}`);
        video.muted = true;
        tracker.setMuted(true);
        return start(false);
      }
    };

    on(video, 'playing', () => {
      tracker.setPaused(false);
      if (started) return;
      started = true;
      tracker.trackImpression();
      // The client would send start only on the first progress past 0 (a click could come
      // first); VAST counts it from the first frame. `once` stops setProgress repeating it.
      tracker.track('start', { once: true });
      ctx.onStart();
      after(deps.skipOffset * 1000, view.showSkip);
    });
    on(video, 'loadedmetadata', () => {
      if (!loaded.creative.duration && video.duration > 0) tracker.setDuration(video.duration);
    });
    on(video, 'timeupdate', () => {
      if (video.currentTime > 0) tracker.setProgress(video.currentTime);
    });
    on(video, 'ended', () => {
      tracker.complete();
      end({ ok: true });
    });
    on(video, 'error', () => fail(405, 'media error'));
    on(view.skip, 'click', () => {
      tracker.skip();
      end({ ok: true });
    });
    // A click on a paused ad (after a click-through) resumes it; otherwise it is a click-through.
    on(video, 'click', () => {
      if (video.paused) void start(false);
      else tracker.click();
    });
    tracker.on('clickthrough', (url: string) => {
      if (done) return;
      deps.openWindow(url);
      video.pause();
      tracker.setPaused(true);
    });
    on(ctx.signal, 'abort', () => end({ ok: true }));
    after(ctx.timeoutMs, () => {
      if (!started) fail(402, 'media did not start');
    });
    video.src = loaded.media.fileURL ?? '';
    void start(true);
  });
}
