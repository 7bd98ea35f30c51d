import { type BookmarkType, POST_ENDPOINTS, type StatAnswer } from '@tubekit/contract';
import type { ApiTransport } from '../api/transport.ts';
import { type SaveOutcome, saveOutcome } from './library-calls.ts';

/**
 * Bookmarks a model or channel for the signed-in member (input.php `act=bookmark`);
 * `objectId` is its id or dir. Its own module: only the model and channel pages' button and
 * the bookmarks tab load it, never a visitor's first page.
 */
export async function addBookmark(
  api: ApiTransport,
  type: BookmarkType,
  objectId: number | string,
): Promise<SaveOutcome> {
  try {
    return saveOutcome(
      await api.post<StatAnswer>(POST_ENDPOINTS.stat, {
        act: 'bookmark',
        section: 'add',
        type,
        object_id: objectId,
      }),
    );
  } catch {
    return false;
  }
}

/** Takes a model or channel (by dir or id) out of the member's bookmarks; true when the server said so. */
export async function removeBookmark(
  api: ApiTransport,
  type: BookmarkType,
  objectId: number | string,
): Promise<boolean> {
  try {
    const answer = await api.post<StatAnswer>(POST_ENDPOINTS.stat, {
      act: 'bookmark',
      section: 'remove',
      type,
      object_id: objectId,
    });
    return answer.ok === true;
  } catch {
    return false;
  }
}
