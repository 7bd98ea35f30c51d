import type { Player } from '../api-types';
import type { Countdown } from '../core/countdown';
import { type IntentDetail, type PlayerIntentType, toggleIntent } from '../core/intents';
import type { SeekAccumulator } from '../core/seek-accumulator';
import type { SourceController } from '../media/source-controller';
import type { PlayerContext } from './context';
import { type FullscreenControl, togglePip } from './fullscreen';
import type { StartController } from './start-controller';

/** The commands of {@link Player}: `request` and one method per intent. */
export type PlayerCommands = Pick<Player, 'request' | 'togglePlay' | (typeof COMMAND_OF)[PlayerIntentType]>;

/**
 * The command that carries out each intent: `request('seek-request', 30)` is `seek(30)`.
 * The UI sends intents; a page may send them or call the methods.
 */
const COMMAND_OF = {
  'play-request': 'play',
  'pause-request': 'pause',
  'seek-request': 'seek',
  'seek-forward-request': 'tapForward',
  'seek-back-request': 'tapBack',
  'volume-request': 'setVolume',
  'mute-request': 'setMuted',
  'rate-request': 'setRate',
  'quality-request': 'setQuality',
  'fullscreen-toggle-request': 'toggleFullscreen',
  'pip-toggle-request': 'togglePip',
  'related-open-request': 'openRelated',
  'related-close-request': 'closeRelated',
  'countdown-cancel-request': 'cancelCountdown',
  'next-request': 'playNext',
  'vr-permission-request': 'requestVrPermission',
} as const satisfies { [K in PlayerIntentType]: keyof Player };

/** Compile-time check that each intent's detail is exactly what its command takes. */
type DetailMismatch = {
  [K in PlayerIntentType]: [Parameters<Player[(typeof COMMAND_OF)[K]]>] extends [IntentDetail<K>]
    ? [IntentDetail<K>] extends [Parameters<Player[(typeof COMMAND_OF)[K]]>]
      ? never
      : K
    : K;
}[PlayerIntentType];
true satisfies [DetailMismatch] extends [never] ? true : DetailMismatch;

/** The parts of a player its commands drive, besides the context. */
export interface CommandParts {
  start: Pick<StartController, 'play'>;
  sources: Pick<SourceController, 'setQuality'>;
  seekAccumulator: Pick<SeekAccumulator, 'tap'>;
  countdown: Pick<Countdown, 'stop'>;
  fullscreen: FullscreenControl;
  /** Measures the player width (the related-panel rule needs it, maybe before any resize). */
  measure(): void;
  /** Goes to the next video (nothing after destroy, or without one). */
  playNext(): void;
  requestVrPermission(): Promise<void>;
}

/**
 * The one place where intents become work: media element calls for playback (whose events
 * then write the state), the seek accumulator, and the panel actions that no media event
 * produces (related panel, countdown). Bad numbers (NaN seeks, negative rates) are ignored.
 */
export function createCommands(ctx: PlayerContext, parts: CommandParts): PlayerCommands {
  const { video, dispatch, getState } = ctx;
  const { countdown, seekAccumulator } = parts;
  const commands: PlayerCommands = {
    request(type, ...detail) {
      void (commands[COMMAND_OF[type]] as (...args: typeof detail) => unknown)(...detail);
    },
    play: parts.start.play,
    pause: () => video.pause(),
    togglePlay: () => commands.request(toggleIntent(getState())),
    seek(time) {
      if (!Number.isFinite(time)) return;
      const duration = getState().duration;
      video.currentTime = Math.max(0, duration > 0 ? Math.min(duration, time) : time);
    },
    tapForward: () => seekAccumulator.tap(1),
    tapBack: () => seekAccumulator.tap(-1),
    setVolume(volume) {
      if (!Number.isFinite(volume)) return;
      video.volume = Math.min(1, Math.max(0, volume));
      if (video.volume > 0 && video.muted) video.muted = false;
    },
    setMuted(muted) {
      video.muted = muted;
    },
    setRate(rate) {
      if (Number.isFinite(rate) && rate > 0) video.playbackRate = rate;
    },
    setQuality: (quality) => parts.sources.setQuality(quality),
    toggleFullscreen: () => parts.fullscreen.toggle(),
    togglePip: () => togglePip(video),
    openRelated() {
      parts.measure();
      dispatch({ type: 'related-open' });
    },
    closeRelated: () => dispatch({ type: 'related-close' }),
    cancelCountdown() {
      countdown.stop();
      dispatch({ type: 'countdown-cancel' });
    },
    playNext() {
      countdown.stop();
      parts.playNext();
    },
    requestVrPermission: parts.requestVrPermission,
  };
  return commands;
}
