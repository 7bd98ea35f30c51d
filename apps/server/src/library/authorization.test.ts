import { type LibrarySection, libraryPath } from '@tubekit/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { accountsTestApp } from '../accounts/accounts-test-kit.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertChannel, insertModel, insertVideo } from '../db/test-fixtures.ts';
import { authorizationCallers, CALLERS, type Callers } from '../test/authorization-callers.ts';
import { eachTableCell, expectCellAnswer } from '../test/authorization-table.ts';
import { readList, type SignedIn, stat } from './library-test-kit.ts';

/** X's lists (V in each video list, the model bookmarked), and the objects the adds send. */
interface World extends Callers {
  v: number;
  w: number;
  model: number;
  channel: number;
}

/** The table a write row changes, to count X's rows before and after. */
type LibraryTable = 'favourites' | 'watch_later' | 'watch_history' | 'bookmarks';

interface Row {
  send: (app: FastifyInstance, w: World, who: SignedIn | null) => Promise<LightMyRequestResponse>;
  /** The table of X's list a write acts on; reads have none. */
  table?: LibraryTable;
}

const write = (act: string, op: 'add' | 'remove', table: LibraryTable): Row => ({
  table,
  send: (app, w, who) => {
    if (act === 'bookmark')
      return op === 'add'
        ? stat(app, who, { act, section: op, type: 'channels', object_id: w.channel })
        : stat(app, who, { act, section: op, type: 'models', object_id: w.model });
    return stat(app, who, { act, section: op, video_id: op === 'add' ? w.w : w.v });
  },
});

const read = (section: LibrarySection): Row => ({
  send: (app, w, who) =>
    readList(app, who, libraryPath.build({ lifetime: 0, section, count: 10, page: 1, user_id: w.x.userId })),
});

/** What each row of the README's "### Library" table sends, as `who`. */
const REQUESTS: Record<string, Row> = {
  '`POST input.php` `act=favourite` `section=add` W': write('favourite', 'add', 'favourites'),
  '`POST input.php` `act=favourite` `section=remove` V': write('favourite', 'remove', 'favourites'),
  '`POST input.php` `act=watch_later` `section=add` W': write('watch_later', 'add', 'watch_later'),
  '`POST input.php` `act=watch_later` `section=remove` V': write('watch_later', 'remove', 'watch_later'),
  '`POST input.php` `act=history` `section=add` W': write('history', 'add', 'watch_history'),
  '`POST input.php` `act=history` `section=remove` V': write('history', 'remove', 'watch_history'),
  '`POST input.php` `act=bookmark` `section=add` a channel': write('bookmark', 'add', 'bookmarks'),
  '`POST input.php` `act=bookmark` `section=remove` the model': write('bookmark', 'remove', 'bookmarks'),
  '`GET json/library/0/favourite_videos/…/X.1.jsond`': read('favourite_videos'),
  '`GET json/library/0/watch_later_videos/…/X.1.jsond`': read('watch_later_videos'),
  '`GET json/library/0/history/…/X.1.jsond`': read('history'),
  '`GET json/library/0/bookmarks/…/X.1.jsond`': read('bookmarks'),
};

describe.each(testDatabases())(
  'the Library authorization table of apps/server/README.md ($name)',
  ({ open }) => {
    const fx = accountsTestApp(open);

    /** Fresh callers for one cell, X's lists filled through input.php as X. */
    async function world(): Promise<World> {
      const callers = await authorizationCallers(fx.app, fx.db);
      const [v, w] = [await insertVideo(fx.db), await insertVideo(fx.db)];
      const [model, channel] = [await insertModel(fx.db), await insertChannel(fx.db)];
      for (const act of ['favourite', 'watch_later', 'history'])
        await stat(fx.app, callers.x, { act, section: 'add', video_id: v });
      await stat(fx.app, callers.x, { act: 'bookmark', section: 'add', type: 'models', object_id: model });
      return { ...callers, v, w, model, channel };
    }

    /** X's rows of a list, as one comparable text. */
    async function listOf(table: LibraryTable, userId: number): Promise<string> {
      if (table === 'bookmarks') {
        const marks = await fx.db.kysely
          .selectFrom('bookmarks')
          .select(['type', 'object_id'])
          .where('user_id', '=', userId)
          .orderBy('type')
          .orderBy('object_id')
          .execute();
        return JSON.stringify(marks);
      }
      // The three video lists share (user_id, video_id), typed as one of them.
      const rows = await fx.db.kysely
        .selectFrom(table as 'favourites')
        .select('video_id')
        .where('user_id', '=', userId)
        .orderBy('video_id')
        .execute();
      return JSON.stringify(rows.map((r) => r.video_id));
    }

    eachTableCell('### Library', CALLERS, REQUESTS, async (row, caller, cell) => {
      const request = REQUESTS[row.request];
      if (!request) throw new Error(`no request for ${row.request}`);
      const w = await world();
      const before = request.table ? await listOf(request.table, w.x.userId) : '';
      const res = await request.send(fx.app, w, w.callers[caller]);
      const { code, note } = expectCellAnswer(res, cell);
      if (request.table) {
        const after = await listOf(request.table, w.x.userId);
        if (note === 'X changed') expect(after).not.toBe(before);
        else expect(after).toBe(before);
      }
      const cacheControl = res.headers['cache-control'];
      if (code) expect(cacheControl).toMatch(/no-store|no-cache/);
      else expect(cacheControl).toMatch(request.table ? /no-store/ : /^private, no-store$/);
    });
  },
);
