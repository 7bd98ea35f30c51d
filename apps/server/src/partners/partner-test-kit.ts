import type { FastifyInstance } from 'fastify';
import { accountsApp } from '../accounts/accounts-test-kit.ts';
import type { Db } from '../db/connect.ts';
import type { ManualClock } from '../http/clock.ts';

/** Partner A reads campaigns 123 and 124; partner B reads 555. */
export const TOKEN_A = 'partner-a-token-0123456789';
export const TOKEN_B = 'partner-b-token-0123456789';

/** The partner settings of the tests (docs/partners.md). */
export const PARTNER_ENV = {
  TUBEKIT_PARTNER_TOKENS: `${TOKEN_A}:123|124,${TOKEN_B}:555`,
  TUBEKIT_FLAGGED_CAMPAIGNS: '123',
  TUBEKIT_SPECIAL_CAMPAIGNS: '555',
};

/** An app with the partner settings on `db` (clock at 2025-01-02T00:00Z). */
export async function partnerApp(
  db: Db,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; clock: ManualClock }> {
  const { app, clock } = await accountsApp(db, { ...PARTNER_ENV, ...env });
  return { app, clock };
}

/** A same-origin beacon from `ip`, as the site's fetch sends it. */
export function beacon(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
  ip = '10.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/partners/beacon',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    payload: JSON.stringify(body),
  });
}

/** GET /partners/stats.json with the bearer `token` and `query`. */
export function stats(app: FastifyInstance, token: string, query = '') {
  return app.inject({
    url: `/partners/stats.json${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
