import type { Migration } from './index.ts';

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
      await db.schema
        .createTable(table)
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('video_id', 'integer', (c) => c.notNull())
        .addColumn('added_at', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', 'video_id'])
        .execute();
      await db.schema.createIndex(`${table}_by_time`).on(table).columns(['user_id', 'added_at']).execute();
    }
    await db.schema
      .createTable('watch_history')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('video_id', 'integer', (c) => c.notNull())
      .addColumn('watched_at', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('watch_history_pk', ['user_id', 'video_id'])
      .execute();
    await db.schema
      .createIndex('watch_history_by_time')
      .on('watch_history')
      .columns(['user_id', 'watched_at'])
      .execute();
    await db.schema
      .createTable('bookmarks')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('object_id', 'integer', (c) => c.notNull())
      .addColumn('added_at', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('bookmarks_pk', ['user_id', 'type', 'object_id'])
      .execute();
    await db.schema
      .createIndex('bookmarks_by_time')
      .on('bookmarks')
      .columns(['user_id', 'added_at'])
      .execute();
  },
};
