import type { Generated } from 'kysely';

/** A report in the moderation queue (011); one per reporter and item. */
export interface ReportsTable {
  report_id: Generated<number>;
  /** `videos` or `comments` (the contract's REPORT_SECTIONS). */
  section: string;
  object_id: number;
  /** One of the contract's REPORT_REASONS. */
  reason: string;
  /** The reporter's words ('' when none). */
  text: Generated<string>;
  /** A reported comment's text when it was reported; '' for a video. */
  item_text: Generated<string>;
  /** `u<user_id>` (member) or `c<visitor cookie id>` (visitor). */
  reporter: string;
  /** HMAC of the reporter's address (IPv6 per /64), as `vote_ips.ip_hash`. */
  ip_hash: string;
  /** `open` until a moderator closes it (the moderation screen is a later issue). */
  status: Generated<string>;
  added_date: number;
}
