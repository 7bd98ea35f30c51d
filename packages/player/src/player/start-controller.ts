import type { AdBreak, AdBreakContext } from '../api-types';
import type { SourceController } from '../media/source-controller';
import { afterFirstFrame } from './after-first-frame';
import type { PlayerContext } from './context';

/**
 * The start of playback, in order: the first source is assigned during createPlayer; an
 * autostart without a preroll plays at once (same task, before the UI is built); with a
 * preroll, play waits until the stage exists (ads draw into the root), runs the preroll
 * once, then plays. A muted autostart builds its controls after its first frame, after its
 * preroll when it has one; the first frame seeks to the page's start time.
 */
export interface StartController {
  /** During createPlayer, before the UI: loads the first source; an autostart without preroll plays. */
  begin(): void;
  /**
   * Builds the controls now, or (a muted autostart with its picture coming) after the first
   * frame; with a preroll, after the first frame of the content that follows it.
   */
  mountControls(build: () => void): void;
  /** After the stage and the controls (unless deferred) are mounted: an autostart with a preroll starts it now. */
  afterUi(): void;
  /** play-request: the preroll once, then the source, then the element's play(). Never rejects. */
  play(): Promise<void>;
  /** The first frame played: seeks to the page's start time, if any. */
  firstFrame(): void;
  /** Builds deferred controls at once (an error panel, a refused autoplay). */
  showControls(): void;
}

/**
 * Creates the {@link StartController} of the player `ctx` (its query: autostart, start
 * time; its options: the preroll). Late results after the player is destroyed are ignored.
 */
export function createStartController(
  ctx: PlayerContext,
  sources: Pick<SourceController, 'start' | 'assigned'>,
  runAdBreak: (kind: AdBreakContext['kind'], adBreak: AdBreak) => Promise<void>,
): StartController {
  const { video, disposer, playable, logger } = ctx;
  const { adBreak } = ctx.options;
  const autostart = playable && ctx.query.autostart;
  let sourcesLoading: Promise<void> | null = null;
  let prerollDone = false;
  let controlsNow: (() => void) | null = null;
  /** Set while an autostart's controls wait for its preroll to end. */
  let afterPreroll: (() => void) | null = null;

  const loadSources = () =>
    (sourcesLoading ??= sources.start().catch((error) => logger.error('source start failed', error)));

  const play = async () => {
    if (disposer.disposed || !playable || ctx.getState().adBreak) return;
    if (!prerollDone && adBreak) {
      prerollDone = true;
      await runAdBreak('preroll', adBreak);
      if (disposer.disposed) return;
      afterPreroll?.();
    }
    // No await when the source is already on the element: play() then runs in the same
    // task as createPlayer (before the UI is built), so the browser starts buffering sooner.
    const loading = loadSources();
    if (!sources.assigned) await loading;
    if (disposer.disposed) return;
    try {
      await video.play();
    } catch (error) {
      // Autoplay policies reject play(); the state stays paused/idle, which the UI shows
      // (an autostart's controls at once: no first frame is coming).
      logger.debug('play() rejected', error);
      controlsNow?.();
    }
  };

  return {
    play,
    begin() {
      if (!playable) return;
      void loadSources();
      if (autostart && !adBreak) void play();
    },
    mountControls(build) {
      // An autostart shows its picture first: the controls (hidden while playing until the
      // pointer moves) are built right after the first frame.
      if (!autostart || ctx.plan.vr !== null || ctx.getState().error) return build();
      if (!adBreak) {
        controlsNow = afterFirstFrame(video, ctx.clock, disposer, build);
        return;
      }
      // With a preroll the ads cover the whole player until the break ends (hold, then the
      // ad): controls built before would only compete with the ad's request, chunk and
      // first frame for the main thread. They come after the content's first frame.
      let built = false;
      controlsNow = () => {
        if (built || disposer.disposed) return;
        built = true;
        build();
      };
      const now = controlsNow;
      afterPreroll = () => {
        afterPreroll = null;
        controlsNow = afterFirstFrame(video, ctx.clock, disposer, now);
      };
    },
    afterUi() {
      if (autostart && adBreak) void play();
    },
    firstFrame() {
      const { startAt } = ctx.query;
      if (startAt !== null) video.currentTime = startAt;
    },
    showControls: () => controlsNow?.(),
  };
}
