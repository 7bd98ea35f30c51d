import { DB_NAME, resetDb } from './idb.ts';

/** Closes and deletes api_storage so each test starts with empty stores (tests only). */
export async function clearLocalDb(): Promise<void> {
  resetDb();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
