/**
 * Collects what the ads layer added so destroy() removes exactly that, in reverse order;
 * after destroy, a late `add` runs at once. A local copy of the idea of
 * foundation/disposer: importing the core's runtime modules would make the bundler split
 * them into a chunk shared with the core, and the player without ads would grow by a
 * request.
 */
export interface Teardowns {
  add(fn: () => void): void;
  /** Adds a DOM listener and registers its removal. */
  listen(target: EventTarget, type: string, fn: (event: Event) => void, capture?: boolean): void;
  run(): void;
  readonly done: boolean;
}

/** Creates a {@link Teardowns}. */
export function createTeardowns(): Teardowns {
  const fns: Array<() => void> = [];
  const self: Teardowns = {
    done: false,
    add: (fn) => (self.done ? fn() : void fns.push(fn)),
    listen(target, type, fn, capture = false) {
      target.addEventListener(type, fn, capture);
      self.add(() => target.removeEventListener(type, fn, capture));
    },
    run() {
      (self as { done: boolean }).done = true;
      while (fns.length) {
        try {
          fns.pop()!();
        } catch {
          // One failing teardown must not keep the others from running.
        }
      }
    },
  };
  return self;
}
