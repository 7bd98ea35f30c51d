import type { PlayerAction, Reducer, ReducerConfig } from './actions';
import { COUNTDOWN_SECONDS } from './constants';
import { countdownOnEnd, relatedFits, relatedOnEnd, relatedOnPause } from './rules';
import { patchState } from './state';
import type { PlayerSnapshot } from './types';

/** Play or seek hides both end-of-video panels (spec section 4). */
const HIDE_PANELS = { countdown: null, relatedOpen: false } as const;

/**
 * Creates the one pure reducer of a player. `config` holds the fixed per-instance facts
 * (embed, special user, next video, download) the panel rules depend on.
 */
export function createReducer(config: ReducerConfig): Reducer {
  return (state: PlayerSnapshot, action: PlayerAction): PlayerSnapshot => {
    const set = (patch: Partial<PlayerSnapshot>) => patchState(state, patch);
    switch (action.type) {
      case 'media-play':
        return set({ ...HIDE_PANELS, status: state.status === 'playing' ? 'playing' : 'buffering' });
      case 'media-waiting':
        return state.status === 'idle' && !state.firstFrame ? state : set({ status: 'buffering' });
      case 'media-playing':
        return set({
          ...HIDE_PANELS,
          status: 'playing',
          firstFrame: true,
          downloadVisible: config.hasDownload,
        });
      case 'media-pause':
        // The browser fires pause right before ended, and an ad break pauses content on purpose.
        if (state.status === 'complete' || state.status === 'idle') return state;
        return set({ status: 'paused', relatedOpen: !state.adBreak && relatedOnPause(config, state) });
      case 'media-ended':
        return set({
          status: 'complete',
          currentTime: state.duration || state.currentTime,
          countdown: countdownOnEnd(config, state) ? COUNTDOWN_SECONDS : null,
          relatedOpen: relatedOnEnd(config, state),
        });
      case 'media-seeking':
        return set({ ...HIDE_PANELS, status: state.status === 'complete' ? 'paused' : state.status });
      case 'media-timeupdate':
        return set({ currentTime: action.currentTime });
      case 'media-durationchange':
        return set({ duration: Number.isFinite(action.duration) ? action.duration : state.duration });
      case 'media-progress':
        return set({ buffered: action.buffered });
      case 'media-volumechange':
        return set({ volume: action.volume, muted: action.muted });
      case 'media-ratechange':
        return set({ rate: action.rate });
      case 'media-error':
      case 'setup-error':
        return set({ error: action.error });
      case 'source-change':
        return set({
          engine: action.engine,
          quality: action.quality,
          qualities: action.qualities,
          error: null,
        });
      case 'source-reset':
        return set({ currentTime: 0, duration: 0, buffered: 0 });
      case 'fullscreen-change':
        return set({ fullscreen: action.fullscreen });
      case 'pip-change':
        return set({ pip: action.pip });
      case 'resize':
        return set({
          width: action.width,
          relatedOpen: state.relatedOpen && relatedFits({ ...state, width: action.width }),
        });
      case 'seek-tap':
        return set({ ...HIDE_PANELS, pendingSeek: state.pendingSeek + action.delta });
      case 'seek-commit':
        return set({ pendingSeek: 0 });
      case 'countdown-tick':
        return state.countdown === null ? state : set({ countdown: Math.max(0, action.left) });
      case 'countdown-cancel':
        return set({ countdown: null, relatedOpen: relatedFits(state) });
      case 'related-open':
        return set({ relatedOpen: relatedFits(state) });
      case 'related-close':
        return set({ relatedOpen: false });
      case 'vr-permission':
        return state.vr
          ? set({
              vr: state.vr.permission === action.permission ? state.vr : { permission: action.permission },
            })
          : state;
      case 'ad-break-start':
        return set({ adBreak: true, ...HIDE_PANELS });
      case 'ad-break-end':
        return set({ adBreak: false });
      default: {
        // Exhaustiveness check; an unknown action from untyped callers is ignored, not a crash.
        const unknown: never = action;
        return unknown ? state : state;
      }
    }
  };
}
