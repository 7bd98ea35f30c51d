import type { PlayerStatus } from '../core/types';

/** Campaign whose visitors get no preroll while the content is buffering (spec section 4). */
export const NO_BUFFERING_PREROLL_CAMPAIGN = '10146';

/**
 * Whether a preroll may start now: when playing, when buffering (except campaign 10146),
 * or when idle (the one preroll before the first play). Never on pause or after the end.
 */
export function prerollAllowed(status: PlayerStatus, campaign: string | null): boolean {
  if (status === 'buffering') return campaign !== NO_BUFFERING_PREROLL_CAMPAIGN;
  return status === 'playing' || status === 'idle';
}
