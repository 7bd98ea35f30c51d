import { canViewTab, type PlaylistsAnswer } from '@tubekit/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { fetchMemberPlaylists, playlistAct, playlistHref } from '../../../playlists/playlist-calls.ts';
import type { PageLoaderArgs } from '../../../route-module.ts';
import { Link } from '../../../router/link.tsx';
import { usePageData } from '../../../router/site-state.ts';
import { useApi } from '../../../site-context.tsx';
import { type PlaylistEdit, PlaylistFormFields } from '../../playlist/playlist-editor.tsx';
import { libraryTabMeta, tabPage } from '../library-tab-loader.ts';
import { loadMember, MemberLayout } from '../member-layout.tsx';
import './playlists-tab.css';

/** /members/{id}/playlists/{page}/: the member, then their playlists (`jsond`: the owner's private ones too). */
export async function loader({ params, api }: PageLoaderArgs) {
  const member = await loadMember(api, params.id);
  const page = tabPage(params.page);
  const list: PlaylistsAnswer | null = canViewTab('playlists', member.relation)
    ? await fetchMemberPlaylists(api, member.user_id, page)
    : null;
  return { member, page, list };
}

/** "{username}'s playlists", never indexed. */
export const meta = libraryTabMeta('playlists');

const EMPTY: PlaylistEdit = { title: '', description: '', is_private: 0 };

/** The Playlists tab: the member's playlists, and for the owner a form that creates one. */
export default function MemberPlaylistsPage() {
  const data = usePageData<typeof loader>();
  const api = useApi();
  const [playlists, setPlaylists] = useState(data.list?.playlists ?? []);
  useEffect(() => setPlaylists(data.list?.playlists ?? []), [data.list]);
  const [fields, setFields] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const owner = data.member.relation === 'owner';

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const made = await playlistAct(api, { act: 'create', ...fields, visibility: fields.is_private });
    if (made) {
      setFields(EMPTY);
      setPlaylists((await fetchMemberPlaylists(api, data.member.user_id)).playlists);
    }
    setBusy(false);
  }

  return (
    <MemberLayout member={data.member} tab="playlists">
      {owner ? (
        <form className="playlist-form playlists-tab__create" onSubmit={(e) => void create(e)}>
          <h2>New playlist</h2>
          <PlaylistFormFields value={fields} onChange={setFields} />
          <div className="playlist-form__buttons">
            <button type="submit" disabled={busy}>
              Create playlist
            </button>
          </div>
        </form>
      ) : null}
      {playlists.length === 0 ? (
        <p className="video-grid__empty">There are no playlists yet.</p>
      ) : (
        <ul className="playlists-tab__list">
          {playlists.map((playlist) => (
            <li key={playlist.id}>
              <Link to={playlistHref(playlist.id)} className="playlists-tab__card">
                <span className="playlists-tab__title">{playlist.title}</span>
                <span className="playlists-tab__meta">
                  {playlist.total_videos} videos{playlist.is_private ? ' · private' : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </MemberLayout>
  );
}
