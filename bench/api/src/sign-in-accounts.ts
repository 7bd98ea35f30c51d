import { EMPTY_PROFILE } from '@tubekit/server/src/accounts/empty-profile.ts';
import { hashPassword } from '@tubekit/server/src/accounts/password.ts';
import type { Db } from '@tubekit/server/src/db/connect.ts';

/** `count` confirmed accounts bench0, bench1, … with the password `bench-password`. */
export async function seedAccounts(db: Db, count: number): Promise<void> {
  const hash = await hashPassword('bench-password');
  for (let i = 0; i < count; i++)
    await db.kysely
      .insertInto('users')
      .values({
        ...EMPTY_PROFILE,
        username: `bench${i}`,
        email: `bench${i}@example.invalid`,
        password_hash: hash,
        email_confirmed: 1,
        role: 'member',
        added_date: 0,
      })
      .execute();
}
