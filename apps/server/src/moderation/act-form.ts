import { MODERATION_ACTS, MODERATION_RULES, REJECT_REASONS, type RejectReason } from '@tubekit/contract';
import {
  type Fields,
  fieldsOf,
  idField,
  oneOfField,
  stringField,
  textField,
} from '../comments/form-fields.ts';
import { ApiError } from '../http/errors.ts';

/** An act on a video; `reason` is '' when the moderator gave none (only reject needs one). */
export interface VideoAct {
  act: 'approve' | 'reject' | 'unpublish' | 'delete';
  video_id: number;
  reason: RejectReason | '';
  text: string;
}

/** Closing one report or one DMCA notice. */
export interface DismissAct {
  act: 'dismiss';
  target: { item: 'reports' | 'dmca'; id: number };
  text: string;
}

export interface BanAct {
  act: 'ban';
  user_id: number;
  text: string;
}

export type ModerationRequest = VideoAct | DismissAct | BanAct;

/** The optional reason: '' when absent, one of REJECT_REASONS, or 400 `invalid_param` `reason`. */
function reasonOf(fields: Fields): RejectReason | '' {
  return stringField(fields, 'reason') === '' ? '' : oneOfField(fields, 'reason', REJECT_REASONS);
}

/**
 * Reads a POST moderation.php body (after the moderator and the form token were checked):
 * `act`, then its fields, each refused as a 400 naming it (`invalid_param`, `required`,
 * `max_length`). `text` is optional (MODERATION_RULES.textMax) but for reject with reason
 * `other`; `dismiss` takes exactly one of `report_id` and `notice_id`.
 */
export function parseModerationRequest(body: unknown): ModerationRequest {
  const fields = fieldsOf(body);
  const act = oneOfField(fields, 'act', MODERATION_ACTS);
  const text = () =>
    textField(fields, 'text', {
      min: act === 'reject' && stringField(fields, 'reason') === 'other' ? 1 : 0,
      max: MODERATION_RULES.textMax,
    });
  switch (act) {
    case 'dismiss': {
      const report = stringField(fields, 'report_id') !== '';
      const notice = stringField(fields, 'notice_id') !== '';
      if (report === notice) throw new ApiError('invalid_param', report ? 'notice_id' : 'report_id');
      const target = report
        ? ({ item: 'reports', id: idField(fields, 'report_id') } as const)
        : ({ item: 'dmca', id: idField(fields, 'notice_id') } as const);
      return { act, target, text: text() };
    }
    case 'ban':
      return { act, user_id: idField(fields, 'user_id'), text: text() };
    default: {
      const video_id = idField(fields, 'video_id');
      const reason = reasonOf(fields);
      if (act === 'reject' && reason === '') throw new ApiError('required', 'reason');
      return { act, video_id, reason, text: text() };
    }
  }
}
