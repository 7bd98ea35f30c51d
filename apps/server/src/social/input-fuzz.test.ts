import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { openDatabase } from '../db/connect.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { socialTestApp } from './test-app.ts';

/** Words input.php knows, mixed with junk, so generated bodies reach the deep branches. */
const word = fc.oneof(
  fc.constantFrom('view', 'vote', 'subscribe', 'favourite', 'videos', 'models', 'channels', 'members'),
  fc.constantFrom('playlists', 'comments', 'categories', '0', '1', '2', '-1', '', 'abc-def', '99999999999'),
  fc.string({ maxLength: 12 }),
);
const fields = fc.dictionary(
  fc.constantFrom('act', 'section', 'object_id', 'vote', 'nogeo', 'user_id', 'x'),
  word,
);

describe('no input ever answers 500', () => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openDatabase({ sqlitePath: ':memory:' });
    await insertVideo(db);
    app = await socialTestApp(db);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const isErrorOrOk = (body: Record<string, unknown>) =>
    body.ok === true || (body.error === true && typeof body.code === 'string');

  it('input.php: form bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const res = await app.inject({
          method: 'POST',
          url: '/input.php',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(f).toString(),
        });
        expect(res.statusCode).toBeLessThan(500);
        expect(isErrorOrOk(res.json())).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('input.php: raw bodies of any content type', async () => {
    const contentType = fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/json',
      'text/plain',
      'multipart/form-data',
    );
    await fc.assert(
      fc.asyncProperty(contentType, fc.string({ maxLength: 80 }), async (type, payload) => {
        const res = await app.inject({
          method: 'POST',
          url: '/input.php',
          headers: { 'content-type': type },
          payload,
        });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toMatchObject({ error: true, code: expect.any(String) });
      }),
      { numRuns: 200 },
    );
  });

  it('JSON paths: generated paths under every social and member prefix', async () => {
    const prefix = fc.constantFrom('members', 'member', 'comments', 'playlists', 'playlist', 'subscriptions');
    const segment = fc.oneof(
      fc.constantFrom(
        '0',
        '1',
        '1000',
        '3600',
        'all',
        'community',
        'profile',
        'videos',
        'recent',
        'filt.......',
      ),
      fc.string({ maxLength: 10 }).map(encodeURIComponent),
    );
    const ext = fc.constantFrom('.json', '.jsond', '', '.x');
    await fc.assert(
      fc.asyncProperty(
        prefix,
        fc.array(segment, { maxLength: 7 }),
        ext,
        fc.string({ maxLength: 10 }),
        async (p, segs, e, q) => {
          const res = await app.inject(`/json/${p}/${segs.join('/')}${e}?search=${encodeURIComponent(q)}`);
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400)
            expect(res.json()).toMatchObject({ error: true, code: expect.any(String) });
        },
      ),
      { numRuns: 300 },
    );
  });
});
