import { UPLOAD_RULES } from './uploads.ts';

/**
 * The upload and account limits of spec section 9, shown by the information pages. Apart from
 * `constants.ts` so that the browser chunk of every page's first load does not carry them.
 */
export const LIMITS = {
  // The upload page's and the server's own rules, so the pages cannot show other figures.
  uploadMaxBytes: UPLOAD_RULES.maxBytes,
  minVideoSecondsExclusive: UPLOAD_RULES.minSecondsExclusive,
  minVideoSecondsNonExclusive: UPLOAD_RULES.minSecondsNonExclusive,
  minImageWidth: 1250,
  minImageHeight: 250,
  commentsPerUserPer10Min: 5,
  commentsPerIpPer10Min: 20,
  usernameMin: 3,
  passwordMin: 5,
} as const;
