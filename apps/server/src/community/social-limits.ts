import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type PerIpLimit, rateLimited } from '../http/rate-limit.ts';

/**
 * What one member may send per minute (the spec gives no number). A person chatting sends a
 * few messages a minute and posts on a wall now and then; these bound what one account can
 * push at others: 10 messages and 5 wall posts a minute, 60 social.php calls of any act.
 */
export const SOCIAL_LIMITS = {
  messages: { max: 10, windowMs: 60_000 },
  wallPosts: { max: 5, windowMs: 60_000 },
  actions: { max: 60, windowMs: 60_000 },
} as const satisfies Record<string, PerIpLimit>;

/** Counts one request of the signed-in member; throws 429 `rate_limited` when over. */
export type MemberLimiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A per-member limit on the app's rate limiter (its in-process store on the app's clock),
 * keyed by user id: a member who changes address keeps their count, and members behind one
 * address do not share one.
 */
export function memberLimiter(app: FastifyInstance, name: string, limit: PerIpLimit): MemberLimiter {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request: FastifyRequest) => `social-${name}:${request.member?.user_id ?? 0}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(reply, result.ttlInSeconds);
  };
}
