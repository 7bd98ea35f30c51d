// The quick start of packages/player/README.md, verbatim: typechecked against the packed
// package (never bundled), so the README's first example keeps compiling when pasted.
import { encodeVideoUrl, type VideoFileSource } from '@tubekit/contract';
import { createPlayer } from '@tubekit/player';
import '@tubekit/player/style.css';
import { createAds } from '@tubekit/player/ads';

// What a Tubekit server's videofile answer holds for a 20 s clip in two renditions.
const source = (path: string, format: VideoFileSource['format']): VideoFileSource => ({
  video_url: encodeVideoUrl(new URL(path, location.origin).href),
  format,
  duration: 20,
  timelines_count: 0,
  timelines_interval: 0,
  timelines_format: 'timelines',
  dir_path: '0/1',
  video_id: 1,
});

const player = createPlayer({
  container: document.getElementById('player'),
  sources: [source('/media/clip_hd.mp4', '_hd.mp4'), source('/media/clip_sd.mp4', '_sd.mp4')],
  title: 'Sample clip',
  query: location.search, // ?autostart=1 starts muted at once
});

player?.on('qualitychange', ({ quality }) => console.log('now playing', quality));

const ads = createAds({ tags: ['https://ads.example/vast.xml'] }); // main tag, then backups
const withAds = createPlayer({
  container: document.getElementById('player'),
  sources: [source('/media/clip_hd.mp4', '_hd.mp4'), source('/media/clip_sd.mp4', '_sd.mp4')],
  adBreak: ads.adBreak, // content waits for the preroll
});
if (withAds) ads.attach(withAds);
