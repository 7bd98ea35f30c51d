/**
 * `@tubekit/player/vr`: the lazy VR feature (three.js). The core loads it with import()
 * only for sources with a `vr` field.
 */
import { createVrModule } from './create-vr-module';
import { loadThree } from './loader';
import type { VrModule } from './types';

export { createVrModule } from './create-vr-module';
export { parseVrMode, type VrMode } from './mode';
export type { VrAttachOptions, VrModule, VrView } from './types';

/** Loads three.js and returns the VR feature. */
export async function loadVrModule(): Promise<VrModule> {
  return createVrModule(await loadThree());
}
