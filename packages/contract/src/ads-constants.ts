/**
 * The ads constants of spec section 9, read by the player's ads entry. Apart from
 * `constants.ts` so that the ads chunk carries them, not the browser chunk of every page's
 * first load.
 */
export const ADS = {
  skipOffset: 5,
  requestTimeoutMs: 5000,
  requestTimeoutMobileMs: 10000,
  maxRedirects: 8,
  prerollSetupRetries: 50,
  prerollSetupRetryMs: 100,
  remnantRemoveMs: 10000,
} as const;
