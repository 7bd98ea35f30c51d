import type { Db } from '../db/connect.ts';

/** Brings derived indexes (full-text search) up to date after a bulk insert. */
export async function afterBulkInsert(_db: Db): Promise<void> {}
