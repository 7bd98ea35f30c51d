import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { insertVideo } from '../db/test-fixtures.ts';

const like = (id: number, forwardedFor: string) => ({
  method: 'POST' as const,
  url: '/input.php',
  remoteAddress: '127.0.0.1',
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
  payload: new URLSearchParams({
    act: 'vote',
    section: 'videos',
    object_id: String(id),
    vote: '1',
  }).toString(),
});

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
  const likes = async (id: number) =>
    (
      await db.kysely
        .selectFrom('videos')
        .select('likes')
        .where('video_id', '=', id)
        .executeTakeFirstOrThrow()
    ).likes;

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
