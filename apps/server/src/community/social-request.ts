import { COMMENT_TEXT, SOCIAL_ACTS, SOCIAL_TEXT_MAX, type SocialAct } from '@tubekit/contract';
import { textField as commentText } from '../comments/form-fields.ts';
import { ApiError } from '../http/errors.ts';

/** A social.php call after validation: the act and the one object it is about. */
export type SocialRequest =
  | {
      act: Exclude<
        SocialAct,
        'wall_post' | 'wall_delete' | 'wall_reply' | 'wall_reply_delete' | 'message_send'
      >;
      userId: number;
    }
  | { act: 'wall_reply'; postId: number; text: string }
  | { act: 'wall_reply_delete'; replyId: number }
  | { act: 'wall_post'; userId: number; text: string }
  | { act: 'message_send'; userId: number; text: string }
  | { act: 'wall_delete'; postId: number };

const ID = /^[1-9][0-9]{0,9}$/;

/** Reads one field as text: absent is undefined, anything but a string or a number is bad. */
export function formField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw new ApiError('invalid_param', name);
  return value;
}

/** A positive id field (a user or a post), at most 2^31 - 1. */
export function idField(body: Record<string, unknown>, name: string): number {
  const raw = formField(body, name);
  if (raw === undefined || !ID.test(raw) || Number(raw) > 2_147_483_647)
    throw new ApiError('invalid_param', name);
  return Number(raw);
}

/**
 * The text of a wall post or message: kept exactly as typed (the site renders it as text),
 * but it must hold something besides white space and stay within its limit. Control
 * characters other than line breaks and tabs are refused: they have no place in a message.
 */
function textField(body: Record<string, unknown>, max: number): string {
  const text = formField(body, 'text') ?? '';
  if (text.trim() === '') throw new ApiError('required', 'text');
  if (text.length > max) throw new ApiError('max_length', 'text');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: this is the check for them
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text))
    throw new ApiError('invalid_param', 'text');
  return text;
}

/** Validates a social.php body; `act` is checked first, then the fields that act reads. */
export function parseSocialRequest(body: unknown): SocialRequest {
  const fields = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const act = formField(fields, 'act');
  if (act === undefined || !(SOCIAL_ACTS as readonly string[]).includes(act))
    throw new ApiError('invalid_param', 'act');
  const known = act as SocialAct;
  if (known === 'wall_delete') return { act: known, postId: idField(fields, 'post_id') };
  // A reply is a comment: the comments' text rule (COMMENT_TEXT, trimmed, code points).
  if (known === 'wall_reply') {
    const postId = idField(fields, 'post_id');
    return { act: known, postId, text: commentText(fields, 'text', COMMENT_TEXT) };
  }
  if (known === 'wall_reply_delete') return { act: known, replyId: idField(fields, 'reply_id') };
  const userId = idField(fields, 'user_id');
  if (known === 'wall_post') return { act: known, userId, text: textField(fields, SOCIAL_TEXT_MAX.wall) };
  if (known === 'message_send')
    return { act: known, userId, text: textField(fields, SOCIAL_TEXT_MAX.message) };
  return { act: known, userId };
}
