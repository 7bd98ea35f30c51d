import type { Gender } from './constants.ts';

/**
 * The upload rules of spec sections 5 and 9, checked by the upload page before a byte is
 * sent and again by the server, which is the authority. The category range, the text
 * lengths and the quotas are ours (the spec names a `{min}`/`{max}` without values).
 */
export const UPLOAD_RULES = {
  /** 10 GB (spec section 9), in bytes. */
  maxBytes: 10 * 1024 ** 3,
  /** Minimum length of an exclusive video: 6 minutes. */
  minSecondsExclusive: 6 * 60,
  /** Minimum length of a non-exclusive video: 10 minutes. */
  minSecondsNonExclusive: 10 * 60,
  categoriesMin: 1,
  categoriesMax: 5,
  titleMin: 5,
  titleMax: 120,
  descriptionMax: 2000,
  /** Uploads a member may start in 24 hours. */
  uploadsPerDay: 10,
  /** Bytes a member may have declared in uploads not yet finished. */
  bytesInFlight: 20 * 1024 ** 3,
} as const;

/** The allowed file types (spec section 5), lower case, without the dot. */
export const UPLOAD_EXTENSIONS = [
  '3gp',
  'mp4',
  'mov',
  'asf',
  'flv',
  'mpg',
  'avi',
  'mpeg',
  'wmv',
  'rm',
  'dat',
  'mkv',
  'vob',
  'm2v',
  'm2t',
  'm4v',
  'f4v',
  'mts',
  'webm',
] as const;

/** A file name the spec accepts: Latin letters and digits, then one allowed extension. */
export const UPLOAD_FILE_NAME = /^[A-Za-z0-9]+\.[A-Za-z0-9]+$/;

/** The forbidden content (spec section 5): shown on the upload page and as reject reasons. */
export const FORBIDDEN_CONTENT = [
  'minors',
  'animals',
  'rape',
  'incest',
  'violence',
  'blood',
  'vomiting',
] as const;
export type ForbiddenContent = (typeof FORBIDDEN_CONTENT)[number];

/**
 * Why an upload was refused, as `{field, code}` of an `UploadErrorAnswer`:
 * - `extension` not one of UPLOAD_EXTENSIONS; `file_name` not Latin letters and digits;
 *   `too_large` over UPLOAD_RULES.maxBytes; `too_short` under the minimum length for its
 *   exclusivity; `damaged` ffprobe finds no sound video stream, or not the duration claimed;
 *   `duplicate` the same bytes as a video already uploaded.
 * - `quota_uploads` UPLOAD_RULES.uploadsPerDay reached; `quota_bytes` bytesInFlight exceeded.
 * - `preview_required` no preview chosen; `preview_failed` the preview image is not an
 *   image ("Error uploading preview").
 * - `not_uploaded` the upload id is unknown, not the member's, or not finished ("Video not
 *   uploaded"); `upload_failed` the server failed (ffprobe could not run, disk full):
 *   "Error [{code}] uploading video to the site, please contact support".
 * - the generic field codes `required`, `min_length`, `max_length` (with `length`),
 *   `invalid` (a category, channel or gender that does not exist), `form_expired`.
 */
export type UploadErrorCode =
  | 'extension'
  | 'file_name'
  | 'too_large'
  | 'too_short'
  | 'damaged'
  | 'duplicate'
  | 'quota_uploads'
  | 'quota_bytes'
  | 'preview_required'
  | 'preview_failed'
  | 'not_uploaded'
  | 'upload_failed'
  | 'required'
  | 'min_length'
  | 'max_length'
  | 'invalid'
  | 'form_expired';

/** One field's error; `field` is a form field name or `notify`. */
export interface UploadFieldError {
  field: string;
  code: UploadErrorCode;
  length?: number;
}

/** The error answer of video_edit.php (the account answers' shape). */
export interface UploadErrorAnswer {
  error: true;
  codes: UploadFieldError[];
}

/**
 * Where an upload stands:
 * - `receiving` bytes are arriving (tus; resumable);
 * - `checking` the last byte is in: ffprobe, content hash, preview frames, fingerprint;
 * - `refused` a check failed (`error` says which; final);
 * - `checked` the file passed: the member picks a preview and confirms the details;
 * - `transcoding` details confirmed, the media pipeline runs (`progress` 0-100);
 * - `moderation` transcoded, waiting for a moderator;
 * - `published` approved: the video is live (or private to its owner when `is_private`);
 * - `rejected` a moderator refused it (`reason`);
 * - `failed` the server could not finish it (`error` `upload_failed`).
 */
