import { beforeAll, describe, expect, it } from 'vitest';
import { accountsTestApp } from '../accounts/accounts-test-kit.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { expectCrossSiteRefused } from '../test/authorization-table.ts';
import { parseCell, type ReadmeCell, readmeTable } from '../test/readme-table.ts';
import { postAs, signedInMember, type TestMember } from './comments-test-kit.ts';

type Who = 'visitor' | 'member' | 'author' | 'other member' | 'moderator';
const WHO: readonly Who[] = ['visitor', 'member', 'author', 'other member', 'moderator'];

/**
 * The "Comments and reports" block of apps/server/README.md's Authorization section
 * (`readmeTable`): request (backquotes dropped) -> caller -> cell.
 */
function readTable(): Map<string, Map<Who, ReadmeCell>> {
  const table = new Map<string, Map<Who, ReadmeCell>>();
  for (const { request, cells } of readmeTable('### Comments and reports')) {
    const byWho = new Map<Who, ReadmeCell>();
    cells.forEach((cell, i) => {
      byWho.set(WHO[i] as Who, parseCell(cell));
    });
    table.set(request.replaceAll('`', ''), byWho);
  }
  return table;
}

describe('Authorization: comments and reports, each cell against the app', () => {
  const fx = accountsTestApp();
  let video: number;
  const people = {} as Record<Exclude<Who, 'visitor'>, TestMember>;

  beforeAll(async () => {
    video = await insertVideo(fx.db);
    for (const who of ['member', 'author', 'other member'] as const)
      people[who] = await signedInMember(fx.db, fx.clock);
    people.moderator = await signedInMember(fx.db, fx.clock, { role: 'moderator' });
  });

  const as = (who: Who) => (who === 'visitor' ? null : people[who]);
  // The target of each cell is written straight to the table: the author's own limit of 5
  // comments in 10 minutes is not what this table is about.
  const newComment = async () => {
    const row = await fx.db.kysely
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

  const table = readTable();

  it('the README block has the three requests and five callers', () => {
    expect([...table.keys()]).toEqual([
      'POST comment.php act=add',
      'POST comment.php act=delete',
      'POST report.php a comment',
    ]);
    for (const cells of table.values()) expect([...cells.keys()]).toEqual(WHO);
  });

  for (const [request, cells] of table) {
    for (const [who, cell] of cells) {
      it(`${request}: ${who} gets ${cell.status}${cell.code ? ` ${cell.code}` : ''}`, async () => {
        const target = await newComment();
        const res = request.includes('act=add')
          ? await postAs(
              fx.app,
              '/comment.php',
              { act: 'add', section: 'videos', object_id: video, text: 'hello' },
              as(who),
              ipOf(who),
            )
          : request.includes('act=delete')
            ? await postAs(fx.app, '/comment.php', { act: 'delete', comment_id: target }, as(who), ipOf(who))
            : await postAs(
                fx.app,
                '/report.php',
                { section: 'comments', object_id: target, reason: 'spam' },
                as(who),
                ipOf(who),
              );
        expect(res.statusCode).toBe(cell.status);
        if (cell.code) expect(res.json()).toMatchObject({ error: true, code: cell.code });
      });
    }
  }

  it('every endpoint refuses a cross-site request (403 cross_site) before it looks at the caller', async () => {
    for (const url of ['/comment.php', '/report.php'])
      await expectCrossSiteRefused(
        fx.app,
        url,
        people.moderator.cookie,
        'act=add&section=videos&object_id=1&text=x',
      );
  });
});
