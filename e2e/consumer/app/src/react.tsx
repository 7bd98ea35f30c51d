// The player in a React app: <Player> from @tubekit/player-react, a child reading the state
// with usePlayerState, and the ads entry imported lazily when the page has a VAST tag.
import '@tubekit/player/style.css';
import type { AdsController } from '@tubekit/player/ads';
import { Player, usePlayer, usePlayerState } from '@tubekit/player-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ladder, vastTag } from './sources.ts';

function Status() {
  const status = usePlayerState((s) => s.status);
  const quality = usePlayerState((s) => s.quality);
  return (
    <p data-testid="react-status">
      {status} {quality}
    </p>
  );
}

function BestQualityButton() {
  const player = usePlayer();
  return (
    <button type="button" onClick={() => player.setQuality('HD')}>
      Best quality
    </button>
  );
}

function App({ ads }: { ads: AdsController | null }) {
  return (
    <Player
      sources={ladder()}
      title="Sample clip"
      query={location.search}
      adBreak={ads?.adBreak}
      onReady={(player) => {
        ads?.attach(player);
        Object.assign(window, { player });
      }}
    >
      <Status />
      <BestQualityButton />
    </Player>
  );
}

async function main(): Promise<void> {
  const tag = vastTag();
  const ads = tag ? (await import('@tubekit/player/ads')).createAds({ tags: [tag] }) : null;
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App ads={ads} />
    </StrictMode>,
  );
}

void main();
