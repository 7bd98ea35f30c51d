import { ACCOUNT_RULES, type AccountFieldError } from '@tubekit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { Clock } from '../http/clock.ts';
import { attributionFromCookie } from '../partners/attribution.ts';
import { countPartnerEvent } from '../partners/partner-stats.ts';
import { emailError, type Form, field, passwordError, signUpErrors } from './account-rules.ts';
import { sendAccount, sendCodes } from './answers.ts';
import type { Captcha } from './captcha/captcha.ts';
import { consumeToken, issueToken, type TokenPurpose } from './email-tokens.ts';
import { EMPTY_PROFILE } from './empty-profile.ts';
import type { Mailer } from './mailer.ts';
import { hashPassword } from './password.ts';
import type { Sessions } from './sessions.ts';
import { findByEmail, usernameTaken } from './users.ts';

/** What the signup.php acts need. */
export interface SignUpContext {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  sessions: Sessions;
  captcha: Captcha;
  baseUrl: string;
  /** Logs a mail that could not be sent (restore and resend send after answering). */
  onMailError: (err: unknown) => void;
}

/** Paths of the e-mail links; the confirm one is a server route, the reset one a site page. */
export const CONFIRM_PATH = '/signup/confirm/';
export const RESET_PATH = '/signup/reset/';

async function mailLink(
  ctx: SignUpContext,
  userId: number,
  to: string,
  purpose: TokenPurpose,
): Promise<void> {
  const token = await issueToken(ctx.db, ctx.clock, userId, purpose);
  const link = `${ctx.baseUrl}${purpose === 'confirm' ? CONFIRM_PATH : RESET_PATH}?token=${token}`;
  const text =
    purpose === 'confirm'
      ? `Welcome to Tubekit. Confirm your e-mail address with this link:\n\n${link}\n\nThe link works once, for 24 hours.\n`
      : `Someone asked to reset the password of your Tubekit account. Choose a new one here:\n\n${link}\n\nThe link works once, for 24 hours. If it was not you, ignore this message.\n`;
  const subject = purpose === 'confirm' ? 'Confirm your e-mail address' : 'Reset your password';
  await ctx.mailer.send({ to, subject, text, link });
}

/**
 * The captcha check of a form whose own rules passed: `tok` must solve one of our
 * challenges (spent by this check), so every answer that goes further cost a solve.
 */
async function captchaError(
  ctx: SignUpContext,
  form: Form,
  request: FastifyRequest,
): Promise<AccountFieldError | null> {
  const tok = field(form, 'tok');
  if (!tok) return { field: 'tok', code: 'required' };
  return (await ctx.captcha.verify(tok, request.ip)) ? null : { field: 'tok', code: 'captcha_failed' };
}

/** Sends without making the answer wait: its timing must not tell whether the address exists. */
function mailLater(ctx: SignUpContext, userId: number, to: string, purpose: TokenPurpose): void {
  mailLink(ctx, userId, to, purpose).catch(ctx.onMailError);
}

/**
 * Sign-up: the form's rules, then taken names (username case-insensitively, e-mail), then
 * the account (unconfirmed, role member) and its confirmation mail. 200 `{success: true}`;
 * field errors 400 `{error, codes}`.
 */
