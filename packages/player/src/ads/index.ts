/**
 * `@tubekit/player/ads`: the optional ads layer (VAST preroll with backup tags, pause ad,
 * pre-play overlay, Google IMA adapter). The player core never imports it; the VAST
 * client and the IMA SDK load only when a tag is actually requested.
 */
export { adLoadTrackingUrl } from './ad-load-tracking';
export { createAds } from './create-ads';
export { detectDevice, pauseAdAllowed } from './device';
export { NO_BUFFERING_PREROLL_CAMPAIGN, prerollAllowed } from './preroll-rules';
export type {
  AdDevice,
  AdEngine,
  AdGoalName,
  AdOutcome,
  AdPlayContext,
  AdsController,
  AdsOptions,
  PauseAdOptions,
  PreplayAdOptions,
  SlotRenderer,
} from './types';
export { VAST_ERROR } from './vast/error-codes';
