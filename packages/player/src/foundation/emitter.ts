/** Handler of one event type: its payload, and what caused it (the emitter owner's choice). */
export type Handler<T, Cause = void> = (payload: T, cause: Cause) => void;

/** A small typed event emitter. */
export interface Emitter<Events extends object, Cause = void> {
  /** Adds a handler; returns the function that removes it. */
  on<K extends keyof Events>(type: K, handler: Handler<Events[K], Cause>): () => void;
  /** Calls every handler of `type`; a throwing handler is reported, never rethrown. */
  emit<K extends keyof Events>(type: K, payload: Events[K], cause: Cause): void;
  /** Removes every handler (used by destroy). */
  clear(): void;
}

/**
 * Creates an emitter. `onHandlerError` receives exceptions thrown by handlers: a subscriber's
 * bug must never break the state machine that notified it.
 */
export function createEmitter<Events extends object, Cause = void>(
  onHandlerError: (error: unknown) => void = () => {},
): Emitter<Events, Cause> {
  const handlers = new Map<keyof Events, Set<Handler<never, Cause>>>();
  return {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      set.add(handler as Handler<never, Cause>);
      return () => {
        set.delete(handler as Handler<never, Cause>);
      };
    },
    emit(type, payload, cause) {
      const set = handlers.get(type);
      if (!set) return;
      // Copy so a handler that unsubscribes during emit does not skip its neighbours.
      for (const handler of [...set]) {
        try {
          (handler as Handler<typeof payload, Cause>)(payload, cause);
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
