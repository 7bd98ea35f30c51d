import fluidPlayer from 'fluid-player';
import 'fluid-player/src/css/fluidplayer.css';
import { vastTag, watchFirstAdFrame } from '../first-ad-frame.ts';

// Fluid Player's built-in VAST preroll on the same tag as ours: it fetches the tag when
// playback starts and plays the ad in the page's own <video>.
watchFirstAdFrame();
fluidPlayer('video', {
  layoutControls: { autoPlay: true, mute: true, fillToContainer: true },
  vastOptions: { adList: [{ roll: 'preRoll', vastTag: vastTag() }] },
});
