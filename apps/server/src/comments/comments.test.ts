import {
  COMMENT_TEXT,
  type CommentAnswer,
  type CommentsAnswer,
  commentsPath,
  VIDEO_STATUS,
} from '@tubekit/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountsTestApp } from '../accounts/accounts-test-kit.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertChannel, insertModel, insertVideo } from '../db/test-fixtures.ts';
import { readColumn } from '../db/test-reads.ts';
import { comment, postAs, signedInMember, type TestMember } from './comments-test-kit.ts';

describe.each(testDatabases())('comment.php and json/comments ($name)', ({ open }) => {
  const fx = accountsTestApp(open, { perTest: true });
  let video: number;
  let alice: TestMember;

  beforeEach(async () => {
    video = await insertVideo(fx.db);
    alice = await signedInMember(fx.db, fx.clock);
  });

  async function list(
    lifetime: number,
    query = '',
    id = video,
    section: 'videos' | 'models' | 'channels' = 'videos',
  ) {
    const res = await fx.app.inject(`/${commentsPath.build({ lifetime, section, object_id: id })}${query}`);
    return res.json() as CommentsAnswer;
  }

  it('a member comments on a video; the comment answers back and both lists show it at once', async () => {
    const before = await list(3600); // now cached for visitors
    expect(before.total_count).toBe(0);
    const res = await comment(fx.app, alice, video, 'First!');
    expect(res.statusCode).toBe(200);
    const answer = res.json() as CommentAnswer;
    expect(answer.comment).toMatchObject({ text: 'First!', user_id: alice.userId, username: alice.username });
    expect((await list(0)).comments.map((c) => c.text)).toEqual(['First!']);
    expect((await list(3600)).comments.map((c) => c.text)).toEqual(['First!']);
    expect(await readColumn(fx.db, 'videos', 'comments_count', 'video_id', video)).toBe(1);
  });

  it('lists newest first, 20 a page, with ?page=N; a bad page is 400 invalid_param page', async () => {
    for (let i = 1; i <= 23; i++) {
      await fx.db.kysely
        .insertInto('comments')
        .values({
          section: 'videos',
          object_id: video,
          user_id: alice.userId,
          text: `c${i}`,
          likes: 0,
          dislikes: 0,
          added_date: 1000 + i,
        })
        .execute();
    }
    const first = await list(3600);
    expect(first.total_count).toBe(23);
    expect(first.comments).toHaveLength(20);
    expect(first.comments[0]?.text).toBe('c23');
    expect((await list(3600, '?page=2')).comments.map((c) => c.text)).toEqual(['c3', 'c2', 'c1']);
    expect((await list(3600, '?page=9')).comments).toEqual([]);
    for (const bad of ['0', 'x', '-1', '501']) {
      const res = await fx.app.inject(
        `/${commentsPath.build({ lifetime: 3600, section: 'videos', object_id: video })}?page=${bad}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, code: 'invalid_param', field: 'page' });
    }
  });

  it('keeps the text as typed (HTML included) and trims only its ends', async () => {
    const text = '<script>alert(1)</script> <b>bold</b> https://example.com';
    await comment(fx.app, alice, video, `  ${text}\n`);
    expect((await list(0)).comments[0]?.text).toBe(text);
  });

  it(`takes ${COMMENT_TEXT.max} characters and refuses ${COMMENT_TEXT.max + 1} (max_length), an empty or blank text (required)`, async () => {
    // Code points, not UTF-16 units: 1000 emoji are 1000 characters.
    expect((await comment(fx.app, alice, video, '😀'.repeat(COMMENT_TEXT.max))).statusCode).toBe(200);
    const long = await comment(fx.app, alice, video, 'a'.repeat(COMMENT_TEXT.max + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: true, code: 'max_length', field: 'text' });
    for (const blank of ['', '   \n ']) {
      const res = await comment(fx.app, alice, video, blank);
      expect(res.json()).toEqual({ error: true, code: 'required', field: 'text' });
    }
    expect((await comment(fx.app, alice, video, 'a\u0000b')).json()).toEqual({
      error: true,
      code: 'invalid_param',
      field: 'text',
    });
  });

  it('comments on models and channels too; a model counts them', async () => {
    const model = await insertModel(fx.db);
    const channel = await insertChannel(fx.db);
    for (const [section, id] of [
      ['models', model],
      ['channels', channel],
    ] as const) {
      const res = await postAs(
        fx.app,
        '/comment.php',
        { act: 'add', section, object_id: id, text: `on ${section}` },
        alice,
      );
      expect(res.statusCode).toBe(200);
      expect((await list(0, '', id, section)).comments.map((c) => c.text)).toEqual([`on ${section}`]);
    }
    expect(await readColumn(fx.db, 'models', 'comments_count', 'model_id', model)).toBe(1);
  });

  it('answers 404 not_found for an unknown, deleted or private video, and 400 for other sections', async () => {
    const deleted = await insertVideo(fx.db, { status_id: VIDEO_STATUS.deleted });
    const hidden = await insertVideo(fx.db, { is_private: 1 });
    for (const id of [999_999, deleted, hidden]) {
      const res = await comment(fx.app, alice, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: true, code: 'not_found', field: 'object_id' });
    }
    const members = await postAs(
      fx.app,
      '/comment.php',
      { act: 'add', section: 'members', object_id: alice.userId, text: 'hi' },
      alice,
    );
    expect(members.json()).toEqual({ error: true, code: 'invalid_param', field: 'section' });
  });

  it('the author deletes their comment: gone from both lists, the counter back to 0', async () => {
    const id = ((await comment(fx.app, alice, video)).json() as CommentAnswer).comment?.comment_id ?? 0;
    await list(3600);
    const res = await postAs(fx.app, '/comment.php', { act: 'delete', comment_id: id }, alice);
    expect(res.json()).toEqual({ ok: true });
    expect((await list(0)).total_count).toBe(0);
    expect((await list(3600)).total_count).toBe(0);
    expect(await readColumn(fx.db, 'videos', 'comments_count', 'video_id', video)).toBe(0);
    const again = await postAs(fx.app, '/comment.php', { act: 'delete', comment_id: id }, alice);
    expect(again.statusCode).toBe(404);
  });

  it('answers never go to a cache: Cache-Control no-store', async () => {
    expect((await comment(fx.app, alice, video)).headers['cache-control']).toBe('no-store');
  });
});
