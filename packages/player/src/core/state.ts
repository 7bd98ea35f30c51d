import type { PlayerSnapshot } from './types';

/** Facts known at setup that seed the first snapshot. */
export interface InitialFacts {
  volume?: number;
  muted?: boolean;
  deleted?: boolean;
  width?: number;
  vr?: boolean;
}

/** Builds the first snapshot of a player. */
export function createInitialState(facts: InitialFacts = {}): PlayerSnapshot {
  return {
    status: 'idle',
    currentTime: 0,
    duration: 0,
    buffered: 0,
    volume: facts.volume ?? 1,
    muted: facts.muted ?? false,
    rate: 1,
    quality: null,
    qualities: [],
    engine: 'mp4',
    fullscreen: false,
    pip: false,
    firstFrame: false,
    countdown: null,
    relatedOpen: false,
    pendingSeek: 0,
    deleted: facts.deleted ?? false,
    vr: facts.vr ? { permission: 'not-needed' } : null,
    adBreak: false,
    downloadVisible: false,
    error: null,
    width: facts.width ?? 0,
  };
}

/**
 * Returns `state` itself when `patch` changes nothing, so subscribers (and React's
 * useSyncExternalStore) only see a new object when something really changed.
 */
export function patchState(state: PlayerSnapshot, patch: Partial<PlayerSnapshot>): PlayerSnapshot {
  for (const key of Object.keys(patch) as Array<keyof PlayerSnapshot>) {
    if (!Object.is(state[key], patch[key])) return { ...state, ...patch };
  }
  return state;
}
