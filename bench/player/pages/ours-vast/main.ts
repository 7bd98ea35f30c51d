import { createPlayer } from '@tubekit/player';
import { createAds } from '@tubekit/player/ads';
import '@tubekit/player/style.css';
import { vastTag, watchFirstAdFrame } from '../first-ad-frame.ts';
import { sampleClipSources } from '../sample-clip.ts';

// The same page as ../ours with a VAST preroll on the tag Fluid Player gets: the ads entry
// is imported with the page (2 kB), its VAST chunk loads when the preroll asks for the tag.
watchFirstAdFrame();
const ads = createAds({ tags: [vastTag()] });
const player = createPlayer({
  container: document.getElementById('player'),
  video: document.querySelector<HTMLVideoElement>('#player video'),
  sources: sampleClipSources(),
  title: 'Sample clip',
  query: '?autostart=1', // muted autostart, like Fluid's muted autoPlay
  adBreak: ads.adBreak,
});
if (player) ads.attach(player);
