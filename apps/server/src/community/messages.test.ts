import { SOCIAL_TEXT_MAX } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { accountsTestApp } from '../accounts/accounts-test-kit.ts';
import { testDatabases } from '../db/test-databases.ts';
import { getAs, social, type TestMember, threeMembersOf } from './community-test-kit.ts';

describe.each(testDatabases())('messages ($name)', ({ open }) => {
  const fx = accountsTestApp(open);
  const [ann, bob, cat] = threeMembersOf(fx);

  const send = (from: TestMember, to: TestMember, text: string) =>
    social(fx.app, from, { act: 'message_send', user_id: to.id, text });
  const unread = async (who: TestMember) =>
    (await getAs(fx.app, who, 'json/messages/unread.json')).json().unread;

  it('sends messages to anyone not blocked and counts them unread for the recipient', async () => {
    expect((await send(ann, bob, 'hi <b>bob</b>')).json()).toMatchObject({
      ok: true,
      id: expect.any(Number),
    });
    await send(ann, bob, 'second');
    await send(cat, bob, 'from cat');
    expect(await unread(bob)).toBe(3);
    expect(await unread(ann)).toBe(0);
  });

  it('lists conversations latest first with the last message and the unread count', async () => {
    const res = await getAs(fx.app, bob, 'json/messages/1.json');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { conversations, total_count } = res.json();
    expect(total_count).toBe(2);
    expect(
      conversations.map((c: { with: { user_id: number }; unread: number }) => [c.with.user_id, c.unread]),
    ).toEqual([
      [cat.id, 1],
      [ann.id, 2],
    ]);
    expect(conversations[1].last).toMatchObject({ text: 'second', from_me: false });
  });

  it("opening a conversation shows it newest first and marks the other's messages read", async () => {
    const res = await getAs(fx.app, bob, `json/messages/${ann.id}/1.json`);
    const answer = res.json();
    expect(answer.with.user_id).toBe(ann.id);
    expect(answer.messages.map((m: { text: string }) => m.text)).toEqual(['second', 'hi <b>bob</b>']);
    expect(answer.can_send).toBe(true);
    expect(await unread(bob)).toBe(1);
    const seenBySender = (await getAs(fx.app, ann, `json/messages/${bob.id}/1.json`)).json();
    expect(seenBySender.messages.every((m: { read: boolean; from_me: boolean }) => m.read && m.from_me)).toBe(
      true,
    );
  });

  it('refuses yourself (400), nobody (404), blank (400 required) and over-long text (400 max_length)', async () => {
    expect((await send(ann, ann, 'me')).statusCode).toBe(400);
    expect((await social(fx.app, ann, { act: 'message_send', user_id: 999_999, text: 'x' })).statusCode).toBe(
      404,
    );
    expect((await send(ann, bob, ' ')).json()).toEqual({ error: true, code: 'required', field: 'text' });
    expect((await send(ann, bob, 'y'.repeat(SOCIAL_TEXT_MAX.message + 1))).json()).toEqual({
      error: true,
      code: 'max_length',
      field: 'text',
    });
  });

  it('a block stops messages both ways (403 blocked) and the conversation says it cannot send', async () => {
    await social(fx.app, cat, { act: 'block', user_id: ann.id });
    for (const [from, to] of [
      [ann, cat],
      [cat, ann],
    ] as const) {
      const res = await send(from, to, 'still there?');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: true, code: 'blocked', field: 'user_id' });
    }
    expect((await getAs(fx.app, ann, `json/messages/${cat.id}/1.json`)).json().can_send).toBe(false);
  });

  it('answers a visitor 401 on every read and act', async () => {
    for (const path of [
      'json/messages/unread.json',
      'json/messages/1.json',
      `json/messages/${ann.id}/1.json`,
    ])
      expect((await getAs(fx.app, null, path)).statusCode).toBe(401);
    expect((await social(fx.app, null, { act: 'message_send', user_id: ann.id, text: 'x' })).statusCode).toBe(
      401,
    );
  });
});
