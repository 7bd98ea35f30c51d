import type { QualityLabel } from '../core/types';

/** Maps a rendition height to the site's quality labels (480p and less is SD, 720p HD). */
export function labelFromHeight(height: number): QualityLabel {
  if (height <= 480) return 'SD';
  if (height <= 720) return 'HD';
  return 'Full HD';
}
