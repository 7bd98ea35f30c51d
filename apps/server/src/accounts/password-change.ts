import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors.ts';
import { type Form, field, passwordError } from './account-rules.ts';
import { sendAccount, sendCodes } from './answers.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import type { SignUpContext } from './sign-up.ts';
import { accountById } from './users.ts';

/**
 * A signed-in member's password change (signup.php act=password: `pwd` the current
 * password, `npwd` the new one). A wrong current password counts as a failed sign-in of the
 * account and the address (a stolen session cannot guess faster than the login form); a
 * change ends every session of the member, and this browser gets a new one, so only the
 * person who changed it stays signed in.
 */
export async function changePassword(
  ctx: SignUpContext,
  form: Form,
  request: FastifyRequest,
  reply: FastifyReply,
  throttle: SignInThrottle,
): Promise<FastifyReply> {
  const member = request.member;
  if (!member) throw new ApiError('not_logged_in');
  const pwd = field(form, 'pwd');
  const npwd = field(form, 'npwd');
  const errors = [
    pwd ? null : { field: 'pwd', code: 'required' as const },
    passwordError('npwd', npwd),
  ].filter((e) => e !== null);
  if (errors.length > 0) return sendCodes(reply, 400, errors);
  const wait = await throttle.blockedFor(request, member.username);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    return sendCodes(reply, 429, [{ field: 'notify', code: 'too_many_attempts' }]);
  }
  const account = await accountById(ctx.db, member.user_id);
  if (!account || !(await verifyPassword(account.password_hash, pwd))) {
    await throttle.failed(request, member.username);
    return sendCodes(reply, 400, [{ field: 'pwd', code: 'invalid_password' }]);
  }
  const remember = await ctx.sessions.remembered(request);
  await ctx.db.kysely
    .updateTable('users')
    .set({ password_hash: await hashPassword(npwd) })
    .where('user_id', '=', member.user_id)
    .execute();
  await ctx.sessions.endAll(member.user_id);
  await ctx.sessions.create(request, reply, member.user_id, remember);
  return sendAccount(reply, 200, { success: true });
}
