import { sql } from 'kysely';
import type { Migration } from './index.ts';
import { addColumnWithDefault, createIndex, createWithKey, requiredColumns } from './table-builders.ts';

/**
 * Member accounts (issue #16). `users` already holds `email`, `password_hash` and
 * `email_confirmed` (001); this adds the role and the lookups sign-in and sign-up make
 * case-insensitively, and two tables:
 * - `sessions`: one row per signed-in browser, keyed by the SHA-256 of the cookie's random
 *   id (a leaked table holds no usable cookie), with its expiry and whether it was
 *   "remember me".
 * - `email_tokens`: the single-use links of confirmation and restore mails, hashed the same
 *   way, with their purpose, expiry and the time they were used (0 unused).
 * The lower() indexes are not unique: demo rows made before this migration may differ only
 * by case, so sign-up checks taken names itself.
 */
export const accounts: Migration = {
  name: '008-accounts',
  async up(db) {
    await addColumnWithDefault(db, 'users', 'role', 'varchar(20)', 'member');
    await sql`CREATE INDEX users_username_lower ON users (lower(username))`.execute(db);
    await sql`CREATE INDEX users_email_lower ON users (lower(email))`.execute(db);
    const sessions = createWithKey(db, 'sessions', 'session_hash', 'varchar(64)');
    await requiredColumns(sessions, { user_id: 'integer', created_at: 'integer', expires_at: 'integer' })
      .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await createIndex(db, 'sessions_user', 'sessions', ['user_id']);
    const tokens = createWithKey(db, 'email_tokens', 'token_hash', 'varchar(64)');
    await requiredColumns(tokens, {
      user_id: 'integer',
      purpose: 'varchar(20)',
      created_at: 'integer',
      expires_at: 'integer',
    })
      .addColumn('used_at', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await createIndex(db, 'email_tokens_user', 'email_tokens', ['user_id']);
  },
};
