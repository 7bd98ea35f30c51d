// The quick start of packages/player-react/README.md, verbatim: typechecked against the
// packed packages (never bundled), so the README's first example keeps compiling.
import { encodeVideoUrl, type VideoFileSource } from '@tubekit/contract';
import '@tubekit/player/style.css';
import { Player, usePlayerState } from '@tubekit/player-react';

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
const sources = [source('/media/clip_hd.mp4', '_hd.mp4'), source('/media/clip_sd.mp4', '_sd.mp4')];

function Quality() {
  const quality = usePlayerState((s) => s.quality);
  return <p>Playing in {quality ?? '…'}</p>;
}

export function VideoPage() {
  return (
    <Player sources={sources} title="Sample clip" style={{ maxWidth: 640 }}>
      <Quality />
    </Player>
  );
}
