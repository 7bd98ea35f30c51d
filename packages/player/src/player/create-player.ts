import type { Player, PlayerEvents, PlayerOptions } from '../api-types';
import { COUNTDOWN_SECONDS } from '../core/constants';
import { createCountdown } from '../core/countdown';
import { parseQuery } from '../core/query';
import { createReducer } from '../core/reducer';
import { createSeekAccumulator } from '../core/seek-accumulator';
import { createInitialState } from '../core/state';
import { createStore } from '../core/store';
import type { PlayerError } from '../core/types';
import { systemClock } from '../foundation/clock';
import { createDisposer } from '../foundation/disposer';
import { createEmitter } from '../foundation/emitter';
import { createLogger } from '../foundation/logger';
import { readVolume, writeVolume } from '../foundation/volume-store';
import { bindMedia, syncFromElement } from '../media/bind-media';
import { createSourceController } from '../media/source-controller';
import { planSources } from '../sources/plan';
import { resolveTextRedirect } from '../sources/text-redirect';
import { timelineUrl } from '../timeline/url';
import { mountControls, mountStage } from '../ui/mount-ui';
import { createAdBreakRunner } from './ad-break';
import { afterFirstFrame } from './after-first-frame';
import { emitChanges } from './events';
import { createFullscreen, togglePip } from './fullscreen';
import { createGoalSender, errorGoal } from './goals';
import { adoptVideoElement, createVideoElement } from './media-element';
import { validateOptions } from './setup';
import { wireVr } from './vr-wiring';

/** Logged when a source has no timelines info (spec section 8). */
export const TIMELINES_MISSING_MESSAGE = '[Videoplayer] Timelines url is not defined';
/** Logged when a video_url cannot be decoded (spec section 8). */
export const DECODE_ERROR_MESSAGE = 'error decoding url';

/**
 * Creates a player inside `options.container`. Returns null (after logging
 * "Param ref not defined" and sending player_setup_error) when the options cannot work.
 */
