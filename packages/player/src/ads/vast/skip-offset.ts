/**
 * When an ad may be skipped, in seconds of its own playback (its playhead, so a pause for a
 * click-through does not bring it closer):
 *
 * - the creative's `skipoffset` when it declares one: a time (`00:00:07`), or a percentage
 *   of the media actually playing (`25%` of a 12 s file is 3 s; of the declared
 *   `<Duration>` until the media's is known);
 * - otherwise the site's default (spec section 9: skipoffset 5).
 *
 * Never earlier than the ad says: an offset past the ad's end means it cannot be skipped.
 * Returns Infinity while a percentage has no duration to be taken of.
 */
export function skipOffsetSeconds(
  declared: number | null | undefined,
  fallback: number,
  mediaDuration: number,
  declaredDuration: number | undefined,
): number {
  // null: no skipoffset; -1: the client could not read it as a time.
  if (declared == null || declared === -1) return fallback;
  if (declared >= 0) return declared;
  const duration = mediaDuration > 0 ? mediaDuration : (declaredDuration ?? 0);
  // A percentage, kept by fetch-vast.ts as -1000 x n.
  return duration > 0 ? (duration * -declared) / 1e5 : Number.POSITIVE_INFINITY;
}
