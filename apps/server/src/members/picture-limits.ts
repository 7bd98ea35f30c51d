import type { FastifyInstance } from 'fastify';
import { type MemberLimiter, memberLimiter } from '../community/social-limits.ts';
import type { PerIpLimit } from '../http/rate-limit.ts';

/**
 * Avatar and cover uploads per member (the spec gives no number): each one is decoded and
 * re-encoded by sharp, the costliest thing a member can ask of the server. A person tries a
 * few pictures before keeping one; 10 in 10 minutes (avatar and cover counted together,
 * refused uploads too, since the decoding is the cost) bounds what one account can make the
 * server do.
 */
export const PICTURE_UPLOAD_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const satisfies PerIpLimit;

/**
 * Counts one picture upload of the signed-in member on the app's rate limiter (its store on
 * the app's clock, keyed by user id, as social.php's limits); the 11th of a window throws
 * 429 `rate_limited` with `Retry-After`, before the upload is read.
 */
export function pictureUploadLimiter(app: FastifyInstance): MemberLimiter {
  return memberLimiter(app, 'pictures', PICTURE_UPLOAD_LIMIT);
}
