import { VIDEO_STATUS } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { confirmedAccount, postForm, setCookie } from '../accounts/accounts-test-kit.ts';
import { signedInMember } from '../comments/comments-test-kit.ts';
import { testDatabases } from '../db/test-databases.ts';
import { readColumn } from '../db/test-reads.ts';
import { isBanned } from './access.ts';
import { queuedUpload, videoState } from './moderation-rows.ts';
import { getModeration, moderationTestApp, postWithToken } from './moderation-test-kit.ts';

describe.each(testDatabases())('moderation.php act=ban on $name', ({ open }) => {
  const fx = moderationTestApp(open);

  const ban = (userId: number, text = '') =>
    postWithToken(fx.app, '/moderation.php', fx.moderator, { act: 'ban', user_id: userId, text });
  const signIn = (usr: string) => postForm(fx.app, '/login.php', { usr, pwd: 'secret1' }, {}, '10.9.0.1');

  it('ends every session, rejects the uploads waiting in the queue (reason banned), records it, and sign-in answers account_banned', async () => {
    await confirmedAccount(fx.app, fx.mailer, 'spammer');
    const first = await signIn('spammer');
    const second = await signIn('spammer');
    const userId = (first.json() as { user: { user_id: number } }).user.user_id;
    const cookies = [first, second].map((r) => (setCookie(r, '_tks') ?? '').split(';')[0] ?? '');
    const waiting = await queuedUpload(fx.db, userId);
    const published = await queuedUpload(fx.db, userId);
    await postWithToken(fx.app, '/moderation.php', fx.moderator, {
      act: 'approve',
      video_id: published.videoId,
    });
    expect(await isBanned(fx.db, userId)).toBe(false);

    const res = await ban(userId, 'Spam uploads');
    expect(res.statusCode).toBe(200);
    expect(await isBanned(fx.db, userId)).toBe(true);
    for (const cookie of cookies) {
      const whoami = await fx.app.inject({ url: '/test/whoami', headers: { cookie } });
      expect(whoami.json()).toEqual({ member: null });
    }
    expect(await videoState(fx.db, waiting.videoId)).toMatchObject({
      status_id: VIDEO_STATUS.rejected,
      state: 'rejected',
      reason: 'banned',
    });
    // A ban is not an unpublish: what was approved stays.
    expect(await videoState(fx.db, published.videoId)).toMatchObject({
      status_id: VIDEO_STATUS.active,
      state: 'published',
    });
    const history = (id: number, item: string) =>
      getModeration(fx.app, fx.moderator, { section: 'history', item, object_id: id });
    expect((await history(userId, 'users')).json().actions).toMatchObject([
      { act: 'ban', text: 'Spam uploads' },
    ]);
    expect((await history(waiting.videoId, 'videos')).json().actions).toMatchObject([
      { act: 'reject', reason: 'banned' },
    ]);

    const refused = await signIn('spammer');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: true, codes: [{ field: 'notify', code: 'account_banned' }] });
    expect(setCookie(refused, '_tks')).toBeUndefined();
    // A wrong password still answers as for anyone: the ban is not told to who lacks it.
    const wrong = await postForm(fx.app, '/login.php', { usr: 'spammer', pwd: 'wrong-one' }, {}, '10.9.0.2');
    expect(wrong.json()).toEqual({ error: true, codes: [{ field: 'pwd', code: 'invalid_usr_or_pwd' }] });
  });

  it('banning again answers 200; a moderator (oneself too) is not banned; an unknown member is 404', async () => {
    const other = await postWithToken(fx.app, '/moderation.php', fx.moderator, {
      act: 'ban',
      user_id: fx.moderator.userId,
    });
    expect(other.json()).toEqual({ error: true, code: 'invalid_param', field: 'user_id' });
    expect(await isBanned(fx.db, fx.moderator.userId)).toBe(false);
    expect((await ban(2_000_000_000)).json()).toEqual({ error: true, code: 'not_found', field: 'user_id' });
    const spammer = await readColumn(fx.db, 'users', 'user_id', 'username', 'spammer');
    expect((await ban(spammer)).statusCode).toBe(200);
  });

  it('a session made after the ban (a sign-in racing it) is not honoured: the member reads as a visitor', async () => {
    const late = await signedInMember(fx.db, fx.clock);
    await fx.db.kysely.updateTable('users').set({ banned: 1 }).where('user_id', '=', late.userId).execute();
    const whoami = await fx.app.inject({ url: '/test/whoami', headers: { cookie: late.cookie } });
    expect(whoami.json()).toEqual({ member: null });
  });
});
