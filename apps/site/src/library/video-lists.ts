import type { Video } from '@tubekit/contract';
import type { ApiTransport } from '../api/transport.ts';
import type { CardVideo } from '../components/video-card.tsx';
import { userStore } from '../state/user.ts';
import { addHistory, addWatchLater, type LocalRecord, toLocalRecord } from '../storage/records.ts';
import { addToAccount, type SaveOutcome } from './library-calls.ts';

/** A card's video as a browser record (cards carry no sg_id or external ids). */
export function cardRecord(video: CardVideo): LocalRecord {
  return {
    video_id: video.video_id,
    title: video.title,
    duration: video.duration,
    post_date: video.post_date,
    scr: video.scr,
    video_viewed: video.video_viewed,
    sg_id: 0,
    dir: video.dir,
  };
}

function signedIn(): boolean {
  return userStore.getState().user !== null;
}

/**
 * Watch later for whoever is looking: a member's account (input.php), a visitor's browser
 * (IndexedDB, spec section 3). The video page passes the whole Video, a card its card.
 */
export function saveWatchLater(api: ApiTransport, video: Video | CardVideo): Promise<SaveOutcome> {
  if (signedIn()) return addToAccount(api, 'watch_later', video.video_id);
  return addWatchLater('thumb' in video ? toLocalRecord(video) : cardRecord(video));
}

/**
 * Records a watch in the viewing history: the account's for a member, the browser's for a
 * visitor. Either replaces an earlier entry of the same video (spec section 4).
 */
export async function saveHistory(api: ApiTransport, video: Video): Promise<void> {
  if (signedIn()) await addToAccount(api, 'history', video.video_id);
  else await addHistory(toLocalRecord(video, true));
}
