import { type LibraryAct, type LibraryMergeAnswer, POST_ENDPOINTS, type StatAnswer } from '@tubekit/contract';
import type { ApiTransport } from '../api/transport.ts';

/**
 * What saving to a list came to: added; already there (`already_added`); the list is full;
 * the video is gone; the session ended (the Login modal's case); or no answer at all.
 */
export type SaveOutcome = 'added' | 'exists' | 'full' | 'missing' | 'login' | false;

/** An input.php answer of a library act as a SaveOutcome. */
export function saveOutcome(answer: StatAnswer): SaveOutcome {
  if (answer.ok) return 'added';
  switch (answer.code) {
    case 'already_added':
      return 'exists';
    case 'list_full':
      return 'full';
    case 'not_found':
      return 'missing';
    case 'not_logged_in':
      return 'login';
    default:
      return false;
  }
}

/** Adds a video to the signed-in member's favourites, watch later or history (input.php). */
export async function addToAccount(
  api: ApiTransport,
  act: Exclude<LibraryAct, 'bookmark'>,
  videoId: number,
): Promise<SaveOutcome> {
  try {
    return saveOutcome(
      await api.post<StatAnswer>(POST_ENDPOINTS.stat, { act, section: 'add', video_id: videoId }),
    );
  } catch {
    return false;
  }
}

/** Takes a video out of one of the member's lists; true when the server said so. */
export async function removeFromAccount(
  api: ApiTransport,
  act: Exclude<LibraryAct, 'bookmark'>,
  videoId: number,
): Promise<boolean> {
  try {
    const answer = await api.post<StatAnswer>(POST_ENDPOINTS.stat, {
      act,
      section: 'remove',
      video_id: videoId,
    });
    return answer.ok === true;
  } catch {
    return false;
  }
}

/**
 * Sends the browser's ids of one store (newest first, at most `LIBRARY_LIMITS.maxMerge`) to
 * the account; true once the server has them (sending them again adds nothing).
 */
export async function mergeIntoAccount(
  api: ApiTransport,
  act: 'watch_later' | 'history',
  videoIds: readonly number[],
): Promise<boolean> {
  try {
    const answer = await api.post<LibraryMergeAnswer | StatAnswer>(POST_ENDPOINTS.stat, {
      act,
      section: 'merge',
      video_ids: JSON.stringify(videoIds),
    });
    return answer.ok === true;
  } catch {
    return false;
  }
}
