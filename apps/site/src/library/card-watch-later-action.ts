import type { ApiTransport } from '../api/transport.ts';
import type { CardVideo } from '../components/video-card.tsx';
import { userStore } from '../state/user.ts';
import { showSaveNotice } from './library-notices.ts';
import { saveWatchLater } from './video-lists.ts';

/**
 * What a card's Watch later click does (loaded on the first click, one chunk): saves to the
 * account or this browser and says so. Answers whether the card now shows as saved.
 */
export async function watchLaterFromCard(api: ApiTransport, video: CardVideo): Promise<boolean> {
  const outcome = await saveWatchLater(api, video);
  // A visitor's browser that refuses IndexedDB saves nothing and says nothing (spec section 8).
  if (outcome !== false || userStore.getState().user) showSaveNotice(outcome, 'watch_later', video.title);
  return outcome === 'added' || outcome === 'exists';
}
