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
import { bindMedia } from '../media/bind-media';
import { createSourceController } from '../media/source-controller';
import { planSources } from '../sources/plan';
import { resolveTextRedirect } from '../sources/text-redirect';
import { timelineUrl } from '../timeline/url';
import { mountUi } from '../ui/mount-ui';
import { createAdBreakRunner } from './ad-break';
import { emitChanges } from './events';
import { createFullscreen, togglePip } from './fullscreen';
import { createGoalSender, errorGoal } from './goals';
import { createVideoElement } from './media-element';
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
      width: container.clientWidth,
      vr: plan.vr !== null && !deleted,
    }),
    logger,
  );
  disposer.add(() => store.destroy());
  const dispatch = store.dispatch;
  const emitter = createEmitter<PlayerEvents>((error) => logger.error('event handler threw', error));
  const listeners = new Set<() => void>();
  const video = createVideoElement(doc, {
    poster: options.poster,
    volume: storedVolume,
    muted: query.autostart,
    crossOrigin: plan.vr !== null,
  });

  // Stop the download of the element we created (the page may keep a reference to it).
  disposer.add(() => {
    video.removeAttribute('src');
    video.load?.();
  });
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
  store.subscribe((next, prev) => {
    if (next.status !== prev.status) root.dataset.status = next.status;
    if (next.firstFrame && !prev.firstFrame) {
      goal('player_firstframe', {});
      if (query.startAt !== null && !startAtApplied) {
        startAtApplied = true;
        video.currentTime = query.startAt;
      }
    }
    if (next.error && next.error !== prev.error) reportError(next.error);
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
      await startSources();
      if (disposer.disposed) return;
      try {
        await video.play();
      } catch (error) {
        // Autoplay policies reject play(); the state stays paused/idle, which the UI shows.
        logger.debug('play() rejected', error);
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
    openRelated: () => dispatch({ type: 'related-open' }),
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

  const timeline = plan.info ? timelineUrl(plan.info) : null;
  if (plan.info && !timeline) logger.log(TIMELINES_MISSING_MESSAGE);
  mountUi({
    player,
    root,
    container,
    video,
    options,
    clock,
    disposer,
    timelineUrl: timeline,
    fetch: fetchFn,
  });
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

  if (deleted) return player;
  for (let i = 0; i < plan.decodeFailures; i++) logger.log(DECODE_ERROR_MESSAGE);
  const fatalPlanError = plan.errors.find((e) => e.fatal) ?? plan.errors[0];
  if (fatalPlanError)
    dispatch({
      type: fatalPlanError.kind === 'setup' ? 'setup-error' : 'media-error',
      error: fatalPlanError,
    });
  if (!playable) return player;
  goal('player_init', {});
  void startSources();
  if (query.autostart) void player.play();
  return player;
}