export function createPlayer(options: PlayerOptions): Player | null {
  const query = parseQuery(options?.query);
  const logger = createLogger(Boolean(options?.debug) || query.debug);
  const goal = createGoalSender(options, logger);
  if (!validateOptions(options, logger, goal)) return null;

  const { container } = options;
  const doc = container.ownerDocument;
  const clock = options.clock ?? systemClock;
  const disposer = createDisposer();
  const abort = new AbortController();
  disposer.add(() => abort.abort());
  const deleted = Boolean(options.deleted);
  const plan = planSources(deleted ? [] : options.sources);
  const playable = !deleted && (plan.hls !== null || plan.mp4.length > 0);
  const fetchFn = options.fetch ?? (typeof fetch === 'function' ? fetch.bind(globalThis) : undefined);
  const navigate = options.navigate ?? ((url: string) => globalThis.location.assign(url));
  const storedVolume = readVolume();

  const store = createStore(
    createReducer({
      embed: Boolean(options.embed),
      specialUser: Boolean(options.specialUser),
      hasNext: Boolean(options.next?.url),
      hasDownload: Boolean(options.downloadUrl),
    }),
    createInitialState({
      volume: storedVolume ?? 1,
      muted: query.autostart,
      deleted,
      // With a ResizeObserver the width arrives with its first callback (before the first
      // paint): reading clientWidth here would force a layout of the whole page at setup.
      width: typeof ResizeObserver === 'function' ? 0 : container.clientWidth,
      vr: plan.vr !== null && !deleted,
    }),
    logger,
  );
  disposer.add(() => store.destroy());
  const dispatch = store.dispatch;
  const emitter = createEmitter<PlayerEvents>((error) => logger.error('event handler threw', error));
  const listeners = new Set<() => void>();
  const elementOptions = {
    poster: options.poster,
    volume: storedVolume,
    muted: query.autostart,
    crossOrigin: plan.vr !== null,
  };
  const adopted = options.video ?? null;
  const video = adopted ?? createVideoElement(doc, elementOptions);
  if (adopted) {
    // The page's element: handed back (in place, paused, its source kept) on destroy.
    disposer.add(adoptVideoElement(adopted, elementOptions));
  } else {
    // Stop the download of the element we created (the page may keep a reference to it).
    disposer.add(() => {
      video.removeAttribute('src');
      video.load?.();
    });
  }
  const sources = createSourceController({
    video,
    plan,
    dispatch,
    getState: store.getState,
    loadHls: options.loaders?.hls ?? (() => import('../hls/index').then((m) => m.loadHlsModule())),
    resolveUrl: plan.vr ? (url) => resolveTextRedirect(url, fetchFn) : undefined,
    reportError: (error) => dispatch({ type: 'media-error', error }),
    logger,
  });
  disposer.add(() => sources.destroy());

  const countdown = createCountdown({
    clock,
    onTick: (left) => dispatch({ type: 'countdown-tick', left }),
    onDone: () => {
      if (!disposer.disposed && options.next?.url) navigate(options.next.url);
    },
  });
  disposer.add(() => countdown.stop());

  const seekAccumulator = createSeekAccumulator({
    clock,
    getState: store.getState,
    dispatch,
    commit: (target) => {
      video.currentTime = target;
      if (video.paused) void player.play();
    },
  });
  disposer.add(() => seekAccumulator.cancel());

  let sourcesStarted: Promise<void> | null = null;
  const startSources = () => {
    sourcesStarted ??= sources.start().catch((error) => logger.error('source start failed', error));
    return sourcesStarted;
  };
  let prerollDone = false;
  let startAtApplied = false;

  const reportError = (error: PlayerError) => {
    const { goal: name, data } = errorGoal(error, store.getState().firstFrame);
    goal(name, data);
  };

  const root = doc.createElement('div');
  /** Builds the controls at once while they wait for an autostart's first frame. */
  let buildControlsNow: (() => void) | null = null;
  store.subscribe((next, prev) => {
    if (next.status !== prev.status) root.dataset.status = next.status;
    if (next.firstFrame && !prev.firstFrame) {
      goal('player_firstframe', {});
      if (query.startAt !== null && !startAtApplied) {
        startAtApplied = true;
        video.currentTime = query.startAt;
      }
    }
    if (next.error && next.error !== prev.error) {
      reportError(next.error);
      buildControlsNow?.(); // the error panel is part of the controls' overlays
    }
    if (next.countdown !== null && prev.countdown === null)
      countdown.start(next.countdown ?? COUNTDOWN_SECONDS);
    if (next.countdown === null && prev.countdown !== null) countdown.stop();
    if (next.volume !== prev.volume) writeVolume(next.volume);
    emitChanges(emitter, next, prev);
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        logger.error('subscriber threw', error);
      }
    }
  });

  const runAdBreak = createAdBreakRunner({
    video,
    container,
    clock,
    campaign: query.campaign,
    signal: abort.signal,
    disposer,
    dispatch,
    getState: store.getState,
    logger,
  });

  const fullscreen = createFullscreen(root, video, dispatch, disposer);
  const measure = () => dispatch({ type: 'resize', width: container.clientWidth || root.clientWidth });
  // Measure right before the rules that depend on width run (pause, ended).
  disposer.listen(video, 'pause', measure);
  disposer.listen(video, 'ended', measure);
  bindMedia(video, dispatch, disposer);
  if (adopted) syncFromElement(video, dispatch);

  const player: Player = {
    getSnapshot: store.getState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on: (type, handler) => emitter.on(type, handler),
    async play() {
      if (disposer.disposed || !playable || store.getState().adBreak) return;
      if (!prerollDone && options.adBreak) {
        prerollDone = true;
        await runAdBreak('preroll', options.adBreak);
        if (disposer.disposed) return;
      }
      // No await when the source is already on the element: play() then runs in the same
      // task as createPlayer (before the UI is built), so the browser starts buffering sooner.
      const started = startSources();
      if (!sources.assigned) await started;
      if (disposer.disposed) return;
      try {
        await video.play();
      } catch (error) {
        // Autoplay policies reject play(); the state stays paused/idle, which the UI shows
        // (an autostart's controls at once: no first frame is coming).
        logger.debug('play() rejected', error);
        buildControlsNow?.();
      }
    },
    pause: () => video.pause(),
    togglePlay() {
      if (video.paused || video.ended) void player.play();
      else video.pause();
    },
    seek(seconds) {
      if (!Number.isFinite(seconds)) return;
      const duration = store.getState().duration;
      video.currentTime = Math.max(0, duration > 0 ? Math.min(duration, seconds) : seconds);
    },
    setQuality: (label) => sources.setQuality(label),
    setVolume(volume) {
      if (!Number.isFinite(volume)) return;
      video.volume = Math.min(1, Math.max(0, volume));
      if (video.volume > 0 && video.muted) video.muted = false;
    },
    setMuted: (muted) => {
      video.muted = muted;
    },
    tapForward: () => seekAccumulator.tap(1),
    tapBack: () => seekAccumulator.tap(-1),
    toggleFullscreen: () => fullscreen.toggle(),
    togglePip: () => togglePip(video),
    setRate(rate) {
      if (Number.isFinite(rate) && rate > 0) video.playbackRate = rate;
    },
    openRelated() {
      measure(); // the rule needs the width, which may not have been observed yet
      dispatch({ type: 'related-open' });
    },
    closeRelated: () => dispatch({ type: 'related-close' }),
    cancelCountdown() {
      countdown.stop();
      dispatch({ type: 'countdown-cancel' });
    },
    playNext() {
      countdown.stop();
      if (options.next?.url && !disposer.disposed) navigate(options.next.url);
    },
    requestVrPermission: () => vr.requestPermission(),
    runAdBreak,
    video,
    root,
    destroy() {
      if (disposer.disposed) return;
      emitter.emit('destroy', {});
      // Stop the store first: teardowns (timers, pending seeks) must not notify anyone.
      store.destroy();
      disposer.dispose();
      emitter.clear();
      listeners.clear();
    },
  };

  // Media first: the source is assigned synchronously here, so the fetch runs while the
  // controls are built (and is not restarted when an adopted element already loads it).
  if (!deleted) {
    for (let i = 0; i < plan.decodeFailures; i++) logger.log(DECODE_ERROR_MESSAGE);
    const fatalPlanError = plan.errors.find((e) => e.fatal) ?? plan.errors[0];
    if (fatalPlanError)
      dispatch({
        type: fatalPlanError.kind === 'setup' ? 'setup-error' : 'media-error',
        error: fatalPlanError,
      });
  }
  if (playable) {
    goal('player_init', {});
    void startSources();
    // Autostart right away too, unless a preroll runs first (ads draw into the built UI).
    if (query.autostart && !options.adBreak) void player.play();
  }
  // A deleted video shows no media: the page's element leaves the page until destroy().
  if (deleted && adopted) adopted.remove();

  const timeline = plan.info ? timelineUrl(plan.info) : null;
  if (plan.info && !timeline) logger.log(TIMELINES_MISSING_MESSAGE);
  const ui = {
    player,
    root,
    container,
    video,
    options,
    clock,
    disposer,
    timelineUrl: timeline,
    fetch: fetchFn,
  };
  const stage = mountStage(ui);
  // An autostart shows its picture first: the controls (hidden while playing until the
  // pointer moves) are built right after the first frame. Ads draw into the built UI.
  const autostartPicture =
    playable && query.autostart && !options.adBreak && plan.vr === null && !store.getState().error;
  buildControlsNow = autostartPicture
    ? afterFirstFrame(video, clock, disposer, () => mountControls(ui, stage))
    : null;
  if (!buildControlsNow) mountControls(ui, stage);
  root.dataset.status = store.getState().status;
  const vr = wireVr({
    plan,
    video,
    root,
    dispatch,
    getState: store.getState,
    disposer,
    logger,
    loaders: options.loaders,
  });

  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    disposer.add(() => observer.disconnect());
  } else {
    disposer.listen(doc.defaultView ?? globalThis, 'resize', measure);
  }

  if (playable && query.autostart && options.adBreak) void player.play();
  return player;
}
