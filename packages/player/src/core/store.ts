import type { Logger } from '../foundation/logger';
import type { PlayerAction, Reducer } from './actions';
import type { PlayerSnapshot } from './types';

/** Receives the previous and next snapshot after each dispatch that changed something. */
export type ChangeListener = (next: PlayerSnapshot, prev: PlayerSnapshot, action: PlayerAction) => void;

/** The state container: one reducer, one batched notify per dispatch. */
export interface Store {
  getState(): PlayerSnapshot;
  dispatch(action: PlayerAction): void;
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: ChangeListener): () => void;
  /** Drops listeners; later dispatches are ignored (late media or timer callbacks). */
  destroy(): void;
}

/** Creates a {@link Store}. */
export function createStore(reducer: Reducer, initial: PlayerSnapshot, logger: Logger): Store {
  let state = initial;
  let destroyed = false;
  const listeners = new Set<ChangeListener>();
  return {
    getState: () => state,
    dispatch(action) {
      if (destroyed) return;
      const prev = state;
      const next = reducer(prev, action);
      if (next === prev) return;
      state = next;
      if (prev.status !== next.status) logger.debug(`${action.type}: ${prev.status} -> ${next.status}`);
      else logger.debug(action.type);
      for (const listener of [...listeners]) {
        try {
          listener(next, prev, action);
        } catch (error) {
          // A subscriber's exception never breaks the machine (style: XState).
          logger.error('subscriber threw', error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    destroy() {
      destroyed = true;
      listeners.clear();
    },
  };
}
