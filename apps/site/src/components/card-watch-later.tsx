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
      {/* Drawn, not an emoji: many systems (and the e2e chromium) have no emoji font. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
      >
        {saved ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <>
            <circle cx="12" cy="12" r="8.5" />
            <path d="M12 7.5V12l3 2" strokeLinecap="round" />
          </>
        )}
      </svg>
    </button>
  );
}
