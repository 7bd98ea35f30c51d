import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { eachTableCell } from '../test/authorization-table.ts';
import { parseCell } from '../test/readme-table.ts';
import { beacon, partnerApp, TOKEN_A, TOKEN_B } from './partner-test-kit.ts';

const CALLERS = ['no token', 'unknown token', 'token of 123', 'token of 555'] as const;
type Caller = (typeof CALLERS)[number];

const TOKENS: Record<Caller, string> = {
  'no token': '',
  'unknown token': 'unknown-token-0123456789abc',
  'token of 123': TOKEN_A,
  'token of 555': TOKEN_B,
};

/** Each request of the table, as `caller` sends it. */
const REQUESTS: Record<string, (app: FastifyInstance, token: string) => Promise<LightMyRequestResponse>> = {
  '`GET /partners/stats.json`': (app, token) =>
    app.inject({ url: '/partners/stats.json', headers: token ? { authorization: `Bearer ${token}` } : {} }),
  '`POST /partners/` (the page)': (app, token) =>
    app.inject({
      method: 'POST',
      url: '/partners/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: `token=${token}`,
    }),
};

/** The campaigns an answer shows: the JSON's days, or the page's table cells. */
function campaignsShown(res: LightMyRequestResponse): string[] {
  if (res.headers['content-type']?.toString().startsWith('application/json'))
    return [...new Set((res.json().days as { campaign: string }[]).map((d) => d.campaign))];
  return [...res.body.matchAll(/<tr><td>([^<]+)<\/td>/g)].map((m) => m[1] ?? '');
}

describe.each(testDatabases())(
  'partner numbers by caller ($name), as apps/server/README.md says',
  ({ open }) => {
    let db: Db;
    let app: FastifyInstance;
    beforeAll(async () => {
      db = await open();
      ({ app } = await partnerApp(db));
      for (const campaign of ['123', '124', '555']) await beacon(app, { event: 'play', campaign });
    });
    afterAll(async () => {
      await app?.close();
      await db?.close();
    });

    eachTableCell('### Partners', CALLERS, REQUESTS, async (row, caller, cell) => {
      const send = REQUESTS[row.request];
      if (!send) throw new Error(`no request for ${row.request}`);
      const res = await send(app, TOKENS[caller]);
      const expected = parseCell(cell);
      expect(res.statusCode).toBe(expected.status);
      if (expected.code && res.headers['content-type']?.toString().startsWith('application/json'))
        expect(res.json().code).toBe(expected.code);
      if (expected.note) expect(campaignsShown(res)).toEqual(expected.note.split(', '));
      else expect(res.body).not.toMatch(/<td>(123|124|555)<\/td>|"campaign"/);
    });
  },
);
