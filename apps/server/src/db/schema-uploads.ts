import type { Generated } from 'kysely';

/** A member's upload (013), from `video_edit.php act=start` to the moderator's decision. */
export interface UploadsTable {
  upload_id: Generated<number>;
  user_id: number;
  /** One of the contract's UPLOAD_STATES. */
  state: Generated<string>;
  title: string;
  description: Generated<string>;
  /** JSON array of category dirs. */
  categories: Generated<string>;
  gender: string;
  is_private: Generated<number>;
  /** A channel dir or ''. */
  channel: Generated<string>;
  exclusive: Generated<number>;
  /** The name the member's file had: shown, never used as a path. */
  file_name: string;
  /** Declared bytes; `received` so far. */
  size: number;
  received: Generated<number>;
  /** The tus upload id (the file's name under `{data}/uploads/`), '' until the bytes start. */
  tus_id: Generated<string>;
  /** Seconds, from ffprobe. */
  duration: Generated<number>;
  /** Seconds the browser read of the file at `act=start`, 0 when it could not. */
  declared_duration: Generated<number>;
  /** SHA-256 hex of the bytes, '' until checked. */
  content_hash: Generated<string>;
  /** Chosen preview: 1-based candidate, 0 none, -1 an uploaded image. */
  preview: Generated<number>;
  previews_count: Generated<number>;
  video_id: number | null;
  media_id: number | null;
  /** An UploadErrorCode when refused or failed, else ''. */
  error: Generated<string>;
  /** A moderator's reject reason, else ''. */
  reason: Generated<string>;
  near_video_id: number | null;
  near_score: Generated<number>;
  added_date: number;
  updated_at: number;
}

/** A moderator's action (014). */
export interface ModerationActionsTable {
  action_id: Generated<number>;
  /** `videos`, `comments`, `users`, `reports` or `dmca`. */
  item: string;
  object_id: number;
  act: string;
  moderator_id: number;
  reason: Generated<string>;
  text: Generated<string>;
  added_date: number;
}

/** A DMCA notice from the contacts page (014); `open` until a moderator closes it. */
export interface DmcaNoticesTable {
  notice_id: Generated<number>;
  name: string;
  email: string;
  url: string;
  work: string;
  text: string;
  video_id: number | null;
  ip_hash: string;
  status: Generated<string>;
  added_date: number;
}

/**
 * One sampled frame of an upload's near-duplicate fingerprint (015): its 64-bit perceptual
 * hash as four 16-bit bands, most significant first (`uploads/fingerprint.ts`).
 */
export interface UploadFingerprintsTable {
  upload_id: number;
  frame: number;
  band0: number;
  band1: number;
  band2: number;
  band3: number;
}
