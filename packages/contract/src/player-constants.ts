/**
 * The numbers of spec section 9 the player reads: its "Player" line, its share of the
 * "Timers" line, and section 4's countdown width. The server reads the HLS threshold too.
 *
 * Why a module of its own: the player's main chunk imports this and nothing else of the
 * constants, so it shares no chunk with the ads entry (which reads `ADS` in ads-constants.ts)
 * and a short-mp4 page still loads one file.
 */
export const PLAYER = {
  /** HLS only for videos longer than this (s): the server makes it, the player picks it. */
  hlsThresholdSeconds: 1800,
  /** The related panel opens only on players wider than this (px). */
  relatedMinWidth: 420,
  /** Under this width (px) the next-video countdown runs only in fullscreen. */
  countdownMinWidth: 536,
  /** The next-video countdown counts down from this (s). */
  countdownSeconds: 12,
  /** One forward/back tap (s). */
  seekStepSeconds: 10,
  /** Accumulated taps apply as one seek this long after the last one (ms). */
  seekApplyDelayMs: 1500,
} as const;
