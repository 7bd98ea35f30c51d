/** Parsed `vr` field: prefix_angle_format, e.g. `vr_180_sbs`, `vr_360_mono`, `vr_360_tb`. */
export interface VrMode {
  angle: 180 | 360;
  /** sbs: side by side stereo, tb: top-bottom stereo, mono: one picture. */
  layout: 'sbs' | 'tb' | 'mono';
}

/** Parses the `vr` field; unknown parts fall back to a 360 mono sphere. */
export function parseVrMode(value: string): VrMode {
  const parts = value.toLowerCase().split('_');
  const angle = parts.includes('180') ? 180 : 360;
  const layout = parts.includes('sbs') || parts.includes('lr') ? 'sbs' : parts.includes('tb') ? 'tb' : 'mono';
  return { angle, layout };
}
