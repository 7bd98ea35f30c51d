import { playlistPath, playlistsPath } from '@tubekit/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { accountsApp } from '../accounts/accounts-test-kit.ts';
import { getAs, signedInMember, type TestMember } from '../community/community-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { openDatabase } from '../db/connect.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { parseCell, readmeTable } from '../test/readme-table.ts';
import { createdPlaylist, playlistCall } from './playlist-test-kit.ts';

/** The callers of the README's Playlists table, in its column order. */
const CALLERS = ['visitor', 'member', 'owner', 'moderator'] as const;
type Caller = (typeof CALLERS)[number];

/** A fresh world: X owns P (one video in it, a second one not yet), beside a member and a moderator. */
interface World {
  app: FastifyInstance;
  x: TestMember;
  p: number;
  inside: number;
  outside: number;
  callers: Record<Caller, TestMember | null>;
}

type Send = (w: World, who: TestMember | null) => Promise<LightMyRequestResponse>;

const jsondList = (w: World, who: TestMember | null) =>
  getAs(
    w.app,
    who,
    playlistsPath.build({
      lifetime: 0,
      sort: 'recent',
      count: 60,
      section: 'members',
      page: 1,
      gender: 'str',
      object_id: String(w.x.id),
    }),
  );

/** What each row of the table sends, and whether it makes P private first. */
const REQUESTS: Record<string, { send: Send; private?: true }> = {
  '`POST playlist.php` `act=create`': {
    send: (w, who) => playlistCall(w.app, who, { act: 'create', title: 'New' }),
  },
  '`POST playlist.php` `act=edit` P': {
    send: (w, who) => playlistCall(w.app, who, { act: 'edit', playlist_id: w.p, title: 'Renamed' }),
  },
  '`POST playlist.php` `act=add` to P': {
    send: (w, who) => playlistCall(w.app, who, { act: 'add', playlist_id: w.p, video_id: w.outside }),
  },
  '`POST playlist.php` `act=remove` from P': {
    send: (w, who) => playlistCall(w.app, who, { act: 'remove', playlist_id: w.p, video_id: w.inside }),
  },
  '`POST playlist.php` `act=reorder` P': {
    send: (w, who) =>
      playlistCall(w.app, who, { act: 'reorder', playlist_id: w.p, video_ids: JSON.stringify([w.inside]) }),
  },
  '`POST playlist.php` `act=delete` P': {
    send: (w, who) => playlistCall(w.app, who, { act: 'delete', playlist_id: w.p }),
  },
  '`GET json/playlist/60/…/P.json`': {
    send: (w, who) => getAs(w.app, who, playlistPath.build({ lifetime: 60, id: w.p })),
  },
  '`GET json/playlist/60/…/P.json`, P private': {
    send: (w, who) => getAs(w.app, who, playlistPath.build({ lifetime: 60, id: w.p })),
    private: true,
  },
  '`GET json/playlist/0/…/P.jsond`, P private': {
    send: (w, who) => getAs(w.app, who, playlistPath.build({ lifetime: 0, id: w.p })),
    private: true,
  },
  '`GET json/playlists/0/…/members.1.str.X.jsond`, P private': { send: jsondList, private: true },
};

const opened: { db: Db; app: FastifyInstance }[] = [];

async function world(makePrivate: boolean): Promise<World> {
  const db = await openDatabase({ sqlitePath: ':memory:' });
  const { app } = await accountsApp(db);
  opened.push({ db, app });
  const [x, member, moderator] = [
    await signedInMember(db),
    await signedInMember(db),
    await signedInMember(db),
  ];
  await db.kysely
    .updateTable('users')
    .set({ role: 'moderator' })
    .where('user_id', '=', moderator.id)
    .execute();
  const [inside, outside] = [await insertVideo(db), await insertVideo(db)];
  const p = await createdPlaylist(app, x, { visibility: makePrivate ? 1 : 0 });
  await playlistCall(app, x, { act: 'add', playlist_id: p, video_id: inside });
  return { app, x, p, inside, outside, callers: { visitor: null, member, owner: x, moderator } };
}

describe('the Playlists authorization table of apps/server/README.md, cell by cell', () => {
  afterEach(async () => {
    for (const { app, db } of opened.splice(0)) {
      await app.close();
      await db.close();
    }
  });

  const rows = readmeTable('### Playlists');

  it('has a row for every request this test knows, and four cells each', () => {
    expect(rows.map((r) => r.request).sort()).toEqual(Object.keys(REQUESTS).sort());
    for (const row of rows) expect(row.cells).toHaveLength(CALLERS.length);
  });

  for (const row of rows) {
    for (const [i, caller] of CALLERS.entries()) {
      const cell = row.cells[i] ?? '';
      it(`${row.request}, ${caller}: ${cell}`, async () => {
        const request = REQUESTS[row.request];
        if (!request) throw new Error(`no request for ${row.request}`);
        const w = await world(request.private === true);
        const res = await request.send(w, w.callers[caller]);
        const { status, code } = parseCell(cell);
        expect(res.statusCode).toBe(status);
        if (code) expect(res.json().code).toBe(code);
        else expect(res.json().error).toBeUndefined();
        if (cell.includes('listed)')) {
          const ids = res.json().playlists.map((p: { id: number }) => p.id);
          expect(ids.includes(w.p)).toBe(!cell.includes('not listed'));
        }
        const privateAnswer =
          res.statusCode === 200 && (row.request.startsWith('`POST') || row.request.includes('jsond'));
        if (privateAnswer) expect(res.headers['cache-control']).toBe('private, no-store');
      });
    }
  }
});
