/**
 * The upload and account limits of spec section 9, shown by the information pages. Apart from
 * `constants.ts` so that the browser chunk of every page's first load does not carry them.
 */
export const LIMITS = {
  uploadMaxBytes: 10 * 1024 ** 3,
  minVideoSecondsExclusive: 6 * 60,
  minVideoSecondsNonExclusive: 10 * 60,
  minImageWidth: 1250,
  minImageHeight: 250,
  commentsPerUserPer10Min: 5,
  commentsPerIpPer10Min: 20,
  usernameMin: 3,
  passwordMin: 5,
} as const;
