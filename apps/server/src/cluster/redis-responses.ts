import type { Redis } from 'ioredis';
import type { CachedBody } from '../http/response-cache.ts';
import { entryFields } from './redis-entry-fields.ts';
import type { RedisKeys } from './redis-keys.ts';
import { redisLayer } from './redis-layer.ts';
import type { SharedResponses } from './response-layer.ts';

/** A lookup slower than this is a miss: the answer is computed rather than wait on Redis. */
export const RESPONSE_LOOKUP_TIMEOUT_MS = 100;
/** How long the JSON answers' generation outlives the last clear: far longer than any answer. */
export const RESPONSE_GENERATION_TTL_MS = 7 * 24 * 3600 * 1000;
/**
 * How long a scope's generation outlives its last forget. An answer lives at most
 * MAX_CACHE_TTL_MS (60 s) on Redis, so an hour later every answer a forget hid is gone, and
 * the counter may restart at 0 (one small key per forgotten object, not kept for a week).
 */
export const RESPONSE_SCOPE_TTL_MS = 3600 * 1000;

/**
 * The forget scopes of a response-cache key: every prefix of its path that ends in `/` or
 * in `.json` (`json/`, `json/comments/`, ..., `json/comments/3600/videos/0/0/999.json`).
 * A `forgetPrefix(p)` where `p` is one of these forms (`isForgetScope`) forgets in Redis by
 * advancing that scope's generation alone: every key starting with `p` has `p` among its
 * scopes (`p` holds no `?`, so it lies within the key's path, and it ends where a scope
 * ends), so every answer it must forget is hidden, and answers of other objects stay.
 */
export function forgetScopes(key: string): string[] {
  const query = key.indexOf('?');
  const path = query < 0 ? key : key.slice(0, query);
  const scopes: string[] = [];
  for (let i = 0; i < path.length; i++) {
    if (path[i] === '/') scopes.push(path.slice(0, i + 1));
    else if (path.startsWith('.json', i)) scopes.push(path.slice(0, i + 5));
  }
  return scopes;
}

/** Whether a `forgetPrefix` prefix is a forget scope; any other prefix advances the whole layer. */
export function isForgetScope(prefix: string): boolean {
  return !prefix.includes('?') && (prefix.endsWith('/') || prefix.endsWith('.json'));
}

/**
 * The JSON paths' response cache's shared layer on Redis (README "Processes"), a
 * `redisLayer`: an answer is a hash at `keys.response(generation, sha1(key))` (its bytes,
 * gzip/br, ETag, lifetime and expiry) expiring with the answer; its generation is
 * `keys.responseGeneration` (advanced by `clear()`) followed by the generations of its
 * forget scopes (advanced by `forgetPrefix()`), all read with the answer in one script.
 * A Redis that does not answer (down, or slower than `RESPONSE_LOOKUP_TIMEOUT_MS`) is a
 * miss: the answer is computed and kept locally only, never an error.
 */
export function redisResponses(
  commands: Redis,
  keys: RedisKeys,
  onError: (err: unknown) => void,
): SharedResponses {
  const layer = redisLayer<CachedBody>(commands, {
    generationKey: keys.responseGeneration,
    scopeGenerationKey: keys.responseScopeGeneration,
    entryKey: keys.response,
    fields: entryFields<CachedBody>({ formEtags: false }),
    timeoutMs: RESPONSE_LOOKUP_TIMEOUT_MS,
    generationTtlMs: RESPONSE_GENERATION_TTL_MS,
    scopeGenerationTtlMs: RESPONSE_SCOPE_TTL_MS,
    onError,
  });
  return {
    get: (key) => layer.get(key, forgetScopes(key)),
    put: (key, generation, entry, ttlMs) => layer.put(key, generation, entry, ttlMs),
    grow: (key, generation, entry) => layer.grow(key, generation, entry),
    advance: (prefix) => layer.advance(prefix !== undefined && isForgetScope(prefix) ? prefix : undefined),
  };
}
