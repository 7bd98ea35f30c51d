import type { Migration } from './index.ts';
import { createIndex, createWithSerialKey } from './table-builders.ts';

/**
 * The moderation queue of reports (issue #17): what a member or visitor reported (a video or
 * a comment), why, and who. `reporter` is `u<user_id>` for a member or `c<visitor cookie id>`
 * for a visitor; its unique key with the item keeps one report per reporter and item, also
 * under concurrent sends. `ip_hash` is the address's HMAC (as `vote_ips`), for the moderator
 * to see a flood from one address. `item_text` keeps a reported comment's text as it was: its
 * author may delete the comment before a moderator looks. `status` is `open` until the
 * moderation screen (a later issue) closes it; the queue reads open reports oldest first.
 * Comments need nothing new: 001's table and its (section, object_id, added_date) and
 * (user_id, added_date) indexes serve posting, paging and deleting.
 */
export const commentReports: Migration = {
  name: '011-comment-reports',
  async up(db, dialect) {
    await createWithSerialKey(db, dialect, 'reports', 'report_id')
      .addColumn('section', 'varchar(20)', (c) => c.notNull())
      .addColumn('object_id', 'integer', (c) => c.notNull())
      .addColumn('reason', 'varchar(20)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('item_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('reporter', 'varchar(64)', (c) => c.notNull())
      .addColumn('ip_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open'))
      .addColumn('added_date', 'integer', (c) => c.notNull())
      .addUniqueConstraint('reports_once_per_reporter', ['section', 'object_id', 'reporter'])
      .execute();
    await createIndex(db, 'reports_queue', 'reports', ['status', 'added_date']);
  },
};
