import type { PageLoaderArgs } from '../route-module.ts';
import { Link } from '../router/link.tsx';
import {
  fetchPlaylist,
  type PlaylistWithVideos,
  playlistHref,
  playlistParam,
  queueHref,
} from './playlist-calls.ts';
import './playlist-queue.css';

/** The player's next video (its countdown's target): an address and a title. */
export interface QueueNext {
  url: string;
  title: string;
}

/**
 * The playlist a video page was opened in (`?playlist=`), read with the page so the
 * player knows its next video when it mounts (its options are read once). `jsond`: the
 * member's own private playlist plays too, and their latest order. Null without one, or
 * when the playlist is gone or not theirs to see.
 */
export async function loadQueue({
  url,
  api,
}: Pick<PageLoaderArgs, 'url' | 'api'>): Promise<PlaylistWithVideos | null> {
  const id = playlistParam(url.search);
  return id === null ? null : fetchPlaylist(api, id, true);
}

/** The video after `videoId` in the playlist, watched inside it; null at the end (or when it is not in it). */
export function nextInQueue(playlist: PlaylistWithVideos, videoId: number): QueueNext | null {
  const at = playlist.videos.findIndex((v) => v.video_id === videoId);
  const next = at < 0 ? undefined : playlist.videos[at + 1];
  return next ? { url: queueHref(next, playlist.id), title: next.title } : null;
}

/** The playlist's videos beside the player, the one playing marked; each plays inside the playlist. */
export function PlaylistQueue({ playlist, videoId }: { playlist: PlaylistWithVideos; videoId: number }) {
  const at = playlist.videos.findIndex((v) => v.video_id === videoId);
  return (
    <aside className="playlist-queue" aria-label="Playlist">
      <header className="playlist-queue__head">
        <Link to={playlistHref(playlist.id)} className="playlist-queue__title">
          {playlist.title}
        </Link>
        <span className="playlist-queue__count">
          {at + 1} / {playlist.videos.length}
        </span>
      </header>
      <ol className="playlist-queue__list">
        {playlist.videos.map((video, i) => (
          <li
            key={video.video_id}
            className={i === at ? 'playlist-queue__item is-current' : 'playlist-queue__item'}
          >
            <Link to={queueHref(video, playlist.id)} aria-current={i === at ? 'true' : undefined}>
              <img src={video.scr || video.thumb} alt="" width={96} height={54} loading="lazy" />
              <span>{video.title}</span>
            </Link>
          </li>
        ))}
      </ol>
    </aside>
  );
}
