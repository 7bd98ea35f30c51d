import { sql } from 'kysely';
import type { Migration } from './index.ts';
import {
  createIndex,
  createWithCompositeKey,
  createWithSerialKey,
  requiredColumns,
} from './table-builders.ts';

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
    const pair = { user_low: 'integer', user_high: 'integer', requester_id: 'integer' } as const;
    await createWithCompositeKey(db, 'friendships', pair, ['user_low', 'user_high'])
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('added_date', 'integer', (c) => c.notNull())
      .execute();
    await createIndex(db, 'friendships_by_high', 'friendships', ['user_high', 'status']);
    const wallPosts = createWithSerialKey(db, dialect, 'wall_posts', 'post_id');
    await requiredColumns(wallPosts, {
      owner_id: 'integer',
      author_id: 'integer',
      text: 'text',
      added_date: 'integer',
    }).execute();
    await createIndex(db, 'wall_posts_by_owner', 'wall_posts', ['owner_id', 'post_id']);
    const messages = createWithSerialKey(db, dialect, 'messages', 'message_id');
    await requiredColumns(messages, {
      sender_id: 'integer',
      recipient_id: 'integer',
      text: 'text',
      added_date: 'integer',
    })
      .addColumn('read_at', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await createIndex(db, 'messages_by_sender', 'messages', ['sender_id', 'recipient_id', 'message_id']);
    await createIndex(db, 'messages_by_recipient', 'messages', ['recipient_id', 'read_at', 'sender_id']);
    const block = { blocker_id: 'integer', blocked_id: 'integer', added_date: 'integer' } as const;
    await createWithCompositeKey(db, 'blocks', block, ['blocker_id', 'blocked_id']).execute();
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
