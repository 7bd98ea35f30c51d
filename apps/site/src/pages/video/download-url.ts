import { decodeVideoUrl, type VideoFileSource } from '@tubekit/contract';

/** mp4 formats from the best down: what a member downloads is the best one there is. */
const MP4_BEST_FIRST = ['_fhd.mp4', '_hd.mp4', '_sd.mp4'] as const;

/**
 * The file behind a member's download button (spec section 1: "instant video download"):
 * the best mp4 source, decoded (HLS is a playlist, not a file to keep). Null when there is
 * no mp4 or its URL does not decode.
 */
export function downloadUrl(sources: readonly VideoFileSource[]): string | null {
  for (const format of MP4_BEST_FIRST) {
    const source = sources.find((s) => s.format === format);
    if (source) return decodeVideoUrl(source.video_url);
  }
  return null;
}
