import type { Player, PlayerEvents, PlayerOptions } from '../api-types';
import type { PlayerAction } from '../core/actions';
import { createCountdown } from '../core/countdown';
import { parseQuery } from '../core/query';
import { createReducer } from '../core/reducer';
import { createSeekAccumulator } from '../core/seek-accumulator';
import { createInitialState } from '../core/state';
import { createStore } from '../core/store';
import { systemClock } from '../foundation/clock';
import { createDisposer } from '../foundation/disposer';
import { createEmitter, type Handler } from '../foundation/emitter';
import { createLogger } from '../foundation/logger';
import { readVolume } from '../foundation/volume-store';
import { bindMedia, syncFromElement } from '../media/bind-media';
import { createSourceController } from '../media/source-controller';
import { planSources } from '../sources/plan';
import { resolveTextRedirect } from '../sources/text-redirect';
import { timelineUrl } from '../timeline/url';
import { mountControls, mountStage } from '../ui/mount-ui';
import { createAdBreakRunner } from './ad-break';
import { createCommands } from './commands';
import type { PlayerContext } from './context';
import { bindEffects } from './effects';
import { createFullscreen } from './fullscreen';
import { createGoalSender } from './goals';
import { playerVideo } from './media-element';
import { reportPlanProblems, TIMELINES_MISSING_MESSAGE, validateOptions } from './setup';
import { createStartController } from './start-controller';
import { wireVr } from './vr-wiring';
import { trackWidth } from './width';

/**
 * Creates a player inside `options.container`. Returns null (after logging
 * "Param ref not defined" and sending player_setup_error) when the options cannot work.
 *
 * This function only composes. State changes are actions through the store, and their side
 * effects live in effects.ts; intents from the UI and the page are carried out by
 * commands.ts; the order of autostart, preroll and first frame is start-controller.ts.
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
  const fetchFn = options.fetch ?? (typeof fetch === 'function' ? fetch.bind(globalThis) : undefined);
  const navigate = options.navigate ?? ((url: string) => globalThis.location.assign(url));
  const playNext = () => {
    if (!disposer.disposed && options.next?.url) navigate(options.next.url);
  };
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
  const { dispatch, getState } = store;
  const emitter = createEmitter<PlayerEvents, PlayerAction | null>((error) =>
    logger.error('event handler threw', error),
  );
  const adopted = options.video ?? null;
  const video = playerVideo(
    doc,
    adopted,
    { poster: options.poster, volume: storedVolume, muted: query.autostart, crossOrigin: plan.vr !== null },
    disposer,
  );
  const root = doc.createElement('div');
  const ctx: PlayerContext = {
    options,
    query,
    plan,
    playable: !deleted && (plan.hls !== null || plan.mp4.length > 0),
    container,
    root,
    video,
    clock,
    disposer,
    signal: abort.signal,
    logger,
    dispatch,
    getState,
  };

  const sources = createSourceController({
    ...ctx,
    loadHls: options.loaders?.hls ?? (() => import('../hls/index').then((m) => m.loadHlsModule())),
    resolveUrl: plan.vr ? (url) => resolveTextRedirect(url, fetchFn) : undefined,
    reportError: (error) => dispatch({ type: 'media-error', error }),
  });
  disposer.add(() => sources.destroy());
  const countdown = createCountdown({
    clock,
    onTick: (left) => dispatch({ type: 'countdown-tick', left }),
    onDone: playNext,
  });
  disposer.add(() => countdown.stop());
  const runAdBreak = createAdBreakRunner(ctx);
  const start = createStartController(ctx, sources, runAdBreak);
  const seekAccumulator = createSeekAccumulator({
    ...ctx,
    commit: (target) => {
      video.currentTime = target;
      if (video.paused) void start.play();
    },
  });
  disposer.add(() => seekAccumulator.cancel());

  bindEffects(store, emitter, root, goal, countdown, start);
  const fullscreen = createFullscreen(root, video, dispatch, disposer);
  const measure = trackWidth(container, root, video, dispatch, disposer);
  bindMedia(video, dispatch, disposer);
  if (adopted) syncFromElement(video, dispatch);

  const player: Player = {
    getSnapshot: getState,
    subscribe: (listener) => store.subscribe((next, _prev, action) => listener(next, action)),
    on: (type, handler) =>
      emitter.on(type, handler as Handler<PlayerEvents[typeof type], PlayerAction | null>),
    ...createCommands(ctx, {
      start,
      sources,
      seekAccumulator,
      countdown,
      fullscreen,
      measure,
      playNext,
      requestVrPermission: () => vr.requestPermission(),
    }),
    runAdBreak,
    video,
    root,
    destroy() {
      if (disposer.disposed) return;
      emitter.emit('destroy', {}, null);
      // Stop the store first: teardowns (timers, pending seeks) must not notify anyone.
      store.destroy();
      disposer.dispose();
      emitter.clear();
    },
  };

  // Media first: the source is assigned synchronously here, so the fetch runs while the
  // controls are built (and is not restarted when an adopted element already loads it).
  if (!deleted) reportPlanProblems(plan, logger, dispatch);
  if (ctx.playable) goal('player_init', {});
  start.begin();
  // A deleted video shows no media: the page's element leaves the page until destroy().
  if (deleted && adopted) adopted.remove();

  const timeline = plan.info ? timelineUrl(plan.info) : null;
  if (plan.info && !timeline) logger.log(TIMELINES_MISSING_MESSAGE);
  const ui = { ...ctx, player, timelineUrl: timeline, fetch: fetchFn };
  const stage = mountStage(ui);
  start.mountControls(() => mountControls(ui, stage));
  root.dataset.status = getState().status;
  const vr = wireVr(ctx);
  start.afterUi();
  return player;
}
