import { LIFETIME, playlistPath } from '@tubekit/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { getAs, postAs, type TestMember } from '../community/community-test-kit.ts';

/** POST playlist.php as `who` (a visitor when null). */
export function playlistCall(
  app: FastifyInstance,
  who: TestMember | null,
  fields: Record<string, string | number>,
): Promise<LightMyRequestResponse> {
  return postAs(app, who, '/playlist.php', fields);
}

/** Creates a playlist as `who` and returns its id. */
export async function createdPlaylist(
  app: FastifyInstance,
  who: TestMember,
  fields: Record<string, string | number> = {},
): Promise<number> {
  const res = await playlistCall(app, who, { act: 'create', title: 'My list', description: '', ...fields });
  const id = res.json().playlist_id;
  if (typeof id !== 'number') throw new Error(`create failed: ${res.body}`);
  return id;
}

/** GET one playlist: the cached public path (the site's lifetime) or, with `fresh`, the jsond one. */
export function readPlaylist(
  app: FastifyInstance,
  who: TestMember | null,
  id: number,
  fresh = false,
): Promise<LightMyRequestResponse> {
  return getAs(app, who, playlistPath.build({ lifetime: fresh ? 0 : LIFETIME.playlist, id }));
}

/** The video ids of a playlist answer, in order. */
export function videoIdsOf(res: LightMyRequestResponse): number[] {
  return res.json().playlist.videos.map((v: { video_id: number }) => v.video_id);
}
