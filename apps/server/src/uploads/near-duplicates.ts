import type { Db } from '../db/connect.ts';

/** A near duplicate found for an upload: the matching video (if it became one) and how close. */
export interface NearMatch {
  video_id: number | null;
  score: number;
}

/**
 * Fingerprints an upload's file, keeps the fingerprint, and returns the closest earlier
 * upload above the match threshold, or null. The check step calls it after the exact
 * duplicate test; the fingerprint module (fingerprint.ts) provides the real one.
 */
export type NearDuplicates = (
  db: Db,
  uploadId: number,
  path: string,
  durationSeconds: number,
  signal?: AbortSignal,
) => Promise<NearMatch | null>;

/** No near-duplicate lookup (until the fingerprint module is wired). */
export const noNearDuplicates: NearDuplicates = async () => null;
