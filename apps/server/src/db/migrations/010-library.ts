import type { Migration } from './index.ts';
import { createIndex, createWithCompositeKey } from './table-builders.ts';

/**
 * A member's library (issue #17): favourites, watch later, viewing history and bookmarks of
 * models and channels. Each primary key is the member plus the item, so "no duplicates"
 * holds under concurrent adds (an insert that conflicts is the "already added" answer) and
 * the sign-in merge is an insert-or-ignore. The (user_id, time) indexes serve a tab's page,
 * newest first, and history's trim of its oldest rows.
 */
export const library: Migration = {
  name: '010-library',
  async up(db) {
    for (const table of ['favourites', 'watch_later'] as const) {
      const columns = { user_id: 'integer', video_id: 'integer', added_at: 'integer' } as const;
      await createWithCompositeKey(db, table, columns, ['user_id', 'video_id']).execute();
      await createIndex(db, `${table}_by_time`, table, ['user_id', 'added_at']);
    }
    const history = { user_id: 'integer', video_id: 'integer', watched_at: 'integer' } as const;
    await createWithCompositeKey(db, 'watch_history', history, ['user_id', 'video_id']).execute();
    await createIndex(db, 'watch_history_by_time', 'watch_history', ['user_id', 'watched_at']);
    const bookmarks = {
      user_id: 'integer',
      type: 'varchar(16)',
      object_id: 'integer',
      added_at: 'integer',
    } as const;
    await createWithCompositeKey(db, 'bookmarks', bookmarks, ['user_id', 'type', 'object_id']).execute();
    await createIndex(db, 'bookmarks_by_time', 'bookmarks', ['user_id', 'added_at']);
  },
};
