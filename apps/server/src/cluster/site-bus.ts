/** A message on the site bus: plain JSON, so it can cross a process boundary (IPC, Redis). */
export type BusMessage = Record<string, unknown>;

/** Runs for one message another process published on a topic. */
export type BusListener = (message: BusMessage) => void;

/**
 * Tells the other processes of the site what this one changed (README "Processes"): a
 * write clears this process's caches itself, then publishes so every other server process
 * clears its own. Implementations: `memoryBusNetwork` (one process, tests) and the cluster's
 * IPC bus (`ipc-client.ts`, relayed by the primary) and Redis pub/sub (`redis-bus.ts`).
 */
export interface SiteBus {
  /**
   * Delivers `message` to the `topic` listeners of every OTHER process (never back to this
   * one); resolves once each of them has run its listeners, or has gone, so a write answered
   * after it shows in every process.
   */
  publish(topic: string, message: BusMessage): Promise<void>;
  /** Runs `listener` for each message another process publishes on `topic`; returns its removal. */
  subscribe(topic: string, listener: BusListener): () => void;
}

/** The listeners of one process, per topic. */
export class TopicListeners {
  readonly #byTopic = new Map<string, Set<BusListener>>();

  add(topic: string, listener: BusListener): () => void {
    let set = this.#byTopic.get(topic);
    if (!set) {
      set = new Set();
      this.#byTopic.set(topic, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Runs every listener of `topic`; one that throws does not keep the others from running. */
  deliver(topic: string, message: BusMessage, onError: (err: unknown) => void = () => {}): void {
    for (const listener of this.#byTopic.get(topic) ?? []) {
      try {
        listener(message);
      } catch (err) {
        onError(err);
      }
    }
  }
}

/**
 * Buses in one process that stand for separate processes: each `join()` is one member, and
 * a publish reaches every other member. A single-process app joins a network of its own
 * (a publish reaches nobody); tests join two apps to one network.
 */
export function memoryBusNetwork(): { join(): SiteBus } {
  const members = new Set<TopicListeners>();
  return {
    join() {
      const own = new TopicListeners();
      members.add(own);
      return {
        async publish(topic, message) {
          for (const member of members) if (member !== own) member.deliver(topic, message);
        },
        subscribe: (topic, listener) => own.add(topic, listener),
      };
    },
  };
}
