import type { VideoFileSource } from '@tubekit/contract';
// The consumer app's clips, the same generated media: that app is copied out of the
// workspace and cannot import from here, so the definitions live on its side.
import { LADDER_SECONDS, ladder, long, longMaster, source } from '../../consumer/app/src/sources.ts';

export { LADDER_SECONDS, LONG_SECONDS } from '../../consumer/app/src/sources.ts';

/** Named source sets the tests pick with `?fixture=`. */
export const FIXTURES: Record<string, () => VideoFileSource[]> = {
  ladder,
  long,
  'long-master': longMaster,
  // A 360° video: the player loads three.js and asks its text_redirect URL first.
  vr: () => [{ ...source('/media/clip_hd.mp4', '_hd.mp4', LADDER_SECONDS), vr: 'vr_360_mono' }],
  missing: () => [source('/media/missing_hd.mp4', '_hd.mp4', LADDER_SECONDS)],
};
