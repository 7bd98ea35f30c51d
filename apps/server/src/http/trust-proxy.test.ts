import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { likeRequest, likesOf } from '../social/test-votes.ts';

/** A like for video `id` through a proxy at 127.0.0.1 that forwards `forwardedFor`. */
const like = (id: number, forwardedFor: string) =>
  likeRequest(id, { address: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });

describe('the client address behind a reverse proxy (TUBEKIT_TRUST_PROXY)', () => {
  let db: Db;
  let app: FastifyInstance;
  const start = async (env: Record<string, string>) => {
    db = await openDatabase({ sqlitePath: ':memory:' });
    const config = loadConfig({
      TUBEKIT_SECRET: 'test-secret-0123456789',
      TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data',
      ...env,
    });
    app = await buildApp({ db, config });
  };
  afterEach(async () => {
    await app?.close();
    await db?.close();
  });
  const likes = (id: number) => likesOf(db, id);

  it('without it, a client rotating X-Forwarded-For is still one address: 10 votes land 1', async () => {
    await start({});
    const id = await insertVideo(db, { likes: 0 });
    for (let i = 0; i < 10; i++) await app.inject(like(id, `203.0.113.${i + 1}`));
    expect(await likes(id)).toBe(1);
  });

  it('with TUBEKIT_TRUST_PROXY=127.0.0.1, visitors the proxy forwards are told apart: 10 addresses land 10', async () => {
    await start({ TUBEKIT_TRUST_PROXY: '127.0.0.1' });
    const id = await insertVideo(db, { likes: 0 });
    for (let i = 0; i < 10; i++) await app.inject(like(id, `203.0.113.${i + 1}`));
    expect(await likes(id)).toBe(10);
  });

  it('a proxy not on the list is not believed', async () => {
    await start({ TUBEKIT_TRUST_PROXY: '10.0.0.1' });
    const id = await insertVideo(db, { likes: 0 });
    for (let i = 0; i < 10; i++) await app.inject(like(id, `203.0.113.${i + 1}`));
    expect(await likes(id)).toBe(1);
  });
});
