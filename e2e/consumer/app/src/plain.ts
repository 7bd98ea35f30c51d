// The player in a page with no framework: createPlayer, the stylesheet, and the ads entry
// imported lazily when the page has a VAST tag, exactly as the package README shows.
import { createPlayer } from '@tubekit/player';
import '@tubekit/player/style.css';
import { ladder, long, vastTag } from './sources.ts';

async function main(): Promise<void> {
  const tag = vastTag();
  const ads = tag ? (await import('@tubekit/player/ads')).createAds({ tags: [tag] }) : null;
  const player = createPlayer({
    container: document.getElementById('player'),
    sources: new URLSearchParams(location.search).get('video') === 'long' ? long() : ladder(),
    title: 'Sample clip',
    query: location.search,
    adBreak: ads?.adBreak,
  });
  if (player) ads?.attach(player);
  // For the browser test: the instance, through its public API only.
  Object.assign(window, { player });
}

void main();
