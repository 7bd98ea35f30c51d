/**
 * The members' private social reads (issue #17): friends, the wall, messages and a member's
 * relation to another member or object. The spec names no path for them, so they follow
 * its `json/...` style. Every one answers only a signed-in member (a visitor gets 401
 * `not_logged_in`), depends on who asks, and is sent `Cache-Control: private, no-store`:
 * none carries a lifetime, and no shared cache ever keeps one.
 */

import { page } from './path-shapes.ts';
import { compilePath, intCodec, oneOf } from './path-template.ts';

const userId = intCodec(1, 2_000_000_000);

/** Page sizes of the social lists (the spec gives none). */
export const SOCIAL_PAGE_SIZE = {
  friends: 30,
  wall: 20,
  conversations: 20,
  messages: 50,
  /** Replies to one wall post: json/wall-replies pages, and the latest ones json/wall embeds. */
  wall_replies: 20,
} as const;

/** Longest wall post and message, in characters (UTF-16 code units, as `String.length`). */
export const SOCIAL_TEXT_MAX = { wall: 1000, message: 2000 } as const;

/** The POST endpoint of friends, the wall, messages and blocks (form-encoded, field `act`). */
export const SOCIAL_ENDPOINT = 'social.php';

/** The acts of social.php; each names its other fields in `SocialAct` docs (server README). */
export const SOCIAL_ACTS = [
  'friend_request',
  'friend_accept',
  'friend_decline',
  'friend_remove',
  'wall_post',
  'wall_delete',
  'wall_reply',
  'wall_reply_delete',
  'message_send',
  'block',
  'unblock',
] as const;
export type SocialAct = (typeof SOCIAL_ACTS)[number];

/** What a member may subscribe to through input.php (`act=subscribe|unsubscribe`). */
export const SUBSCRIBE_SECTIONS = ['channels', 'models', 'members'] as const;
export type SubscribeSection = (typeof SUBSCRIBE_SECTIONS)[number];

/** GET json/friends/{user_id}/{page}.json: a member's friends (and, for the owner, requests). */
export const friendsPath = compilePath<{ user_id: number; page: number }>(
  'json/friends/{user_id}/{page}.json',
  {
    user_id: userId,
    page,
  },
);

/** GET json/wall/{user_id}/{page}.json: the posts on a member's wall, newest first. */
export const wallPath = compilePath<{ user_id: number; page: number }>('json/wall/{user_id}/{page}.json', {
  user_id: userId,
  page,
});

/**
 * GET json/wall-replies/{post_id}/{page}.json: the replies to one wall post, page 1 the
 * newest (SOCIAL_PAGE_SIZE.wall_replies); the site shows each page oldest first under the post.
 */
export const wallRepliesPath = compilePath<{ post_id: number; page: number }>(
  'json/wall-replies/{post_id}/{page}.json',
  { post_id: intCodec(1, 2_147_483_647), page },
);

/** GET json/messages/{page}.json: the signed-in member's conversations, latest first. */
export const conversationsPath = compilePath<{ page: number }>('json/messages/{page}.json', { page });

/**
 * GET json/messages/{with}/{page}.json: the messages between the signed-in member and one
 * other, newest first. Reading it marks the other's messages read (the session cookie is
 * SameSite=Lax, so another site's page cannot make a browser read it signed in).
 */
export const conversationPath = compilePath<{ with: number; page: number }>(
  'json/messages/{with}/{page}.json',
  {
    with: userId,
    page,
  },
);

/** GET json/messages/unread.json: how many messages the signed-in member has not read. */
export const UNREAD_PATH = 'json/messages/unread.json';

/** GET json/relation/{user_id}.json: the signed-in member's relation to another member. */
export const relationPath = compilePath<{ user_id: number }>('json/relation/{user_id}.json', {
  user_id: userId,
});

/** GET json/subscribed/{section}/{object_id}.json: whether the signed-in member is subscribed. */
export const subscribedPath = compilePath<{ section: SubscribeSection; object_id: number }>(
  'json/subscribed/{section}/{object_id}.json',
  { section: oneOf(SUBSCRIBE_SECTIONS), object_id: userId },
);
