import type { Redis } from 'ioredis';
import { DELIVERY_TIMEOUT_MS } from './ipc-hub.ts';
import type { RedisKeys } from './redis-keys.ts';
import { CACHE_TOPIC } from './shared-cache.ts';
import { type BusMessage, type SiteBus, TopicListeners } from './site-bus.ts';

/** One publish on the wire: who sent it (where to confirm), its number, topic and message. */
interface Envelope {
  from: string;
  seq: number;
  topic: string;
  message: BusMessage;
}

/** A publish waiting for its confirmations. */
interface Pending {
  confirmed: number;
  /** PUBLISH's receiver count once it answered (until then none is enough). */
  expected: number;
  done: () => void;
}

/** Options of a `RedisBus`. */
export interface RedisBusOptions {
  /** Commands (PUBLISH); never in subscriber mode. */
  commands: Redis;
  /** The subscriber connection (SUBSCRIBE puts it in a mode that takes no other command). */
  subscriber: Redis;
  keys: RedisKeys;
  /** Unique to this process. */
  processId: string;
  timeoutMs?: number;
  onError: (err: unknown) => void;
}

/**
 * The site bus over Redis pub/sub, for server processes on several machines (README
 * "Processes"). Every process subscribes to one channel (`keys.bus`) and confirms each
 * message it received on the publisher's own channel (`keys.acks(id)`) once it ran its
 * listeners; the publisher confirms its own message too (it counts among PUBLISH's
 * receivers) without running anything. `publish` resolves when as many confirmations came
 * as PUBLISH counted receivers, so a write is answered after every other process cleared.
 *
 * A process that does not confirm within `timeoutMs` (2 s: stuck in a long task, or its
 * machine gone with its connection not yet closed) no longer holds the write: `publish`
 * resolves and `onError` says how many did not confirm; such a process may serve what it
 * cached until that entry's lifetime ends. Pub/sub is at most once: a process whose
 * subscriber connection dropped may have missed clears, so on reconnecting it clears its
 * own response cache (its `CACHE_TOPIC` listeners run as for a published clear).
 */
export class RedisBus implements SiteBus {
  readonly #options: RedisBusOptions;
  readonly #timeoutMs: number;
  readonly #listeners = new TopicListeners();
  readonly #pending = new Map<number, Pending>();
  #seq = 0;
  #lost = false;

  constructor(options: RedisBusOptions) {
    this.#options = options;
    this.#timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
    const { subscriber, keys, processId } = options;
    subscriber.on('message', (channel: string, text: string) => {
      if (channel === keys.bus) this.#received(text);
      else if (channel === keys.acks(processId)) this.#confirmed(Number(text));
    });
    subscriber.on('close', () => {
      this.#lost = true;
    });
    subscriber.on('ready', () => {
      if (!this.#lost) return;
      this.#lost = false;
      // Cleared once Redis confirms the subscription again (ioredis resubscribes too; a second
      // SUBSCRIBE changes nothing), so no clear can fall between this clear and the subscription.
      this.listen().then(
        () => this.#listeners.deliver(CACHE_TOPIC, { op: 'clear' }, options.onError),
        options.onError,
      );
    });
  }

  /** Subscribes this process; resolves once Redis has confirmed (a publish counts it then). */
  async listen(): Promise<void> {
    const { subscriber, keys, processId } = this.#options;
    await subscriber.subscribe(keys.bus, keys.acks(processId));
  }

  subscribe(topic: string, listener: (message: BusMessage) => void): () => void {
    return this.#listeners.add(topic, listener);
  }

  async publish(topic: string, message: BusMessage): Promise<void> {
    const { commands, keys, processId, onError } = this.#options;
    const seq = ++this.#seq;
    let timer: NodeJS.Timeout | undefined;
    const confirmed = new Promise<void>((resolve) => {
      const pending: Pending = {
        confirmed: 0,
        expected: Number.POSITIVE_INFINITY,
        done: () => {
          clearTimeout(timer);
          this.#pending.delete(seq);
          resolve();
        },
      };
      // Registered before PUBLISH: a confirmation may arrive (on the other connection) before its answer.
      this.#pending.set(seq, pending);
    });
    const envelope: Envelope = { from: processId, seq, topic, message };
    let receivers: number;
    try {
      receivers = await commands.publish(keys.bus, JSON.stringify(envelope));
    } catch (err) {
      this.#pending.get(seq)?.done();
      throw err;
    }
    const pending = this.#pending.get(seq);
    if (pending) {
      pending.expected = receivers;
      if (pending.confirmed >= receivers) pending.done();
      else {
        timer = setTimeout(() => {
          onError(
            new Error(
              `${receivers - pending.confirmed} of ${receivers} processes did not confirm '${topic}' within ${this.#timeoutMs} ms`,
            ),
          );
          pending.done();
        }, this.#timeoutMs);
        timer.unref();
      }
    }
    await confirmed;
  }

  #received(text: string): void {
    const { commands, keys, processId, onError } = this.#options;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch (err) {
      onError(err);
      return;
    }
    if (envelope.from !== processId) this.#listeners.deliver(envelope.topic, envelope.message, onError);
    commands.publish(keys.acks(envelope.from), String(envelope.seq)).catch(onError);
  }

  #confirmed(seq: number): void {
    const pending = this.#pending.get(seq);
    if (!pending) return;
    pending.confirmed += 1;
    if (pending.confirmed >= pending.expected) pending.done();
  }
}
