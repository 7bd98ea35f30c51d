import { type LibrarySection, libraryPath, type MemberTab } from '@tubekit/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { isInternalRequest } from '../http/cached-json.ts';
import { ApiError, sendError } from '../http/errors.ts';
import { type FriendCheck, mayViewTab } from '../members/tab-access.ts';
import { listBookmarks, listLibraryVideos } from './library-reads.ts';

/** Options of the library plugin. */
export interface LibraryRoutesOptions {
  db: Db;
  /** Who is whose friend (friends may see favourites); without one nobody is a friend. */
  areFriends?: FriendCheck;
}

/** The profile tab whose viewers may read each list. */
const LIST_TABS = {
  favourite_videos: 'favourite_videos',
  watch_later_videos: 'watch_later_videos',
  history: 'history',
  bookmarks: 'bookmarks',
} as const satisfies Record<LibrarySection, MemberTab>;

/**
 * Whether `viewer` may read `ownerId`'s list: the profile's tab rule (`TAB_VIEWERS` in the
 * contract, which the site's tabs follow too): favourites the owner and their friends,
 * watch later, history and bookmarks the owner alone.
 */
export function mayReadList(
  viewer: { user_id: number } | null,
  ownerId: number,
  section: LibrarySection,
  areFriends?: FriendCheck,
): Promise<boolean> {
  return mayViewTab(viewer, ownerId, LIST_TABS[section], areFriends);
}

/** Whether the member exists: another member's unknown id is 404, not an empty list. */
async function memberExists(db: Db, userId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('users')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * GET json/library/0/{section}/{count}/{thousand}/{user_id}.{page}.jsond: one page of a
 * member's favourites, watch later, history or bookmarks (issue #17), for whom `mayReadList` allows. The writes are
 * input.php's library acts (`library-stat.ts`, called from the social plugin).
 *
 * Every answer depends on who asks, so none is shared: `Cache-Control: private, no-store`
 * on every list (no browser or proxy keeps one; a back navigation asks again), never the
 * response cache, and the per-address jsond limit like every lifetime-0 path.
 */
export const libraryRoutes: FastifyPluginAsync<LibraryRoutesOptions> = async (app, { db, areFriends }) => {
  async function answer(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'private, no-store');
    const parsed = libraryPath.parse(request.url.split('?')[0] ?? '');
    if (!parsed.ok) {
      const code = parsed.error.code === 'invalid_path' ? 'invalid_path' : 'invalid_param';
      throw new ApiError(code, parsed.error.field);
    }
    const params = parsed.value;
    if (app.jsondLimiter && !isInternalRequest(request)) await app.jsondLimiter(request, reply);
    const viewer = request.member;
    if (!viewer) throw new ApiError('not_logged_in');
    if (!(await memberExists(db, params.user_id))) throw new ApiError('not_found');
    if (!(await mayReadList(viewer, params.user_id, params.section, areFriends)))
      throw new ApiError('no_permission');
    const page = { userId: params.user_id, page: params.page, count: params.count };
    return params.section === 'bookmarks'
      ? listBookmarks(db, page)
      : listLibraryVideos(db, params.section, page);
  }

  // Error answers carry no list, so the error handler's no-cache suits them.
  app.get('/json/library/*', answer);
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/json/library/*',
    handler: (_request, reply) =>
      sendError(reply.header('allow', 'GET, HEAD'), new ApiError('method_not_allowed')),
  });
};
