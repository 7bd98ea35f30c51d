import { describe, expect, it } from 'vitest';
import { accountsTestApp } from '../accounts/accounts-test-kit.ts';
import { testDatabases } from '../db/test-databases.ts';
import { getAs, social, type TestMember, threeMembersOf } from './community-test-kit.ts';

describe.each(testDatabases())('friends and blocks ($name)', ({ open }) => {
  const fx = accountsTestApp(open);
  const [ann, bob, cat] = threeMembersOf(fx);

  const relation = async (who: TestMember, other: TestMember) =>
    (await getAs(fx.app, who, `json/relation/${other.id}.json`)).json().relation;
  const friendsOf = async (who: TestMember, owner: TestMember) =>
    (await getAs(fx.app, who, `json/friends/${owner.id}/1.json`)).json();

  it('sends a request once: pending, then 200 friend_request_already_sent', async () => {
    expect((await social(fx.app, ann, { act: 'friend_request', user_id: bob.id })).json()).toEqual({
      ok: true,
      status: 'pending',
    });
    const again = await social(fx.app, ann, { act: 'friend_request', user_id: bob.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ error: true, code: 'friend_request_already_sent' });
    expect(await relation(ann, bob)).toEqual({ friend: 'request_sent', blocking: false, subscribed: false });
    expect((await relation(bob, ann)).friend).toBe('request_received');
  });

  it('shows pending requests to the owner only, in private, uncached answers', async () => {
    const own = await getAs(fx.app, bob, `json/friends/${bob.id}/1.json`);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.json().requests.map((r: { user_id: number }) => r.user_id)).toEqual([ann.id]);
    expect((await friendsOf(ann, ann)).sent.map((r: { user_id: number }) => r.user_id)).toEqual([bob.id]);
    const seenByOther = await friendsOf(cat, bob);
    expect(seenByOther).toEqual({ friends: [], total_count: 0 });
  });

  it('accepts: both are friends and list each other; asking again is 200 already_friends', async () => {
    expect((await social(fx.app, bob, { act: 'friend_accept', user_id: ann.id })).json()).toEqual({
      ok: true,
    });
    expect((await friendsOf(cat, ann)).friends.map((f: { user_id: number }) => f.user_id)).toEqual([bob.id]);
    expect((await friendsOf(cat, bob)).total_count).toBe(1);
    expect((await social(fx.app, bob, { act: 'friend_request', user_id: ann.id })).json()).toEqual({
      error: true,
      code: 'already_friends',
    });
  });

  it('answers accept and decline of a request that is not waiting 404 not_found', async () => {
    const res = await social(fx.app, cat, { act: 'friend_accept', user_id: ann.id });
    expect(res.statusCode).toBe(404);
    expect((await social(fx.app, cat, { act: 'friend_decline', user_id: ann.id })).statusCode).toBe(404);
  });

  it('makes two members who ask each other friends (the second request accepts the first)', async () => {
    await social(fx.app, cat, { act: 'friend_request', user_id: bob.id });
    expect((await social(fx.app, bob, { act: 'friend_request', user_id: cat.id })).json()).toEqual({
      ok: true,
      status: 'friends',
    });
    expect((await relation(cat, bob)).friend).toBe('friends');
  });

  it('declines a request, takes one back, and removes a friend', async () => {
    await social(fx.app, cat, { act: 'friend_request', user_id: ann.id });
    expect((await social(fx.app, ann, { act: 'friend_decline', user_id: cat.id })).json()).toEqual({
      ok: true,
    });
    expect((await relation(ann, cat)).friend).toBe('none');
    await social(fx.app, cat, { act: 'friend_request', user_id: ann.id });
    expect((await social(fx.app, cat, { act: 'friend_remove', user_id: ann.id })).json()).toEqual({
      ok: true,
    });
    expect((await relation(cat, ann)).friend).toBe('none');
    expect((await social(fx.app, cat, { act: 'friend_remove', user_id: bob.id })).json()).toEqual({
      ok: true,
    });
    expect((await relation(bob, cat)).friend).toBe('none');
  });

  it('refuses a request to yourself (400) and to nobody (404)', async () => {
    expect((await social(fx.app, ann, { act: 'friend_request', user_id: ann.id })).json()).toEqual({
      error: true,
      code: 'invalid_param',
      field: 'user_id',
    });
    expect((await social(fx.app, ann, { act: 'friend_request', user_id: 999_999 })).statusCode).toBe(404);
  });

  it('a block ends the friendship and refuses requests both ways with 403 blocked, until unblocked', async () => {
    expect((await social(fx.app, ann, { act: 'block', user_id: bob.id })).json()).toEqual({ ok: true });
    expect((await relation(ann, bob)).friend).toBe('none');
    expect((await relation(ann, bob)).blocking).toBe(true);
    for (const [from, to] of [
      [bob, ann],
      [ann, bob],
    ] as const) {
      const res = await social(fx.app, from, { act: 'friend_request', user_id: to.id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: true, code: 'blocked', field: 'user_id' });
    }
    expect((await social(fx.app, ann, { act: 'unblock', user_id: bob.id })).json()).toEqual({ ok: true });
    expect((await social(fx.app, bob, { act: 'friend_request', user_id: ann.id })).json().ok).toBe(true);
  });
});
