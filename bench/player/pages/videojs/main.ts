import videojs from 'video.js';
import 'video.js/dist/video-js.css';
import { watchFirstFrame } from '../first-frame.ts';

// video.js 8 default build (includes its HTTP streaming engine, as on the CDN).
videojs('video', { autoplay: 'muted', muted: true, controls: true });
watchFirstFrame(document.querySelector('video'));
