import { PLAYLIST_LIMITS, type Playlist, type Video } from '@tubekit/contract';
import { type FormEvent, useState } from 'react';
import { useApi } from '../site-context.tsx';
import { fetchMemberPlaylists, playlistAct } from './playlist-calls.ts';
import './add-to-playlist.css';

/**
 * "Add to playlist" on the video page (members only; loaded lazily): a small menu of the
 * member's playlists, read when it opens, and a "New playlist" field that creates one with
 * this video in it. Notices say what happened ("already added", "playlist created").
 */
export function AddToPlaylist({ video, userId }: { video: Pick<Video, 'video_id'>; userId: number }) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [lists, setLists] = useState<Playlist[] | null>(null);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);

  async function toggle() {
    const opening = !open;
    setOpen(opening);
    if (opening) setLists((await fetchMemberPlaylists(api, userId)).playlists);
  }

  async function add(playlistId: number) {
    setBusy(true);
    const added = await playlistAct(api, { act: 'add', playlist_id: playlistId, video_id: video.video_id });
    setBusy(false);
    if (added) setOpen(false);
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const made = await playlistAct(api, { act: 'create', title, description: '', visibility: 0 });
    if (made?.playlist_id)
      await playlistAct(api, { act: 'add', playlist_id: made.playlist_id, video_id: video.video_id });
    setBusy(false);
    if (made) {
      setTitle('');
      setOpen(false);
    }
  }

  return (
    <div className="add-to-playlist">
      <button type="button" className="button" aria-expanded={open} onClick={() => void toggle()}>
        Add to playlist
      </button>
      {open && (
        <fieldset className="add-to-playlist__menu" aria-label="Your playlists">
          {lists === null ? (
            <p className="add-to-playlist__note">Loading…</p>
          ) : (
            <ul>
              {lists.map((list) => (
                <li key={list.id}>
                  <button type="button" className="button" disabled={busy} onClick={() => void add(list.id)}>
                    {list.title}
                    {list.is_private ? ' (private)' : ''}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={(e) => void create(e)}>
            <input
              className="field"
              aria-label="New playlist"
              placeholder="New playlist"
              value={title}
              maxLength={PLAYLIST_LIMITS.titleMax}
              required
              onChange={(e) => setTitle(e.target.value)}
            />
            <button type="submit" className="button" disabled={busy || title.trim() === ''}>
              Create
            </button>
          </form>
        </fieldset>
      )}
    </div>
  );
}