export const UPLOAD_STATES = [
  'receiving',
  'checking',
  'refused',
  'checked',
  'transcoding',
  'moderation',
  'published',
  'rejected',
  'failed',
] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/** The details of a video as the member gives them (spec section 3, upload fields). */
export interface UploadDetails {
  title: string;
  description: string;
  /** Category dirs, UPLOAD_RULES.categoriesMin to categoriesMax of them. */
  categories: string[];
  /** Orientation. */
  gender: Gender;
  /** 0 public, 1 private. */
  is_private: 0 | 1;
  /** A channel dir, or '' for none. */
  channel: string;
  /** 1 exclusive to this site (6 min minimum), 0 not (10 min). */
  exclusive: 0 | 1;
}

/** An upload as its owner (and moderators) see it: `GET video_edit.php?upload_id=`. */
export interface UploadAnswer extends UploadDetails {
  upload_id: number;
  state: UploadState;
  /** The original file's name and declared size; `received` bytes so far. */
  file_name: string;
  size: number;
  received: number;
  /** Seconds, from ffprobe once checked (0 before). */
  duration: number;
  /** Candidate preview frames, once checked: URLs to show, 1-based `preview` numbers. */
  previews: string[];
  /** The chosen preview: a 1-based candidate number, 0 for none, -1 for an uploaded image. */
  preview: number;
  /** Transcoding progress 0-100 (state `transcoding`). */
  progress: number;
  /** The video made of it once details are confirmed, else null. */
  video_id: number | null;
  /** Why it was refused or failed. */
  error: UploadErrorCode | null;
  /** A moderator's reject reason. */
  reason: string;
  added_date: number;
}

/**
 * video_edit.php (spec section 7: POST multipart for uploads). Every POST carries `csrf`
 * (form `upload` of form.php) and needs a session.
 * - `act=start` + UploadDetails fields + `file_name`, `size`, `duration` (what the browser
 *   read, 0 when it could not): checks them and the quotas; answers `{success, upload_id,
 *   tus}`, the tus endpoint to send the bytes to with metadata `upload_id`.
 * - `act=preview` + `upload_id`, then `preview=N` (a candidate) or multipart `file` (an
 *   image): the preview.
 * - `act=publish` + `upload_id` (+ the details again, they may have changed): hands a
 *   checked upload with a preview to the pipeline and moderation.
 * - GET `?upload_id=`: the UploadAnswer (no-store); GET without it: the member's uploads.
 * In a form body `categories` is the dirs joined with UPLOAD_CATEGORIES_SEPARATOR
 * (`amateur,outdoor`), as one field.
 */
export const VIDEO_EDIT_PATH = 'video_edit.php';

/** Joins the category dirs of the `categories` form field (dirs never hold a comma). */
export const UPLOAD_CATEGORIES_SEPARATOR = ',';

export const VIDEO_EDIT_ACTS = ['start', 'preview', 'publish'] as const;
export type VideoEditAct = (typeof VIDEO_EDIT_ACTS)[number];

/** The tus endpoint (tus 1.0.0, creation + termination); the upload page sends the bytes here. */
export const UPLOAD_TUS_PATH = '/upload/tus/';

/**
 * The bytes of one tus PATCH (tus-js-client `chunkSize`). A request must end inside the
 * server's 30 s request timeout: 8 MiB does at about 2.2 Mbit/s; on a slower line a PATCH cut
 * off by the timeout keeps what it wrote and the client resumes from the offset.
 */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 ** 2;

/** The request header that carries the `upload` form token on every tus request. */
export const UPLOAD_TUS_CSRF_HEADER = 'X-CSRF-Token';

/** What `act=start` answers. */
export interface UploadStartAnswer {
  success: true;
  upload_id: number;
  tus: string;
}

/** What `act=preview` and `act=publish` answer. */
export interface UploadSavedAnswer {
  success: true;
  upload: UploadAnswer;
}

/** The member's own uploads, newest first (GET video_edit.php). */
export interface UploadsListAnswer {
  uploads: UploadAnswer[];
}
