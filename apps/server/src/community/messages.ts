import {
  type ConversationAnswer,
  type ConversationsAnswer,
  SOCIAL_PAGE_SIZE,
  type SocialActAnswer,
} from '@tubekit/contract';
import { sql } from 'kysely';
import { isoDate } from '../catalog/format.ts';
import type { Db } from '../db/connect.ts';
import { ApiError } from '../http/errors.ts';
import { assertReachable, blockedEitherWay, existingMember } from './relations.ts';

/** `me` sends `to` a message; refused both ways by a block (`blocked`), never to oneself. */
export async function sendMessage(
  db: Db,
  me: number,
  to: number,
  text: string,
  now: number,
): Promise<SocialActAnswer> {
  await assertReachable(db, me, to);
  const row = await db.kysely
    .insertInto('messages')
    .values({ sender_id: me, recipient_id: to, text, added_date: now })
    .returning('message_id')
    .executeTakeFirstOrThrow();
  return { ok: true, id: row.message_id };
}

/** How many messages `me` has not read yet (the header's badge). */
export async function unreadCount(db: Db, me: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('recipient_id', '=', me)
    .where('read_at', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * `me`'s conversations, the latest first: one per other member, with its last message and
 * how many of theirs `me` has not read.
 */
export async function listConversations(db: Db, me: number, page: number): Promise<ConversationsAnswer> {
  const size = SOCIAL_PAGE_SIZE.conversations;
  const mine = db.kysely
    .selectFrom('messages')
    .select([
      sql<number>`CASE WHEN sender_id = ${me} THEN recipient_id ELSE sender_id END`.as('other'),
      'message_id',
      sql<number>`CASE WHEN recipient_id = ${me} AND read_at = 0 THEN 1 ELSE 0 END`.as('unread'),
    ])
    .where((eb) => eb.or([eb('sender_id', '=', me), eb('recipient_id', '=', me)]));
  const grouped = db.kysely
    .selectFrom(mine.as('t'))
    .select((eb) => [
      't.other',
      eb.fn.max('t.message_id').as('last_id'),
      eb.fn.sum<number | string>('t.unread').as('unread'),
    ])
    .groupBy('t.other');
  const [rows, total] = await Promise.all([
    db.kysely
      .selectFrom(grouped.as('g'))
      .innerJoin('messages as m', 'm.message_id', 'g.last_id')
      .innerJoin('users as u', 'u.user_id', 'g.other')
      .select(['g.other', 'g.unread', 'm.text', 'm.added_date', 'm.sender_id', 'u.username', 'u.avatar'])
      .orderBy('g.last_id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db.kysely
      .selectFrom(grouped.as('g'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    conversations: rows.map((r) => ({
      with: { user_id: Number(r.other), username: r.username, avatar: r.avatar },
      last: { text: r.text, added_date: isoDate(r.added_date), from_me: r.sender_id === me },
      unread: Number(r.unread),
    })),
    total_count: Number(total.n),
  };
}

/**
 * One page of the messages between `me` and `other`, newest first. Reading it marks
 * `other`'s messages to `me` read (all of them: opening the conversation is reading it).
 */
export async function readConversation(
  db: Db,
  me: number,
  other: number,
  page: number,
  now: number,
): Promise<ConversationAnswer> {
  if (me === other) throw new ApiError('invalid_param', 'with');
  const member = await existingMember(db, other);
  await db.kysely
    .updateTable('messages')
    .set({ read_at: now })
    .where('recipient_id', '=', me)
    .where('sender_id', '=', other)
    .where('read_at', '=', 0)
    .execute();
  const between = db.kysely
    .selectFrom('messages')
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', me), eb('recipient_id', '=', other)]),
        eb.and([eb('sender_id', '=', other), eb('recipient_id', '=', me)]),
      ]),
    );
  const size = SOCIAL_PAGE_SIZE.messages;
  const [rows, total, blocked] = await Promise.all([
    between
      .select(['message_id', 'sender_id', 'text', 'added_date', 'read_at'])
      .orderBy('message_id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    between.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    blockedEitherWay(db, me, other),
  ]);
  return {
    with: member,
    messages: rows.map((r) => ({
      message_id: r.message_id,
      from_me: r.sender_id === me,
      text: r.text,
      added_date: isoDate(r.added_date),
      read: r.read_at > 0,
    })),
    total_count: Number(total.n),
    can_send: !blocked,
  };
}
