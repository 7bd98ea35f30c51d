import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { CachedBody } from '../http/response-cache.ts';
import type { EntryFields } from './redis-entry-fields.ts';
import { ADVANCE_GENERATION, GET_ENTRY, GROW_ENTRY, PUT_ENTRY } from './redis-scripts.ts';

/** What a shared layer holds for a key: the generation it was looked up in, and the entry kept there. */
export interface LayerFound<E> {
  /** The generation the lookup saw; null when the layer did not answer (then nothing is put). */
  generation: string | null;
  entry?: E;
}

/**
 * A cache's shared layer on Redis under generations: what the page cache (redis-pages.ts)
 * and the JSON paths' response cache (redis-responses.ts) keep there, and how a write makes
 * every process stop reading what was kept before it.
 *
 * An entry is the hash `entryKey(generation, sha1(key))`. The generation is the counter
 * `generationKey`, followed, for keys in scopes, by each scope's own counter
 * (`{gen}.{scope gen}...`): all read in the same script as the entry, so the entry's key is
 * built from the very counters read. `advance()` INCRs the counter (`advance(scope)`: one
 * scope's), so no lookup reads the entries kept before; they expire with their TTL. A put
 * goes to the generation its lookup saw: a value computed before a write and kept after
 * it lands where nobody reads.
 *
 * Never an error: a lookup while the connection is down, one that fails or one slower than
 * `timeoutMs` is a miss (the caller computes), and puts are fire and forget.
 */
export interface RedisLayer<E extends CachedBody> {
  /** `key`'s entry in the current generation; `scopes`: the scopes `key` is in. Never rejects. */
  get(key: string, scopes?: readonly string[]): Promise<LayerFound<E>>;
  /** Keeps `entry` under `key` in `generation` for `ttlMs` (fire and forget). */
  put(key: string, generation: string, entry: E, ttlMs: number): void;
  /** Adds the compressed forms `entry` has now to its copy in `generation` (fire and forget). */
  grow(key: string, generation: string, entry: E): void;
  /**
   * Starts a new generation (of `scope` alone when given). The writer calls it before its
   * invalidation goes on the bus (shared-cache.ts), and its own lookups wait for it, so
   * once a write is answered no process reads an entry kept before it. Never rejects.
   */
  advance(scope?: string): Promise<void>;
}

/** How one layer names its keys and how long its counters live. */
export interface RedisLayerOptions<E extends CachedBody> {
  /** The layer's generation counter. */
  generationKey: string;
  /** A scope's own counter (needed only by a layer whose keys are in scopes). */
  scopeGenerationKey?: (scope: string) => string;
  /** An entry's key; the generation is the one part the lookup script fills in. */
  entryKey(generation: string, hash: string): string;
  fields: EntryFields<E>;
  /** A lookup slower than this is a miss. */
  timeoutMs: number;
  /** How long a counter outlives its last INCR: far longer than any entry's TTL (see ADVANCE_GENERATION). */
  generationTtlMs: number;
  scopeGenerationTtlMs?: number;
  onError: (err: unknown) => void;
}

/** Resolves `fallback` if `promise` takes longer than `ms`. */
export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export function redisLayer<E extends CachedBody>(
  commands: Redis,
  options: RedisLayerOptions<E>,
): RedisLayer<E> {
  const { onError, fields } = options;
  // Split around the generation, so the lookup script builds the entry's key from the one it read.
  const [before = '', after = ''] = options.entryKey('\u0000', '').split('\u0000');
  const hashOf = (key: string) => createHash('sha1').update(key).digest('base64url');
  const scopeKey = (scope: string) => {
    if (!options.scopeGenerationKey) throw new Error('this layer has no scopes');
    return options.scopeGenerationKey(scope);
  };
  let advancing: Promise<void> = Promise.resolve();
  const missed: LayerFound<E> = { generation: null };

  const lookup = async (key: string, scopes: readonly string[]): Promise<LayerFound<E>> => {
    await advancing;
    const [generation, flat] = (await GET_ENTRY(
      commands,
      [options.generationKey, ...scopes.map(scopeKey)],
      [before, `${after}${hashOf(key)}`],
    )) as [Buffer, Buffer[]];
    const entry = fields.entry(flat);
    return { generation: String(generation), ...(entry ? { entry } : {}) };
  };
  const report = (err: unknown) => {
    onError(err);
    return missed;
  };

  return {
    get(key, scopes = []) {
      // A connection down (reconnecting) is a miss at once, not a wait for the reconnection.
      if (commands.status !== 'ready') return Promise.resolve(missed);
      return within(lookup(key, scopes).catch(report), options.timeoutMs, missed);
    },
    put(key, generation, entry, ttlMs) {
      if (ttlMs <= 0 || commands.status !== 'ready') return;
      PUT_ENTRY(
        commands,
        [options.entryKey(generation, hashOf(key))],
        [ttlMs, ...fields.fields(entry)],
      ).catch(onError);
    },
    grow(key, generation, entry) {
      const forms = fields.formFields(entry);
      if (forms.length === 0 || commands.status !== 'ready') return;
      GROW_ENTRY(commands, [options.entryKey(generation, hashOf(key))], forms).catch(onError);
    },
    advance(scope) {
      const [counter, ttlMs] =
        scope === undefined
          ? [options.generationKey, options.generationTtlMs]
          : [scopeKey(scope), options.scopeGenerationTtlMs ?? options.generationTtlMs];
      const next = ADVANCE_GENERATION(commands, [counter], [ttlMs]).then(() => {}, onError);
      advancing = Promise.all([advancing, next]).then(() => {});
      return next;
    },
  };
}
