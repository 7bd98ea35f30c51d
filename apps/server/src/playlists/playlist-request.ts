import { PLAYLIST_ACTS, PLAYLIST_LIMITS, type PlaylistAct } from '@tubekit/contract';
import { formField, idField } from '../community/social-request.ts';
import { ApiError } from '../http/errors.ts';

/** The title, description and visibility of a create or edit. */
export interface PlaylistFields {
  title: string;
  description: string;
  /** 0 public, 1 private. */
  isPrivate: 0 | 1;
}

/** A playlist.php call after validation: the act and what it reads. */
export type PlaylistRequest =
  | ({ act: 'create' } & PlaylistFields)
  | ({ act: 'edit'; playlistId: number } & PlaylistFields)
  | { act: 'delete'; playlistId: number }
  | { act: 'add' | 'remove'; playlistId: number; videoId: number }
  | { act: 'reorder'; playlistId: number; videoIds: number[] };

/** Control characters other than tab and line breaks: PostgreSQL cannot store NUL, and none belongs in a title. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: this is the check for them
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Length in code points, so an emoji counts as one character on both dialects. */
function length(text: string): number {
  return [...text].length;
}

/**
 * A text field, trimmed at the ends and otherwise kept as typed (the site renders it as
 * text). The title is one line; the description may hold line breaks.
 */
function textField(body: Record<string, unknown>, name: string, min: number, max: number): string {
  const text = (formField(body, name) ?? '').trim();
  if (length(text) < min) throw new ApiError('required', name);
  if (length(text) > max) throw new ApiError('max_length', name);
  if (CONTROL.test(text) || (name === 'title' && /[\r\n\t]/.test(text)))
    throw new ApiError('invalid_param', name);
  return text;
}

function playlistFields(body: Record<string, unknown>): PlaylistFields {
  const title = textField(body, 'title', PLAYLIST_LIMITS.titleMin, PLAYLIST_LIMITS.titleMax);
  const description = textField(body, 'description', 0, PLAYLIST_LIMITS.descriptionMax);
  const visibility = formField(body, 'visibility') ?? '0';
  if (visibility !== '0' && visibility !== '1') throw new ApiError('invalid_param', 'visibility');
  return { title, description, isPrivate: visibility === '1' ? 1 : 0 };
}

/** `video_ids`: a JSON list of distinct positive ids, at most a full playlist's worth. */
function videoIdsField(body: Record<string, unknown>): number[] {
  const raw = formField(body, 'video_ids');
  let list: unknown;
  try {
    list = JSON.parse(raw ?? '');
  } catch {
    throw new ApiError('invalid_param', 'video_ids');
  }
  if (
    !Array.isArray(list) ||
    list.length > PLAYLIST_LIMITS.maxVideos ||
    !list.every((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647) ||
    new Set(list).size !== list.length
  )
    throw new ApiError('invalid_param', 'video_ids');
  return list as number[];
}

/** Validates a playlist.php body: `act` first, then the fields that act reads. */
export function parsePlaylistRequest(body: unknown): PlaylistRequest {
  const fields = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const act = formField(fields, 'act');
  if (act === undefined || !(PLAYLIST_ACTS as readonly string[]).includes(act))
    throw new ApiError('invalid_param', 'act');
  const known = act as PlaylistAct;
  if (known === 'create') return { act: known, ...playlistFields(fields) };
  const playlistId = idField(fields, 'playlist_id');
  switch (known) {
    case 'edit':
      return { act: known, playlistId, ...playlistFields(fields) };
    case 'delete':
      return { act: known, playlistId };
    case 'add':
    case 'remove':
      return { act: known, playlistId, videoId: idField(fields, 'video_id') };
    case 'reorder':
      return { act: known, playlistId, videoIds: videoIdsField(fields) };
  }
}
