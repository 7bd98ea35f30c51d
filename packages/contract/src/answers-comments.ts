/**
 * Posting, deleting and reporting (issue #17): the form fields and answers of comment.php and
 * report.php, the comment rules both sides check, and the report reasons. Reading comments is
 * json/comments (`commentsPath`, `CommentsAnswer` in answers-social.ts).
 */

import type { Comment } from './answers-social.ts';
import { FORBIDDEN_CONTENT } from './uploads.ts';

/** The form-encoded POST endpoints of comments and reports. */
export const COMMENT_ENDPOINTS = { comment: 'comment.php', report: 'report.php' } as const;

/** Objects members comment on from the site (json/comments also reads members and playlists). */
export const COMMENT_POST_SECTIONS = ['videos', 'models', 'channels'] as const;
export type CommentPostSection = (typeof COMMENT_POST_SECTIONS)[number];

/**
 * A comment's text: 1 to 1000 characters (code points) after trimming, stored as typed and
 * shown as plain text. 1000 holds a long opinion and keeps a page of 20 under 100 KB.
 */
export const COMMENT_TEXT = { min: 1, max: 1000 } as const;

/** Comments in one page of json/comments (`?page=N`, newest first). */
export const COMMENTS_PAGE_SIZE = 20;

/** Fields of `POST comment.php` act=add. */
export interface CommentAddForm {
  act: 'add';
  section: CommentPostSection;
  object_id: number;
  text: string;
}

/** Fields of `POST comment.php` act=delete: the author or a moderator. */
export interface CommentDeleteForm {
  act: 'delete';
  comment_id: number;
}

/** comment.php's success: the new comment (act=add) or `{ok: true}` (act=delete). */
export interface CommentAnswer {
  ok: true;
  comment?: Comment;
}

/** What a report may be about: a video or a comment. */
export const REPORT_SECTIONS = ['videos', 'comments'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/**
 * Why an item is reported: the forbidden content of spec section 5 first, then copyright,
 * spam and other. `other` needs a text.
 */
export const REPORT_REASONS = [...FORBIDDEN_CONTENT, 'copyright', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report's optional text (required with reason `other`): at most 500 characters. */
export const REPORT_TEXT_MAX = 500;

/** Fields of `POST report.php`; anyone may send one. */
export interface ReportForm {
  section: ReportSection;
  object_id: number;
  reason: ReportReason;
  text?: string;
}

/**
 * report.php's success. A second report of the same item by the same reporter is not stored
 * again and answers the soft code `already_reported` (status 200) instead.
 */
export interface ReportAnswer {
  ok: true;
}
