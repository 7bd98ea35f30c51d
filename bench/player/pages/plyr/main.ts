import Plyr from 'plyr';
import 'plyr/dist/plyr.css';
import { watchFirstFrame } from '../first-frame.ts';

// The icon sprite is served locally (the default is a CDN url; this machine is offline).
new Plyr('#video', { autoplay: true, muted: true, iconUrl: '/plyr-assets/plyr.svg' });
watchFirstFrame(document.querySelector('video'));
