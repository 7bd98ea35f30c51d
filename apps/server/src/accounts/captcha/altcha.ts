import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CaptchaChallenge } from '@tubekit/contract';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Db } from '../../db/connect.ts';
import type { Clock } from '../../http/clock.ts';
import { type AltchaSolution, parseAltchaSolution } from './altcha-solution.ts';
import type { Captcha } from './captcha.ts';
import { SpentChallenges } from './spent-challenges.ts';

/**
 * The largest secret number of a challenge: the widget tries 0, 1, 2... until SHA-256(salt +
 * n) matches, so a solve takes on average half this many hashes. ALTCHA's benchmark
 * (altcha.org/docs/complexity) solves 100,000 in 0.83 s on an iPhone 12 mini and 2.5 s on a
 * Samsung Galaxy A14 (a low-end Android phone of 2023). At 50,000 that phone needs 0.6 s on
 * average and 1.25 s at worst, the iPhone 0.2 s and 0.4 s; a bot pays the same per form.
 */
export const ALTCHA_MAX_NUMBER = 50_000;

/** How long a challenge stays solvable: time to fill in the form, not to stockpile solutions. */
export const ALTCHA_LIFETIME_MS = 10 * 60 * 1000;

export interface AltchaCaptchaOptions {
  db: Db;
  clock: Clock;
  /** The HMAC key that signs challenges (a key derived from the server secret, not the secret). */
  hmacKey: string;
  /** The largest secret number (ALTCHA_MAX_NUMBER); tests make it tiny to solve fast. */
  maxNumber?: number;
}

/**
 * The self-hosted ALTCHA proof of work (altcha-lib's v1 challenges, the shape of the
 * contract's AltchaChallenge, which the widget still solves). A challenge is signed and
 * carries its expiry in its salt, so issuing one stores nothing; accepting a solution
 * records the challenge in `captcha_spent`, so each solves one form on whichever server.
 */
export function altchaCaptcha(options: AltchaCaptchaOptions): Captcha {
  const { clock, hmacKey } = options;
  const maxNumber = options.maxNumber ?? ALTCHA_MAX_NUMBER;
  const spent = new SpentChallenges({ db: options.db, clock });
  return {
    async challenge(): Promise<CaptchaChallenge> {
      const made = await createChallenge({
        algorithm: 'SHA-256',
        hmacKey,
        maxNumber,
        expires: new Date(clock.now() + ALTCHA_LIFETIME_MS),
      });
      const { algorithm, challenge, maxnumber, salt, signature } = made;
      return { provider: 'altcha', challenge: { algorithm, challenge, maxnumber, salt, signature } };
    },

    async verify(token: string): Promise<boolean> {
      const solution = parseAltchaSolution(token);
      if (!solution) return false;
      // Our clock, not altcha-lib's Date.now(): the library's expiry check is turned off below.
      if (clock.now() >= solution.expiresAtS * 1000) return false;
      if (!signedByUs(solution, hmacKey)) return false;
      if (!(await verifySolution(solution, hmacKey, false))) return false;
      return spent.spend(solution.signature, solution.expiresAtS);
    },
  };
}

/**
 * Whether the solution's signature is our HMAC of its challenge, compared in constant time.
 * verifySolution checks it too, with `===`, whose timing could let a patient client learn
 * a valid signature for a challenge of its own making (one whose number it knows).
 */
function signedByUs(solution: AltchaSolution, hmacKey: string): boolean {
  const expected = createHmac('sha256', hmacKey).update(solution.challenge).digest();
  return timingSafeEqual(expected, Buffer.from(solution.signature, 'hex'));
}
