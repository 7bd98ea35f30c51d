import { createPlayer } from '@tubekit/player';
import '@tubekit/player/style.css';
import { CLIP_URL, watchFirstFrame } from '../first-frame.ts';

// The videofile answer as the server would embed it: the url encoded with the contract's
// codec (v1. + base64url), written out here so the page carries no encoder.
const encoded = `v1.${btoa(location.origin + CLIP_URL)
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '')}`;

const player = createPlayer({
  container: document.getElementById('player'),
  // Progressive enhancement: adopt the server-rendered <video> (same url as the answer's HD).
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
  query: '?autostart=1', // muted autostart, like the peers' muted autoplay
});
watchFirstFrame(player?.video ?? null);
