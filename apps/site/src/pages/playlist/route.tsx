import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchPlaylist, type PlaylistWithVideos, queueHref } from '../../playlists/playlist-calls.ts';
import { notFound, type PageLoaderArgs, type PageMeta, type PageMetaArgs } from '../../route-module.ts';
import { Link } from '../../router/link.tsx';
import { usePageData } from '../../router/site-state.ts';
import { useUser } from '../../state/user.ts';
import { PlaylistEditor } from './playlist-editor.tsx';
import { PlaylistVideos } from './playlist-videos.tsx';
import './playlist-page.css';

/**
 * /playlist/{id}/: the playlist with its videos in order. Read as `jsond` (the owner's
 * private playlist and their latest changes; never cached); 404 when there is none to show.
 */
export async function loader({ params, api }: PageLoaderArgs): Promise<{ playlist: PlaylistWithVideos }> {
  const id = Number(params.id);
  if (!params.id || !/^[1-9]\d{0,9}$/.test(params.id)) notFound();
  const playlist = await fetchPlaylist(api, id, true);
  if (!playlist) notFound();
  return { playlist };
}

/** The playlist's title; a private one is never indexed. */
export function meta({ data }: PageMetaArgs<{ playlist: PlaylistWithVideos }>): PageMeta {
  const { playlist } = data;
  return {
    title: playlist.title,
    description: playlist.description || `Playlist by ${playlist.user.username}.`,
    noindex: playlist.is_private === 1,
  };
}

/** The playlist page: title, description, owner, Play all, the videos (the owner edits all of it). */
export default function PlaylistPage() {
  const loaded = usePageData<typeof loader>().playlist;
  const [playlist, setPlaylist] = useState(loaded);
  // Another playlist (or a fresh read after a navigation) starts the page over.
  useEffect(() => setPlaylist(loaded), [loaded]);
  const user = useUser();
  const navigate = useNavigate();
  const owner = user?.user_id === playlist.user.user_id;
  const first = playlist.videos[0];
  return (
    <section className="page playlist-page">
      <header className="playlist-page__head">
        <h1>{playlist.title}</h1>
        <p className="playlist-page__by">
          by <Link to={`/members/${playlist.user.user_id}/`}>{playlist.user.username}</Link>
          {' · '}
          {playlist.videos.length} {playlist.videos.length === 1 ? 'video' : 'videos'}
          {playlist.is_private ? ' · private' : ''}
        </p>
        {playlist.description ? <p className="playlist-page__description">{playlist.description}</p> : null}
        <div className="playlist-page__actions">
          {first ? (
            <Link className="playlist-page__play" to={queueHref(first, playlist.id)}>
              ▶ Play all
            </Link>
          ) : null}
          {owner ? (
            <PlaylistEditor
              playlist={playlist}
              onSaved={(fields) => setPlaylist((p) => ({ ...p, ...fields }))}
              onDeleted={() => navigate(`/members/${playlist.user.user_id}/playlists/1/`)}
            />
          ) : null}
        </div>
      </header>
      <PlaylistVideos
        playlist={playlist}
        owner={owner}
        onChange={(videos) => setPlaylist((p) => ({ ...p, videos }))}
      />
    </section>
  );
}
