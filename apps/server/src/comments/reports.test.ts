import type { CommentAnswer } from '@tubekit/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountsTestApp, setCookie } from '../accounts/accounts-test-kit.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { VISITOR_COOKIE } from '../http/visitor.ts';
import { itEmbeddedOnly } from '../test/cluster-mode.ts';
import { REPORT_LIMIT } from './comment-limits.ts';
import { comment, postAs, signedInMember } from './comments-test-kit.ts';

describe.each(testDatabases())('report.php: the moderation queue ($name)', ({ open }) => {
  const fx = accountsTestApp(open, { perTest: true });
  let video: number;

  beforeEach(async () => {
    video = await insertVideo(fx.db);
  });

  const queue = () => fx.db.kysely.selectFrom('reports').selectAll().orderBy('report_id').execute();

  it('a visitor reports a video: queued open with the reason, and a visitor cookie is issued', async () => {
    const res = await postAs(fx.app, '/report.php', {
      section: 'videos',
      object_id: video,
      reason: 'minors',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(setCookie(res, VISITOR_COOKIE)).toBeDefined();
    const [row] = await queue();
    expect(row).toMatchObject({
      section: 'videos',
      object_id: video,
      reason: 'minors',
      status: 'open',
      text: '',
    });
    expect(row?.reporter).toMatch(/^c/);
  });

  it('one report per reporter and item: a second answers already_reported (200) and is not stored', async () => {
    const member = await signedInMember(fx.db, fx.clock);
    const fields = { section: 'videos', object_id: video, reason: 'spam' };
    expect((await postAs(fx.app, '/report.php', fields, member)).json()).toEqual({ ok: true });
    const again = await postAs(fx.app, '/report.php', { ...fields, reason: 'violence' }, member);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ error: true, code: 'already_reported' });
    const other = await signedInMember(fx.db, fx.clock);
    expect((await postAs(fx.app, '/report.php', fields, other)).json()).toEqual({ ok: true });
    expect((await queue()).map((r) => r.reporter)).toEqual([`u${member.userId}`, `u${other.userId}`]);
  });

  it('a visitor who keeps the cookie is one reporter too', async () => {
    const first = await postAs(fx.app, '/report.php', {
      section: 'videos',
      object_id: video,
      reason: 'blood',
    });
    const cookie = setCookie(first, VISITOR_COOKIE)?.split(';')[0] ?? '';
    const again = await postAs(
      fx.app,
      '/report.php',
      { section: 'videos', object_id: video, reason: 'blood' },
      { cookie },
    );
    expect(again.json()).toEqual({ error: true, code: 'already_reported' });
  });

  it('a reported comment keeps its text in the queue, even after its author deletes it', async () => {
    const author = await signedInMember(fx.db, fx.clock);
    const id =
      ((await comment(fx.app, author, video, 'buy pills')).json() as CommentAnswer).comment?.comment_id ?? 0;
    expect(
      (await postAs(fx.app, '/report.php', { section: 'comments', object_id: id, reason: 'spam' }))
        .statusCode,
    ).toBe(200);
    await postAs(fx.app, '/comment.php', { act: 'delete', comment_id: id }, author);
    expect((await queue())[0]).toMatchObject({ section: 'comments', object_id: id, item_text: 'buy pills' });
  });

  it('reason other needs a text; texts over 500 characters are max_length; unknown items 404', async () => {
    const reportOther = (text?: string) =>
      postAs(fx.app, '/report.php', {
        section: 'videos',
        object_id: video,
        reason: 'other',
        ...(text === undefined ? {} : { text }),
      });
    const other = await reportOther();
    expect(other.json()).toEqual({ error: true, code: 'required', field: 'text' });
    const long = await reportOther('x'.repeat(501));
    expect(long.json()).toEqual({ error: true, code: 'max_length', field: 'text' });
    const ok = await reportOther('x'.repeat(500));
    expect(ok.json()).toEqual({ ok: true });
    expect(
      (await postAs(fx.app, '/report.php', { section: 'videos', object_id: video, reason: 'nope' })).json(),
    ).toEqual({
      error: true,
      code: 'invalid_param',
      field: 'reason',
    });
    const missing = await postAs(fx.app, '/report.php', {
      section: 'comments',
      object_id: 424242,
      reason: 'spam',
    });
    expect(missing.statusCode).toBe(404);
  });

  itEmbeddedOnly('the window ends on the manual clock of the app; Redis ends it in its own time')(
    `an address sends ${REPORT_LIMIT.max} reports in 10 minutes; the next is 429 with Retry-After`,
    async () => {
      const videos = await Promise.all(
        Array.from({ length: REPORT_LIMIT.max + 1 }, () => insertVideo(fx.db)),
      );
      for (const id of videos.slice(0, REPORT_LIMIT.max))
        expect(
          (
            await postAs(
              fx.app,
              '/report.php',
              { section: 'videos', object_id: id, reason: 'spam' },
              null,
              '10.9.9.9',
            )
          ).statusCode,
        ).toBe(200);
      const over = await postAs(
        fx.app,
        '/report.php',
        { section: 'videos', object_id: videos.at(-1) ?? 0, reason: 'spam' },
        null,
        '10.9.9.9',
      );
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
      fx.clock.advance(REPORT_LIMIT.windowMs);
      expect(
        (
          await postAs(
            fx.app,
            '/report.php',
            { section: 'videos', object_id: videos.at(-1) ?? 0, reason: 'spam' },
            null,
            '10.9.9.9',
          )
        ).statusCode,
      ).toBe(200);
    },
  );
});
