import { LIMITS } from '@tubekit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ipScope } from '../http/visitor.ts';

/** A fixed window: at most `max` in `windowMs`. */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

/**
 * Spec sections 5 and 9: 5 comments per member and 20 per address (IPv6 per /64) in 10
 * minutes. Per address as well as per member, so one person with many fresh accounts is
 * still held at 20.
 */
export const COMMENT_LIMITS = {
  perMember: { max: LIMITS.commentsPerUserPer10Min, windowMs: 10 * 60_000 },
  perIp: { max: LIMITS.commentsPerIpPer10Min, windowMs: 10 * 60_000 },
} as const satisfies Record<string, WindowLimit>;

/** Reports per address: 10 in 10 minutes, so one address cannot flood the moderation queue. */
export const REPORT_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const satisfies WindowLimit;

/** Counts posted comments through @fastify/rate-limit's store (the app's clock store). */
export interface CommentLimiter {
  /**
   * Counts one comment against the member and the address; the seconds to wait when that
   * would pass either limit (nothing is counted then), 0 when it was counted.
   */
  take(request: FastifyRequest, userId: number): Promise<number>;
}

export type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Seconds to wait (at least 1) when `check` is over its limit, 0 when free. A peek
 * (`increment: false`) is over when the window is full (remaining 0), a count when it went
 * past `max`. (`isAllowed` is true only for an allow list, which these limits have not.)
 */
export async function waitOf(check: Check, request: FastifyRequest, increment: boolean): Promise<number> {
  const result = await check(request, { increment });
  if (result.isAllowed) return 0;
  const over = increment ? result.isExceeded : result.remaining === 0;
  return over ? Math.max(result.ttlInSeconds, 1) : 0;
}

/**
 * Builds the comment limiter on the app's rate limiter (installRateLimits must have run).
 * Both limits are peeked first, so a comment refused by one is not counted by the other;
 * then both are counted, and a count past a limit (two comments sent at once) refuses too.
 * Refused and invalid comments never count: the 5th comment in a window passes, the 6th
 * gets 429 until the window that began with the first is over.
 */
export function commentLimiter(app: FastifyInstance): CommentLimiter {
  // The limiter takes its key from the request, so the member goes in through a WeakMap.
  const members = new WeakMap<FastifyRequest, number>();
  const perMember = app.createRateLimit({
    max: COMMENT_LIMITS.perMember.max,
    timeWindow: COMMENT_LIMITS.perMember.windowMs,
    keyGenerator: (request: FastifyRequest) => `comment-user:${members.get(request) ?? 0}`,
  });
  const perIp = app.createRateLimit({
    max: COMMENT_LIMITS.perIp.max,
    timeWindow: COMMENT_LIMITS.perIp.windowMs,
    keyGenerator: (request: FastifyRequest) => `comment-ip:${ipScope(request.ip)}`,
  });
  return {
    async take(request, userId) {
      members.set(request, userId);
      const peeked = Math.max(await waitOf(perMember, request, false), await waitOf(perIp, request, false));
      if (peeked > 0) return peeked;
      return Math.max(await waitOf(perMember, request, true), await waitOf(perIp, request, true));
    },
  };
}
