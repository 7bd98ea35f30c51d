import { createPlayer } from '@tubekit/player';
import '@tubekit/player/style.css';
import { watchFirstFrame } from '../first-frame.ts';
import { sampleClipSources } from '../sample-clip.ts';

const player = createPlayer({
  container: document.getElementById('player'),
  // Progressive enhancement: adopt the server-rendered <video> (same url as the answer's HD).
  video: document.querySelector<HTMLVideoElement>('#player video'),
  sources: sampleClipSources(),
  title: 'Sample clip',
  query: '?autostart=1', // muted autostart, like the peers' muted autoplay
});
watchFirstFrame(player?.video ?? null);
