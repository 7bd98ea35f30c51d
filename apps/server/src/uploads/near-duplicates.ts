import type { Db } from '../db/connect.ts';
import { fingerprintFile } from './fingerprint.ts';
import { findNearDuplicate, storeFingerprint } from './fingerprint-store.ts';

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

/** No near-duplicate lookup (tests of other steps). */
export const noNearDuplicates: NearDuplicates = async () => null;

/**
 * The real lookup: fingerprint.ts's frame hashes, stored for later uploads to match, and
 * fingerprint-store.ts's best earlier match.
 */
export const fingerprintNearDuplicates: NearDuplicates = async (db, uploadId, path, duration, signal) => {
  const fp = await fingerprintFile(path, duration, signal);
  await storeFingerprint(db, uploadId, fp);
  const match = await findNearDuplicate(db, fp, uploadId);
  return match ? { video_id: match.video_id, score: match.score } : null;
};
