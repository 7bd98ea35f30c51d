import type { Redis } from 'ioredis';
import type { RedisKeys } from './redis-keys.ts';
import { RELEASE_LEASE, RENEW_LEASE } from './redis-scripts.ts';
import type { SharedState } from './shared-state.ts';

/**
 * How long a lease lives on Redis unless its holder renews it (every third of it). A holder
 * that dies (process killed, machine gone) stops renewing, so its uploads' PATCH leases
 * lapse within this time; meanwhile a client's PATCH of them gets 423 and tus clients retry.
 */
export const LEASE_TTL_MS = 30_000;

/**
 * This process's leases on Redis: `SET NX PX` with a token of this acquisition, so only
 * the holder renews or releases it (a lease that lapsed and was taken by another process is
 * never deleted by the late first holder). A timer renews the held ones every third of the
 * TTL while any is held.
 */
export class RedisLeases implements Pick<SharedState, 'leases'> {
  readonly #redis: Redis;
  readonly #keys: RedisKeys;
  readonly #ttlMs: number;
  readonly #onError: (err: unknown) => void;
  readonly #processId: string;
  /** key -> token of the acquisition this process holds. */
  readonly #held = new Map<string, string>();
  #acquired = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    redis: Redis,
    keys: RedisKeys,
    processId: string,
    ttlMs: number,
    onError: (err: unknown) => void,
  ) {
    this.#redis = redis;
    this.#keys = keys;
    this.#processId = processId;
    this.#ttlMs = ttlMs;
    this.#onError = onError;
  }

  readonly leases: SharedState['leases'] = {
    acquire: async (key) => {
      const token = `${this.#processId}:${++this.#acquired}`;
      const taken = await this.#redis.set(this.#keys.lease(key), token, 'PX', this.#ttlMs, 'NX');
      if (taken !== 'OK') return false;
      this.#held.set(key, token);
      this.#renewing();
      return true;
    },
    release: (key) => {
      const token = this.#held.get(key);
      if (token === undefined) return;
      this.#held.delete(key);
      if (this.#held.size === 0) this.#stopRenewing();
      RELEASE_LEASE(this.#redis, [this.#keys.lease(key)], [token]).catch(this.#onError);
    },
  };

  /** Releases every lease this process holds (a clean shutdown frees them at once). */
  async releaseAll(): Promise<void> {
    this.#stopRenewing();
    const held = [...this.#held];
    this.#held.clear();
    await Promise.all(
      held.map(([key, token]) =>
        RELEASE_LEASE(this.#redis, [this.#keys.lease(key)], [token]).catch(this.#onError),
      ),
    );
  }

  /** Stops renewing without releasing: what a crash does (tests); the leases lapse. */
  abandon(): void {
    this.#stopRenewing();
    this.#held.clear();
  }

  #renewing(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.#renew(), Math.max(1, Math.floor(this.#ttlMs / 3)));
    this.#timer.unref();
  }

  #stopRenewing(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  async #renew(): Promise<void> {
    for (const [key, token] of this.#held) {
      try {
        const kept = await RENEW_LEASE(this.#redis, [this.#keys.lease(key)], [token, this.#ttlMs]);
        // Lapsed (Redis was unreachable longer than the TTL): another PATCH may hold it now.
        if (kept !== 1 && this.#held.get(key) === token) {
          this.#held.delete(key);
          this.#onError(new Error(`the lease ${key} lapsed before it was renewed`));
        }
      } catch (err) {
        this.#onError(err);
      }
    }
  }
}
