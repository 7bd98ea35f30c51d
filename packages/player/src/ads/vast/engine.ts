import { createAdView } from '../ad-view';
import type { AdEngine, AdOutcome } from '../types';
import { loadVastTag } from './load-tag';
import { playLinear } from './play-linear';

/**
 * Options of {@link createVastEngine}. The section 9 numbers come in from the entry
 * chunk (which reads them from @tubekit/contract) so this lazy chunk stays small.
 */
export interface VastEngineOptions {
  /** Seconds before the skip button shows (ADS.skipOffset). */
  skipOffset: number;
  /** Wrapper redirects allowed (ADS.maxRedirects). */
  maxRedirects: number;
  /** Delay before the finished ad's element is removed (ADS.remnantRemoveMs). */
  remnantRemoveMs: number;
  fetch?: typeof fetch;
  openWindow?: (url: string) => void;
  canPlay?: (type: string) => boolean;
}

/**
 * The VAST engine (reached only through loader.ts): loads one tag with @dailymotion/vast-client's parser (wrappers) and tracker and
 * plays its linear ad over the content. After the ad the cover hides at once and its
 * remnant (element, video) is removed `remnantRemoveMs` later.
 */
export function createVastEngine(options: VastEngineOptions): AdEngine {
  return async (tag, ctx): Promise<AdOutcome> => {
    const win = ctx.host.ownerDocument.defaultView ?? globalThis;
    const loaded = await loadVastTag(tag, {
      clock: ctx.clock,
      timeoutMs: ctx.timeoutMs,
      maxRedirects: options.maxRedirects,
      fetch: options.fetch ?? ((url, init) => globalThis.fetch(url, init)),
      parseXml: (text) => new win.DOMParser().parseFromString(text, 'text/xml'),
      canPlay: options.canPlay ?? ((type) => ctx.video.canPlayType(type) !== ''),
      width: ctx.host.clientWidth,
    });
    if (!loaded.ok) return loaded;
    if (ctx.signal.aborted) return { ok: true };
    ctx.onLoad();
    const view = createAdView(ctx.host, ctx.video.muted);
    const outcome = await playLinear(view, loaded.value, ctx, {
      skipOffset: options.skipOffset,
      openWindow: options.openWindow ?? ((url) => win.open(url, '_blank', 'noopener')),
    });
    view.hide();
    // Destroyed during the ad: nothing may stay behind, not even for the remnant delay.
    if (ctx.signal.aborted) view.remove();
    else {
      const timer = ctx.clock.setTimeout(view.remove, options.remnantRemoveMs);
      ctx.signal.addEventListener(
        'abort',
        () => {
          ctx.clock.clearTimeout(timer);
          view.remove();
        },
        { once: true },
      );
    }
    return outcome;
  };
}
