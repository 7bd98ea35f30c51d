import { ACCOUNT_FORMS, type AccountFormAnswer } from '@tubekit/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { openTestDatabase } from '../db/test-databases.ts';
import { type ManualClock, manualClock } from '../http/clock.ts';
import { buildTestAppOn, testConfigEnv } from '../test/cluster-mode.ts';
import { solvedToken } from './captcha/altcha-test-kit.ts';
import { FORM_COOKIE } from './form-token.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { randomId, SESSION_COOKIE, secretHash } from './sessions.ts';

/** A mailer that keeps what it is given; `next()` waits for the next message. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  #waiters: ((m: MailMessage) => void)[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    this.#waiters.shift()?.(message);
  }

  /** The next message sent (or the last one, if it was sent since the previous call). */
  next(): Promise<MailMessage> {
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  close(): void {}
}

/** The token of a link in a message. */
export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

/** An app with a capturing mailer and a manual clock. */
export async function accountsApp(
  db: Db,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; clock: ManualClock; mailer: CapturingMailer }> {
  const clock = manualClock(Date.UTC(2025, 0, 2));
  const mailer = new CapturingMailer();
  const config = loadConfig(
    testConfigEnv({
      TUBEKIT_SECRET: 'test-secret-0123456789',
      TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data',
      ...env,
    }),
  );
  const app = await buildTestAppOn({ db, config, clock, mailer });
  // What a later route sees of the session: GET /test/whoami answers request.member.
  app.get('/test/whoami', async (request) => ({ member: request.member }));
  await app.ready();
  return { app, clock, mailer };
}

/**
 * A live session for `userId`, written straight into `sessions` as login.php leaves it (the
 * sign-in form, its captcha and argon2 would cost each test a second): the Cookie header
 * that signs a request in. `createdAt` and `expiresAt` are unix seconds.
 */
export async function sessionCookie(
  db: Db,
  userId: number,
  { createdAt = 0, expiresAt = 2_000_000_000, remember = false } = {},
): Promise<string> {
  const id = randomId();
  await db.kysely
    .insertInto('sessions')
    .values({
      session_hash: secretHash(id),
      user_id: userId,
      created_at: createdAt,
      expires_at: expiresAt,
      remember: remember ? 1 : 0,
    })
    .execute();
  return `${SESSION_COOKIE}=${id}`;
}

/** The database and app of `accountsTestApp`, set once its `before` hook has run. */
export interface AccountsTestApp {
  db: Db;
  app: FastifyInstance;
  clock: ManualClock;
  mailer: CapturingMailer;
}

/**
 * Registers the hooks that give the surrounding suite a database from `open` (`openTestDatabase`
 * unless a `testDatabases()` entry's is given), filled by `seed`, and the whole app
 * over it (`accountsApp`), closed after: once for the suite, or fresh for each test with
 * `perTest` (tests that move the clock or use up a limit). Read the fields inside tests and
 * later hooks: they are set when the hook has run.
 */
export function accountsTestApp(
  open: () => Promise<Db> = openTestDatabase,
  { perTest = false, seed = async () => {} }: { perTest?: boolean; seed?: (db: Db) => Promise<unknown> } = {},
): AccountsTestApp {
  const fx = {} as AccountsTestApp;
  (perTest ? beforeEach : beforeAll)(async () => {
    fx.db = await open();
    await seed(fx.db);
    Object.assign(fx, await accountsApp(fx.db));
  });
  (perTest ? afterEach : afterAll)(async () => {
    await fx.app?.close();
    await fx.db?.close();
  });
  return fx;
}

let nextIp = 0;

/** A `tok` value that postForm replaces with a solution of the form's own captcha. */
export const SOLVE_CAPTCHA = '<solve the captcha>';

/** The form.php name of a POST: the URL's, or signup.php's act (an unknown act: signup's). */
function formName(url: string, fields: Record<string, string>): string {
  if (url !== '/signup.php') return url.replace(/^\/|\.php$/g, '');
  const act = fields.act ?? '';
  return (ACCOUNT_FORMS as readonly string[]).includes(act) ? act : 'signup';
}

/**
 * What a browser does before it sends an account form: GET form.php (with the same
 * cookies and address), keep its `_tkf` cookie, put the `csrf` in the form and, for
 * `tok: SOLVE_CAPTCHA`, solve the captcha it answered. A form that names `csrf` itself is
 * sent as it is (tests of the token).
 */
async function prepareForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
  remoteAddress: string,
): Promise<{ fields: Record<string, string>; headers: Record<string, string> }> {
  if ('csrf' in fields) return { fields, headers };
  const res = await app.inject({
    method: 'GET',
    url: `/form.php?form=${formName(url, fields)}`,
    remoteAddress,
    headers,
  });
  if (res.statusCode !== 200) return { fields, headers };
  const answer = res.json() as AccountFormAnswer;
  const cookie = setCookie(res, FORM_COOKIE)?.split(';')[0];
  const merged = cookie ? [headers.cookie, cookie].filter(Boolean).join('; ') : headers.cookie;
  const solved: Record<string, string> = { csrf: answer.csrf };
  if (fields.tok === SOLVE_CAPTCHA && answer.captcha) solved.tok = await solvedToken(answer.captcha);
  return {
    fields: { ...fields, ...solved },
    headers: { ...headers, ...(merged ? { cookie: merged } : {}) },
  };
}

/**
 * POSTs a form to `url` from `ip` the way the site does (form.php first, see prepareForm);
 * signup.php calls without an address come from a new one each (10.x.y.z), so tests that
 * sign up many accounts stay under the per-address limit.
 */
export async function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  ip?: string,
): Promise<LightMyRequestResponse> {
  nextIp += 1;
  const remoteAddress =
    ip ??
    (url === '/signup.php'
      ? `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`
      : '127.0.0.1');
  const form = await prepareForm(app, url, fields, headers, remoteAddress);
  return app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...form.headers },
    payload: new URLSearchParams(form.fields).toString(),
  });
}

/** The `name=value` of a Set-Cookie header list, with its attributes. */
export function setCookie(res: LightMyRequestResponse, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.find((c) => c.startsWith(`${name}=`));
}

/** A valid sign-up form. */
export function signUpForm(usr: string, extra: Record<string, string> = {}): Record<string, string> {
  return { usr, eml: `${usr}@example.com`, pwd: 'secret1', terms: '1', tok: SOLVE_CAPTCHA, ...extra };
}

/** Signs up and confirms `usr` (password `secret1`). */
export async function confirmedAccount(
  app: FastifyInstance,
  mailer: CapturingMailer,
  usr: string,
): Promise<void> {
  const mail = mailer.next();
  const res = await postForm(app, '/signup.php', signUpForm(usr));
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const link = new URL((await mail).link);
  const confirm = await app.inject({ method: 'GET', url: link.pathname + link.search });
  if (confirm.statusCode !== 303) throw new Error(`confirm failed: ${confirm.statusCode}`);
}
