import { type LibraryParams, libraryPath } from '@tubekit/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { isInternalRequest } from '../http/cached-json.ts';
import { ApiError, sendError } from '../http/errors.ts';
import { listBookmarks, listLibraryVideos } from './library-reads.ts';

/** Options of the library plugin. */
export interface LibraryRoutesOptions {
  db: Db;
}

/**
 * Who may read a list: favourites any signed-in member (the member space is members-only,
 * spec section 2; the profile's tab table in the server README), watch later, history and
 * bookmarks their owner only.
 */
function mayRead(params: LibraryParams, viewer: number): boolean {
  return params.section === 'favourite_videos' || params.user_id === viewer;
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
 * member's favourites, watch later, history or bookmarks (issue #17). The writes are
 * input.php's library acts (`library-stat.ts`, called from the social plugin).
 *
 * Every answer depends on who asks, so none is shared: `Cache-Control: private, no-store`
 * on every list (no browser or proxy keeps one; a back navigation asks again), never the
 * response cache, and the per-address jsond limit like every lifetime-0 path.
 */
export const libraryRoutes: FastifyPluginAsync<LibraryRoutesOptions> = async (app, { db }) => {
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
    if (!mayRead(params, viewer.user_id)) throw new ApiError('no_permission');
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
