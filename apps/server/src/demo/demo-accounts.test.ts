import { describe, expect, it } from 'vitest';
import { accountsTestApp, postForm } from '../accounts/accounts-test-kit.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedCatalogue } from './seed.ts';

describe('the seeded demo accounts', () => {
  const lines: string[] = [];
  const fx = accountsTestApp(undefined, {
    seed: (db) =>
      seedCatalogue(db, {
        clips: [],
        catalogue: { videos: 50, models: 5, channels: 2, users: 12 },
        log: (line) => lines.push(line),
      }),
  });

  const signIn = async (usr: string, pwd: string) => {
    const res = await postForm(fx.app, '/login.php', { usr, pwd });
    return { status: res.statusCode, body: res.json() };
  };
  const roleOf = async (username: string) =>
    (
      await fx.db.kysely
        .selectFrom('users')
        .select('role')
        .where('username', '=', username)
        .executeTakeFirst()
    )?.role;

  it('prints the demo member and moderator with their passwords when it seeds', () => {
    expect(lines.join('\n')).toContain(
      'demo / demo-password (member), moderator / moderator-password (moderator)',
    );
  });

  it('the demo member and the moderator sign in with the documented passwords, with their roles', async () => {
    const { member, moderator } = DEMO_ACCOUNTS;
    expect(await signIn(member.username, member.password)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await signIn(moderator.username, moderator.password)).toMatchObject({ status: 200 });
    expect(await roleOf(member.username)).toBe('member');
    expect(await roleOf(moderator.username)).toBe('moderator');
    expect((await signIn(moderator.username, member.password)).status).toBe(401);
  });

  it('every other seeded user is a confirmed account with the demo password', async () => {
    const others = await fx.db.kysely
      .selectFrom('users')
      .select(['username', 'email_confirmed'])
      .where('username', 'not in', ['demo', 'moderator'])
      .execute();
    expect(others).toHaveLength(10);
    const someone = others[3];
    expect(someone?.email_confirmed).toBe(1);
    expect((await signIn(someone?.username ?? '', DEMO_ACCOUNTS.member.password)).status).toBe(200);
  });
});
