import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { Clock } from '../../http/clock.ts';
import { altchaCaptcha } from './altcha.ts';
import type { Captcha } from './captcha.ts';
import { thirdPartyCaptcha } from './third-party.ts';

/**
 * The captcha `config.captcha` chooses: ALTCHA by default, signing its challenges with a key
 * derived from the server secret (a leaked challenge key would not sign media URLs or
 * visitor cookies), or hCaptcha / Turnstile with their keys. `onError` hears why a
 * provider's siteverify could not be asked (the verification itself answers false).
 */
export function createCaptcha(options: {
  config: Config;
  db: Db;
  clock: Clock;
  onError?: (error: unknown) => void;
}): Captcha {
  const { config, db, clock } = options;
  const captcha = config.captcha;
  if (captcha.provider === 'altcha') return altchaCaptcha({ db, clock, hmacKey: altchaKey(config.secret) });
  return thirdPartyCaptcha({ ...captcha, onError: options.onError });
}

/** The ALTCHA signing key: HMAC-SHA-256 of a fixed label under the server secret, as hex. */
export function altchaKey(secret: string): string {
  return createHmac('sha256', secret).update('tubekit:altcha').digest('hex');
}
