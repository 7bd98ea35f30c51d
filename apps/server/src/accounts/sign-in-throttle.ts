import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ipScope } from '../http/visitor.ts';

/** At most `max` failed sign-ins per key in `windowMs`. */
export interface FailureLimit {
  max: number;
  windowMs: number;
}

/**
 * The failed sign-ins allowed before login.php answers 429 "Too many authorization
 * attempts. Try again later.": 5 per account and 20 per address (IPv6 per /64) in 15
 * minutes. A success does not reset them: a guesser who finds the password on the 5th try
 * is let in, one who has not is stopped at the 6th.
 */
export const SIGN_IN_LIMITS = {
  perAccount: { max: 5, windowMs: 15 * 60_000 },
  perIp: { max: 20, windowMs: 15 * 60_000 },
} as const satisfies Record<string, FailureLimit>;

/** Sign-up, restore, reset and resend (every signup.php act) per address: 10 an hour. */
export const SIGNUP_LIMIT = { max: 10, windowMs: 3_600_000 } as const;

/** Counts failed sign-ins through @fastify/rate-limit's store (the app's clock store). */
export interface SignInThrottle {
  /** Seconds to wait when the account or the address is over its limit; 0 when free. */
  blockedFor(request: FastifyRequest, account: string): Promise<number>;
  /** Counts one failed sign-in against the account and the address. */
  failed(request: FastifyRequest, account: string): Promise<void>;
}

/** The account key of a sign-in: the username or e-mail as typed, case-folded. */
function accountKey(account: string): string {
  return `signin-usr:${account.trim().toLowerCase()}`;
}

/** Builds the throttle on the app's rate limiter (installRateLimits must have run). */
export function signInThrottle(app: FastifyInstance): SignInThrottle {
  // The limiter takes its key from the request, so the account goes in through a WeakMap.
  const accounts = new WeakMap<FastifyRequest, string>();
  const perAccount = app.createRateLimit({
    max: SIGN_IN_LIMITS.perAccount.max,
    timeWindow: SIGN_IN_LIMITS.perAccount.windowMs,
    keyGenerator: (request) => accountKey(accounts.get(request) ?? ''),
  });
  const perIp = app.createRateLimit({
    max: SIGN_IN_LIMITS.perIp.max,
    timeWindow: SIGN_IN_LIMITS.perIp.windowMs,
    keyGenerator: (request) => `signin-ip:${ipScope(request.ip)}`,
  });
  return {
    async blockedFor(request, account) {
      accounts.set(request, account);
      let wait = 0;
      for (const check of [perAccount, perIp]) {
        const result = await check(request, { increment: false });
        if (!result.isAllowed && result.remaining === 0) wait = Math.max(wait, result.ttlInSeconds, 1);
      }
      return wait;
    },
    async failed(request, account) {
      accounts.set(request, account);
      await perAccount(request);
      await perIp(request);
    },
  };
}
