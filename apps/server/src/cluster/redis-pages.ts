import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Encoding } from '../ssr/compression.ts';
import type { CachedPage } from '../ssr/page-cache.ts';
import type { SharedPageFound, SharedPages } from '../ssr/page-layer.ts';
import type { RedisKeys } from './redis-keys.ts';
import { ADVANCE_PAGES, GET_PAGE, GROW_PAGE, PUT_PAGE } from './redis-scripts.ts';

/** A lookup slower than this is a miss: the page renders rather than wait on Redis. */
export const PAGE_LOOKUP_TIMEOUT_MS = 250;
/** How long the generation counter outlives the last write: far longer than any page. */
export const PAGE_GENERATION_TTL_MS = 7 * 24 * 3600 * 1000;

const ENCODINGS: readonly Encoding[] = ['gzip', 'br'];

/** What a page's hash holds besides its bytes. */
interface PageMeta {
  status: number;
  nonce: string;
  link: string;
  etag: string;
  lifetime: number;
  expiresAt: number;
}

/** A page's compressed forms as hash fields: `gzip` and `etag:gzip`, `br` and `etag:br`. */
function formFields(page: CachedPage): (string | Buffer)[] {
  const fields: (string | Buffer)[] = [];
  for (const encoding of ENCODINGS) {
    const body = page[encoding];
    const etag = page.etags[encoding];
    if (body && etag) fields.push(encoding, body, `etag:${encoding}`, etag);
  }
  return fields;
}

/** The page a hash's fields (HGETALL, as Buffers) hold; undefined when none or unreadable. */
function pageOf(flat: Buffer[]): CachedPage | undefined {
  const fields = new Map<string, Buffer>();
  for (let i = 0; i + 1 < flat.length; i += 2) fields.set(String(flat[i]), flat[i + 1] as Buffer);
  const json = fields.get('json');
  const metaText = fields.get('meta');
  if (!json || !metaText) return undefined;
  const meta = JSON.parse(String(metaText)) as PageMeta;
  const page: CachedPage = { json, ...meta, etags: {} };
  for (const encoding of ENCODINGS) {
    const body = fields.get(encoding);
    const etag = fields.get(`etag:${encoding}`);
    if (body && etag) {
      page[encoding] = body;
      page.etags[encoding] = String(etag);
    }
  }
  return page;
}

/** Resolves `fallback` if `promise` takes longer than `ms`. */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The page cache's shared layer on Redis (README "Processes"): a page is a hash at
 * `keys.page(generation, sha1(key))` (its bytes, compressed forms and their ETags, and its
 * status, nonce, Link, ETag and expiry) expiring with the page; the generation is
 * `keys.pageGeneration`, read with the page in one script. A Redis that does not answer
 * (down, or slower than `PAGE_LOOKUP_TIMEOUT_MS`) is a miss: the page renders and is kept
 * locally only, never an error.
 */
export function redisPages(commands: Redis, keys: RedisKeys, onError: (err: unknown) => void): SharedPages {
  // Split around the generation, so the lookup script builds the page's key from the one it read.
  const [before = '', after = ''] = keys.page('\u0000', '').split('\u0000');
  const hashOf = (key: string) => createHash('sha1').update(key).digest('base64url');
  let advancing: Promise<void> = Promise.resolve();
  const missed: SharedPageFound = { generation: null };

  const lookup = async (key: string): Promise<SharedPageFound> => {
    await advancing;
    const [generation, flat] = (await GET_PAGE(
      commands,
      [keys.pageGeneration],
      [before, `${after}${hashOf(key)}`],
    )) as [Buffer, Buffer[]];
    const page = pageOf(flat);
    return { generation: String(generation), ...(page ? { page } : {}) };
  };
  const report = (err: unknown) => {
    onError(err);
    return missed;
  };

  return {
    get(key) {
      // A connection down (reconnecting) is a miss at once, not a wait for the reconnection.
      if (commands.status !== 'ready') return Promise.resolve(missed);
      return within(lookup(key).catch(report), PAGE_LOOKUP_TIMEOUT_MS, missed);
    },
    put(key, generation, page, ttlMs) {
      if (ttlMs <= 0 || commands.status !== 'ready') return;
      const meta: PageMeta = {
        status: page.status,
        nonce: page.nonce,
        link: page.link,
        etag: page.etag,
        lifetime: page.lifetime,
        expiresAt: page.expiresAt,
      };
      const fields = ['json', page.json, 'meta', JSON.stringify(meta), ...formFields(page)];
      PUT_PAGE(commands, [keys.page(generation, hashOf(key))], [ttlMs, ...fields]).catch(onError);
    },
    grow(key, generation, page) {
      const fields = formFields(page);
      if (fields.length === 0 || commands.status !== 'ready') return;
      GROW_PAGE(commands, [keys.page(generation, hashOf(key))], fields).catch(onError);
    },
    advance() {
      const next = ADVANCE_PAGES(commands, [keys.pageGeneration], [PAGE_GENERATION_TTL_MS]).then(
        () => {},
        onError,
      );
      advancing = Promise.all([advancing, next]).then(() => {});
      return next;
    },
  };
}
