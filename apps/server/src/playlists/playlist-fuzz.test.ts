import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApp } from '../accounts/accounts-test-kit.ts';
import { signedInMember, type TestMember } from '../community/community-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { openDatabase } from '../db/connect.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import type { ManualClock } from '../http/clock.ts';
import { createdPlaylist, playlistCall } from './playlist-test-kit.ts';
import { PLAYLIST_RATE } from './routes.ts';

/** Words playlist.php knows, mixed with junk, so bodies reach the deep branches. */
const word = fc.oneof(
  fc.constantFrom('create', 'edit', 'delete', 'add', 'remove', 'reorder'),
  fc.constantFrom(
    '1',
    '2',
    '0',
    '-1',
    '',
    'x'.repeat(1001),
    '99999999999',
    '\u0000',
    ' \n',
    '[1,2]',
    '[1,1]',
    '[]',
    '{"a":1}',
    '[1.5]',
  ),
  fc.string({ maxLength: 20 }),
);
const fields = fc.dictionary(
  fc.constantFrom('act', 'playlist_id', 'video_id', 'video_ids', 'title', 'description', 'visibility'),
  word,
);
const STATUSES = [200, 400, 403, 404, 429];

describe('POST playlist.php with any form body', () => {
  let db: Db;
  let app: FastifyInstance;
  let clock: ManualClock;
  let me: TestMember;

  beforeAll(async () => {
    db = await openDatabase({ sqlitePath: ':memory:' });
    ({ app, clock } = await accountsApp(db));
    me = await signedInMember(db);
    const [a, b] = [await insertVideo(db), await insertVideo(db)];
    const own = await createdPlaylist(app, me);
    await playlistCall(app, me, { act: 'add', playlist_id: own, video_id: a });
    await playlistCall(app, me, { act: 'add', playlist_id: own, video_id: b });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('answers {ok} or the spec error shape with a known status, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fields, async (body) => {
        // A new minute for every run, so the per-member limit does not hide the deep branches.
        clock.advance(PLAYLIST_RATE.windowMs);
        const res = await playlistCall(app, me, body);
        expect(STATUSES).toContain(res.statusCode);
        const answer = res.json();
        expect(answer.ok === true || (answer.error === true && typeof answer.code === 'string')).toBe(true);
        expect(res.headers['cache-control']).toMatch(/no-store|no-cache/);
      }),
      { numRuns: 300 },
    );
  });

  it(`answers 429 rate_limited to a member's call number ${PLAYLIST_RATE.max + 1} in a minute`, async () => {
    clock.advance(PLAYLIST_RATE.windowMs);
    const other = await signedInMember(db);
    for (let i = 0; i < PLAYLIST_RATE.max; i++)
      expect(
        (await playlistCall(app, other, { act: 'remove', playlist_id: 999, video_id: 1 })).statusCode,
      ).toBe(404);
    const over = await playlistCall(app, other, { act: 'remove', playlist_id: 999, video_id: 1 });
    expect([over.statusCode, over.json().code]).toEqual([429, 'rate_limited']);
  });
});
