import { useState } from 'react';
import { useApi } from '../site-context.tsx';
import { userStore } from '../state/user.ts';
import type { CardVideo } from './video-card.tsx';

/**
 * A card's Watch later button (spec section 4: the item is flagged isWatchLater once saved).
 * The saving code (account or browser, and the notices) loads on the first click, so the
 * listings' first load carries only this button.
 */
export function CardWatchLater({ video }: { video: CardVideo }) {
  const api = useApi();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      const [{ saveWatchLater }, { showSaveNotice }] = await Promise.all([
        import('../library/video-lists.ts'),
        import('../library/library-notices.ts'),
      ]);
      const outcome = await saveWatchLater(api, video);
      if (outcome === 'added' || outcome === 'exists') setSaved(true);
      // A visitor's browser that refuses IndexedDB saves nothing and says nothing (spec section 8).
      if (outcome !== false || userStore.getState().user) showSaveNotice(outcome, 'watch_later', video.title);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={saved ? 'video-card__later video-card__later--saved' : 'video-card__later'}
      aria-label={`Watch later: ${video.title}`}
      aria-pressed={saved}
      title="Watch later"
      disabled={busy}
      onClick={() => void save()}
    >
      <span aria-hidden="true">{saved ? '✓' : '🕒'}</span>
    </button>
  );
}
