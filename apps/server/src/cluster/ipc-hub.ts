import type { IpcAnswer, IpcCall, IpcPort } from './ipc-protocol.ts';
import { isOurs } from './ipc-protocol.ts';
import type { SharedStores } from './shared-state.ts';

/** How long a publisher waits at most for a process that does not confirm a delivery. */
export const DELIVERY_TIMEOUT_MS = 2_000;

type ProcessPort = IpcPort<IpcAnswer, unknown>;

/** A publish waiting for the processes it was relayed to. */
interface Relay {
  waiting: Set<string>;
  done: () => void;
}

/**
 * The primary's side of the shared state: it holds the stores every server process calls
 * (`ipcSharedState`), one at a time on its event loop, so a limit's count is exact across
 * processes; it relays each publish to the other processes and confirms it to the publisher
 * once they ran it. A process that leaves (`detach`) frees its leases and no longer holds
 * up a publish.
 */
export class IpcHub {
  readonly #stores: SharedStores;
  readonly #ports = new Map<string, ProcessPort>();
  readonly #relays = new Map<number, Relay>();
  readonly #timeoutMs: number;
  #seq = 0;

  readonly #prepared: Promise<void>;

  /** `prepared`: settles once the database is ready for the processes to serve from. */
  constructor(
    stores: SharedStores,
    prepared: Promise<void> = Promise.resolve(),
    timeoutMs = DELIVERY_TIMEOUT_MS,
  ) {
    this.#stores = stores;
    this.#prepared = prepared;
    this.#timeoutMs = timeoutMs;
  }

  /** Serves the process `owner` (a unique name, e.g. its worker id) through `port`. */
  attach(owner: string, port: ProcessPort): void {
    this.#ports.set(owner, port);
    port.onMessage((message) => {
      if (isOurs(message)) this.#handle(owner, port, message as IpcCall);
    });
  }

  /** The process `owner` is gone: its leases are free, no publish waits for it. */
  detach(owner: string): void {
    this.#ports.delete(owner);
    this.#stores.leases.releaseAll(owner);
    for (const relay of this.#relays.values()) this.#confirm(relay, owner);
  }

  #handle(owner: string, port: ProcessPort, call: IpcCall): void {
    switch (call.tubekit) {
      case 'call':
        if (call.op === 'prepared')
          void this.#prepared.then(() => send(port, { tubekit: 'reply', id: call.id }));
        else send(port, { tubekit: 'reply', id: call.id, result: answer(this.#stores, owner, call) });
        return;
      case 'release':
        this.#stores.leases.release(owner, call.key);
        return;
      case 'publish':
        this.#relay(owner, port, call.id, call.topic, call.message);
        return;
      case 'listening':
        return;
      case 'delivered': {
        const relay = this.#relays.get(call.seq);
        if (relay) this.#confirm(relay, owner);
        return;
      }
    }
  }

  #relay(from: string, port: ProcessPort, id: number, topic: string, message: Record<string, unknown>): void {
    const seq = ++this.#seq;
    const others = [...this.#ports].filter(([owner]) => owner !== from);
    let timer: NodeJS.Timeout | undefined;
    const relay: Relay = {
      waiting: new Set(others.map(([owner]) => owner)),
      done: () => {
        clearTimeout(timer);
        this.#relays.delete(seq);
        send(port, { tubekit: 'reply', id });
      },
    };
    if (relay.waiting.size === 0) {
      relay.done();
      return;
    }
    this.#relays.set(seq, relay);
    // A process stuck in a long task must not hold every write of the others.
    timer = setTimeout(relay.done, this.#timeoutMs);
    timer.unref();
    for (const [, other] of others) send(other, { tubekit: 'deliver', seq, topic, message });
  }

  #confirm(relay: Relay, owner: string): void {
    if (relay.waiting.delete(owner) && relay.waiting.size === 0) relay.done();
  }
}

/** The answer to one call, from the stores the primary holds. */
function answer(
  stores: SharedStores,
  owner: string,
  call: Exclude<Extract<IpcCall, { tubekit: 'call' }>, { op: 'prepared' }>,
): unknown {
  switch (call.op) {
    case 'incr':
      return stores.counters.incr(call.scope, call.key, call.windowMs);
    case 'read':
      return stores.counters.read(call.scope, call.key, call.windowMs);
    case 'acquire':
      return stores.leases.acquire(owner, call.key);
    case 'admit':
      return stores.views.admit(call.keys);
  }
}

/** Sends unless the channel has closed (the process is exiting; `detach` follows). */
function send(port: ProcessPort, message: IpcAnswer): void {
  try {
    port.send(message);
  } catch {
    // The process is gone: nothing waits for this answer any more.
  }
}
