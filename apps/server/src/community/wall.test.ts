import { SOCIAL_TEXT_MAX } from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApp } from '../accounts/accounts-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { getAs, signedInMember, social, type TestMember } from './community-test-kit.ts';

describe.each(testDatabases())('the wall ($name)', ({ open }) => {
  let db: Db;
  let app: FastifyInstance;
  let owner: TestMember;
  let friend: TestMember;
  let stranger: TestMember;

  beforeAll(async () => {
    db = await open();
    ({ app } = await accountsApp(db));
    [owner, friend, stranger] = [
      await signedInMember(db),
      await signedInMember(db),
      await signedInMember(db),
    ];
    await social(app, friend, { act: 'friend_request', user_id: owner.id });
    await social(app, owner, { act: 'friend_accept', user_id: friend.id });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const post = (who: TestMember, text: string) =>
    social(app, who, { act: 'wall_post', user_id: owner.id, text });
  const wall = async (who: TestMember) => (await getAs(app, who, `json/wall/${owner.id}/1.json`)).json();

  it('refuses a post by a member who is not a friend with 403 not_friends', async () => {
    const res = await post(stranger, 'hello');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: true, code: 'not_friends', field: 'user_id' });
    expect((await wall(stranger)).can_post).toBe(false);
  });

  it("keeps a friend's text exactly as typed (markup included) and lists posts newest first", async () => {
    const typed = '<script>alert(1)</script> & "quotes"\nline two';
    const first = await post(friend, typed);
    expect(first.json()).toMatchObject({ ok: true, id: expect.any(Number) });
    await post(owner, 'my own wall');
    const answer = await wall(friend);
    expect(answer.can_post).toBe(true);
    expect(answer.total_count).toBe(2);
    expect(answer.posts.map((p: { text: string }) => p.text)).toEqual(['my own wall', typed]);
    expect(answer.posts.map((p: { can_delete: boolean }) => p.can_delete)).toEqual([false, true]);
    expect((await wall(owner)).posts.every((p: { can_delete: boolean }) => p.can_delete)).toBe(true);
  });

  it('checks the text: blank is 400 required, the limit passes, one more is 400 max_length', async () => {
    expect((await post(friend, '  \n ')).json()).toEqual({ error: true, code: 'required', field: 'text' });
    expect((await post(friend, 'x'.repeat(SOCIAL_TEXT_MAX.wall))).json().ok).toBe(true);
    const over = await post(friend, 'x'.repeat(SOCIAL_TEXT_MAX.wall + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: true, code: 'max_length', field: 'text' });
  });

  it('lets the owner delete any post, an author their own, nobody else (403 forbidden)', async () => {
    const mine = (await post(friend, 'to delete')).json().id as number;
    const theirs = (await post(friend, 'owner deletes')).json().id as number;
    const ownPost = (await post(owner, 'owner post')).json().id as number;
    const refused = await social(app, stranger, { act: 'wall_delete', post_id: mine });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: true, code: 'forbidden', field: 'post_id' });
    expect((await social(app, friend, { act: 'wall_delete', post_id: ownPost })).statusCode).toBe(403);
    expect((await social(app, friend, { act: 'wall_delete', post_id: mine })).json()).toEqual({ ok: true });
    expect((await social(app, owner, { act: 'wall_delete', post_id: theirs })).json()).toEqual({ ok: true });
    expect((await social(app, owner, { act: 'wall_delete', post_id: theirs })).statusCode).toBe(404);
  });

  it('refuses a blocked member with 403 blocked', async () => {
    await social(app, owner, { act: 'block', user_id: stranger.id });
    expect((await post(stranger, 'let me in')).json()).toEqual({
      error: true,
      code: 'blocked',
      field: 'user_id',
    });
  });
});
