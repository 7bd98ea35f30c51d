import { useState } from 'react';
import { useApi } from '../site-context.tsx';
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
      const { watchLaterFromCard } = await import('../library/card-watch-later-action.ts');
      if (await watchLaterFromCard(api, video)) setSaved(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    // The clock and tick icons are the stylesheet's (video-card.css): drawn, not an emoji (many
    // systems, the e2e chromium among them, have no emoji font), and no bytes in this chunk.
    <button
      type="button"
      className={saved ? 'video-card__later video-card__later--saved' : 'video-card__later'}
      aria-label={`Watch later: ${video.title}`}
      aria-pressed={saved}
      title="Watch later"
      disabled={busy}
      onClick={() => void save()}
    />
  );
}
