import type { Generated } from 'kysely';

/** The members' social graph of migration 012 (`Database` in `schema.ts` names them all). */

/**
 * One pair of members: `user_low` < `user_high` (the primary key), so a request and its
 * mirror cannot both exist. `requester_id` is the one who asked.
 */
export interface FriendshipsTable {
  user_low: number;
  user_high: number;
  requester_id: number;
  /** 0 a request waiting for the other's answer, 1 friends. */
  status: number;
  /** When the request was made, then when it was accepted. */
  added_date: number;
}

/** A post on `owner_id`'s wall by `author_id`; the text is stored as typed. */
export interface WallPostsTable {
  post_id: Generated<number>;
  owner_id: number;
  author_id: number;
  text: string;
  added_date: number;
}

/** A one-to-one message; `read_at` 0 until the recipient opens the conversation. */
export interface MessagesTable {
  message_id: Generated<number>;
  sender_id: number;
  recipient_id: number;
  text: string;
  added_date: number;
  read_at: Generated<number>;
}

/** `blocker_id` blocked `blocked_id`: no messages, friend requests or wall posts either way. */
export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  added_date: number;
}
