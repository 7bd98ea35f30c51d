import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { accountsApp, type CapturingMailer } from '../accounts/accounts-test-kit.ts';
import { postAs, signedInMember, type TestMember } from '../comments/comments-test-kit.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import type { ManualClock } from '../http/clock.ts';
import { formToken } from '../members/member-test-kit.ts';

/** What `moderationApp` makes. */
export interface ModerationApp {
  app: FastifyInstance;
  clock: ManualClock;
  mailer: CapturingMailer;
  moderator: TestMember;
  member: TestMember;
  uploader: TestMember;
}

/** The whole app on a manual clock, with a moderator, a member and an uploader signed in. */
export async function moderationApp(db: Db): Promise<ModerationApp> {
  const { app, clock, mailer } = await accountsApp(db);
  return {
    app,
    clock,
    mailer,
    moderator: await signedInMember(db, clock, { role: 'moderator' }),
    member: await signedInMember(db, clock),
    uploader: await signedInMember(db, clock),
  };
}

/**
 * Registers the hooks that give the surrounding suite a database from `open` (in-memory
 * SQLite unless a `testDatabases()` entry's is given) and `moderationApp` over it, closed
 * after. Read the fields inside tests and later hooks: they are set when the hook has run.
 */
export function moderationTestApp(
  open: () => Promise<Db> = () => openDatabase({ sqlitePath: ':memory:' }),
): ModerationApp & { db: Db } {
  const fx = {} as ModerationApp & { db: Db };
  beforeAll(async () => {
    fx.db = await open();
    Object.assign(fx, await moderationApp(fx.db));
  });
  afterAll(async () => {
    await fx.app?.close();
    await fx.db?.close();
  });
  return fx;
}

/** GET moderation.php with `query` as `who` (null: a visitor). */
export function getModeration(
  app: FastifyInstance,
  who: { cookie: string } | null,
  query: Record<string, string | number>,
): Promise<LightMyRequestResponse> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return app.inject({
    method: 'GET',
    url: `/moderation.php?${search}`,
    headers: who ? { cookie: who.cookie } : {},
  });
}

/**
 * POSTs a form to `url` as `who` from `ip`, with the `csrf` of form.php's `form` (and its
 * `_tkf` cookie) unless `fields` names `csrf` itself.
 */
export async function postWithToken(
  app: FastifyInstance,
  url: '/moderation.php' | '/dmca.php',
  who: { userId: number; cookie: string } | null,
  fields: Record<string, string | number>,
  ip = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  const strings = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const token =
    'csrf' in strings
      ? { csrf: strings.csrf, cookie: who?.cookie ?? '' }
      : await formToken(app, who, url === '/dmca.php' ? 'dmca' : 'moderation');
  return postAs(app, url, { ...strings, csrf: token.csrf ?? '' }, { cookie: token.cookie }, ip);
}
