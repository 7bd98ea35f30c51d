import type { Clock } from '../http/clock.ts';
import type { CachedBody, ResponseCache } from '../http/response-cache.ts';
import type { LayerFound } from './redis-layer.ts';

/**
 * The JSON paths' response cache's second layer, shared by every server process of every
 * machine (Redis: redis-responses.ts). Looked up only on a local miss; a computed answer is
 * put there, so an answer computed by one process is sent by the others without a query.
 * Answers are kept under generations, as the page layer's (ssr/page-layer.ts): a put goes
 * to the generation its lookup saw, and `advance()` makes every older one unread.
 */
export interface SharedResponses {
  /** `key`'s answer in the current generation. Never rejects: a layer that fails is a miss. */
  get(key: string): Promise<LayerFound<CachedBody>>;
  /** Keeps an answer under `key` in `generation` for `ttlMs` (fire and forget). */
  put(key: string, generation: string, entry: CachedBody, ttlMs: number): void;
  /** Adds the compressed forms `entry` has now to its copy in `generation` (fire and forget). */
  grow(key: string, generation: string, entry: CachedBody): void;
  /**
   * What a `clear()` (no prefix) or a `forgetPrefix(prefix)` does to the layer: no process
   * reads an answer it forgets from then on. Called by the writer before its bus message
   * (cluster/shared-cache.ts); its own lookups wait for it. Never rejects.
   */
  advance(prefix?: string): Promise<void>;
}

/** The miss path of `answerCached` (http/cached-json.ts) with a shared layer. */
export interface ResponseLayer {
  /**
   * Answers a local miss of `key`: with the shared layer's answer (kept locally too), else
   * with `compute()`'s, sent with `send`, then kept locally and on the shared layer.
   */
  answer(
    key: string,
    compute: () => Promise<CachedBody>,
    send: (entry: CachedBody) => boolean,
  ): Promise<void>;
  /** A local hit grew a compressed form (`send` said so): recount it and add it to the shared copy. */
  touch(key: string, entry: CachedBody): void;
}

/**
 * Puts `shared` behind `local` (the app's response cache, whose clears and forgets come from
 * this process and the bus). An answer found or computed while one of them came is sent
 * but not kept locally (any forget counts, so a write to another object costs at most one
 * uncached answer): it may be from before the write. On the shared layer, what was computed
 * goes to the generation its lookup saw, which the write made unread. Local hits never
 * reach this: they stay synchronous.
 */
export function responseLayer(local: ResponseCache, shared: SharedResponses, clock: Clock): ResponseLayer {
  let invalidations = 0;
  const invalidated = () => {
    invalidations++;
  };
  local.onClear(invalidated);
  local.onForget(invalidated);
  /** The shared layer's generation of each answer found or put there (where its compressed forms go). */
  const generations = new WeakMap<CachedBody, string>();

  const touch = (key: string, entry: CachedBody) => {
    local.touch(key, entry);
    const generation = generations.get(entry);
    if (generation !== undefined) shared.grow(key, generation, entry);
  };

  return {
    async answer(key, compute, send) {
      const started = invalidations;
      const found = await shared.get(key);
      const { generation, entry: kept } = found;
      if (kept && kept.expiresAt > clock.now()) {
        if (invalidations !== started || generation === null) {
          send(kept);
          return;
        }
        generations.set(kept, generation);
        local.set(key, kept);
        if (send(kept)) touch(key, kept);
        return;
      }
      const entry = await compute();
      // Sent first, so the copy put on the shared layer holds the compressed form it made.
      send(entry);
      if (invalidations !== started) return;
      local.set(key, entry);
      if (generation === null) return;
      generations.set(entry, generation);
      shared.put(key, generation, entry, Math.ceil(entry.expiresAt - clock.now()));
    },
    touch,
  };
}
