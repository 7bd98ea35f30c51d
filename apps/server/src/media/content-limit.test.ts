import { contentPath } from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { accountsApp } from '../accounts/accounts-test-kit.ts';
import type { Db } from '../db/connect.ts';
import type { ManualClock } from '../http/clock.ts';
import { itEmbeddedOnly } from '../test/cluster-mode.ts';
import { CONTENT_LIMIT } from './routes.ts';
import { openTestDb } from './test-support.ts';

describe('GET /content/{video_id}.mp4 in the app', () => {
  let db: Db;
  let app: FastifyInstance;
  let clock: ManualClock;
  beforeAll(async () => {
    db = await openTestDb('sqlite');
    ({ app, clock } = await accountsApp(db));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const get = (ip: string) => app.inject({ url: contentPath(4242), remoteAddress: ip });

  itEmbeddedOnly('the window ends on the manual clock of the app; Redis ends it in its own time')(
    `takes ${CONTENT_LIMIT.max} requests a minute from one address, then 429 with Retry-After`,
    async () => {
      for (let i = 0; i < CONTENT_LIMIT.max; i++) expect((await get('10.0.3.3')).statusCode).toBe(404);
      const over = await get('10.0.3.3');
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
      expect((await get('10.0.3.4')).statusCode).toBe(404);
      clock.advance(CONTENT_LIMIT.windowMs);
      expect((await get('10.0.3.3')).statusCode).toBe(404);
    },
  );
});
