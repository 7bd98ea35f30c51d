import {
  LIFETIME,
  PLAYLIST_ENDPOINT,
  type PlaylistActAnswer,
  type PlaylistAnswer,
  type PlaylistsAnswer,
  playlistPath,
  playlistsPath,
  type Video,
} from '@tubekit/contract';
import type { ApiTransport } from '../api/transport.ts';
import { hasMessage, t, tAnswer } from '../i18n/t.ts';
import { notify } from '../state/notifications.ts';

/** A playlist with its videos, as json/playlist answers it. */
export type PlaylistWithVideos = Extract<PlaylistAnswer, { playlist: unknown }>['playlist'];

/** The notice of each act's success (spec section 8), where it has one. */
const SUCCESS = {
  create: 'notify.playlist_created',
  edit: 'notify.playlist_edited',
  delete: 'notify.playlist_deleted',
} as const;

/**
 * POSTs one playlist.php act and tells the member how it went: the act's success notice,
 * "already added to a playlist", or the error's own text. Resolves with the answer when it
 * succeeded, null otherwise (a network failure too: the transport rejects).
 */
export async function playlistAct(
  api: ApiTransport,
  form: { act: string } & Record<string, string | number>,
): Promise<Extract<PlaylistActAnswer, { ok: true }> | null> {
  try {
    const answer = await api.post<PlaylistActAnswer>(PLAYLIST_ENDPOINT, form);
    if ('ok' in answer) {
      const success = SUCCESS[form.act as keyof typeof SUCCESS];
      if (success) notify({ type: 'success', text: t(success) });
      return answer;
    }
    if (answer.field === 'notify') return null;
    const key =
      answer.code === 'already_added' ? 'notify.add_to_playlist_already_added' : `notify.${answer.code}`;
    notify({ type: 'error', text: hasMessage(key) ? tAnswer(key) : tAnswer(answer.code) });
    return null;
  } catch {
    notify({ type: 'error', text: t('notify.network_error') });
    return null;
  }
}

/**
 * One playlist with its videos, or null when there is none to show this viewer. Signed-in
 * members read the uncached `jsond` form (their own private playlists, and their changes at
 * once); visitors the public path, which browsers keep a minute (`LIFETIME.playlist`).
 */
export async function fetchPlaylist(
  api: ApiTransport,
  id: number,
  member: boolean,
): Promise<PlaylistWithVideos | null> {
  try {
    const answer = await api.get<PlaylistAnswer>(
      playlistPath.build({ lifetime: member ? 0 : LIFETIME.playlist, id }),
    );
    return 'playlist' in answer ? answer.playlist : null;
  } catch {
    return null;
  }
}

/** A member's playlists, newest first (the `jsond` listing: the viewer's private ones too). */
export async function fetchMemberPlaylists(
  api: ApiTransport,
  userId: number,
  page = 1,
): Promise<PlaylistsAnswer> {
  const path = playlistsPath.build({
    lifetime: 0,
    sort: 'recent',
    count: 60,
    section: 'members',
    page,
    gender: 'str',
    object_id: String(userId),
  });
  const answer = await api.get<PlaylistsAnswer | { error: true }>(path);
  return 'playlists' in answer ? answer : { playlists: [], total_count: 0 };
}

/** The address of a playlist's page. */
export function playlistHref(id: number): string {
  return `/playlist/${id}/`;
}

/** A video's watch address inside a playlist: the video page shows the queue and plays on through it. */
export function queueHref(video: Pick<Video, 'video_id' | 'dir'>, playlistId: number): string {
  return `/video/${video.video_id}/${video.dir}/?autostart=1&playlist=${playlistId}`;
}

/** The `?playlist=` of a video page's query, or null. */
export function playlistParam(search: string): number | null {
  const raw = new URLSearchParams(search).get('playlist');
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
