import { COMMENT_TEXT, SOCIAL_PAGE_SIZE } from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountsApp } from '../accounts/accounts-test-kit.ts';
import { comment } from '../comments/comments-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import type { ManualClock } from '../http/clock.ts';
import { itEmbeddedOnly } from '../test/cluster-mode.ts';
import { getAs, signedInMember, social, type TestMember } from './community-test-kit.ts';
import { WALL_REPLY_SECTION } from './wall-replies.ts';

const TEN_MINUTES = 10 * 60_000;

interface WallPostSeen {
  post_id: number;
  replies: { reply_id: number; text: string; can_delete: boolean; author: { user_id: number } }[];
  reply_count: number;
  can_reply: boolean;
}

describe.each(testDatabases())('replies to wall posts ($name)', ({ open }) => {
  let db: Db;
  let app: FastifyInstance;
  let clock: ManualClock;
  let owner: TestMember;
  let friend: TestMember;
  let post: number;

  async function befriend(a: TestMember, b: TestMember) {
    await social(app, a, { act: 'friend_request', user_id: b.id });
    await social(app, b, { act: 'friend_accept', user_id: a.id });
  }

  beforeEach(async () => {
    db = await open();
    ({ app, clock } = await accountsApp(db));
    [owner, friend] = [await signedInMember(db), await signedInMember(db)];
    await befriend(friend, owner);
    post = (await social(app, friend, { act: 'wall_post', user_id: owner.id, text: 'post' })).json().id;
  });
  afterEach(async () => {
    await app?.close();
    await db?.close();
  });

  /** A reply under `post` as `who`, from `ip`. */
  const reply = (who: TestMember, text: string, ip = '127.0.0.1', postId = post) =>
    app.inject({
      method: 'POST',
      url: '/social.php',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: who.cookie },
      payload: new URLSearchParams({ act: 'wall_reply', post_id: String(postId), text }).toString(),
    });
  const wallPost = async (who: TestMember): Promise<WallPostSeen> => {
    const wall = (await getAs(app, who, `json/wall/${owner.id}/1.json`)).json();
    return wall.posts.find((p: WallPostSeen) => p.post_id === post);
  };

  it('lists replies under their post oldest first, text exactly as typed, with who may delete each', async () => {
    const typed = '<img src=x onerror=alert(1)> & "quotes"';
    const first = await reply(friend, typed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, id: expect.any(Number) });
    await reply(owner, 'thanks');
    const seen = await wallPost(friend);
    expect(seen.replies.map((r) => r.text)).toEqual([typed, 'thanks']);
    expect(seen.reply_count).toBe(2);
    expect(seen.can_reply).toBe(true);
    expect(seen.replies.map((r) => r.can_delete)).toEqual([true, false]);
    expect((await wallPost(owner)).replies.every((r) => r.can_delete)).toBe(true);
  });

  it('embeds the latest page of replies; json/wall-replies pages older ones, newest page first', async () => {
    const extra = SOCIAL_PAGE_SIZE.wall_replies + 1;
    await db.kysely
      .insertInto('comments')
      .values(
        Array.from({ length: extra }, (_, i) => ({
          section: WALL_REPLY_SECTION,
          object_id: post,
          user_id: friend.id,
          text: `r${i + 1}`,
          likes: 0,
          dislikes: 0,
          added_date: 1_700_000_000 + i,
        })),
      )
      .execute();
    const seen = await wallPost(owner);
    expect(seen.reply_count).toBe(extra);
    expect(seen.replies.map((r) => r.text)).toEqual(Array.from({ length: extra - 1 }, (_, i) => `r${i + 2}`));
    const older = (await getAs(app, owner, `json/wall-replies/${post}/2.json`)).json();
    expect(older).toMatchObject({ total_count: extra, replies: [{ text: 'r1', can_delete: true }] });
    const missing = await getAs(app, owner, 'json/wall-replies/999999/1.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: true, code: 'not_found', field: 'post_id' });
  });

  it("follows the wall's rule: 403 not_friends for a stranger, 403 blocked for one the owner or the post's author blocked", async () => {
    const stranger = await signedInMember(db);
    expect((await reply(stranger, 'hi')).json()).toEqual({
      error: true,
      code: 'not_friends',
      field: 'post_id',
    });
    expect((await wallPost(stranger)).can_reply).toBe(false);
    // Another friend of the owner, blocked by the post's author: a friend of the wall, not of the post.
    const other = await signedInMember(db);
    await befriend(other, owner);
    await social(app, friend, { act: 'block', user_id: other.id });
    expect((await reply(other, 'hi')).json()).toEqual({ error: true, code: 'blocked', field: 'post_id' });
    expect((await wallPost(other)).can_reply).toBe(false);
    await social(app, owner, { act: 'block', user_id: friend.id });
    expect((await reply(friend, 'hi')).statusCode).toBe(403);
    expect((await reply(owner, 'gone?', '127.0.0.1', 999_999)).json()).toEqual({
      error: true,
      code: 'not_found',
      field: 'post_id',
    });
  });

  it("lets the author and the wall's owner delete a reply, nobody else (403 forbidden), then 404", async () => {
    const other = await signedInMember(db);
    await befriend(other, owner);
    const byOther = (await reply(other, 'one')).json().id as number;
    const byOwner = (await reply(owner, 'two')).json().id as number;
    const del = (who: TestMember, id: number) => social(app, who, { act: 'wall_reply_delete', reply_id: id });
    // The post's author is not the wall's owner: they may not delete others' replies.
    expect((await del(friend, byOther)).json()).toEqual({
      error: true,
      code: 'forbidden',
      field: 'reply_id',
    });
    expect((await del(other, byOwner)).statusCode).toBe(403);
    expect((await del(owner, byOther)).json()).toEqual({ ok: true });
    expect((await del(owner, byOwner)).json()).toEqual({ ok: true });
    expect((await del(owner, byOwner)).json()).toEqual({ error: true, code: 'not_found', field: 'reply_id' });
    expect((await wallPost(owner)).reply_count).toBe(0);
  });

  it('a comment on a video is not a wall reply: wall_reply_delete answers 404 for it', async () => {
    const video = await insertVideo(db);
    const onVideo = (await comment(app, owner, video, 'video comment')).json().comment.comment_id;
    const res = await social(app, owner, { act: 'wall_reply_delete', reply_id: onVideo });
    expect(res.json()).toEqual({ error: true, code: 'not_found', field: 'reply_id' });
  });

  it('deleting a post deletes its replies', async () => {
    await reply(owner, 'under the post');
    await social(app, owner, { act: 'wall_delete', post_id: post });
    const left = await db.kysely
      .selectFrom('comments')
      .select('comment_id')
      .where('section', '=', WALL_REPLY_SECTION)
      .execute();
    expect(left).toEqual([]);
  });

  it('checks the text as a comment: blank 400 required, 1000 characters pass, 1001 400 max_length', async () => {
    expect((await reply(friend, ' \n ')).json()).toEqual({ error: true, code: 'required', field: 'text' });
    expect((await reply(friend, '😀'.repeat(COMMENT_TEXT.max))).statusCode).toBe(200);
    const over = await reply(friend, 'x'.repeat(COMMENT_TEXT.max + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: true, code: 'max_length', field: 'text' });
  });

  itEmbeddedOnly('the window ends on the manual clock of the app; Redis ends it in its own time')(
    "a member's 5th reply or comment in 10 minutes passes, the 6th is 429 with Retry-After, refused ones uncounted",
    async () => {
      const video = await insertVideo(db);
      await comment(app, friend, video, 'c1');
      await comment(app, friend, video, 'c2');
      for (let i = 3; i <= 5; i++) expect((await reply(friend, `r${i}`)).statusCode).toBe(200);
      const sixth = await reply(friend, 'r6');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ error: true, code: 'rate_limited' });
      expect(sixth.headers['retry-after']).toBe('600');
      expect((await comment(app, friend, video, 'c6')).statusCode).toBe(429);
      // A refused reply (not a friend) is not counted against the stranger.
      const stranger = await signedInMember(db);
      for (let i = 0; i < 6; i++) await reply(stranger, 'no', '10.9.9.9');
      expect((await comment(app, stranger, video, 'first', '10.9.9.9')).statusCode).toBe(200);
      clock.advance(TEN_MINUTES);
      expect((await reply(friend, 'again')).statusCode).toBe(200);
    },
  );

  it('the 20th reply from one address passes, the 21st is 429 whoever sends it', async () => {
    const members = [friend, owner];
    for (let i = 0; i < 3; i++) {
      const m = await signedInMember(db);
      await befriend(m, owner);
      members.push(m);
    }
    const extra = await signedInMember(db);
    await befriend(extra, owner);
    for (const [i, m] of members.entries())
      for (let n = 0; n < 4; n++) expect((await reply(m, `${i}.${n}`, '10.1.1.1')).statusCode).toBe(200);
    expect((await reply(extra, '21st', '10.1.1.1')).statusCode).toBe(429);
    expect((await reply(extra, 'elsewhere', '10.2.2.2')).statusCode).toBe(200);
  });
});
