/**
 * `@tubekit/player/hls`: the lazy HLS feature. The core loads it with import() only for
 * videos longer than 1800 s that have an HLS source.
 */
import { createHlsModule, type HlsConstructorLike } from './create-hls-module';
import { loadHlsLibrary } from './loader';
import type { HlsModule } from './types';

export type { HlsConstructorLike, HlsLike } from './create-hls-module';
export { createHlsModule } from './create-hls-module';
export { labelFromHeight } from './levels';
export type { HlsAttachment, HlsAttachOptions, HlsModule } from './types';

/** Loads hls.js (light build) and returns the HLS feature. */
export async function loadHlsModule(): Promise<HlsModule> {
  const Hls = await loadHlsLibrary();
  return createHlsModule(Hls as unknown as HlsConstructorLike);
}
