import { playlistPath, playlistsPath } from '@tubekit/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { getAs, signedInMember, type TestMember } from '../community/community-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import {
  eachTableCell,
  expectCellAnswer,
  freshAccountsApps,
  makeModerator,
} from '../test/authorization-table.ts';
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

async function world({ db, app }: { db: Db; app: FastifyInstance }, makePrivate: boolean): Promise<World> {
  const [x, member, moderator] = [
    await signedInMember(db),
    await signedInMember(db),
    await signedInMember(db),
  ];
  await makeModerator(db, moderator.id);
  const [inside, outside] = [await insertVideo(db), await insertVideo(db)];
  const p = await createdPlaylist(app, x, { visibility: makePrivate ? 1 : 0 });
  await playlistCall(app, x, { act: 'add', playlist_id: p, video_id: inside });
  return { app, x, p, inside, outside, callers: { visitor: null, member, owner: x, moderator } };
}

describe('the Playlists authorization table of apps/server/README.md, cell by cell', () => {
  const openApp = freshAccountsApps();

  eachTableCell('### Playlists', CALLERS, REQUESTS, async (row, caller, cell) => {
    const request = REQUESTS[row.request];
    if (!request) throw new Error(`no request for ${row.request}`);
    const w = await world(await openApp(), request.private === true);
    const res = await request.send(w, w.callers[caller]);
    expectCellAnswer(res, cell);
    if (cell.includes('listed)')) {
      const ids = res.json().playlists.map((p: { id: number }) => p.id);
      expect(ids.includes(w.p)).toBe(!cell.includes('not listed'));
    }
    const privateAnswer =
      res.statusCode === 200 && (row.request.startsWith('`POST') || row.request.includes('jsond'));
    if (privateAnswer) expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
