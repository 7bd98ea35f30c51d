import { join } from 'node:path';
import {
  ACCOUNT_FORMS,
  type AccountFormAnswer,
  type AccountFormName,
  FORMS_WITH_CAPTCHA,
} from '@tubekit/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Clock } from '../http/clock.ts';
import { ApiError } from '../http/errors.ts';
import { refuseOtherMethods } from '../http/other-methods.ts';
import { routeLimit } from '../http/rate-limit.ts';
import { installFormBody } from '../social/form-body.ts';
import { type Form, field, signInErrors } from './account-rules.ts';
import { sendAccount, sendCodes } from './answers.ts';
import type { Captcha } from './captcha/captcha.ts';
import { FORM_TOKEN_FIELD, FormTokens } from './form-token.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { verifyPassword } from './password.ts';
import { changePassword } from './password-change.ts';
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
  config: Pick<Config, 'baseUrl' | 'dataDir' | 'secret'> & Partial<Pick<Config, 'smtpUrl' | 'mailFrom'>>;
  clock: Clock;
  /** The captcha of FORMS_WITH_CAPTCHA (createCaptcha from the config). */
  captcha: Captcha;
  /** A mailer to use (tests capture messages); made from the config otherwise. */
  mailer?: Mailer;
}

/** A form body as an object; a JSON array, string or null body reads as an empty form. */
function formOf(request: FastifyRequest): Form {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Form) : {};
}

/** Paths that serve files alike for everyone: no route under them reads `request.member`. */
const FILE_PATHS = /^\/(static|media|embed-static|timelines)\//;

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
    // A member's browser sends the cookie with every file too (scripts, posters, video
    // segments); files are the same for everyone, so they cost no session lookup.
    if (FILE_PATHS.test(request.url)) return;
    request.member = await sessions.read(request);
  });
  await app.register(accountRoutes, { ...options, sessions });
}

/** The account POSTs: each needs the form token of form.php. */
const FORM_POSTS = ['/login.php', '/signup.php', '/logout.php'];

function isFormName(value: unknown): value is AccountFormName {
  return typeof value === 'string' && (ACCOUNT_FORMS as readonly string[]).includes(value);
}

/**
 * GET form.php?form= (the token and captcha a form needs), POST login.php (usr, pwd,
 * remember), POST signup.php (sign up; act=restore, reset, resend, password), POST
 * logout.php, GET /signup/confirm/?token=. Every POST is behind the global cross-site
 * refusal and needs its form token (403 form_expired without); every signup.php act is
 * limited per address (SIGNUP_LIMIT), login.php by failed sign-ins per account and per
 * address (SIGN_IN_LIMITS).
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
    captcha: options.captcha,
    baseUrl: config.baseUrl,
    onMailError: (err) => app.log.error({ err }, 'account mail failed'),
  };
  const throttle = signInThrottle(app);
  const tokens = new FormTokens({ secret: config.secret, secure: config.baseUrl.startsWith('https:') });
  const { captcha } = options;

  app.get('/form.php', async (request, reply) => {
    const form = (request.query as Record<string, unknown> | undefined)?.form;
    if (!isFormName(form)) throw new ApiError('invalid_param', 'form');
    const answer: AccountFormAnswer = {
      csrf: tokens.issue(request, reply),
      captcha: FORMS_WITH_CAPTCHA.includes(form) ? await captcha.challenge() : null,
    };
    return reply.header('cache-control', 'no-store').send(answer);
  });

  // Before any account rule: a POST without this browser's form token changes nothing.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !FORM_POSTS.includes(request.routeOptions.url ?? '')) return;
    if (!tokens.valid(request, field(formOf(request), FORM_TOKEN_FIELD)))
      return sendCodes(reply, 403, [{ field: 'notify', code: 'form_expired' }]);
  });

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
    // Only once the password is right: no one else learns the account is banned.
    if (user.banned === 1) return sendCodes(reply, 403, [{ field: 'notify', code: 'account_banned' }]);
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
        return signUp(ctx, form, request, reply);
      case 'restore':
        return restore(ctx, form, request, reply);
      case 'reset':
        return reset(ctx, form, reply);
      case 'resend':
        return resend(ctx, form, request, reply);
      case 'password':
        return changePassword(ctx, form, request, reply, throttle);
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

  for (const url of ['/login.php', '/signup.php', '/logout.php']) refuseOtherMethods(app, url);
};
