/**
 * Collects teardown functions so destroy() removes exactly what setup added, in reverse
 * order. Once disposed, further `add` calls run the teardown at once (late registrations
 * from async work must not leak).
 */
export interface Disposer {
  /** Registers a teardown. */
  add(teardown: () => void): void;
  /** Adds a DOM listener and registers its removal. */
  listen(
    target: EventTarget,
    type: string,
    handler: (event: Event) => void,
    options?: AddEventListenerOptions,
  ): void;
  /** Runs every teardown once. */
  dispose(): void;
  /** True after dispose(). */
  readonly disposed: boolean;
}

/** Creates a {@link Disposer}. */
export function createDisposer(): Disposer {
  const teardowns: Array<() => void> = [];
  let disposed = false;
  const run = (fn: () => void) => {
    try {
      fn();
    } catch {
      // A failing teardown must not stop the others.
    }
  };
  const disposer: Disposer = {
    add(teardown) {
      if (disposed) run(teardown);
      else teardowns.push(teardown);
    },
    listen(target, type, handler, options) {
      target.addEventListener(type, handler, options);
      disposer.add(() => target.removeEventListener(type, handler, options));
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      while (teardowns.length) run(teardowns.pop()!);
    },
    get disposed() {
      return disposed;
    },
  };
  return disposer;
}
