import { type Gender, playlistsPath } from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApp } from '../accounts/accounts-test-kit.ts';
import { getAs, signedInMember, type TestMember } from '../community/community-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { createdPlaylist, playlistCall, readPlaylist } from './playlist-test-kit.ts';
import { playlistGender } from './playlist-writes.ts';

describe('playlistGender: the gender most videos have', () => {
  it.each([
    [[], 'str'],
    [[{ gender: 'she', n: 1 }], 'she'],
    [
      [
        { gender: 'str', n: 1 },
        { gender: 'gay', n: 2 },
      ],
      'gay',
    ],
    [
      [
        { gender: 'she', n: 2 },
        { gender: 'gay', n: 2 },
      ],
      'gay',
    ],
    [
      [
        { gender: 'str', n: 3 },
        { gender: 'gay', n: 3 },
        { gender: 'she', n: 3 },
      ],
      'str',
    ],
  ] as const)('%j is %s (a tie goes to the first of str, gay, she; empty is str)', (videos, expected) => {
    expect(playlistGender(videos)).toBe(expected);
  });
});

describe.each(testDatabases())('a playlist is listed under the gender of its videos ($name)', ({ open }) => {
  let db: Db;
  let app: FastifyInstance;
  let ann: TestMember;
  const video: Record<Gender, number[]> = { str: [], gay: [], she: [] };

  beforeAll(async () => {
    db = await open();
    ({ app } = await accountsApp(db));
    ann = await signedInMember(db, 'ann');
    for (const gender of ['str', 'gay', 'she'] as const)
      for (let i = 0; i < 2; i++) video[gender].push(await insertVideo(db, { gender }));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const call = (act: 'add' | 'remove', id: number, videoId: number | undefined) =>
    playlistCall(app, ann, { act, playlist_id: id, video_id: videoId ?? 0 });
  const genderOf = async (id: number) => (await readPlaylist(app, ann, id, true)).json().playlist.gender;
  /** The titles json/playlists lists for `gender` (section all, or ann's with `members`). */
  const listed = async (gender: Gender, members = false) =>
    (
      await getAs(
        app,
        ann,
        playlistsPath.build({
          lifetime: 0,
          sort: 'recent',
          count: 60,
          section: members ? 'members' : 'all',
          page: 1,
          gender,
          object_id: members ? String(ann.id) : '',
        }),
      )
    )
      .json()
      .playlists.map((p: { id: number }) => p.id);

  it('follows adds and removes: empty str, then the majority, a tie by GENDERS order, empty again str', async () => {
    const id = await createdPlaylist(app, ann);
    expect(await genderOf(id)).toBe('str');
    await call('add', id, video.gay[0]);
    expect(await genderOf(id)).toBe('gay');
    await call('add', id, video.she[0]);
    expect(await genderOf(id)).toBe('gay');
    await call('add', id, video.she[1]);
    expect(await genderOf(id)).toBe('she');
    await call('add', id, video.str[0]);
    await call('add', id, video.str[1]);
    // str 2, gay 1, she 2: the tie between str and she goes to str.
    expect(await genderOf(id)).toBe('str');
    for (const v of [video.str[0], video.str[1], video.she[0]]) await call('remove', id, v);
    expect(await genderOf(id)).toBe('gay');
    for (const v of [video.gay[0], video.she[1]]) await call('remove', id, v);
    expect(await genderOf(id)).toBe('str');
  });

  it("appears under its gender in the public listing, and under any gender in its member's listing", async () => {
    const id = await createdPlaylist(app, ann, { title: 'Gay list' });
    await call('add', id, video.gay[1]);
    expect(await listed('gay')).toContain(id);
    expect(await listed('str')).not.toContain(id);
    expect(await listed('str', true)).toContain(id);
    expect(await listed('she', true)).toContain(id);
  });
});
