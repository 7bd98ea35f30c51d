import { LIBRARY_ACTS, type LibraryAct, type LibraryMergeAnswer, type StatAnswer } from '@tubekit/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { ApiError } from '../http/errors.ts';
import { addBookmark, removeBookmark } from './bookmark-writes.ts';
import { parseLibraryRequest } from './library-request.ts';
import {
  type AddOutcome,
  addToHistory,
  addToList,
  mergeIntoList,
  removeFromList,
} from './video-list-writes.ts';

/** Whether an input.php act is one of the library's (favourite, watch_later, history, bookmark). */
export function isLibraryAct(act: string): act is LibraryAct {
  return (LIBRARY_ACTS as readonly string[]).includes(act);
}

/** An add's outcome as input.php answers it: `{ok}`, or a soft (200) or 404 error. */
function answerAdd(outcome: AddOutcome): StatAnswer {
  if (outcome === 'added') return { ok: true };
  throw new ApiError(outcome === 'exists' ? 'already_added' : outcome === 'full' ? 'list_full' : 'not_found');
}

/**
 * Answers a library act of input.php for the signed-in member of the request, on that
 * member's own lists only: the member is the session's, never a field of the call, so no
 * call can touch another member's library. A visitor gets 401 not_logged_in (the site opens
 * the Login modal) before the fields are read.
 */
export async function answerLibraryStat(
  db: Db,
  request: FastifyRequest,
  act: LibraryAct,
  now: number,
): Promise<StatAnswer | LibraryMergeAnswer> {
  const member = request.member;
  if (!member) throw new ApiError('not_logged_in');
  const call = parseLibraryRequest(act, request.body);
  const userId = member.user_id;
  if (call.act === 'bookmark') {
    if (call.op === 'add') return answerAdd(await addBookmark(db, userId, call.type, call.ref, now));
    await removeBookmark(db, userId, call.type, call.ref);
    return { ok: true };
  }
  if (call.op === 'merge') {
    const table = call.act === 'history' ? 'watch_history' : 'watch_later';
    return { ok: true, added: await mergeIntoList(db, table, userId, call.videoIds, now) };
  }
  const table =
    call.act === 'favourite' ? 'favourites' : call.act === 'history' ? 'watch_history' : 'watch_later';
  if (call.op === 'remove') {
    await removeFromList(db, table, userId, call.videoId);
    return { ok: true };
  }
  if (table === 'watch_history') {
    if (!(await addToHistory(db, userId, call.videoId, now))) throw new ApiError('not_found');
    return { ok: true };
  }
  return answerAdd(await addToList(db, table, userId, call.videoId, now));
}
