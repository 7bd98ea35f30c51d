import type { CachedBody, ResponseCache } from '../http/response-cache.ts';
import type { SharedPages } from '../ssr/page-layer.ts';
import type { SharedResponses } from './response-layer.ts';
import type { SiteBus } from './site-bus.ts';

/** The bus topic of the response cache's invalidations. */
export const CACHE_TOPIC = 'response-cache';

/** A response cache whose invalidations reach every process, and what waits for them. */
export interface SharedResponseCache<E extends CachedBody> {
  cache: ResponseCache<E>;
  /** Resolves once every invalidation published so far has reached the other processes. */
  settled(): Promise<void>;
}

/**
 * Wraps this process's response cache so a `clear()` or `forgetPrefix()` made here is also
 * published on the bus, and one published by another process is applied here (with the
 * cache's listeners: the page cache and the catalogue's totals forget too). Entries stay per
 * process; only the invalidations travel. With the page cache's shared layer (`pages`, on
 * Redis), a write here first starts a new page generation there, then publishes: a process
 * that forgets its pages on the message can no longer find the old ones on Redis either.
 * The same for the JSON answers' shared layer (`responses`): a `clear()` starts a new
 * generation of every answer, a `forgetPrefix()` of the answers it forgets.
 */
export function shareResponseCache<E extends CachedBody>(
  local: ResponseCache<E>,
  bus: SiteBus,
  onError: (err: unknown) => void,
  pages?: SharedPages,
  responses?: SharedResponses,
): SharedResponseCache<E> {
  const inFlight = new Set<Promise<void>>();
  const publish = (message: { op: 'clear' } | { op: 'forget'; prefix: string }) => {
    // advance() is called at once (this process's own lookups wait for it from now on);
    // without a shared layer the publish goes at once too (the memory bus delivers in it).
    const advances: Promise<void>[] = [];
    if (pages) advances.push(pages.advance());
    if (responses) advances.push(responses.advance(message.op === 'forget' ? message.prefix : undefined));
    const published =
      advances.length > 0
        ? Promise.all(advances).then(() => bus.publish(CACHE_TOPIC, message))
        : bus.publish(CACHE_TOPIC, message);
    const sent = published.catch(onError).finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  };
  bus.subscribe(CACHE_TOPIC, (message) => {
    if (message.op === 'clear') local.clear();
    else if (message.op === 'forget' && typeof message.prefix === 'string')
      local.forgetPrefix(message.prefix);
  });
  const cache: ResponseCache<E> = {
    get: (key) => local.get(key),
    set: (key, entry) => local.set(key, entry),
    touch: (key, entry) => local.touch(key, entry),
    forgetPrefix(prefix) {
      local.forgetPrefix(prefix);
      publish({ op: 'forget', prefix });
    },
    onForget: (listener) => local.onForget(listener),
    clear() {
      local.clear();
      publish({ op: 'clear' });
    },
    onClear: (listener) => local.onClear(listener),
    get size() {
      return local.size;
    },
    get bytes() {
      return local.bytes;
    },
  };
  return {
    cache,
    settled: async () => {
      await Promise.all(inFlight);
    },
  };
}