export async function signUp(
  ctx: SignUpContext,
  form: Form,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const errors = signUpErrors(form);
  if (errors.length > 0) return sendCodes(reply, 400, errors);
  // Before the taken-name checks: asking whether a name or an address is in use costs a solve.
  const failed = await captchaError(ctx, form, request);
  if (failed) return sendCodes(reply, 400, [failed]);
  const usr = field(form, 'usr').trim();
  const eml = field(form, 'eml').trim();
  if (await usernameTaken(ctx.db, usr)) errors.push({ field: 'usr', code: 'username_taken' });
  if (await findByEmail(ctx.db, eml)) errors.push({ field: 'eml', code: 'email_taken' });
  if (errors.length > 0) return sendCodes(reply, 400, errors);
  const passwordHash = await hashPassword(field(form, 'pwd'));
  let userId: number;
  try {
    const row = await ctx.db.kysely
      .insertInto('users')
      .values({
        ...EMPTY_PROFILE,
        username: usr,
        email: eml,
        password_hash: passwordHash,
        email_confirmed: 0,
        role: 'member',
        added_date: Math.floor(ctx.clock.now() / 1000),
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    userId = row.user_id;
  } catch {
    // The unique username index lost a race with a sign-up of the same name.
    return sendCodes(reply, 400, [{ field: 'usr', code: 'username_taken' }]);
  }
  await mailLink(ctx, userId, eml, 'confirm');
  // A partner campaign's sign-up (docs/partners.md): its day's counter, nothing of the member.
  const attributed = attributionFromCookie(request);
  if (attributed) await countPartnerEvent(ctx.db, ctx.clock, attributed.campaign, 'signups');
  return sendAccount(reply, 200, { success: true });
}

/**
 * Restore (act=restore, spec section 7: `eml`, `tok`): eml_invalid at 3 characters or
 * fewer, the captcha token required. The answer is `{success: true}` whether or not an
 * account has the address (the spec's "User with this e-mail address was not found." is
 * never sent: it would tell anyone which addresses have accounts); a known address gets a
 * reset link.
 */
export async function restore(
  ctx: SignUpContext,
  form: Form,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const eml = field(form, 'eml').trim();
  if (eml.length <= ACCOUNT_RULES.restoreEmailMaxInvalid)
    return sendCodes(reply, 400, [{ field: 'eml', code: 'eml_invalid' }]);
  const failed = await captchaError(ctx, form, request);
  if (failed) return sendCodes(reply, 400, [failed]);
  const user = await findByEmail(ctx.db, eml);
  if (user) mailLater(ctx, user.user_id, user.email, 'restore');
  return sendAccount(reply, 200, { success: true });
}

/**
 * Resend (act=resend, `eml`, `tok`): a new confirmation link for an unconfirmed account;
 * same answer either way.
 */
export async function resend(
  ctx: SignUpContext,
  form: Form,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const eml = field(form, 'eml').trim();
  const error = emailError('eml', eml) ?? (await captchaError(ctx, form, request));
  if (error) return sendCodes(reply, 400, [error]);
  const user = await findByEmail(ctx.db, eml);
  if (user && user.email_confirmed === 0) mailLater(ctx, user.user_id, user.email, 'confirm');
  return sendAccount(reply, 200, { success: true });
}

/**
 * Reset (act=reset, `token`, `pwd`): the reset link's token, used once, sets the new
 * password, confirms the address (the link proved it) and ends every session of the user.
 */
export async function reset(ctx: SignUpContext, form: Form, reply: FastifyReply): Promise<FastifyReply> {
  const pwd = field(form, 'pwd');
  const error = passwordError('pwd', pwd);
  if (error) return sendCodes(reply, 400, [error]);
  const userId = await consumeToken(ctx.db, ctx.clock, field(form, 'token'), 'restore');
  if (userId === null) return sendCodes(reply, 400, [{ field: 'token', code: 'invalid_link' }]);
  const passwordHash = await hashPassword(pwd);
  await ctx.db.kysely
    .updateTable('users')
    .set({ password_hash: passwordHash, email_confirmed: 1 })
    .where('user_id', '=', userId)
    .execute();
  await ctx.sessions.endAll(userId);
  return sendAccount(reply, 200, { success: true });
}

/** GET /signup/confirm/?token=: confirms the address once, then sends the visitor to sign in. */
export async function confirm(
  ctx: SignUpContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  const userId = typeof token === 'string' ? await consumeToken(ctx.db, ctx.clock, token, 'confirm') : null;
  if (userId !== null)
    await ctx.db.kysely
      .updateTable('users')
      .set({ email_confirmed: 1 })
      .where('user_id', '=', userId)
      .execute();
  reply.header('cache-control', 'no-store');
  return reply.redirect(userId === null ? '/signup/?link=invalid' : '/signin/?confirmed=1', 303);
}
