import { ADS } from '@tubekit/contract';
import type { AdBreakContext, Player } from '../api-types';
import type { PlayerStatus } from '../core/types';
import type { Clock } from '../foundation/clock';
import { adLoadTrackingUrl, imageBeacon } from './ad-load-tracking';
import { playChain } from './chain';
import { detectDevice, pauseAdAllowed } from './device';
import { prerollAllowed } from './preroll-rules';
import { waitUntilReady } from './setup-retry';
import { createTeardowns } from './teardowns';
import type { AdEngine, AdGoalName, AdPlayContext, AdsController, AdsOptions } from './types';
import { createVastFetch } from './vast/fetch-vast';
import { loadVastEngine } from './vast/loader';

/**
 * Creates the ads layer. Pass `adBreak` to `createPlayer` (content waits for it) and call
 * `attach(player)` for the pause ad, the pre-play overlay and the preroll that starts
 * when content is already playing or buffering.
 */
export function createAds(options: AdsOptions = {}): AdsController {
  const disposer = createTeardowns();
  const abort = new AbortController();
  disposer.add(() => abort.abort());
  const device = options.device ?? detectDevice();
  const ping = options.ping ?? imageBeacon;
  const tags = (options.tags ?? []).filter((t) => typeof t === 'string' && t.length > 0);
  let prerollStarted = false;

  const goal = (name: AdGoalName, data: Record<string, unknown>) => {
    try {
      options.onGoal?.(name, data);
    } catch {
      // Analytics failing must never stop an ad or the content.
    }
  };
  let vast: ReturnType<typeof loadVastEngine> | undefined;
  const vastEngine = () =>
    (vast ??= loadVastEngine({
      ...options,
      skipOffset: options.skipOffset ?? ADS.skipOffset,
      maxRedirects: ADS.maxRedirects,
      remnantRemoveMs: ADS.remnantRemoveMs,
      createFetch: createVastFetch,
    }));
  const engine: AdEngine =
    options.engine === 'ima'
      ? (tag, ctx) =>
          import('./ima/ima-engine').then((m) =>
            m.createImaEngine({ maxRedirects: ADS.maxRedirects })(tag, ctx),
          )
      : (tag, ctx) => {
          // The tag's request goes out while the VAST chunk loads, not after it.
          const root = fetchRootTag(tag, ctx, options.fetch);
          return vastEngine().then((play) => play(tag, ctx, root));
        };
  // A page with tags will ask for the preroll as soon as it plays: the VAST chunk starts
  // loading now, beside the player's setup, instead of when the break begins.
  if (tags.length > 0 && options.engine !== 'ima') vastEngine().catch(() => {});

  // `status` is the content status that asked for the preroll: the seam's snapshot is
  // taken after the core paused the content, so it may already read 'paused'.
  const runPreroll = async (ctx: AdBreakContext, status: PlayerStatus): Promise<void> => {
    if (prerollStarted || disposer.done || tags.length === 0) return;
    if (ctx.kind !== 'preroll' || !prerollAllowed(status, ctx.campaign)) return;
    prerollStarted = true;
    const clock = options.clock ?? ctx.clock;
    const signal = linkSignals(ctx.signal, abort.signal);
    // The player may still be off-document (page builds it first): wait for it, bounded.
    if (!(await waitUntilReady(clock, () => ctx.video.isConnected, signal))) return;
    const host = ctx.video.closest<HTMLElement>('.tk-player') ?? ctx.container;
    // The content preloads (and paints) its first frame while the tags load: a black hold
    // under the ad cover keeps it off screen until the break is over (spec section 4).
    const hold = holdCover(host);
    // Destroyed mid-request: the hold goes at once, not when the request times out.
    signal.addEventListener('abort', () => hold.remove(), { once: true });
    try {
      await playChain(
        tags,
        {
          host,
          video: ctx.video,
          clock,
          signal,
          timeoutMs: device.mobile ? ADS.requestTimeoutMobileMs : ADS.requestTimeoutMs,
        },
        engine,
        {
          onLoad: (tag) => {
            const url = options.trackingUrl ? adLoadTrackingUrl(options.trackingUrl, tag) : null;
            if (url) ping(url);
          },
          onStart: (tag, index) => goal('player_adplay', { tag, index }),
          onError: (code, message, tag, index) => goal('player_vast_error', { code, message, tag, index }),
        },
      );
    } finally {
      hold.remove();
    }
  };
  const adBreak = (ctx: AdBreakContext) => runPreroll(ctx, ctx.snapshot.status);

  const wire = (player: Player) => {
    const { preplayAd } = options;
    // Checked here so a phone never downloads the pause ad's chunk.
    const pauseAd = options.pauseAd && pauseAdAllowed(device) ? options.pauseAd : undefined;
    if (pauseAd || preplayAd) {
      void import('./ad-surfaces').then((surfaces) => {
        if (disposer.done) return;
        if (pauseAd) surfaces.bindPauseAd(player, pauseAd, disposer);
        if (preplayAd) surfaces.showPreplayAd(player, preplayAd, disposer);
      });
    }
    // Content that starts without play() (native autoplay) still gets its preroll.
    if (tags.length === 0) return;
    const maybePreroll = () => {
      const { status, adBreak: active } = player.getSnapshot();
      if (!prerollStarted && !active && (status === 'playing' || status === 'buffering')) {
        void player.runAdBreak('preroll', (ctx) => runPreroll(ctx, status));
      }
    };
    disposer.add(player.on('statechange', maybePreroll));
    maybePreroll();
  };

  return {
    adBreak,
    attach(target) {
      const get = typeof target === 'function' ? target : () => target;
      let player: Player | null | undefined = null;
      const clock: Clock = options.clock ?? SYSTEM_CLOCK;
      const isReady = () => {
        player = get();
        return Boolean(player);
      };
      void waitUntilReady(clock, isReady, abort.signal).then((ready) => {
        if (ready && player && !disposer.done) wire(player);
      });
    },
    destroy: () => disposer.run(),
  };
}

