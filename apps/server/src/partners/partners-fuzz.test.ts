import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { openDatabase } from '../db/connect.ts';
import { partnerApp, TOKEN_A } from './partner-test-kit.ts';

/** Values the endpoints know, mixed with junk, so generated input reaches the deep branches. */
const word = fc.oneof(
  fc.constantFrom('view', 'play', 'ad_impression', '123', '555', '2025-01-02', '2025-02-30', TOKEN_A, ''),
  fc.constantFrom('0', '-1', '<b>x</b>', '\u0000', '9'.repeat(40), '2025-1-2', 'null'),
  fc.string({ maxLength: 40 }),
);
const names = fc.constantFrom('event', 'campaign', 'from', 'to', 'token', 'x');
const contentType = fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain');

describe('partner endpoints: no input ever answers 500', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openDatabase({ sqlitePath: ':memory:' });
    ({ app } = await partnerApp(db));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
  };

  it('POST /partners/beacon: any body of any type is a 204 or a 4xx in the error shape', async () => {
    const body = fc.oneof(
      fc.dictionary(names, fc.oneof(word, fc.integer(), fc.constant(null))).map((d) => JSON.stringify(d)),
      fc.string({ maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(body, contentType, async (payload, type) => {
        const res = await app.inject({
          method: 'POST',
          url: '/partners/beacon',
          remoteAddress: nextIp(),
          headers: { 'content-type': type, 'sec-fetch-site': 'same-origin' },
          payload,
        });
        if (res.statusCode === 204) return;
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toMatchObject({ error: true, code: expect.any(String) });
      }),
      { numRuns: 150 },
    );
  });

  it('GET /partners/stats.json: any query is a 200 answer or a 4xx in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(names, word), fc.boolean(), async (query, bearer) => {
        const res = await app.inject({
          url: `/partners/stats.json?${new URLSearchParams(query)}`,
          remoteAddress: nextIp(),
          headers: bearer ? { authorization: `Bearer ${TOKEN_A}` } : {},
        });
        const body = res.json();
        if (res.statusCode === 200) {
          expect(body.campaigns).toEqual(['123', '124']);
          expect(Array.isArray(body.days)).toBe(true);
          return;
        }
        expect([400, 401]).toContain(res.statusCode);
        expect(body).toMatchObject({ error: true, code: expect.any(String) });
      }),
      { numRuns: 150 },
    );
  });

  it('POST /partners/: any form is a page (200, 400 or 401), never a fault', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(names, word), async (form) => {
        const res = await app.inject({
          method: 'POST',
          url: '/partners/',
          remoteAddress: nextIp(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
          payload: new URLSearchParams(form).toString(),
        });
        expect([200, 400, 401]).toContain(res.statusCode);
        expect(res.headers['content-type']).toContain('text/html');
      }),
      { numRuns: 100 },
    );
  });
});
