import type { VastMediaFile } from './vast-types';

/**
 * Picks the media file the browser can play: progressive video that is not VPAID (VPAID
 * and Flash need code we do not run; the IAB v3 samples mark plain files
 * apiFramework="VAST"), preferring the width nearest the player.
 * Returns null when nothing fits (VAST error 403).
 */
export function pickMediaFile(
  files: VastMediaFile[],
  canPlay: (type: string) => boolean,
  width: number,
): VastMediaFile | null {
  const playable = files.filter(
    (f) =>
      f.fileURL &&
      !/vpaid/i.test(f.apiFramework ?? '') &&
      f.deliveryType !== 'streaming' &&
      canPlay(f.mimeType),
  );
  playable.sort((a, b) => Math.abs(a.width - width) - Math.abs(b.width - width));
  return playable[0] ?? null;
}
