import { VASTTracker } from '@dailymotion/vast-client';
import type { TimerId } from '../../foundation/clock';
import type { AdView } from '../ad-view';
import type { AdOutcome, AdPlayContext } from '../types';
import { showCompanion } from './companion';
import { showIcons } from './icons';
import type { LoadedVastAd } from './load-tag';
import { prerollMacros } from './macros';
import { skipOffsetSeconds } from './skip-offset';
import { watchViewability } from './viewability';

/** Dependencies of {@link playLinear}. */
export interface PlayLinearDeps {
  /** Seconds of playback before the skip button shows, for creatives without `skipoffset`. */
  skipOffset: number;
  openWindow: (url: string) => void;
  /** The page's slot for companion banners, if it has one. */
  companionSlot?: HTMLElement | (() => HTMLElement | null | undefined);
}

/**
 * Plays a loaded linear ad in `view` and tracks it with the VAST client's tracker:
 * impression and start on the first frame, quartiles from the playhead against the media's
 * own duration (not the declared one), complete, skip, click, pause/resume around a
 * click-through, error, and the `<ViewableImpression>` outcome. The skip button shows at
 * the creative's skipoffset (skip-offset.ts). Icons show over the ad, the companion in the
 * page's slot. A creative whose VPAID or SIMID file we leave for the mp4 gets error 409.
 * Every URL carries the preroll's macros (macros.ts). Resolves when the ad ends, is skipped
 * or fails: 405 media error, 402 media not started within the request timeout, 400 play()
 * refused even muted. Every listener, timer and element it adds is removed when it resolves.
 */
export function playLinear(
  view: AdView,
  loaded: LoadedVastAd,
  ctx: AdPlayContext,
  deps: PlayLinearDeps,
): Promise<AdOutcome> {
  const { video } = view;
  const { clock } = ctx;
  const { creative } = loaded;
  // The played file as the creative's only one: the client takes [ASSETURI] from the first.
  const tracker = new VASTTracker(
    null,
    loaded.ad,
    { ...creative, mediaFiles: [loaded.media] },
    null,
    video.muted,
  );
  const macros = prerollMacros(ctx.video, video);
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
    let stopViewability: (ended: boolean) => void = () => {};
    const end = (outcome: AdOutcome, ended = true) => {
      if (done) return;
      done = true;
      stopViewability(ended);
      for (const off of offs) off();
      video.pause();
      resolve(outcome);
    };
    const fail = (code: number, message: string) => {
      tracker.error({ ...macros(), ERRORCODE: code });
      end({ ok: false, code, message });
    };
    // Autoplay policies may refuse sound: retry muted once, then give up with 400.
    async function start(retryMuted: boolean): Promise<void> {
      try {
        await video.play();
      } catch (error) {
        if (done) return;
        if (!retryMuted || video.muted) return fail(400, `play() refused: ${error}`);
        video.muted = true;
        tracker.setMuted(true, macros());
        return start(false);
      }
    }
    const pause = () => {
      video.pause();
      tracker.setPaused(true, macros());
    };
    const resume = () => void start(false);
    const icons = showIcons(creative.icons ?? [], {
      root: view.root,
      video,
      track: (urls) => tracker.trackURLs(urls, macros()),
      openWindow: deps.openWindow,
      pause,
      resume,
    });
    offs.push(icons.remove);
    const tick = () => {
      const time = video.currentTime;
      const skipAt = skipOffsetSeconds(
        creative.skipDelay,
        deps.skipOffset,
        video.duration,
        creative.duration,
      );
      if (started && time >= skipAt) view.showSkip();
      if (started) icons.tick(time);
    };

    on(video, 'playing', () => {
      // Resume only after our own pause: neither the first frame nor the end of a stall is one.
      if (started) return void (tracker.paused && tracker.setPaused(false, macros()));
      started = true;
      tracker.trackImpression(macros());
      // The client would send start only on the first progress past 0 (a click could come
      // first); VAST counts it from the first frame. `once` stops setProgress repeating it.
      tracker.track('start', { macros: macros(), once: true });
      ctx.onStart();
      if (loaded.ad.viewableImpression?.length) {
        stopViewability = watchViewability(view.root, video, clock, (outcome) =>
          tracker.track(outcome, { macros: macros(), once: true }),
        );
      }
      const slot = typeof deps.companionSlot === 'function' ? deps.companionSlot() : deps.companionSlot;
      if (slot) offs.push(showCompanion(slot, loaded.ad, { openWindow: deps.openWindow, macros }));
      tick();
    });
    // Quartiles and complete follow the media that plays: a declared <Duration> of 16 s on
    // a 10 s file would otherwise never reach the third quartile.
    on(video, 'loadedmetadata', () => {
      if (video.duration > 0 && Number.isFinite(video.duration)) tracker.setDuration(video.duration);
    });
    on(video, 'timeupdate', () => {
      if (video.currentTime > 0) tracker.setProgress(video.currentTime, macros());
      tick();
    });
    on(video, 'ended', () => {
      tracker.complete(macros());
      end({ ok: true });
    });
    on(video, 'error', () => fail(405, 'media error'));
    on(view.skip, 'click', () => {
      tracker.skip(macros());
      end({ ok: true });
    });
    // A click on a paused ad (after a click-through) resumes it; otherwise it is a click-through.
    on(video, 'click', () => {
      if (video.paused) resume();
      else tracker.click(null, macros());
    });
    tracker.on('clickthrough', (url: string) => {
      if (done) return;
      deps.openWindow(url);
      pause();
    });
    on(ctx.signal, 'abort', () => end({ ok: true }, false));
    after(ctx.timeoutMs, () => {
      if (!started) fail(402, 'media did not start');
    });
    // VAST 4.1 section 3.9.3: the interactive file we do not run is reported as not executed.
    if (loaded.interactive) tracker.error({ ...macros(), ERRORCODE: 409 });
    video.src = loaded.media.fileURL ?? '';
    void start(true);
  });
}
