/**
 * Answers of the members' private social reads and of social.php (issue #17). Every read
 * may also answer the spec's `{error, code, field?}` instead (`SocialError`).
 */
import type { SocialError } from './answers-social.ts';
import type { ErrorCode } from './error-codes.ts';

/** Another member as the social lists show them. */
export interface MemberRef {
  user_id: number;
  username: string;
  /** A path or '' (no avatar). */
  avatar: string;
}

/**
 * How the signed-in member stands to another: `self`, `friends`, `request_sent` (theirs to
 * accept), `request_received` (ours to accept), `none`.
 */
export type FriendState = 'self' | 'friends' | 'request_sent' | 'request_received' | 'none';

/** GET json/relation/{user_id}.json */
export type RelationAnswer =
  | {
      relation: {
        friend: FriendState;
        /** The signed-in member blocked this member. */
        blocking: boolean;
        /** The signed-in member is subscribed to this member. */
        subscribed: boolean;
      };
    }
  | SocialError;

/** GET json/subscribed/{section}/{object_id}.json */
export type SubscribedAnswer = { subscribed: boolean } | SocialError;

/** A friend or a pending request, with when it was made or accepted (ISO 8601 UTC). */
export interface FriendEntry extends MemberRef {
  added_date: string;
}

/**
 * GET json/friends/{user_id}/{page}.json: one page of the member's friends. `requests`
 * (waiting for this member's answer) and `sent` (this member's, not answered yet) are there
 * only when the member is the one asking: pending requests are private.
 */
export type FriendsAnswer =
  | {
      friends: FriendEntry[];
      total_count: number;
      requests?: FriendEntry[];
      sent?: FriendEntry[];
    }
  | SocialError;

/** One post on a wall. The text is as typed: render it as text, never as HTML. */
export interface WallPost {
  post_id: number;
  author: MemberRef;
  text: string;
  added_date: string;
  /** The signed-in member may delete it (the wall's owner, or its author). */
  can_delete: boolean;
  /** The latest replies (at most SOCIAL_PAGE_SIZE.wall_replies), oldest first. */
  replies: WallReply[];
  /** All its replies; more than `replies.length` means older ones are in json/wall-replies. */
  reply_count: number;
  /** The signed-in member may reply: the owner or a friend, and no block with the post's author. */
  can_reply: boolean;
}

/**
 * A reply to a wall post (a comment: `COMMENT_TEXT`, the comment limits). The text is as
 * typed: render it as text, never as HTML.
 */
export interface WallReply {
  reply_id: number;
  author: MemberRef;
  text: string;
  added_date: string;
  /** The signed-in member may delete it (its author, or the wall's owner). */
  can_delete: boolean;
}

/** GET json/wall-replies/{post_id}/{page}.json: one page, oldest first within the page. */
export type WallRepliesAnswer = { replies: WallReply[]; total_count: number } | SocialError;

/** GET json/wall/{user_id}/{page}.json; `can_post`: the owner and their friends may post. */
export type WallAnswer = { posts: WallPost[]; total_count: number; can_post: boolean } | SocialError;

/** One conversation of the messages list: the other member, the last message, unread count. */
export interface Conversation {
  with: MemberRef;
  last: { text: string; added_date: string; from_me: boolean };
  unread: number;
}

/** GET json/messages/{page}.json */
export type ConversationsAnswer = { conversations: Conversation[]; total_count: number } | SocialError;

/** One message of a conversation. The text is as typed: render it as text, never as HTML. */
export interface Message {
  message_id: number;
  from_me: boolean;
  text: string;
  added_date: string;
  /** The recipient has read it. */
  read: boolean;
}

/**
 * GET json/messages/{with}/{page}.json: newest first. `can_send` is false when either
 * member blocked the other.
 */
export type ConversationAnswer =
  | { with: MemberRef; messages: Message[]; total_count: number; can_send: boolean }
  | SocialError;

/** GET json/messages/unread.json */
export type UnreadAnswer = { unread: number } | SocialError;

/**
 * POST social.php answers: `{ok: true}` (a friend request adds whether it made the two
 * friends at once, a wall post or message its id), or the spec's error shape.
 * `friend_request_already_sent` and `already_friends` answer 200: outcomes, not failures.
 */
export interface SocialActAnswer {
  ok?: true;
  /** friend_request: `pending`, or `friends` when it answered the other's own request. */
  status?: 'pending' | 'friends';
  /** wall_post: the new post; wall_reply: the new reply; message_send: the new message. */
  id?: number;
  error?: true;
  code?: ErrorCode;
  field?: string;
}
