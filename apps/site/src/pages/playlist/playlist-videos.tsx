import type { Video } from '@tubekit/contract';
import { useState } from 'react';
import { type PlaylistWithVideos, playlistAct, queueHref } from '../../playlists/playlist-calls.ts';
import { Link } from '../../router/link.tsx';
import { useApi } from '../../site-context.tsx';

/** `videos` with the one at `from` moved to `to`. */
export function moved<T>(videos: readonly T[], from: number, to: number): T[] {
  const list = [...videos];
  const [item] = list.splice(from, 1);
  if (item !== undefined) list.splice(to, 0, item);
  return list;
}

/**
 * The playlist's videos in order, each playing inside the playlist; the owner gets Move up,
 * Move down (a reorder of the whole list, as the server wants it) and Remove. The list
 * changes only once the server said yes.
 */
export function PlaylistVideos({
  playlist,
  owner,
  onChange,
}: {
  playlist: PlaylistWithVideos;
  owner: boolean;
  onChange: (videos: Video[]) => void;
}) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const { videos } = playlist;

  async function move(from: number, to: number) {
    const order = moved(videos, from, to);
    setBusy(true);
    const done = await playlistAct(api, {
      act: 'reorder',
      playlist_id: playlist.id,
      video_ids: JSON.stringify(order.map((v) => v.video_id)),
    });
    setBusy(false);
    if (done) onChange(order);
  }

  async function remove(video: Video) {
    setBusy(true);
    const done = await playlistAct(api, {
      act: 'remove',
      playlist_id: playlist.id,
      video_id: video.video_id,
    });
    setBusy(false);
    if (done) onChange(videos.filter((v) => v.video_id !== video.video_id));
  }

  if (videos.length === 0)
    return <p className="video-grid__empty">There are no videos in this playlist yet.</p>;
  return (
    <ol className="playlist-videos">
      {videos.map((video, i) => (
        <li key={video.video_id} className="playlist-videos__item">
          <span className="playlist-videos__n">{i + 1}</span>
          <Link to={queueHref(video, playlist.id)} className="playlist-videos__link">
            <img src={video.scr || video.thumb} alt="" width={160} height={90} loading="lazy" />
            <span className="playlist-videos__title">{video.title}</span>
            <span className="playlist-videos__duration">{video.duration}</span>
          </Link>
          {owner ? (
            <span className="playlist-videos__tools">
              <button
                type="button"
                disabled={busy || i === 0}
                aria-label={`Move up: ${video.title}`}
                onClick={() => void move(i, i - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                disabled={busy || i === videos.length - 1}
                aria-label={`Move down: ${video.title}`}
                onClick={() => void move(i, i + 1)}
              >
                ↓
              </button>
              <button
                type="button"
                disabled={busy}
                aria-label={`Remove: ${video.title}`}
                onClick={() => void remove(video)}
              >
                ✕
              </button>
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
