import { type CommentSection, commentsPath, LIFETIME } from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Makes a new or deleted comment show at once: forgets every cached page of the object's
 * public json/comments path (the site's lifetime, any `?page=`). Signed-in members read
 * the uncached `jsond` path anyway (spec section 6), so the poster sees their comment
 * whatever is cached; this is for everyone else who loads the page next. A client asking
 * with another lifetime waits for its entry to expire (at most MAX_CACHE_TTL_MS, 60 s).
 */
export function forgetCachedComments(app: FastifyInstance, section: CommentSection, objectId: number): void {
  app.responseCache.forgetPrefix(
    commentsPath.build({ lifetime: LIFETIME.comments, section, object_id: objectId }),
  );
}
