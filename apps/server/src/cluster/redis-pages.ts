import type { Redis } from 'ioredis';
import type { CachedPage } from '../ssr/page-cache.ts';
import type { SharedPages } from '../ssr/page-layer.ts';
import { entryFields } from './redis-entry-fields.ts';
import type { RedisKeys } from './redis-keys.ts';
import { redisLayer } from './redis-layer.ts';

/** A lookup slower than this is a miss: the page renders rather than wait on Redis. */
export const PAGE_LOOKUP_TIMEOUT_MS = 250;
/** How long the generation counter outlives the last write: far longer than any page. */
export const PAGE_GENERATION_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * The page cache's shared layer on Redis (README "Processes"), a `redisLayer`: a page is a
 * hash at `keys.page(generation, sha1(key))` (its bytes, compressed forms and their ETags,
 * and its status, nonce, Link, ETag and expiry) expiring with the page; the generation is
 * `keys.pageGeneration`, read with the page in one script. A Redis that does not answer
 * (down, or slower than `PAGE_LOOKUP_TIMEOUT_MS`) is a miss: the page renders and is kept
 * locally only, never an error.
 */
export function redisPages(commands: Redis, keys: RedisKeys, onError: (err: unknown) => void): SharedPages {
  const layer = redisLayer<CachedPage>(commands, {
    generationKey: keys.pageGeneration,
    entryKey: keys.page,
    fields: entryFields<CachedPage>({ formEtags: true }),
    timeoutMs: PAGE_LOOKUP_TIMEOUT_MS,
    generationTtlMs: PAGE_GENERATION_TTL_MS,
    onError,
  });
  return {
    async get(key) {
      const { generation, entry } = await layer.get(key);
      return { generation, ...(entry ? { page: entry } : {}) };
    },
    put: (key, generation, page, ttlMs) => layer.put(key, generation, page, ttlMs),
    grow: (key, generation, page) => layer.grow(key, generation, page),
    advance: () => layer.advance(),
  };
}
