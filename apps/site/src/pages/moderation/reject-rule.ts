import { FORBIDDEN_CONTENT, MODERATION_RULES, REJECT_REASONS, type RejectReason } from '@tubekit/contract';
import { t } from '../../i18n/t.ts';

/**
 * The reasons a moderator picks from: the spec's forbidden content first (as the upload
 * page lists it), then ours. `banned` is left out: the server gives it to the queued videos
 * of a member it bans (the Ban act), a moderator does not choose it.
 */
export const REJECT_CHOICES: readonly RejectReason[] = [
  ...FORBIDDEN_CONTENT,
  ...REJECT_REASONS.filter(
    (reason) => reason !== 'banned' && !(FORBIDDEN_CONTENT as readonly string[]).includes(reason),
  ),
];

/** A reason's text as the moderator and the uploader read it. */
export function rejectReasonText(reason: string): string {
  return (REJECT_REASONS as readonly string[]).includes(reason)
    ? t(`moderation.reason.${reason as RejectReason}`)
    : reason;
}

/** Whether a reason is one of the spec's forbidden content (grouped apart in the select). */
export function isForbiddenContent(reason: RejectReason): boolean {
  return (FORBIDDEN_CONTENT as readonly string[]).includes(reason);
}

/**
 * What stops a rejection before it is sent: no reason chosen, `other` without words (the
 * uploader must learn why), or words over MODERATION_RULES.textMax code points (as the
 * server counts them, after trimming). Null when it may be sent.
 */
export function rejectError(reason: RejectReason | '', text: string): string | null {
  if (!reason) return t('moderation.choose_reason');
  if (reason === 'other' && !text.trim()) return t('moderation.reject_text_required');
  if ([...text.trim()].length > MODERATION_RULES.textMax)
    return t('moderation.error.max_length', { length: MODERATION_RULES.textMax });
  return null;
}
