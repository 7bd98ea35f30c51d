import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sessionCookie } from '../accounts/accounts-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { insertUser } from '../db/test-fixtures.ts';

/** A member with a live session: the cookie header that signs a request in. */
export interface SignedIn {
  userId: number;
  cookie: string;
}

/**
 * A member signed in without the sign-in form: a user row and a session row, as login.php
 * leaves them (the accounts tests cover the form; argon2 would cost each test a second).
 */
export async function signedInMember(db: Db, username?: string): Promise<SignedIn> {
  const userId = await insertUser(db, username ? { username } : {});
  return { userId, cookie: await sessionCookie(db, userId) };
}

let nextIp = 0;

/**
 * POSTs input.php form fields as `who` (or a visitor), each call from its own address so
 * the per-address limit of input.php stays out of the way.
 */
export function stat(
  app: FastifyInstance,
  who: SignedIn | null,
  fields: Record<string, string | number>,
): Promise<LightMyRequestResponse> {
  nextIp += 1;
  return app.inject({
    method: 'POST',
    url: '/input.php',
    remoteAddress: `10.9.${(nextIp >> 8) & 255}.${nextIp & 255}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(who ? { cookie: who.cookie } : {}) },
    payload: new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });
}

/** GETs one library page as `who` (or a visitor). */
export function readList(
  app: FastifyInstance,
  who: SignedIn | null,
  path: string,
): Promise<LightMyRequestResponse> {
  nextIp += 1;
  return app.inject({
    method: 'GET',
    url: `/${path}`,
    remoteAddress: `10.8.${(nextIp >> 8) & 255}.${nextIp & 255}`,
    headers: who ? { cookie: who.cookie } : {},
  });
}
