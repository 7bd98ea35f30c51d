/** The browser database of spec section 3. */
export const DB_NAME = 'api_storage';
export const DB_VERSION = 1;
/** Object stores, same shape each, auto id, index on video_id. */
export const STORES = ['watch_later', 'watch_history'] as const;
export type StoreName = (typeof STORES)[number];

let opening: Promise<IDBDatabase | null> | null = null;

/**
 * Opens (and on first use creates) api_storage v1. Resolves null when IndexedDB is missing
 * or refuses (private mode, blocked, server rendering): callers then return false/null.
 */
export function openDb(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<IDBDatabase | null> {
  if (opening) return opening;
  opening = new Promise<IDBDatabase | null>((resolve) => {
    if (!factory) return resolve(null);
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(DB_NAME, DB_VERSION);
    } catch {
      return resolve(null);
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      for (const name of STORES) {
        if (db.objectStoreNames.contains(name)) continue;
        const store = db.createObjectStore(name, { keyPath: 'id', autoIncrement: true });
        store.createIndex('video_id', 'video_id', { unique: false });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  }).then((db) => {
    if (!db) opening = null;
    return db;
  });
  return opening;
}

/** Forgets the open handle (tests, and after the browser closes the connection). */
export function resetDb(): void {
  void opening?.then((db) => db?.close());
  opening = null;
}

/** Wraps one IDBRequest in a promise. */
export function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
