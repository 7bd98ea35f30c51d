import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

/** What sign-in needs of a user row. */
export interface AccountRow {
  user_id: number;
  username: string;
  email: string;
  password_hash: string;
  email_confirmed: number;
  role: string;
  /** 1 when a moderator banned the member: sign-in is refused (`account_banned`). */
  banned: number;
}

/** The user whose username or e-mail is `login`, compared case-insensitively. */
export async function findAccount(db: Db, login: string): Promise<AccountRow | undefined> {
  const key = login.trim().toLowerCase();
  if (!key) return undefined;
  return db.kysely
    .selectFrom('users')
    .select(['user_id', 'username', 'email', 'password_hash', 'email_confirmed', 'role', 'banned'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', key),
        eb.and([eb('email', '!=', ''), eb(sql`lower(email)`, '=', key)]),
      ]),
    )
    .orderBy('user_id')
    .executeTakeFirst();
}

/** Whether a username is taken, case-insensitively. */
export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('users')
    .select('user_id')
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** The user with this e-mail (case-insensitive), if any. */
export async function findByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const key = email.trim().toLowerCase();
  if (!key) return undefined;
  return db.kysely
    .selectFrom('users')
    .select(['user_id', 'username', 'email', 'password_hash', 'email_confirmed', 'role', 'banned'])
    .where(sql`lower(email)`, '=', key)
    .orderBy('user_id')
    .executeTakeFirst();
}

/** The user with this id, if any. */
export async function accountById(db: Db, userId: number): Promise<AccountRow | undefined> {
  return db.kysely
    .selectFrom('users')
    .select(['user_id', 'username', 'email', 'password_hash', 'email_confirmed', 'role', 'banned'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
