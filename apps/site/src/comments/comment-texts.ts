import { COMMENT_TEXT, LIMITS, type ReportReason } from '@tubekit/contract';

/**
 * The texts of comments and reports. They live here, not in i18n/en.ts, because en.ts is in
 * every page's first load (the home page's 90 KB budget) and these show only once the
 * comments or the report dialog have loaded. The spec's own keys (the visitor prompt,
 * `form.error.*`) stay in en.ts and are read with t().
 */
export const COMMENT_TEXTS = {
  heading: 'Comments',
  placeholder: 'Add a comment…',
  post: 'Post comment',
  posting: 'Posting…',
  posted: 'Your comment was posted',
  deleted: 'Comment deleted',
  delete: 'Delete',
  report: 'Report',
  more: 'Show more comments',
  empty: 'No comments yet. Be the first!',
  failed: 'Something went wrong. Please try again later.',
  notFound: 'This item no longer exists',
  noPermission: 'You do not have permission to do this.',
  rateLimited: `You can post ${LIMITS.commentsPerUserPer10Min} comments in 10 minutes. Please wait a little and try again.`,
  charactersLeft: '{n} characters left',
  login: 'Log in',
} as const;

/** The length rule, for the counter under the box. */
export const COMMENT_MAX = COMMENT_TEXT.max;

/** What the report dialog says. */
export const REPORT_TEXTS = {
  title: 'Report',
  intro: 'Why should a moderator look at this?',
  details: 'Details (optional)',
  detailsRequired: 'Details',
  send: 'Send report',
  sending: 'Sending…',
  sent: 'Thank you. A moderator will look at it.',
  already: 'You have already reported this.',
  rateLimited: 'You have sent many reports in a short time. Please try again later.',
  chooseReason: 'Please choose a reason',
  dmca: 'Copyright owners can also write to us: Contact us',
} as const;

/** The reasons as the dialog lists them. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  minors: 'Minors (under 18)',
  animals: 'Animals',
  rape: 'Rape or non-consent',
  incest: 'Incest',
  violence: 'Violence',
  blood: 'Blood',
  vomiting: 'Vomiting',
  copyright: 'Copyright infringement',
  spam: 'Spam or advertising',
  other: 'Something else',
};

/** Fills `{n}`. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
