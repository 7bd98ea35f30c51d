import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect.ts';
import type { Migration } from './index.ts';

/** A table whose first column is an auto-numbered primary key, in either dialect. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
function withSerialKey(db: Kysely<any>, dialect: DialectName, table: string, column: string) {
  // biome-ignore lint/suspicious/noExplicitAny: column names are only known at run time here
  const t: CreateTableBuilder<string, any> = db.schema.createTable(table);
  return dialect === 'postgres'
    ? t.addColumn(column, 'serial', (c) => c.primaryKey())
    : t.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * The members' social graph (issue #17):
 * - `friendships`: one row per pair of members, keyed by the lower and the higher user id,
 *   so a request and its mirror can never both exist (the primary key settles two members
 *   asking each other at the same moment); `requester_id` says who asked, `status` 0 is a
 *   pending request and 1 friends.
 * - `wall_posts`: posts on a member's wall (`owner_id`) by `author_id`, text as typed.
 * - `messages`: one-to-one messages; `read_at` 0 until the recipient opens the conversation.
 * - `blocks`: who blocked whom; a block stops messages, requests and wall posts both ways.
 * - `subscriptions` (001) becomes unique per member and object, so "already subscribed"
 *   holds under concurrent requests; duplicates a hand-made database may hold are dropped
 *   first (the demo generator never makes any).
 */
export const social: Migration = {
  name: '012-social',
  async up(db, dialect) {
    await db.schema
      .createTable('friendships')
      .addColumn('user_low', 'integer', (c) => c.notNull())
      .addColumn('user_high', 'integer', (c) => c.notNull())
      .addColumn('requester_id', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('added_date', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('friendships_pk', ['user_low', 'user_high'])
      .execute();
    await db.schema
      .createIndex('friendships_by_high')
      .on('friendships')
      .columns(['user_high', 'status'])
      .execute();
    await withSerialKey(db, dialect, 'wall_posts', 'post_id')
      .addColumn('owner_id', 'integer', (c) => c.notNull())
      .addColumn('author_id', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('added_date', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('wall_posts_by_owner')
      .on('wall_posts')
      .columns(['owner_id', 'post_id'])
      .execute();
    await withSerialKey(db, dialect, 'messages', 'message_id')
      .addColumn('sender_id', 'integer', (c) => c.notNull())
      .addColumn('recipient_id', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('added_date', 'integer', (c) => c.notNull())
      .addColumn('read_at', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('messages_by_sender')
      .on('messages')
      .columns(['sender_id', 'recipient_id', 'message_id'])
      .execute();
    await db.schema
      .createIndex('messages_by_recipient')
      .on('messages')
      .columns(['recipient_id', 'read_at', 'sender_id'])
      .execute();
    await db.schema
      .createTable('blocks')
      .addColumn('blocker_id', 'integer', (c) => c.notNull())
      .addColumn('blocked_id', 'integer', (c) => c.notNull())
      .addColumn('added_date', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
      .execute();
    await sql`DELETE FROM subscriptions WHERE subscription_id NOT IN (
      SELECT MIN(subscription_id) FROM subscriptions GROUP BY user_id, section, object_id)`.execute(db);
    await db.schema
      .createIndex('subscriptions_unique')
      .on('subscriptions')
      .columns(['user_id', 'section', 'object_id'])
      .unique()
      .execute();
  },
};
