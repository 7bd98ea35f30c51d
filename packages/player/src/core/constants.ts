/**
 * Business constants of the player (spec section 9). The numbers live in the contract's
 * `PLAYER`, so the server (which makes HLS only above the same threshold) and the player
 * never disagree; these names are the player's public spelling of them.
 */
import { PLAYER } from '@tubekit/contract';

/** HLS is used only when the video is longer than this (seconds). */
export const HLS_MIN_DURATION = PLAYER.hlsThresholdSeconds;
/** The related panel opens only when the player is wider than this (px). */
export const RELATED_MIN_WIDTH = PLAYER.relatedMinWidth;
/** Under this width (px) the countdown runs only in fullscreen. */
export const COUNTDOWN_MIN_WIDTH = PLAYER.countdownMinWidth;
/** Next-video countdown length (seconds). */
export const COUNTDOWN_SECONDS = PLAYER.countdownSeconds;
/** One forward/back tap (seconds). */
export const SEEK_STEP = PLAYER.seekStepSeconds;
/** Taps are applied as one seek this long after the last one (ms). */
export const SEEK_DELAY_MS = PLAYER.seekApplyDelayMs;
