import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { sessionCookie } from '../accounts/accounts-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { insertUser } from '../db/test-fixtures.ts';

/** A member signed in for tests: their id and the Cookie header of their session. */
export interface TestMember {
  id: number;
  cookie: string;
}

/**
 * A confirmed member with a live session, written straight into the tables (the sign-in
 * itself is the accounts' tests' business): `cookie` is what their browser would send.
 */
export async function signedInMember(db: Db, username?: string): Promise<TestMember> {
  const id = await insertUser(db, username ? { username, email: `${username}@example.test` } : {});
  return { id, cookie: await sessionCookie(db, id) };
}

/** Three members made one after another (ids in order): a suite's `[ann, bob, cat]`. */
export async function threeMembers(db: Db): Promise<[TestMember, TestMember, TestMember]> {
  return [await signedInMember(db), await signedInMember(db), await signedInMember(db)];
}

/**
 * Registers the hook that signs in three members over `fx.db` once `fx`'s own hook has run;
 * the members it answers are filled then: read them inside tests and later hooks.
 */
export function threeMembersOf(fx: { db: Db }): [TestMember, TestMember, TestMember] {
  const [ann, bob, cat] = [{} as TestMember, {} as TestMember, {} as TestMember];
  beforeAll(async () => {
    const [a, b, c] = await threeMembers(fx.db);
    Object.assign(ann, a);
    Object.assign(bob, b);
    Object.assign(cat, c);
  });
  return [ann, bob, cat];
}

/** POSTs a form as `who` (a visitor without one), the way the site's transport does. */
export function postAs(
  app: FastifyInstance,
  who: TestMember | null,
  url: string,
  fields: Record<string, string | number>,
): Promise<LightMyRequestResponse> {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]));
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(who ? { cookie: who.cookie } : {}) },
    payload: body.toString(),
  });
}

/** POST social.php as `who`. */
export function social(
  app: FastifyInstance,
  who: TestMember | null,
  fields: Record<string, string | number>,
) {
  return postAs(app, who, '/social.php', fields);
}

/** GET a path as `who`. */
export function getAs(
  app: FastifyInstance,
  who: TestMember | null,
  path: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/${path}`, headers: who ? { cookie: who.cookie } : {} });
}
