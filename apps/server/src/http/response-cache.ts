import type { Clock } from './clock.ts';

/** One cached answer: the serialised body and its compressed forms, made once. */
export interface CachedBody {
  json: Buffer;
  etag: string;
  /** The path's lifetime in seconds, for Cache-Control. */
  lifetime: number;
  /** Filled lazily, on the first request that accepts the encoding. */
  gzip?: Buffer;
  br?: Buffer;
  expiresAt: number;
}

/**
 * The in-process response cache; `clear()` makes writes show at once. `E` is the entry kind
 * (the JSON paths' `CachedBody`, or the page cache's, which adds what a page needs to it).
 */
export interface ResponseCache<E extends CachedBody = CachedBody> {
  get(key: string): E | undefined;
  set(key: string, entry: E): void;
  /** Recomputes the byte size after compressed forms were added to an entry. */
  touch(key: string, entry: E): void;
  /**
   * Forgets the entries whose key starts with `prefix` (every page of one path): a write
   * that changes one object's answers, where clear() would throw away the whole cache.
   * It walks every key, so it is for rare writes (a comment), not for each request.
   */
  forgetPrefix(prefix: string): void;
  /** Calls `listener` after every `forgetPrefix()` (the page cache forgets the pages built from them). */
  onForget(listener: () => void): void;
  /** Forgets every entry, then calls the `onClear` listeners. */
  clear(): void;
  /**
   * Calls `listener` after every `clear()`: caches kept beside this one (the catalogue's
   * totals) forget their values with it, so one clear makes a write show everywhere.
   */
  onClear(listener: () => void): void;
  /** Number of entries (tests and metrics). */
  readonly size: number;
  readonly bytes: number;
}

function sizeOf(entry: CachedBody): number {
  return entry.json.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0) + 200;
}

/**
 * An LRU bounded by bytes: a Map keeps insertion order, a hit re-inserts the key, and the
 * oldest keys go first when the total passes `maxBytes`. Expired entries are dropped on read.
 */
export function createResponseCache<E extends CachedBody = CachedBody>(
  clock: Clock,
  maxBytes = 64 * 1024 * 1024,
): ResponseCache<E> {
  const entries = new Map<string, E>();
  const sizes = new Map<string, number>();
  const clearListeners: (() => void)[] = [];
  const forgetListeners: (() => void)[] = [];
  let bytes = 0;

  function remove(key: string): void {
    bytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
    entries.delete(key);
  }

  function account(key: string, entry: E): void {
    bytes -= sizes.get(key) ?? 0;
    const size = sizeOf(entry);
    sizes.set(key, size);
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= clock.now()) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, entry) {
      if (sizeOf(entry) > maxBytes) return;
      entries.delete(key);
      entries.set(key, entry);
      account(key, entry);
    },
    touch(key, entry) {
      if (entries.get(key) === entry) account(key, entry);
    },
    forgetPrefix(prefix) {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) remove(key);
      for (const listener of forgetListeners) listener();
    },
    onForget(listener) {
      forgetListeners.push(listener);
    },
    clear() {
      entries.clear();
      sizes.clear();
      bytes = 0;
      for (const listener of clearListeners) listener();
    },
    onClear(listener) {
      clearListeners.push(listener);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
