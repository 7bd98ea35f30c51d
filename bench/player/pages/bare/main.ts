import { watchFirstFrame } from '../first-frame.ts';

// No player: the element is played as it is. What any player's page costs on top of this
// is the player's own share of the first frame; the rest is the browser's media pipeline.
const video = document.querySelector('video');
void video?.play().catch(() => {});
watchFirstFrame(video);
