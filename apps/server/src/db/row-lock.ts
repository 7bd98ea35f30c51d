import type { Db } from './connect.ts';

/** The row a cap belongs to: the member (playlists, uploads) or a playlist (its videos). */
export type LockedRow = { table: 'users'; id: number } | { table: 'playlists'; id: number };

/**
 * Runs a cap check and its insert as one step: in a transaction that first locks the row the
 * cap belongs to on PostgreSQL, so two concurrent requests at the cap cannot both pass it,
 * whichever server process they reach; on SQLite every transaction begins IMMEDIATE (the
 * file's write lock, `sqlite-statements.ts`), so one runs at a time across the processes.
 */
export function underLock<T>(db: Db, lock: LockedRow, step: (trx: Db['kysely']) => Promise<T>): Promise<T> {
  return db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres') {
      const query =
        lock.table === 'users'
          ? trx.selectFrom('users').select('user_id').where('user_id', '=', lock.id)
          : trx.selectFrom('playlists').select('playlist_id').where('playlist_id', '=', lock.id);
      await query.forUpdate().execute();
    }
    return step(trx);
  });
}
