import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../comments/comments-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { readColumn } from '../db/test-reads.ts';
import { manualClock } from '../http/clock.ts';
import {
  eachTableCell,
  expectCellAnswer,
  expectCrossSiteRefused,
  freshAccountsApps,
} from '../test/authorization-table.ts';
import { insertReport, queuedUpload } from './moderation-rows.ts';
import { getModeration, postWithToken } from './moderation-test-kit.ts';

/** The callers of the README's Moderation table, in its column order. */
const CALLERS = ['visitor', 'member', 'banned member', 'moderator'] as const;
type Caller = (typeof CALLERS)[number];

/** A fresh world: X's upload V waits in the queue with an open report R on it. */
interface World {
  app: FastifyInstance;
  db: Db;
  x: TestMember;
  v: number;
  r: number;
  callers: Record<Caller, TestMember | null>;
}

type Send = (w: World, who: TestMember | null) => Promise<LightMyRequestResponse>;

const post = (w: World, who: TestMember | null, fields: Record<string, string | number>) =>
  postWithToken(w.app, '/moderation.php', who, fields);

/** What each row of the table sends. */
const REQUESTS: Record<string, Send> = {
  '`GET moderation.php?section=queue`': (w, who) => getModeration(w.app, who, { section: 'queue' }),
  '`GET moderation.php?section=reports`': (w, who) => getModeration(w.app, who, { section: 'reports' }),
  '`GET moderation.php?section=dmca`': (w, who) => getModeration(w.app, who, { section: 'dmca' }),
  '`GET moderation.php?section=history` of V': (w, who) =>
    getModeration(w.app, who, { section: 'history', item: 'videos', object_id: w.v }),
  '`POST moderation.php` `act=approve` V': (w, who) => post(w, who, { act: 'approve', video_id: w.v }),
  '`POST moderation.php` `act=reject` V': (w, who) =>
    post(w, who, { act: 'reject', video_id: w.v, reason: 'blood' }),
  '`POST moderation.php` `act=dismiss` R': (w, who) => post(w, who, { act: 'dismiss', report_id: w.r }),
  '`POST moderation.php` `act=delete` V': (w, who) => post(w, who, { act: 'delete', video_id: w.v }),
  '`POST moderation.php` `act=ban` X': (w, who) => post(w, who, { act: 'ban', user_id: w.x.userId }),
  '`POST dmca.php`': (w, who) =>
    postWithToken(w.app, '/dmca.php', who, {
      name: 'Holder',
      email: 'legal@holder.example',
      url: `http://127.0.0.1:3000/video/${w.v}/v/`,
      work: 'The original',
      text: 'Ours.',
      sworn: 1,
    }),
};

async function world({ db, app }: { db: Db; app: FastifyInstance }): Promise<World> {
  // The accounts app's clock starts here too: the sessions live on its time.
  const clock = manualClock(Date.UTC(2025, 0, 2));
  const [x, member, banned] = [
    await signedInMember(db, clock),
    await signedInMember(db, clock),
    await signedInMember(db, clock),
  ];
  const moderator = await signedInMember(db, clock, { role: 'moderator' });
  const { videoId } = await queuedUpload(db, x.userId);
  const reportId = await insertReport(db, { object_id: videoId, reason: 'violence' });
  const w: World = {
    app,
    db,
    x,
    v: videoId,
    r: reportId,
    callers: { visitor: null, member, 'banned member': banned, moderator },
  };
  const ban = await post(w, moderator, { act: 'ban', user_id: banned.userId });
  if (ban.statusCode !== 200) throw new Error(`ban failed: ${ban.body}`);
  return w;
}

/** What a refused request must leave as it was: the records, V, R, X. */
async function snapshot(w: World) {
  const q = w.db.kysely;
  return {
    actions: (await q.selectFrom('moderation_actions').select('action_id').execute()).length,
    video: await q.selectFrom('videos').select('status_id').where('video_id', '=', w.v).executeTakeFirst(),
    report: await q.selectFrom('reports').select('status').where('report_id', '=', w.r).executeTakeFirst(),
    x: await q.selectFrom('users').select('banned').where('user_id', '=', w.x.userId).executeTakeFirst(),
  };
}

describe('the Moderation authorization table of apps/server/README.md, cell by cell', () => {
  const openApp = freshAccountsApps();

  eachTableCell('### Moderation', CALLERS, REQUESTS, async (row, caller, cell) => {
    const send = REQUESTS[row.request];
    if (!send) throw new Error(`no request for ${row.request}`);
    const w = await world(await openApp());
    const before = await snapshot(w);
    const res = await send(w, w.callers[caller]);
    expectCellAnswer(res, cell);
    expect(res.headers['cache-control']).toBe(res.statusCode === 200 ? 'no-store' : 'no-cache');
    if (res.statusCode !== 200) expect(await snapshot(w)).toEqual(before);
  });

  it('both POSTs refuse a cross-site request (403 cross_site) before they look at the caller', async () => {
    const w = await world(await openApp());
    for (const url of ['/moderation.php', '/dmca.php'])
      await expectCrossSiteRefused(
        w.app,
        url,
        w.callers.moderator?.cookie ?? '',
        `act=ban&user_id=${w.x.userId}`,
      );
    expect(await readColumn(w.db, 'users', 'banned', 'user_id', w.x.userId)).toBe(0);
  });
});
