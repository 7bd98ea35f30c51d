import fluidPlayer from 'fluid-player';
import 'fluid-player/src/css/fluidplayer.css';
import { watchFirstFrame } from '../first-frame.ts';

// Fluid Player ships sources only: bundled here by the same vite build as the others.
fluidPlayer('video', { layoutControls: { autoPlay: true, mute: true, fillToContainer: true } });
watchFirstFrame(document.querySelector('video'));
