import { PLAYLIST_LIMITS } from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApp } from '../accounts/accounts-test-kit.ts';
import { signedInMember } from '../community/community-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { createdPlaylist, fillPlaylistsToCap, fillVideosToCap, playlistCall } from './playlist-test-kit.ts';

/** What a burst of concurrent calls answered: how many `{ok}`, how many `list_full`. */
function tally(answers: { json(): { ok?: boolean; code?: string } }[]) {
  const codes = answers.map((a) => (a.json().ok ? 'ok' : a.json().code));
  return { ok: codes.filter((c) => c === 'ok').length, full: codes.filter((c) => c === 'list_full').length };
}

describe.each(testDatabases())('playlist caps under concurrent requests on $name', ({ open }) => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await open();
    ({ app } = await accountsApp(db));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it(`five creates at once one below ${PLAYLIST_LIMITS.maxPlaylists} playlists: one passes, the cap holds`, async () => {
    const dan = await signedInMember(db, 'dan');
    await fillPlaylistsToCap(db, dan.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => playlistCall(app, dan, { act: 'create', title: `race ${i}` })),
    );
    expect(tally(answers)).toEqual({ ok: 1, full: 4 });
    const { n } = await db.kysely
      .selectFrom('playlists')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', dan.id)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(PLAYLIST_LIMITS.maxPlaylists);
  });

  it(`four adds at once one below ${PLAYLIST_LIMITS.maxVideos} videos: one passes, the cap holds`, async () => {
    const eve = await signedInMember(db, 'eve');
    const id = await createdPlaylist(app, eve);
    await fillVideosToCap(db, id, 2_000_000);
    const videos: number[] = [];
    for (let i = 0; i < 4; i++) videos.push(await insertVideo(db, { title: `Race ${i}` }));
    const answers = await Promise.all(
      videos.map((video_id) => playlistCall(app, eve, { act: 'add', playlist_id: id, video_id })),
    );
    expect(tally(answers)).toEqual({ ok: 1, full: 3 });
    const rows = await db.kysely
      .selectFrom('playlist_videos')
      .select('position')
      .where('playlist_id', '=', id)
      .execute();
    expect(rows).toHaveLength(PLAYLIST_LIMITS.maxVideos);
  });
});
