import { LIBRARY_LIMITS } from '@tubekit/contract';
import type { ApiTransport } from '../api/transport.ts';
import { done, openDb, type StoreName } from '../storage/idb.ts';
import { listHistory, listWatchLater } from '../storage/records.ts';
import { mergeIntoAccount } from './library-calls.ts';

/** Empties one store of the browser database once its records are in the account. */
async function clearStore(store: StoreName): Promise<void> {
  const db = await openDb();
  if (!db) return;
  await done(db.transaction(store, 'readwrite').objectStore(store).clear());
}

let running: Promise<void> | null = null;

/**
 * The sign-in merge (issue #17): a visitor's watch later and history, kept in this browser,
 * join the member's account on the first page of a signed-in session (sign-in reloads the
 * page), then leave the browser. Each store goes in one call (its newest
 * `LIBRARY_LIMITS.maxMerge` records, newest first) and is emptied only once the server has
 * them; a failed call leaves the store for the next page. The server adds no duplicates, so
 * running it twice, or in two tabs at once, is harmless. Never throws.
 */
export function mergeBrowserRecords(api: ApiTransport): Promise<void> {
  running ??= (async () => {
    const stores = [
      ['watch_later', 'watch_later', await listWatchLater()],
      ['history', 'watch_history', await listHistory()],
    ] as const;
    for (const [act, store, records] of stores) {
      if (records.length === 0) continue;
      const ids = records.slice(0, LIBRARY_LIMITS.maxMerge).map((r) => r.video_id);
      if (await mergeIntoAccount(api, act, ids)) await clearStore(store).catch(() => undefined);
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      running = null;
    });
  return running;
}
