import { memberPath } from '@tubekit/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { readList, type SignedIn } from '../library/library-test-kit.ts';
import { authorizationCallers, CALLERS, type Callers } from '../test/authorization-callers.ts';
import { eachTableCell, expectCellAnswer } from '../test/authorization-table.ts';
import { formToken, memberTestApp, postMember, postMultipart, testImage } from './member-test-kit.ts';

type Send = (app: FastifyInstance, w: Callers, who: SignedIn | null) => Promise<LightMyRequestResponse>;

/** A picture upload as `who` (a visitor too), with the token form.php gives that browser. */
async function uploadAs(app: FastifyInstance, who: SignedIn | null, section: 'u_ava' | 'u_cover') {
  const { csrf, cookie } = await formToken(app, who, 'avatar');
  const data = await testImage(section === 'u_ava' ? 200 : 1300, section === 'u_ava' ? 200 : 300);
  return postMultipart(app, '/member.php', cookie, [
    ['section', section],
    ['csrf', csrf],
    { name: 'file', filename: 'p.jpg', type: 'image/jpeg', data },
  ]);
}

/** What each row of the README's "### Member profile" table sends, as `who`. */
const REQUESTS: Record<string, Send> = {
  '`POST member.php` `section=profile` of X': (app, w, who) =>
    postMember(app, who?.cookie ?? '', { section: 'profile', user_id: String(w.x.userId) }),
  '`POST member.php` `section=edit`': async (app, _w, who) => {
    const { csrf, cookie } = await formToken(app, who, 'profile');
    return postMember(app, cookie, { section: 'edit', csrf, city: 'Porto' });
  },
  '`POST member.php` `section=u_ava`': (app, _w, who) => uploadAs(app, who, 'u_ava'),
  '`POST member.php` `section=u_cover`': (app, _w, who) => uploadAs(app, who, 'u_cover'),
  '`GET json/member/…/X.json`': (app, w, who) =>
    readList(app, who, memberPath.build({ lifetime: 7200, section: 'profile', user_id: w.x.userId })),
};

describe.each(testDatabases())(
  'the Member profile authorization table of apps/server/README.md ($name)',
  ({ open }) => {
    let db: Db;
    let app: FastifyInstance;
    beforeAll(async () => {
      db = await open();
      ({ app } = await memberTestApp(db));
    });
    afterAll(async () => {
      await app?.close();
      await db?.close();
    });

    /**
     * Fresh callers for one cell; a member reads X's profile first, so a visitor's cell would
     * show a cached answer getting past the session check.
     */
    async function world(): Promise<Callers> {
      const w = await authorizationCallers(app, db);
      const first = await REQUESTS['`GET json/member/…/X.json`']?.(app, w, w.callers.member);
      expect(first?.statusCode).toBe(200);
      return w;
    }

    /** What of X's row member.php may change, as one comparable text. */
    async function profileOf(userId: number): Promise<string> {
      const row = await db.kysely
        .selectFrom('users')
        .select(['city', 'avatar', 'cover'])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return JSON.stringify(row);
    }

    eachTableCell('### Member profile', CALLERS, REQUESTS, async (row, caller, cell) => {
      const send = REQUESTS[row.request];
      if (!send) throw new Error(`no request for ${row.request}`);
      const w = await world();
      const before = await profileOf(w.x.userId);
      const res = await send(app, w, w.callers[caller]);
      const { code, note } = expectCellAnswer(res, cell);
      const body = res.json();
      const after = await profileOf(w.x.userId);
      if (note === 'X changed') expect(after).not.toBe(before);
      else expect(after).toBe(before);
      if (row.request.includes('section=profile') && note) {
        expect(body.relation).toBe(note);
        // Only the owner gets the profile itself (fresh, for the edit form).
        expect(body.member !== undefined).toBe(note === 'owner');
      }
      if (row.request.startsWith('`GET') && !code) {
        expect(body.member.user_id).toBe(w.x.userId);
        expect(res.headers['cache-control']).toMatch(/^private\b/);
      }
    });
  },
);
