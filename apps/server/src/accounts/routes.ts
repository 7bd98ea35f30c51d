import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Clock } from '../http/clock.ts';
import { ApiError } from '../http/errors.ts';
import { routeLimit } from '../http/rate-limit.ts';
import { installFormBody } from '../social/form-body.ts';
import { type Form, field, signInErrors } from './account-rules.ts';
import { sendAccount, sendCodes } from './answers.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { verifyPassword } from './password.ts';
import { type Member, Sessions } from './sessions.ts';
import { SIGNUP_LIMIT, signInThrottle } from './sign-in-throttle.ts';
import { CONFIRM_PATH, confirm, resend, reset, restore, type SignUpContext, signUp } from './sign-up.ts';
import { findAccount } from './users.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member of the request's session cookie; null for a visitor. */
    member: Member | null;
  }
}

/** Options of the accounts domain. */
export interface AccountsOptions {
  db: Db;
  config: Pick<Config, 'baseUrl' | 'dataDir'> & Partial<Pick<Config, 'smtpUrl' | 'mailFrom'>>;
  clock: Clock;
  /** A mailer to use (tests capture messages); made from the config otherwise. */
  mailer?: Mailer;
}

/** A form body as an object; a JSON array, string or null body reads as an empty form. */
function formOf(request: FastifyRequest): Form {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Form) : {};
}

/**
 * Accounts on the root app: `request.member` from the session cookie on every request
 * that carries one (a visitor's requests cost nothing), and the routes below. Call it on
 * the root instance (not through register) so the hook sees every route; after
 * installRateLimits.
 */
export async function installAccounts(app: FastifyInstance, options: AccountsOptions): Promise<void> {
  const sessions = new Sessions({
    db: options.db,
    clock: options.clock,
    secure: options.config.baseUrl.startsWith('https:'),
  });
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (request) => {
    request.member = await sessions.read(request);
  });
  await app.register(accountRoutes, { ...options, sessions });
}

/**
 * POST login.php (usr, pwd, remember), POST signup.php (sign up; act=restore, reset,
 * resend), POST logout.php, GET /signup/confirm/?token=. Every POST is behind the global
 * cross-site refusal; every signup.php act is limited per address (SIGNUP_LIMIT), login.php
 * by failed sign-ins per account and per address (SIGN_IN_LIMITS).
 */
const accountRoutes: FastifyPluginAsync<AccountsOptions & { sessions: Sessions }> = async (app, options) => {
  const { db, clock, sessions, config } = options;
  installFormBody(app);
  const mailer =
    options.mailer ??
    createMailer({
      ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
      outboxDir: join(config.dataDir, 'outbox'),
      from: config.mailFrom ?? 'Tubekit <no-reply@localhost>',
      log: (line) => app.log.info(line),
    });
  if (!options.mailer) app.addHook('onClose', async () => mailer.close());
  const ctx: SignUpContext = {
    db,
    clock,
    mailer,
    sessions,
    baseUrl: config.baseUrl,
    onMailError: (err) => app.log.error({ err }, 'account mail failed'),
  };
  const throttle = signInThrottle(app);

  app.post('/login.php', async (request, reply) => {
    const form = formOf(request);
    const usr = field(form, 'usr').trim();
    const pwd = field(form, 'pwd');
    const errors = signInErrors(usr, pwd);
    if (errors.length > 0) return sendCodes(reply, 400, errors);
    const wait = await throttle.blockedFor(request, usr);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return sendCodes(reply, 429, [{ field: 'notify', code: 'too_many_attempts' }]);
    }
    const user = await findAccount(db, usr);
    // Verified even without a user (against a dummy hash): the same time either way.
    const ok = await verifyPassword(user?.password_hash, pwd);
    if (!user || !ok) {
      await throttle.failed(request, usr);
      return sendCodes(reply, 401, [{ field: 'pwd', code: 'invalid_usr_or_pwd' }]);
    }
    if (user.email_confirmed !== 1)
      return sendCodes(reply, 403, [{ field: 'notify', code: 'email_not_confirmed' }]);
    await sessions.create(request, reply, user.user_id, field(form, 'remember') === '1');
    return sendAccount(reply, 200, {
      success: true,
      user: { user_id: user.user_id, username: user.username },
    });
  });

  app.post('/signup.php', routeLimit(SIGNUP_LIMIT), async (request, reply) => {
    const form = formOf(request);
    switch (field(form, 'act')) {
      case '':
      case 'signup':
        return signUp(ctx, form, reply);
      case 'restore':
        return restore(ctx, form, reply);
      case 'reset':
        return reset(ctx, form, reply);
      case 'resend':
        return resend(ctx, form, reply);
      default:
        throw new ApiError('invalid_param', 'act');
    }
  });

  app.post('/logout.php', async (request, reply) => {
    await sessions.end(request, reply);
    reply.header('set-cookie', sessions.logoutCookie());
    return sendAccount(reply, 200, { success: true });
  });

  app.get(CONFIRM_PATH, (request, reply) => confirm(ctx, request, reply));

  for (const url of ['/login.php', '/signup.php', '/logout.php'])
    app.route({
      method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
      url,
      handler: (_request, reply: FastifyReply) => {
        reply.header('allow', 'POST');
        throw new ApiError('method_not_allowed');
      },
    });
};
