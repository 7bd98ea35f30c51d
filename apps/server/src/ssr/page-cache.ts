import { createHash } from 'node:crypto';
import type { Clock } from '../http/clock.ts';
import { type CachedBody, createResponseCache } from '../http/response-cache.ts';
import type { Encoding } from './compression.ts';
import { documentBytes } from './document.ts';
import type { SharedPages } from './page-layer.ts';

/**
 * One rendered page: the document's bytes (`json`, the identity form, named so by the
 * shared LRU's entry type), its compressed forms and their strong ETags (each made on the
 * first request that accepts it), the status and the CSP nonce the document's scripts carry,
 * which every answer built from it must send in its Content-Security-Policy.
 */
export interface CachedPage extends CachedBody {
  status: number;
  nonce: string;
  etags: Partial<Record<Encoding, string>>;
  /** The `Link` header of the page's critical chunks (page-links.ts), '' for none. */
  link: string;
}

/** What a render gives the cache: a page, or a redirect (never kept). */
export type PageRender = CachedPage | { redirect: string; status: number };

/** A strong ETag over one representation's bytes. */
export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/** Only complete answers are kept: a page (200) and a missing one (404). */
const CACHEABLE_STATUS = new Set([200, 404]);

/** The in-process cache of anonymous visitors' pages (README "Page cache"). */
export interface PageCache {
  /** False when its size is 0: every page renders. */
  readonly enabled: boolean;
  /** Seconds an entry lives (and a CDN may keep the page). */
  readonly ttlS: number;
  /** A page entry (not kept) from a fresh render, with its `Link` header. */
  entry(html: string, status: number, nonce: string, link?: string): CachedPage;
  /**
   * The kept page of `key`, else `render()`'s; concurrent misses of one key share one
   * render. The result is kept when its status is cacheable and no `invalidate()` came
   * while it rendered (it may have read the data from before the write).
   */
  page(key: string, render: () => Promise<PageRender>): Promise<PageRender>;
  /** The live entry of `key` (kept, not expired), without rendering; undefined when none. */
  kept(key: string): CachedPage | undefined;
  /** Re-counts an entry's bytes after a compressed form was added to it. */
  touch(key: string, entry: CachedPage): void;
  /** Forgets every page: the data they were rendered from changed. */
  invalidate(): void;
  readonly size: number;
  readonly bytes: number;
}

/**
 * A byte-bounded LRU of rendered pages (the JSON paths' LRU, `createResponseCache`) with a
 * generation: `invalidate()` empties it and bumps the generation, and a render that started
 * under an older generation is answered but never kept. With a `shared` layer (Redis in
 * cluster mode, page-layer.ts), a local miss looks there before rendering and a render is
 * put there too; local hits never wait for it (the fast path stays synchronous).
 */
export function createPageCache(
  clock: Clock,
  maxBytes: number,
  ttlS: number,
  shared?: SharedPages,
): PageCache {
  const enabled = maxBytes > 0 && ttlS > 0;
  const lru = createResponseCache<CachedPage>(clock, maxBytes);
  const pending = new Map<string, Promise<PageRender>>();
  let generation = 0;
  /** The shared layer's generation each page was found or put in (where its compressed forms go). */
  const sharedGenerations = new WeakMap<CachedPage, string>();

  const entry = (html: string, status: number, nonce: string, link = ''): CachedPage => {
    const json = documentBytes(html);
    return {
      json,
      etag: etagOf(json),
      lifetime: ttlS,
      expiresAt: clock.now() + ttlS * 1000,
      status,
      nonce,
      etags: {},
      link,
    };
  };

  const renderAndKeep = async (key: string, render: () => Promise<PageRender>): Promise<PageRender> => {
    const started = generation;
    const found = shared ? await shared.get(key) : undefined;
    if (found?.page && found.page.expiresAt > clock.now()) {
      if (generation === started && found.generation !== null) {
        sharedGenerations.set(found.page, found.generation);
        lru.set(key, found.page);
      }
      return found.page;
    }
    const page = await render();
    if ('redirect' in page || !CACHEABLE_STATUS.has(page.status) || generation !== started) return page;
    lru.set(key, page);
    // Put in the generation the lookup saw: if a write advanced it since, nobody reads this copy.
    // Only a page (200): missing ones (404) are any URL a client makes up, and Redis's memory
    // is bounded by TTLs only, where the local LRU has its byte cap.
    if (shared && found && found.generation !== null && page.status === 200) {
      sharedGenerations.set(page, found.generation);
      shared.put(key, found.generation, page, Math.ceil(page.expiresAt - clock.now()));
    }
    return page;
  };

  return {
    enabled,
    ttlS,
    entry,
    async page(key, render) {
      if (!enabled) return render();
      const hit = lru.get(key);
      if (hit) return hit;
      const flight = `${generation}\n${key}`;
      let running = pending.get(flight);
      if (!running) {
        running = renderAndKeep(key, render).finally(() => pending.delete(flight));
        pending.set(flight, running);
      }
      return running;
    },
    kept: (key) => (enabled ? lru.get(key) : undefined),
    touch(key, page) {
      lru.touch(key, page);
      const sharedGeneration = sharedGenerations.get(page);
      if (shared && sharedGeneration !== undefined) shared.grow(key, sharedGeneration, page);
    },
    invalidate() {
      generation++;
      lru.clear();
    },
    get size() {
      return lru.size;
    },
    get bytes() {
      return lru.bytes;
    },
  };
}
