import { createPlayer } from '@tubekit/player';
import { createAds } from '@tubekit/player/ads';
import '@tubekit/player/style.css';
import { vastTag, watchFirstAdFrame } from '../first-ad-frame.ts';
import { CLIP_URL } from '../first-frame.ts';

// The same page as ../ours with a VAST preroll on the tag Fluid Player gets: the ads entry
// is imported with the page (2 kB), its VAST chunk loads when the preroll asks for the tag.
const encoded = `v1.${btoa(location.origin + CLIP_URL)
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '')}`;

watchFirstAdFrame();
const ads = createAds({ tags: [vastTag()] });
const player = createPlayer({
  container: document.getElementById('player'),
  video: document.querySelector<HTMLVideoElement>('#player video'),
  sources: [
    {
      video_url: encoded,
      format: '_hd.mp4',
      timelines_count: 0,
      timelines_interval: 0,
      timelines_format: 'timelines',
      duration: 20,
      dir_path: '0/1',
      video_id: 1,
    },
  ],
  title: 'Sample clip',
  query: '?autostart=1', // muted autostart, like Fluid's muted autoPlay
  adBreak: ads.adBreak,
});
if (player) ads.attach(player);
