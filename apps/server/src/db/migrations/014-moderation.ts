import type { Migration } from './index.ts';

/**
 * Moderation (issue #18): every moderator action (`moderation_actions`: who, what, when,
 * why; read per item, newest first), DMCA notices from the contacts page (`dmca_notices`,
 * `open` until dismissed or acted on), and `users.banned` (1: no sign-in, no upload).
 */
export const moderation: Migration = {
  name: '014-moderation',
  async up(db, dialect) {
    const id = dialect === 'postgres' ? 'serial' : 'integer';
    await db.schema
      .createTable('moderation_actions')
      .addColumn('action_id', id, (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('item', 'varchar(20)', (c) => c.notNull())
      .addColumn('object_id', 'integer', (c) => c.notNull())
      .addColumn('act', 'varchar(20)', (c) => c.notNull())
      .addColumn('moderator_id', 'integer', (c) => c.notNull())
      .addColumn('reason', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('added_date', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('moderation_actions_by_item')
      .on('moderation_actions')
      .columns(['item', 'object_id', 'added_date'])
      .execute();
    await db.schema
      .createTable('dmca_notices')
      .addColumn('notice_id', id, (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('url', 'varchar(500)', (c) => c.notNull())
      .addColumn('work', 'varchar(500)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('video_id', 'integer')
      .addColumn('ip_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open'))
      .addColumn('added_date', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('dmca_notices_queue')
      .on('dmca_notices')
      .columns(['status', 'added_date'])
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('banned', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
