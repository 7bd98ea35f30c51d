import {
  conversationPath,
  conversationsPath,
  friendsPath,
  type PathShape,
  relationPath,
  SOCIAL_ENDPOINT,
  type SocialActAnswer,
  subscribedPath,
  UNREAD_PATH,
  wallPath,
  wallRepliesPath,
} from '@tubekit/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Member } from '../accounts/sessions.ts';
import { type CommentLimiter, commentLimiter } from '../comments/comment-limits.ts';
import type { Db } from '../db/connect.ts';
import { pathOf } from '../http/cached-json.ts';
import type { Clock } from '../http/clock.ts';
import { ApiError } from '../http/errors.ts';
import { rateLimited } from '../http/rate-limit.ts';
import { installFormBody } from '../social/form-body.ts';
import { acceptFriend, block, declineFriend, removeFriend, requestFriend, unblock } from './friend-acts.ts';
import { listFriends } from './friends-query.ts';
import { listConversations, readConversation, sendMessage, unreadCount } from './messages.ts';
import { existingMember, friendState, isBlocking } from './relations.ts';
import { memberLimiter, SOCIAL_LIMITS } from './social-limits.ts';
import { parseSocialRequest, type SocialRequest } from './social-request.ts';
import { isSubscribed } from './subscribe.ts';
import { deleteWallPost, listWall, postOnWall } from './wall.ts';
import { addWallReply, deleteWallReply, listWallReplies, mayReplyTo } from './wall-replies.ts';

/** Options of the community plugin. */
export interface CommunityRoutesOptions {
  db: Db;
  clock?: Clock;
  /**
   * The comments' limiter (5 per member, 20 per address in 10 minutes): wall replies are
   * comments and count in the same windows, so the app passes comment.php's own limiter.
   */
  commentLimits?: CommentLimiter;
}

/** The signed-in member of a request, or 401 not_logged_in. */
export function signedIn(request: FastifyRequest): Member {
  if (!request.member) throw new ApiError('not_logged_in');
  return request.member;
}

/** Private answers: they depend on who asks, so no shared cache or browser cache keeps one. */
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

/**
 * POST social.php (friends, wall, messages, blocks) and the private reads of friends, the
 * wall, messages and relations (issue #17). Everything needs a signed-in member
 * (`request.member`, from the accounts' root hook); every answer is `private, no-store`.
 * Needs `installRateLimits` and the accounts on the app first.
 */
export const communityRoutes: FastifyPluginAsync<CommunityRoutesOptions> = async (app, options) => {
  const { db } = options;
  const clock = options.clock ?? app.clock;
  const nowS = () => Math.floor(clock.now() / 1000);
  const limits = {
    actions: memberLimiter(app, 'actions', SOCIAL_LIMITS.actions),
    messages: memberLimiter(app, 'messages', SOCIAL_LIMITS.messages),
    wallPosts: memberLimiter(app, 'wall', SOCIAL_LIMITS.wallPosts),
  };
  const commentLimits = options.commentLimits ?? commentLimiter(app);

  /** A reply to a wall post: the wall's rule first, then the comment limits count it. */
  async function replyUnder(
    request: FastifyRequest,
    answer: FastifyReply,
    me: number,
    postId: number,
    text: string,
  ) {
    await mayReplyTo(db, me, postId);
    const wait = await commentLimits.take(request, me);
    if (wait > 0) throw rateLimited(answer, wait);
    return addWallReply(db, me, postId, text, nowS());
  }

  async function act(
    me: number,
    call: Exclude<SocialRequest, { act: 'wall_reply' }>,
  ): Promise<SocialActAnswer> {
    switch (call.act) {
      case 'friend_request':
        return requestFriend(db, me, call.userId, nowS());
      case 'friend_accept':
        return acceptFriend(db, me, call.userId, nowS());
      case 'friend_decline':
        return declineFriend(db, me, call.userId);
      case 'friend_remove':
        return removeFriend(db, me, call.userId);
      case 'block':
        return block(db, me, call.userId, nowS());
      case 'unblock':
        return unblock(db, me, call.userId);
      case 'wall_post':
        return postOnWall(db, me, call.userId, call.text, nowS());
      case 'wall_delete':
        return deleteWallPost(db, me, call.postId);
      case 'wall_reply_delete':
        return deleteWallReply(db, me, call.replyId);
      case 'message_send':
        return sendMessage(db, me, call.userId, call.text, nowS());
    }
  }

  installFormBody(app);
  app.post(`/${SOCIAL_ENDPOINT}`, async (request, reply): Promise<SocialActAnswer> => {
    noStore(reply);
    const me = signedIn(request);
    const call = parseSocialRequest(request.body);
    await limits.actions(request, reply);
    if (call.act === 'message_send') await limits.messages(request, reply);
    if (call.act === 'wall_post') await limits.wallPosts(request, reply);
    if (call.act === 'wall_reply') return replyUnder(request, reply, me.user_id, call.postId, call.text);
    return act(me.user_id, call);
  });

  /** A private GET path: the member, the parsed params, the answer, never cached. */
  function privatePath<T>(
    url: string,
    shape: PathShape<T>,
    handler: (me: number, params: T) => Promise<unknown>,
  ) {
    app.get(url, async (request, reply) => {
      noStore(reply);
      const me = signedIn(request);
      const parsed = shape.parse(pathOf(request.url));
      if (!parsed.ok) throw new ApiError(parsed.error.code, parsed.error.field);
      return handler(me.user_id, parsed.value);
    });
  }

  privatePath('/json/friends/*', friendsPath, (me, p) => listFriends(db, me, p.user_id, p.page));
  privatePath('/json/wall/*', wallPath, (me, p) => listWall(db, me, p.user_id, p.page));
  privatePath('/json/wall-replies/*', wallRepliesPath, (me, p) => listWallReplies(db, me, p.post_id, p.page));
  privatePath('/json/relation/*', relationPath, async (me, p) => {
    await existingMember(db, p.user_id);
    const [friend, blocking, subscribed] = await Promise.all([
      friendState(db, me, p.user_id),
      isBlocking(db, me, p.user_id),
      isSubscribed(db, me, 'members', p.user_id),
    ]);
    return { relation: { friend, blocking, subscribed } };
  });
  privatePath('/json/subscribed/*', subscribedPath, async (me, p) => ({
    subscribed: await isSubscribed(db, me, p.section, p.object_id),
  }));
  app.get(`/${UNREAD_PATH}`, async (request, reply) => {
    noStore(reply);
    return { unread: await unreadCount(db, signedIn(request).user_id) };
  });
  // One prefix, two shapes: json/messages/{page}.json and json/messages/{with}/{page}.json.
  app.get('/json/messages/*', async (request, reply) => {
    noStore(reply);
    const me = signedIn(request).user_id;
    const path = pathOf(request.url);
    const one = conversationPath.parse(path);
    if (one.ok) return readConversation(db, me, one.value.with, one.value.page, nowS());
    const list = conversationsPath.parse(path);
    if (list.ok) return listConversations(db, me, list.value.page);
    const error = path.split('/').length > 3 ? one.error : list.error;
    throw new ApiError(error.code, error.field);
  });
};
