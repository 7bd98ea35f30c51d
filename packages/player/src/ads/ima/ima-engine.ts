/// <reference types="google_interactive_media_ads_types" />
import type { AdEngine, AdOutcome } from '../types';
import { VAST_ERROR } from '../vast/error-codes';
import { loadImaSdk } from './sdk-loader';

/**
 * Options of {@link createImaEngine}; tests pass a fake `google.ima`. The section 9 number
 * comes in from the entry (which reads @tubekit/contract), so this chunk imports nothing
 * from the entry but its public VAST_ERROR and the entry needs no extra exports.
 */
export interface ImaEngineOptions {
  /** Wrapper redirects allowed (ADS.maxRedirects). */
  maxRedirects: number;
  loadSdk?: typeof loadImaSdk;
}

/**
 * The Google IMA adapter behind the same {@link AdEngine} interface as the VAST engine:
 * IMA fetches, unwraps (at most `maxRedirects` redirects), renders and tracks one tag;
 * we map its outcome to ours and keep our own clock-driven load timeout on top, because
 * IMA's timers cannot be driven by the injected clock.
 */
export function createImaEngine(options: ImaEngineOptions): AdEngine {
  return async (tag, ctx) => {
    const doc = ctx.host.ownerDocument;
    let ima: typeof google.ima;
    try {
      ima = await (options.loadSdk ?? loadImaSdk)(doc, ctx.clock, ctx.timeoutMs);
    } catch (error) {
      return { ok: false, code: VAST_ERROR.undefined, message: String(error) };
    }
    const box = doc.createElement('div');
    box.dataset.testid = 'tk-ad';
    box.setAttribute('style', 'position:absolute;inset:0;z-index:20');
    ctx.host.append(box);
    return new Promise<AdOutcome>((resolve) => {
      let manager: google.ima.AdsManager | null = null;
      const display = new ima.AdDisplayContainer(box, ctx.video);
      const loader = new ima.AdsLoader(display);
      const end = (outcome: AdOutcome) => {
        ctx.clock.clearTimeout(timer);
        ctx.signal.removeEventListener('abort', onAbort);
        manager?.destroy();
        loader.destroy();
        display.destroy();
        box.remove();
        resolve(outcome);
      };
      const onAbort = () => end({ ok: true });
      const onError = (event: google.ima.AdErrorEvent) => {
        const error = event.getError();
        end({
          ok: false,
          code: error?.getVastErrorCode() || VAST_ERROR.undefined,
          message: error?.getMessage() ?? 'IMA ad error',
        });
      };
      const timer = ctx.clock.setTimeout(
        () => end({ ok: false, code: VAST_ERROR.wrapperTimeout, message: 'IMA ad load timed out' }),
        ctx.timeoutMs,
      );
      ctx.signal.addEventListener('abort', onAbort);
      loader.getSettings().setNumRedirects(options.maxRedirects);
      loader.addEventListener(ima.AdErrorEvent.Type.AD_ERROR, onError);
      loader.addEventListener(ima.AdsManagerLoadedEvent.Type.ADS_MANAGER_LOADED, (event) => {
        ctx.clock.clearTimeout(timer);
        ctx.onLoad();
        manager = event.getAdsManager(ctx.video);
        const { Type } = ima.AdEvent;
        manager.addEventListener(ima.AdErrorEvent.Type.AD_ERROR, onError);
        manager.addEventListener(Type.STARTED, () => ctx.onStart());
        manager.addEventListener(Type.ALL_ADS_COMPLETED, () => end({ ok: true }));
        manager.addEventListener(Type.CONTENT_RESUME_REQUESTED, () => end({ ok: true }));
        try {
          display.initialize();
          manager.init(ctx.host.clientWidth, ctx.host.clientHeight);
          manager.start();
        } catch (error) {
          end({ ok: false, code: VAST_ERROR.generalLinear, message: String(error) });
        }
      });
      const request = new ima.AdsRequest();
      request.adTagUrl = tag;
      request.vastLoadTimeout = ctx.timeoutMs;
      request.linearAdSlotWidth = ctx.host.clientWidth;
      request.linearAdSlotHeight = ctx.host.clientHeight;
      loader.requestAds(request);
    });
  };
}
