import type { Db } from '../db/connect.ts';
import type { Clock } from '../http/clock.ts';
import { randomId, secretHash } from './sessions.ts';

/** What an e-mail link is for. */
export type TokenPurpose = 'confirm' | 'restore';

/** Confirmation and reset links expire after 24 hours. */
export const TOKEN_LIFETIME_S = 24 * 3600;

/** Issues a single-use link token for `userId`; the table keeps only its hash. */
export async function issueToken(
  db: Db,
  clock: Clock,
  userId: number,
  purpose: TokenPurpose,
): Promise<string> {
  const token = randomId();
  const now = Math.floor(clock.now() / 1000);
  await db.kysely
    .insertInto('email_tokens')
    .values({
      token_hash: secretHash(token),
      user_id: userId,
      purpose,
      created_at: now,
      expires_at: now + TOKEN_LIFETIME_S,
      used_at: 0,
    })
    .execute();
  return token;
}

/**
 * Uses a token once: the user id when `token` is an unused, unexpired token of `purpose`,
 * null otherwise. The update's WHERE (used_at = 0) makes two concurrent uses spend it once.
 */
export async function consumeToken(
  db: Db,
  clock: Clock,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const now = Math.floor(clock.now() / 1000);
  const hash = secretHash(token);
  const row = await db.kysely
    .selectFrom('email_tokens')
    .select(['user_id'])
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', '=', 0)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const spent = await db.kysely
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', '=', 0)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 ? row.user_id : null;
}
