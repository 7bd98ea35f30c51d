import type { QualityLabel } from '../core/types';

const SUFFIXES: Record<string, QualityLabel> = { sd: 'SD', hd: 'HD', fhd: 'Full HD' };

/** Display order of the quality menu, best first. */
export const QUALITY_ORDER: readonly QualityLabel[] = ['Full HD', 'HD', 'SD'];

/**
 * Quality label of a decoded url from its file suffix: `_sd` SD, `_hd` HD, `_fhd` Full HD
 * (spec section 2). Query strings and fragments are ignored; unknown suffixes give null.
 */
export function qualityFromUrl(url: string): QualityLabel | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const match = /_(sd|hd|fhd)\.[a-z0-9]+$/i.exec(path);
  return match ? (SUFFIXES[match[1]!.toLowerCase()] ?? null) : null;
}
