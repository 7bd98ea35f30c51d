import type { CachedPage } from './page-cache.ts';

/** What the shared layer holds for a key: its current generation and the page kept in it. */
export interface SharedPageFound {
  /** The generation the page was looked up in; null when the layer did not answer (then nothing is put). */
  generation: string | null;
  page?: CachedPage;
}

/**
 * The page cache's second layer, shared by every server process of every machine (Redis:
 * cluster/redis-pages.ts). Looked up only on a local miss; a render is put there, so a page
 * rendered by one process is sent by the others without rendering. Pages are byte-identical
 * across processes (the nonce is an HMAC of the page, page-nonce.ts), so any process's copy
 * is right. Each page is kept under a generation: `advance()` starts a new one, and the
 * pages of older generations are never read again. A render is put under the generation its
 * lookup saw, so a render that started before a write and ends after it lands in a
 * generation nobody reads.
 */
export interface SharedPages {
  /** The page of `key` in the current generation. Never rejects: a layer that fails is a miss. */
  get(key: string): Promise<SharedPageFound>;
  /** Keeps a rendered page under `key` in `generation` for `ttlMs` (fire and forget). */
  put(key: string, generation: string, page: CachedPage, ttlMs: number): void;
  /** Adds the compressed forms `page` has now to its copy in `generation` (fire and forget). */
  grow(key: string, generation: string, page: CachedPage): void;
  /**
   * Starts a new generation. The process that writes calls it before its invalidation goes
   * on the bus (cluster/shared-cache.ts), and its own lookups wait for it, so once a write
   * is answered no process reads a page kept before it.
   */
  advance(): Promise<void>;
}
