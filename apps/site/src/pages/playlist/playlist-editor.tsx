import { PLAYLIST_LIMITS } from '@tubekit/contract';
import { type FormEvent, useState } from 'react';
import { type PlaylistWithVideos, playlistAct } from '../../playlists/playlist-calls.ts';
import { useApi } from '../../site-context.tsx';
import './playlist-form.css';

/** What an edit changes. */
export interface PlaylistEdit {
  title: string;
  description: string;
  is_private: number;
}

/**
 * The owner's Edit (title, description, public/private) and Delete of a playlist. The
 * server trims the texts; the page shows what it was sent, trimmed the same way.
 */
export function PlaylistEditor({
  playlist,
  onSaved,
  onDeleted,
}: {
  playlist: PlaylistWithVideos;
  onSaved: (fields: PlaylistEdit) => void;
  onDeleted: () => void;
}) {
  const api = useApi();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<PlaylistEdit>({
    title: playlist.title,
    description: playlist.description,
    is_private: playlist.is_private,
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const form = { act: 'edit', playlist_id: playlist.id, ...fields, visibility: fields.is_private };
    const saved = await playlistAct(api, form);
    setBusy(false);
    if (!saved) return;
    onSaved({ ...fields, title: fields.title.trim(), description: fields.description.trim() });
    setEditing(false);
  }

  async function remove() {
    if (!window.confirm(`Delete the playlist "${playlist.title}"?`)) return;
    setBusy(true);
    const deleted = await playlistAct(api, { act: 'delete', playlist_id: playlist.id });
    setBusy(false);
    if (deleted) onDeleted();
  }

  if (!editing)
    return (
      <>
        <button type="button" onClick={() => setEditing(true)}>
          Edit
        </button>
        <button type="button" disabled={busy} onClick={() => void remove()}>
          Delete
        </button>
      </>
    );
  return (
    <form className="playlist-form" onSubmit={(e) => void save(e)}>
      <PlaylistFormFields value={fields} onChange={setFields} />
      <div className="playlist-form__buttons">
        <button type="submit" disabled={busy}>
          Save
        </button>
        <button type="button" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Title, description and visibility: the fields of create and edit. */
export function PlaylistFormFields({
  value,
  onChange,
}: {
  value: PlaylistEdit;
  onChange: (v: PlaylistEdit) => void;
}) {
  return (
    <>
      <label>
        Title
        <input
          name="title"
          required
          maxLength={PLAYLIST_LIMITS.titleMax}
          value={value.title}
          onChange={(e) => onChange({ ...value, title: e.target.value })}
        />
      </label>
      <label>
        Description
        <textarea
          name="description"
          maxLength={PLAYLIST_LIMITS.descriptionMax}
          rows={3}
          value={value.description}
          onChange={(e) => onChange({ ...value, description: e.target.value })}
        />
      </label>
      <label className="playlist-form__check">
        <input
          type="checkbox"
          name="private"
          checked={value.is_private === 1}
          onChange={(e) => onChange({ ...value, is_private: e.target.checked ? 1 : 0 })}
        />
        Private (only you see it)
      </label>
    </>
  );
}
