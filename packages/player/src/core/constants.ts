/** Business constants of the player (spec section 9). */

/** HLS is used only when the video is longer than this (seconds). */
export const HLS_MIN_DURATION = 1800;
/** The related panel opens only when the player is wider than this (px). */
export const RELATED_MIN_WIDTH = 420;
/** Under this width (px) the countdown runs only in fullscreen. */
export const COUNTDOWN_MIN_WIDTH = 536;
/** Next-video countdown length (seconds). */
export const COUNTDOWN_SECONDS = 12;
/** One forward/back tap (seconds). */
export const SEEK_STEP = 10;
/** Taps are applied as one seek this long after the last one (ms). */
export const SEEK_DELAY_MS = 1500;
