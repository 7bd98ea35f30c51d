import { join } from 'node:path';

/**
 * Layout under the uploads dir (`Config.uploadsDir`, outside the media root):
 *   tus/<tus_id>, tus/<tus_id>.json   the bytes as they arrive (@tus/server FileStore)
 *   work/<upload_id>/<n>.jpg          candidate previews (1-based), image.jpg an uploaded one
 * With S3 (cluster mode, s3-upload-storage.ts) the same names lie under `<prefix>uploads/`
 * in the bucket (tus/<tus_id> with @tus/s3-store's .info and .part), and the uploads dir
 * holds only what a check downloads (`checking/`) and makes (`frames/<upload_id>/`), deleted after.
 * Every name is one we generated (the tus id, the upload id): the member's file name is
 * only ever shown, never part of a path.
 */
export function tusDir(root: string): string {
  return join(root, 'tus');
}

/** The received bytes of one tus upload. */
export function tusFile(root: string, tusId: string): string {
  return join(tusDir(root), tusId);
}

/** An upload's own folder (its candidate frames and uploaded preview). */
export function uploadWorkDir(root: string, uploadId: number): string {
  return join(root, 'work', String(uploadId));
}

/** Candidate preview `n` (1-based), or the uploaded image for `n` = -1. */
export function previewFile(root: string, uploadId: number, n: number): string {
  return join(uploadWorkDir(root, uploadId), n === -1 ? 'image.jpg' : `${n}.jpg`);
}

/** The key of preview `n` (as previewFile) in the uploads area of the bucket. */
export function previewKey(uploadId: number, n: number): string {
  return `work/${uploadId}/${n === -1 ? 'image' : n}.jpg`;
}

/** The name an upload's source gets in the sources dir (relative to it). */
export function sourceName(uploadId: number): string {
  return `upload-${uploadId}`;
}

/** The name of an upload's chosen poster in the sources dir (relative to it). */
export function posterName(uploadId: number): string {
  return `upload-${uploadId}-poster.jpg`;
}

/** The URL of candidate `n` (or -1: the uploaded image) for its owner and the moderators. */
export function previewUrl(uploadId: number, n: number): string {
  return `/upload/previews/${uploadId}/${n === -1 ? 'image' : n}.jpg`;
}
