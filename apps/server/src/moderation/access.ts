import type { FastifyRequest } from 'fastify';
import type { Member } from '../accounts/sessions.ts';
import type { Db } from '../db/connect.ts';
import { ApiError } from '../http/errors.ts';

/**
 * The moderator of a moderation.php request: a visitor gets 401 `not_logged_in` (the site
 * shows its login prompt), a member 403 `no_permission`. Asked before anything else, so no
 * one else learns whether an id or a field is valid.
 */
export function moderatorOf(request: FastifyRequest): Member {
  const member = request.member;
  if (!member) throw new ApiError('not_logged_in');
  if (member.role !== 'moderator') throw new ApiError('no_permission');
  return member;
}

/**
 * Whether a moderator banned this member (`users.banned`): sign-in and `video_edit.php
 * act=start` refuse them. An unknown user is not banned (their own checks answer that).
 */
export async function isBanned(db: Db, userId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('users')
    .select('banned')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.banned === 1;
}
