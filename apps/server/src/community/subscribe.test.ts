import { beforeAll, describe, expect, it } from 'vitest';
import { accountsTestApp } from '../accounts/accounts-test-kit.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertChannel, insertModel } from '../db/test-fixtures.ts';
import { getAs, postAs, signedInMember, type TestMember } from './community-test-kit.ts';

describe.each(testDatabases())('input.php subscribe and unsubscribe ($name)', ({ open }) => {
  const fx = accountsTestApp(open);
  let ann: TestMember;
  let bob: TestMember;
  let channelId: number;
  let modelId: number;

  beforeAll(async () => {
    ann = await signedInMember(fx.db, 'ann');
    bob = await signedInMember(fx.db, 'bob');
    channelId = await insertChannel(fx.db, { dir: 'chan-one', title: 'Chan One' });
    modelId = await insertModel(fx.db, { dir: 'model-one', title: 'Model One' });
  });

  const stat = (who: TestMember | null, act: string, section: string, objectId: string | number) =>
    postAs(fx.app, who, '/input.php', { act, section, object_id: objectId });
  const subscribers = async (table: 'channels' | 'models' | 'users', column: string, id: number) => {
    const row = await fx.db.kysely
      .selectFrom(table)
      .select('subscribers')
      .where(column as never, '=', id as never)
      .executeTakeFirstOrThrow();
    return row.subscribers;
  };

  it('answers a visitor 401 not_logged_in before reading any field', async () => {
    const res = await stat(null, 'subscribe', 'nowhere', 'x');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, code: 'not_logged_in' });
  });

  it('subscribes a member to a channel once: ok, then 200 already_subscribed, the counter moved once', async () => {
    const first = await stat(ann, 'subscribe', 'channels', channelId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const again = await stat(ann, 'subscribe', 'channels', 'chan-one');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ error: true, code: 'already_subscribed' });
    expect(await subscribers('channels', 'channel_id', channelId)).toBe(1);
    const state = await getAs(fx.app, ann, `json/subscribed/channels/${channelId}.json`);
    expect(state.json()).toEqual({ subscribed: true });
    expect(state.headers['cache-control']).toBe('private, no-store');
  });

  it('subscribes to a model by dir and to another member, lists both in json/subscriptions', async () => {
    expect((await stat(ann, 'subscribe', 'models', 'model-one')).json()).toEqual({ ok: true });
    expect((await stat(ann, 'subscribe', 'members', bob.id)).json()).toEqual({ ok: true });
    expect(await subscribers('models', 'model_id', modelId)).toBe(1);
    expect(await subscribers('users', 'user_id', bob.id)).toBe(1);
    const rows = await fx.db.kysely
      .selectFrom('subscriptions')
      .select(['section', 'object_id'])
      .where('user_id', '=', ann.id)
      .execute();
    expect(rows.map((r) => `${r.section}:${r.object_id}`).sort()).toEqual(
      [`channels:${channelId}`, `members:${bob.id}`, `models:${modelId}`].sort(),
    );
  });

  it('refuses a subscription to yourself with 400 cannot_subscribe_yourself', async () => {
    const res = await stat(bob, 'subscribe', 'members', bob.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, code: 'cannot_subscribe_yourself', field: 'object_id' });
  });

  it('unsubscribes: ok and the counter goes down; again is ok and moves nothing', async () => {
    expect((await stat(ann, 'unsubscribe', 'channels', channelId)).json()).toEqual({ ok: true });
    expect(await subscribers('channels', 'channel_id', channelId)).toBe(0);
    expect((await stat(ann, 'unsubscribe', 'channels', channelId)).json()).toEqual({ ok: true });
    expect(await subscribers('channels', 'channel_id', channelId)).toBe(0);
    expect((await getAs(fx.app, ann, `json/subscribed/channels/${channelId}.json`)).json()).toEqual({
      subscribed: false,
    });
  });

  it('answers bad sections and ids 400 invalid_param, missing objects 404 not_found', async () => {
    expect((await stat(ann, 'subscribe', 'videos', 1)).json()).toEqual({
      error: true,
      code: 'invalid_param',
      field: 'section',
    });
    expect((await stat(ann, 'subscribe', 'members', 'some-dir')).json()).toEqual({
      error: true,
      code: 'invalid_param',
      field: 'object_id',
    });
    const missing = await stat(ann, 'subscribe', 'channels', 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: true, code: 'not_found', field: 'object_id' });
  });

  it('lets exactly one of five concurrent subscribes through (the unique index decides)', async () => {
    const other = await insertChannel(fx.db, { dir: 'chan-race', title: 'Race' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => stat(bob, 'subscribe', 'channels', other)),
    );
    expect(answers.filter((r) => r.json().ok === true)).toHaveLength(1);
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(await subscribers('channels', 'channel_id', other)).toBe(1);
  });
});
