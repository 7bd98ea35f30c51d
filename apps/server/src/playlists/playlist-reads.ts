import { playlistPath, playlistsPath } from '@tubekit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { answerCached, isInternalRequest, type ParsingShape, pathOf } from '../http/cached-json.ts';
import { ApiError } from '../http/errors.ts';
import { findPlaylist, listPlaylists } from '../social/playlists-query.ts';

/**
 * A playlist read path in two forms. Lifetime > 0: public playlists only, cached in process
 * and by browsers (`answerCached`), the same answer for everyone. Lifetime 0 (`jsond`): the
 * asking member's private playlists too, so it is `private, no-store` — no shared or
 * browser cache keeps what only the owner may see.
 */
function playlistReadPath<P extends { lifetime: number }>(
  app: FastifyInstance,
  url: string,
  shape: ParsingShape<P>,
  answer: (params: P, viewer: number | undefined) => Promise<unknown>,
): void {
  app.get(url, async (request: FastifyRequest, reply) => {
    const internal = isInternalRequest(request);
    // The server's own requests (the sitemap) may ask more per page, as on every list.
    const path = pathOf(request.url);
    const parsed = shape.parseTrusted && internal ? shape.parseTrusted(path) : shape.parse(path);
    if (!parsed.ok) {
      const code = parsed.error.code === 'invalid_path' ? 'invalid_path' : 'invalid_param';
      throw new ApiError(code, parsed.error.field);
    }
    const params = parsed.value;
    if (params.lifetime > 0)
      return answerCached(request, reply, params.lifetime, () => answer(params, undefined), []);
    if (app.jsondLimiter && !internal) await app.jsondLimiter(request, reply);
    reply.header('cache-control', 'private, no-store');
    return answer(params, request.member?.user_id);
  });
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url,
    handler: (_request, reply) => {
      reply.header('allow', 'GET, HEAD');
      throw new ApiError('method_not_allowed');
    },
  });
}

/** GET json/playlists/... and json/playlist/... (spec section 7). */
export function installPlaylistReads(app: FastifyInstance, db: Db): void {
  playlistReadPath(app, '/json/playlists/*', playlistsPath, ({ lifetime: _, ...query }, viewer) =>
    listPlaylists(db, query, viewer),
  );
  playlistReadPath(app, '/json/playlist/*', playlistPath, async (params, viewer) => {
    const answer = await findPlaylist(db, params.id, viewer);
    if (!answer) throw new ApiError('not_found');
    return answer;
  });
}
