import { BOOKMARK_TYPES, type BookmarkType, LIBRARY_LIMITS, type LibraryAct } from '@tubekit/contract';
import { formField } from '../community/social-request.ts';
import { ApiError } from '../http/errors.ts';
import { type ObjectRef, parseObjectRef, STAT_TARGETS } from '../social/stat-targets.ts';

/** A library call of input.php after validation. */
export type LibraryRequest =
  | { act: 'favourite' | 'watch_later' | 'history'; op: 'add' | 'remove'; videoId: number }
  | { act: 'watch_later' | 'history'; op: 'merge'; videoIds: number[] }
  | { act: 'bookmark'; op: 'add' | 'remove'; type: BookmarkType; ref: ObjectRef };

const VIDEO_ID = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2_147_483_647;

function videoId(raw: unknown, name: string): number {
  const text = typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : raw;
  if (typeof text !== 'string' || !VIDEO_ID.test(text) || Number(text) > MAX_ID)
    throw new ApiError('invalid_param', name);
  return Number(text);
}

/**
 * `video_ids` of a merge: a JSON array (as the form field's text, or an array in a JSON
 * body) of at most `LIBRARY_LIMITS.maxMerge` video ids, newest first; repeats are dropped.
 */
function videoIds(body: Record<string, unknown>): number[] {
  const raw = body.video_ids;
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      throw new ApiError('invalid_param', 'video_ids');
    }
  }
  if (!Array.isArray(list) || list.length > LIBRARY_LIMITS.maxMerge)
    throw new ApiError('invalid_param', 'video_ids');
  return [...new Set(list.map((item) => videoId(item, 'video_ids')))];
}

/**
 * Validates the fields of a library act (the act itself is input.php's, checked already):
 * `section` add or remove (merge for watch_later and history), then `video_id`, `video_ids`,
 * or a bookmark's `type` and `object_id`. Throws `ApiError` invalid_param naming the first
 * bad field.
 */
export function parseLibraryRequest(act: LibraryAct, body: unknown): LibraryRequest {
  const fields = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const op = formField(fields, 'section');
  const mergeable = act === 'watch_later' || act === 'history';
  if (op === 'merge' && mergeable) return { act, op, videoIds: videoIds(fields) };
  if (op !== 'add' && op !== 'remove') throw new ApiError('invalid_param', 'section');
  if (act !== 'bookmark') return { act, op, videoId: videoId(formField(fields, 'video_id'), 'video_id') };
  const type = formField(fields, 'type');
  if (!(BOOKMARK_TYPES as readonly (string | undefined)[]).includes(type))
    throw new ApiError('invalid_param', 'type');
  const raw = formField(fields, 'object_id');
  const ref = raw === undefined ? null : parseObjectRef(STAT_TARGETS[type as BookmarkType], raw);
  if (!ref) throw new ApiError('invalid_param', 'object_id');
  return { act, op, type: type as BookmarkType, ref };
}
