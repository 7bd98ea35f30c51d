import { type AdView, createAdView } from '../ad-view';
import type { AdEngine, AdOutcome, AdPlayContext } from '../types';
import type { createVastFetch } from './fetch-vast';
import { type LoadedVastAd, loadVastTag } from './load-tag';
import { prerollMacros } from './macros';
import { playLinear } from './play-linear';

/**
 * Options of {@link createVastEngine}. The section 9 numbers come in from the entry
 * chunk (which reads them from @tubekit/contract) so this lazy chunk stays small.
 */
export interface VastEngineOptions {
  /** Seconds of playback before the skip button shows when the creative declares no skipoffset (ADS.skipOffset). */
  skipOffset: number;
  /** Wrapper redirects allowed (ADS.maxRedirects). */
  maxRedirects: number;
  /** Delay before the finished ad's element is removed (ADS.remnantRemoveMs). */
  remnantRemoveMs: number;
  fetch?: typeof fetch;
  openWindow?: (url: string) => void;
  canPlay?: (type: string) => boolean;
  companionSlot?: HTMLElement | (() => HTMLElement | null | undefined);
  /** The VAST fetcher (fetch-vast.ts), which lives in the entry chunk (see create-ads.ts). */
  createFetch: typeof createVastFetch;
}

/**
 * The VAST engine (reached only through loader.ts): loads one tag with
 * @dailymotion/vast-client's parser (wrappers; `root` is the tag's document when its request
 * was started before this chunk loaded) and plays its ads over the content with the
 * client's tracker. A pod plays in sequence order, one ad after another in one view ("Ad 1
 * of 2"). Otherwise the first stand-alone ad that plays is the one (the buffet: an ad that
 * cannot play, or fails, is replaced by the next of the response). The tag counts as
 * played when one of its ads played; each failure goes to `ctx.onError` as it happens. After the ads
 * the cover hides at once and its remnant (element, video) is removed `remnantRemoveMs` later.
 */
export function createVastEngine(
  options: VastEngineOptions,
): (tag: string, ctx: AdPlayContext, root?: Promise<Document>) => Promise<AdOutcome> {
  return async (tag, ctx, root) => {
    const win = ctx.host.ownerDocument.defaultView ?? globalThis;
    // Each failure goes to analytics at once; the latest is the outcome if no ad plays.
    let failure: AdOutcome | null = null;
    const failed = (code: number, message: string) => {
      ctx.onError(code, message);
      failure = { ok: false, code, message, reported: true };
    };
    const loaded = await loadVastTag(tag, {
      clock: ctx.clock,
      timeoutMs: ctx.timeoutMs,
      maxRedirects: options.maxRedirects,
      fetch: options.fetch ?? ((url, init) => globalThis.fetch(url, init)),
      parseXml: (text) => new win.DOMParser().parseFromString(text, 'text/xml'),
      canPlay: options.canPlay ?? ((type) => ctx.video.canPlayType(type) !== ''),
      width: ctx.host.clientWidth,
      macros: prerollMacros(ctx.video),
      onSkip: failed,
      createFetch: options.createFetch,
      root,
    });
    if (!loaded.ok) return loaded;
    const { pod, next } = loaded.value;
    let view: AdView | null = null;
    let played = false;
    const play = async (ad: LoadedVastAd, position: number, total: number) => {
      if (ctx.signal.aborted) return;
      if (!view) {
        ctx.onLoad();
        view = createAdView(ctx.host, ctx.video.muted);
      }
      view.nextAd(position, total);
      const outcome = await playLinear(view, ad, ctx, {
        skipOffset: options.skipOffset,
        openWindow: options.openWindow ?? ((url) => win.open(url, '_blank', 'noopener')),
        companionSlot: options.companionSlot,
      });
      if (outcome.ok) played = true;
      else failed(outcome.code, outcome.message);
    };
    for (const [i, ad] of pod.entries()) await play(ad, i + 1, pod.length);
    // No pod, or none of it played: the stand-alone ads, until one plays.
    while (!played && !ctx.signal.aborted) {
      const ad = await next();
      if (!ad) break;
      await play(ad, 1, 1);
    }
    if (view) finish(view, ctx, options.remnantRemoveMs);
    if (!played && !ctx.signal.aborted) return failure ?? { ok: false, code: 303, message: 'no ads' };
    return { ok: true };
  };
}

/** Hides the cover at once and removes it `remnantMs` later, or at once when the break is aborted. */
function finish(view: AdView, ctx: Parameters<AdEngine>[1], remnantMs: number) {
  view.hide();
  // Destroyed during the ad: nothing may stay behind, not even for the remnant delay.
  if (ctx.signal.aborted) return view.remove();
  const timer = ctx.clock.setTimeout(view.remove, remnantMs);
  ctx.signal.addEventListener(
    'abort',
    () => {
      ctx.clock.clearTimeout(timer);
      view.remove();
    },
    { once: true },
  );
}
