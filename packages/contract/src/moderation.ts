import type { ReportReason, ReportSection } from './answers-comments.ts';
import { FORBIDDEN_CONTENT } from './uploads.ts';
import type { VideoFileSource } from './video-file.ts';

/**
 * Moderation (issue #18). The spec says admin roles are "not shown"; ours: `users.role`
 * `moderator` may do everything below, a member nothing (403 `no_permission`), a visitor
 * gets 401 `not_logged_in`. Every POST carries `csrf` (form `moderation` of form.php).
 *
 * GET moderation.php?section=queue|reports|dmca|history (no-store):
 * - `queue`: uploads waiting for a decision, oldest first (ModerationQueueAnswer);
 * - `reports`: open reports, newest first (ModerationReportsAnswer);
 * - `dmca`: open DMCA notices, newest first (ModerationDmcaAnswer);
 * - `history` + `section`/`object_id` of an item (`item=videos&object_id=`): its actions.
 *
 * POST moderation.php `act`:
 * - `approve` `video_id`: publish (status active, post_date now; listings, search, sitemap
 *   and caches see it at once);
 * - `reject` `video_id`, `reason` (REJECT_REASONS), `text`: status rejected, the uploader
 *   sees the reason on their uploaded_videos tab;
 * - `dismiss` `report_id` or `notice_id`: closes it, nothing else changes;
 * - `unpublish` `video_id`: back to moderation (off every listing), its open reports closed;
 * - `delete` `video_id`: status deleted (5: "Video has been recently deleted"), reports closed;
 * - `ban` `user_id`: the member can no longer sign in or upload, their sessions end, their
 *   videos waiting in the queue are rejected (reason `banned`).
 * Every act is recorded in the item's history (ModerationAction): who, what, when, why.
 */
export const MODERATION_PATH = 'moderation.php';
export const MODERATION_SECTIONS = ['queue', 'reports', 'dmca', 'history'] as const;
export type ModerationSection = (typeof MODERATION_SECTIONS)[number];
export const MODERATION_ACTS = ['approve', 'reject', 'dismiss', 'unpublish', 'delete', 'ban'] as const;
export type ModerationAct = (typeof MODERATION_ACTS)[number];

/** Why a moderator rejects an upload: the forbidden content of spec section 5 (FORBIDDEN_CONTENT), then ours. */
export const REJECT_REASONS = [
  ...FORBIDDEN_CONTENT,
  'duplicate',
  'copyright',
  'quality',
  'banned',
  'other',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/**
 * Our limits of moderation.php: the moderator's words on any act (`text`, code points after
 * trimming), and how many items one section answers (the oldest uploads, the newest reports,
 * notices and actions).
 */
export const MODERATION_RULES = { textMax: 1000, pageSize: 100 } as const;

/** One recorded moderator action. */
export interface ModerationAction {
  action_id: number;
  /** `videos`, `comments`, `users`, `reports` or `dmca`. */
  item: string;
  object_id: number;
  act: ModerationAct;
  moderator: { user_id: number; username: string };
  /** A reject reason, or ''. */
  reason: string;
  /** The moderator's words, or ''. */
  text: string;
  added_date: number;
}

/** A video matched by the duplicate checks. */
export interface DuplicateMatch {
  video_id: number;
  title: string;
  /** 0-1: the share of the upload's fingerprint frames found in the match. */
  score: number;
}

/** An upload waiting for a moderator. */
export interface ModerationQueueItem {
  video_id: number;
  upload_id: number;
  title: string;
  description: string;
  duration: number;
  categories: { dir: string; title: string }[];
  gender: string;
  is_private: 0 | 1;
  uploader: { user_id: number; username: string };
  added_date: number;
  /** The chosen preview and the generated stills (URLs). */
  preview: string;
  screenshots: string[];
  /** The timeline sprite cues (a .vtt URL), '' when none. */
  timeline: string;
  /** Signed sources, as videofile.php answers them: the moderator's player. */
  sources: VideoFileSource[];
  /** A near duplicate (same video re-encoded, resized or trimmed), or null. */
  near_duplicate: DuplicateMatch | null;
  history: ModerationAction[];
}

export interface ModerationQueueAnswer {
  items: ModerationQueueItem[];
}

/** An open report with what it points at. */
export interface ModerationReport {
  report_id: number;
  section: ReportSection;
  object_id: number;
  reason: ReportReason;
  text: string;
  /** A comment's text when reported; ''. */
  item_text: string;
  /** The reported video (or the video a reported comment is on), null when gone. */
  video: {
    video_id: number;
    title: string;
    status_id: number;
    uploader: { user_id: number; username: string };
  } | null;
  added_date: number;
}

export interface ModerationReportsAnswer {
  reports: ModerationReport[];
}

/**
 * A DMCA notice, sent from the contacts page: `POST dmca.php` with `name`, `email`, `url`
 * (the infringing page on this site), `work` (the original), `text`, `csrf` (form `dmca`),
 * and a sworn statement checkbox `sworn=1`. Anyone may send one; 5 an hour per address.
 */
export interface DmcaNotice {
  notice_id: number;
  name: string;
  email: string;
  url: string;
  work: string;
  text: string;
  /** The video the URL names, when it names one. */
  video_id: number | null;
  added_date: number;
}

export const DMCA_PATH = 'dmca.php';
export const DMCA_RULES = {
  nameMax: 120,
  emailMax: 254,
  urlMax: 500,
  workMax: 500,
  textMax: 5000,
  perHour: 5,
} as const;

export interface ModerationDmcaAnswer {
  notices: DmcaNotice[];
}

export interface ModerationHistoryAnswer {
  actions: ModerationAction[];
}

/** What a POST moderation.php answers. */
export interface ModerationActAnswer {
  success: true;
}
