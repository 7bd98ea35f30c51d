/** Handler of one event type. */
export type Handler<T> = (payload: T) => void;

/** A small typed event emitter. */
export interface Emitter<Events extends object> {
  /** Adds a handler; returns the function that removes it. */
  on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void;
  /** Calls every handler of `type`; a throwing handler is reported, never rethrown. */
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
  /** Removes every handler (used by destroy). */
  clear(): void;
}

/**
 * Creates an emitter. `onHandlerError` receives exceptions thrown by handlers: a subscriber's
 * bug must never break the state machine that notified it.
 */
export function createEmitter<Events extends object>(
  onHandlerError: (error: unknown) => void = () => {},
): Emitter<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();
  return {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      set.add(handler as Handler<never>);
      return () => {
        set.delete(handler as Handler<never>);
      };
    },
    emit(type, payload) {
      const set = handlers.get(type);
      if (!set) return;
      // Copy so a handler that unsubscribes during emit does not skip its neighbours.
      for (const handler of [...set]) {
        try {
          (handler as Handler<typeof payload>)(payload);
        } catch (error) {
          onHandlerError(error);
        }
      }
    },
    clear() {
      handlers.clear();
    },
  };
}
