import type { CaptchaChallenge } from '@tubekit/contract';
import { solveChallenge } from 'altcha-lib/v1';

/** A challenge's ALTCHA part, or a thrown error when the captcha is another provider's. */
export function altchaPart(captcha: CaptchaChallenge) {
  if (captcha.provider !== 'altcha') throw new Error(`expected an altcha challenge, got ${captcha.provider}`);
  return captcha.challenge;
}

/** The payload fields of a solution, as the widget sends them before base64. */
export interface SolutionFields {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
  took: number;
}

/** Solves a challenge with altcha-lib's own solver and returns the payload's fields. */
export async function solveFields(captcha: CaptchaChallenge): Promise<SolutionFields> {
  const c = altchaPart(captcha);
  const solved = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solved) throw new Error('no solution within maxnumber');
  return {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solved.number,
    salt: c.salt,
    signature: c.signature,
    took: solved.took,
  };
}

/** The form's `tok` for a value: base64 of its JSON, as the widget's btoa makes it. */
export function tokenOf(value: unknown): string {
  return Buffer.from(JSON.stringify(value) ?? '').toString('base64');
}

/** Solves a challenge and returns the `tok` a form would send. */
export async function solvedToken(captcha: CaptchaChallenge): Promise<string> {
  return tokenOf(await solveFields(captcha));
}
