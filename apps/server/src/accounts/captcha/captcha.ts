import type { CaptchaChallenge } from '@tubekit/contract';

/**
 * The captcha of the account forms that make accounts or send mail (FORMS_WITH_CAPTCHA):
 * the self-hosted ALTCHA proof of work by default, or a third-party provider chosen by env.
 */
export interface Captcha {
  /** What a form shows: a fresh single-use ALTCHA challenge, or the provider's site key. */
  challenge(): Promise<CaptchaChallenge>;
  /**
   * Whether `token` (the form's `tok`) is a valid solution: an ALTCHA solution of one of our
   * challenges, unexpired and not used before (it is spent by this call), or a provider
   * token its siteverify accepts for `ip`.
   */
  verify(token: string, ip: string): Promise<boolean>;
}
