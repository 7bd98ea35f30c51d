import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sessionCookie } from '../accounts/accounts-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { insertUser } from '../db/test-fixtures.ts';
import type { ManualClock } from '../http/clock.ts';

/** A signed-in member of a test: their id and the Cookie header of their session. */
export interface TestMember {
  userId: number;
  username: string;
  cookie: string;
}

/**
 * A member with a live session, made straight in the tables (sign-up, its captcha and an
 * argon2 hash per member would make the limit tests, which need many members, slow). The
 * session lives 30 days on the app's clock, longer than any test moves it.
 */
export async function signedInMember(
  db: Db,
  clock: ManualClock,
  options: { role?: 'member' | 'moderator'; username?: string } = {},
): Promise<TestMember> {
  const userId = await insertUser(db, {
    role: options.role ?? 'member',
    ...(options.username ? { username: options.username } : {}),
  });
  const user = await db.kysely
    .selectFrom('users')
    .select('username')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const now = Math.floor(clock.now() / 1000);
  const cookie = await sessionCookie(db, userId, {
    createdAt: now,
    expiresAt: now + 30 * 86400,
    remember: true,
  });
  return { userId, username: user.username, cookie };
}

/** POSTs a form-encoded body as `who` (a member's cookie, or none: a visitor) from `ip`. */
export function postAs(
  app: FastifyInstance,
  url: '/comment.php' | '/report.php' | '/moderation.php' | '/dmca.php',
  fields: Record<string, string | number>,
  who: { cookie?: string } | null = null,
  ip = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(who?.cookie ? { cookie: who.cookie } : {}),
    },
    payload: new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });
}

/** Adds a comment on a video as `who`. */
export function comment(
  app: FastifyInstance,
  who: { cookie?: string } | null,
  videoId: number,
  text = 'Nice video',
  ip = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return postAs(app, '/comment.php', { act: 'add', section: 'videos', object_id: videoId, text }, who, ip);
}
