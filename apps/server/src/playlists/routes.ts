import { PLAYLIST_ENDPOINT, type PlaylistActAnswer } from '@tubekit/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Member } from '../accounts/sessions.ts';
import { signedIn } from '../community/routes.ts';
import { memberLimiter } from '../community/social-limits.ts';
import type { Db } from '../db/connect.ts';
import type { Clock } from '../http/clock.ts';
import { ApiError } from '../http/errors.ts';
import type { PerIpLimit } from '../http/rate-limit.ts';
import { installFormBody } from '../social/form-body.ts';
import { forgetCachedPlaylist } from './playlist-cache.ts';
import { installPlaylistReads } from './playlist-reads.ts';
import { type PlaylistRequest, parsePlaylistRequest } from './playlist-request.ts';
import {
  addVideo,
  createPlaylist,
  deletePlaylist,
  editPlaylist,
  ownedPlaylist,
  removeVideo,
  reorderVideos,
  type WriteResult,
} from './playlist-writes.ts';

/**
 * playlist.php calls one member may make a minute (the spec gives no number): building a
 * playlist by hand is a click every few seconds; 60 bounds what a script can churn.
 */
export const PLAYLIST_RATE: PerIpLimit = { max: 60, windowMs: 60_000 };

/** Options of the playlists plugin. */
export interface PlaylistRoutesOptions {
  db: Db;
  clock?: Clock;
}

/**
 * POST playlist.php (a member's playlists: create, edit, delete, add, remove, reorder) and
 * the json/playlists and json/playlist reads (issue #17). Every change needs the session's
 * member and, but for create, their own playlist (a moderator may delete any); each one
 * forgets the playlist's cached answers. Needs `installRateLimits` and the accounts first.
 */
export const playlistRoutes: FastifyPluginAsync<PlaylistRoutesOptions> = async (app, options) => {
  const { db } = options;
  const clock = options.clock ?? app.clock;
  const nowS = () => Math.floor(clock.now() / 1000);
  const limit = memberLimiter(app, 'playlists', PLAYLIST_RATE);

  installPlaylistReads(app, db);
  installFormBody(app);

  async function act(call: PlaylistRequest, member: Member): Promise<WriteResult> {
    if (call.act === 'create') return createPlaylist(db, member.user_id, call, nowS());
    const id = await ownedPlaylist(db, member, call.playlistId, call.act === 'delete');
    switch (call.act) {
      case 'edit':
        return editPlaylist(db, id, call);
      case 'delete':
        return deletePlaylist(db, id);
      case 'add':
        return addVideo(db, id, call.videoId, nowS());
      case 'remove':
        return removeVideo(db, id, call.videoId);
      case 'reorder':
        return reorderVideos(db, id, call.videoIds);
    }
  }

  app.post(`/${PLAYLIST_ENDPOINT}`, async (request, reply): Promise<PlaylistActAnswer> => {
    reply.header('cache-control', 'private, no-store');
    const member = signedIn(request);
    const call = parsePlaylistRequest(request.body);
    await limit(request, reply);
    const answer = await act(call, member);
    forgetCachedPlaylist(app, call.act === 'create' ? (answer.playlist_id ?? 0) : call.playlistId);
    return answer;
  });
  app.route({
    method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    url: `/${PLAYLIST_ENDPOINT}`,
    handler: (_request, reply) => {
      reply.header('allow', 'POST');
      throw new ApiError('method_not_allowed');
    },
  });
};
