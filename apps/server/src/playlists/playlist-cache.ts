import { LIFETIME, playlistPath } from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Makes a playlist change show at once on the server (spec section 4, "a video added to a
 * playlist shows within about a minute"): forgets the cached answers of the playlist's
 * public path (the site's lifetime) and every cached playlists listing (its title, count
 * and sort keys changed; a listing names its member only at the end of its path, so no
 * prefix picks one member's). Browsers keep json/playlist for `LIFETIME.playlist` (60 s);
 * a client asking with another lifetime waits for its entry to expire (MAX_CACHE_TTL_MS).
 */
export function forgetCachedPlaylist(app: FastifyInstance, playlistId: number): void {
  app.responseCache.forgetPrefix(playlistPath.build({ lifetime: LIFETIME.playlist, id: playlistId }));
  app.responseCache.forgetPrefix('json/playlists/');
}
