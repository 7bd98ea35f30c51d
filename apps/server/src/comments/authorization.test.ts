import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { openDatabase } from '../db/connect.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { commentsApp, postAs, signedInMember, type TestMember } from './comments-test-kit.ts';

type Who = 'visitor' | 'member' | 'author' | 'other member' | 'moderator';

/**
 * The "Comments and reports" block of apps/server/README.md's Authorization table, cell by
 * cell: each row is an endpoint, each column a caller, each cell the status it gets.
 */
const TABLE: Record<string, Record<Who, number>> = {
  'comment.php act=add': { visitor: 401, member: 200, author: 200, 'other member': 200, moderator: 200 },
  'comment.php act=delete': { visitor: 401, member: 403, author: 200, 'other member': 403, moderator: 200 },
  'report.php': { visitor: 200, member: 200, author: 200, 'other member': 200, moderator: 200 },
};

describe('Authorization: comments and reports, each cell against the app', () => {
  let db: Db;
  let app: FastifyInstance;
  let video: number;
  const people = {} as Record<Exclude<Who, 'visitor'>, TestMember>;

  beforeAll(async () => {
    db = await openDatabase({ sqlitePath: ':memory:' });
    const built = await commentsApp(db);
    app = built.app;
    video = await insertVideo(db);
    for (const who of ['member', 'author', 'other member'] as const)
      people[who] = await signedInMember(db, built.clock);
    people.moderator = await signedInMember(db, built.clock, { role: 'moderator' });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const as = (who: Who) => (who === 'visitor' ? null : people[who]);
  // The target of each cell is written straight to the table: the author's own limit of 5
  // comments in 10 minutes is not what this table is about.
  const newComment = async () => {
    const row = await db.kysely
      .insertInto('comments')
      .values({
        section: 'videos',
        object_id: video,
        user_id: people.author.userId,
        text: 'mine',
        likes: 0,
        dislikes: 0,
        added_date: 1,
      })
      .returning('comment_id')
      .executeTakeFirstOrThrow();
    return row.comment_id;
  };
  // Each caller from an address of its own, so no cell meets another's per-address limit.
  const ipOf = (who: Who) =>
    `10.8.0.${['visitor', 'member', 'author', 'other member', 'moderator'].indexOf(who) + 1}`;

  for (const [endpoint, cells] of Object.entries(TABLE)) {
    for (const [who, status] of Object.entries(cells) as [Who, number][]) {
      it(`${endpoint}: ${who} gets ${status}`, async () => {
        const target = await newComment();
        const res =
          endpoint === 'comment.php act=add'
            ? await postAs(
                app,
                '/comment.php',
                { act: 'add', section: 'videos', object_id: video, text: 'hello' },
                as(who),
                ipOf(who),
              )
            : endpoint === 'comment.php act=delete'
              ? await postAs(app, '/comment.php', { act: 'delete', comment_id: target }, as(who), ipOf(who))
              : await postAs(
                  app,
                  '/report.php',
                  { section: 'comments', object_id: target, reason: 'spam' },
                  as(who),
                  ipOf(who),
                );
        expect(res.statusCode).toBe(status);
        const code = { 401: 'not_logged_in', 403: 'no_permission' }[status as 401 | 403];
        if (code) expect(res.json()).toMatchObject({ error: true, code });
      });
    }
  }

  it('every endpoint refuses a cross-site request (403 cross_site) before it looks at the caller', async () => {
    for (const url of ['/comment.php', '/report.php']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'cross-site',
          cookie: people.moderator.cookie,
        },
        payload: 'act=add&section=videos&object_id=1&text=x',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'cross_site' });
    }
  });
});