/**
 * Starts the request of a tag's root document with the VAST engine's own fetcher (timeout
 * on the break's clock). Its failure is the engine's to report: it is caught here only so an
 * early rejection is not an unhandled one.
 */
function fetchRootTag(tag: string, ctx: AdPlayContext, fetchImpl?: typeof fetch): Promise<Document> {
  const win = ctx.host.ownerDocument.defaultView ?? globalThis;
  const root = createVastFetch({
    clock: ctx.clock,
    timeoutMs: ctx.timeoutMs,
    fetch: fetchImpl ?? ((url, init) => globalThis.fetch(url, init)),
    parseXml: (text) => new win.DOMParser().parseFromString(text, 'text/xml'),
  })(tag);
  root.catch(() => {});
  return root;
}

/** A black cover over the content, just under the ad cover (z-index 20) and the IMA container. */
function holdCover(host: HTMLElement): HTMLElement {
  const hold = host.ownerDocument.createElement('div');
  hold.dataset.testid = 'tk-ad-hold';
  hold.setAttribute('style', 'position:absolute;inset:0;z-index:19;background:#000');
  host.append(hold);
  return hold;
}

/** The real clock, read lazily (see foundation/clock: not imported, to keep chunks apart). */
const SYSTEM_CLOCK: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as number),
};

/** An AbortSignal that aborts when either input does (AbortSignal.any is too recent for old Safari). */
function linkSignals(a: AbortSignal, b: AbortSignal): AbortSignal {
  const controller = new AbortController();
  const stop = () => controller.abort();
  if (a.aborted || b.aborted) stop();
  a.addEventListener('abort', stop, { once: true });
  b.addEventListener('abort', stop, { once: true });
  return controller.signal;
}
