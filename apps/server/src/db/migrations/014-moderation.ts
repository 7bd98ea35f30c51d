import type { Migration } from './index.ts';
import { addColumnWithDefault, createIndex, createWithSerialKey, requiredColumns } from './table-builders.ts';

/**
 * Moderation (issue #18): every moderator action (`moderation_actions`: who, what, when,
 * why; read per item, newest first), DMCA notices from the contacts page (`dmca_notices`,
 * `open` until dismissed or acted on), and `users.banned` (1: no sign-in, no upload).
 */
export const moderation: Migration = {
  name: '014-moderation',
  async up(db, dialect) {
    const actions = createWithSerialKey(db, dialect, 'moderation_actions', 'action_id');
    await requiredColumns(actions, {
      item: 'varchar(20)',
      object_id: 'integer',
      act: 'varchar(20)',
      moderator_id: 'integer',
    })
      .addColumn('reason', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('added_date', 'integer', (c) => c.notNull())
      .execute();
    await createIndex(db, 'moderation_actions_by_item', 'moderation_actions', [
      'item',
      'object_id',
      'added_date',
    ]);
    const notices = createWithSerialKey(db, dialect, 'dmca_notices', 'notice_id');
    await requiredColumns(notices, {
      name: 'varchar(120)',
      email: 'varchar(254)',
      url: 'varchar(500)',
      work: 'varchar(500)',
      text: 'text',
    })
      .addColumn('video_id', 'integer')
      .addColumn('ip_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open'))
      .addColumn('added_date', 'integer', (c) => c.notNull())
      .execute();
    await createIndex(db, 'dmca_notices_queue', 'dmca_notices', ['status', 'added_date']);
    await addColumnWithDefault(db, 'users', 'banned', 'integer', 0);
  },
};
