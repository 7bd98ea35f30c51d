import { createPlayer } from '@tubekit/player';
import { createAds } from '@tubekit/player/ads';
import '@tubekit/player/style.css';
import { vastTag, watchFirstAdFrame } from '../first-ad-frame.ts';
import { sampleClipSources } from '../sample-clip.ts';

// The same page as ../ours with a VAST preroll on the tag Fluid Player gets: the ads entry
// is imported with the page (2 kB), its VAST chunk is preloaded by the page's head (see
// index.html) and imported by createAds.
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
