import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, setCookie } from '../accounts/accounts-test-kit.ts';
import { EMPTY_PROFILE } from '../accounts/empty-profile.ts';
import { hashPassword } from '../accounts/password.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { manualClock } from '../http/clock.ts';
import { renderedVideoPages } from './test-rendered-pages.ts';

// The ad tags of the server's configuration reach both players' pages in the HTML itself:
// the video page in the root data of its hydration data, the embed page in its boot data.

const html = { accept: 'text/html' };
const TAGS = 'https://ads.example/vast?c={campaign},https://backup.example/vast';
const PAUSE = 'https://ads.example/pause';

async function appWith(db: Db, env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({
    TUBEKIT_SECRET: 'test-secret-0123456789',
    TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data',
    ...env,
  });
  const app = await buildApp({ db, config, clock: manualClock(Date.UTC(2025, 0, 2)) });
  await app.ready();
  return app;
}

/** `root` of the page's `window.__HYDRATION__`. */
function rootData(body: string): Record<string, unknown> {
  const json = /<script[^>]*>window\.__HYDRATION__=(.*?)<\/script>/s.exec(body)?.[1] ?? 'null';
  return (JSON.parse(json) as { root: Record<string, unknown> }).root;
}

/** The embed page's `#te-data` boot data. */
function bootData(body: string): Record<string, unknown> {
  return JSON.parse(
    /<script type="application\/json" id="te-data">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null',
  );
}

describe('player ad tags in the rendered pages', () => {
  let db: Db;
  let withAds: FastifyInstance;
  let withoutAds: FastifyInstance;
  let videoId = 0;

  beforeAll(async () => {
    ({ db, videoId } = await renderedVideoPages());
    withAds = await appWith(db, { TUBEKIT_VAST_TAGS: TAGS, TUBEKIT_PAUSE_AD_URL: PAUSE });
    withoutAds = await appWith(db, {});
  }, 400_000);
  afterAll(async () => {
    await withAds?.close();
    await withoutAds?.close();
    await db?.close();
  });

  const expected = { tags: TAGS.split(','), pauseAdUrl: PAUSE };

  it('puts the tags in the video page root data, and nothing when none are configured', async () => {
    const url = `/video/${videoId}/sunset-clip/?campaign=777`;
    const page = await withAds.inject({ url, headers: html });
    expect(page.statusCode).toBe(200);
    expect(rootData(page.body).ads).toEqual(expected);
    const plain = await withoutAds.inject({ url, headers: html });
    expect(plain.statusCode).toBe(200);
    expect(rootData(plain.body)).not.toHaveProperty('ads');
    expect(plain.body).not.toContain('ads.example');
  });

  it('gives a signed-in member the page without ads, with the user in the root data and the header', async () => {
    await db.kysely
      .insertInto('users')
      .values({
        ...EMPTY_PROFILE,
        username: 'viewer',
        email: 'viewer@example.com',
        password_hash: await hashPassword('secret1'),
        email_confirmed: 1,
        role: 'member',
        added_date: 0,
      })
      .execute();
    const signIn = await postForm(withAds, '/login.php', { usr: 'viewer', pwd: 'secret1' });
    const cookie = (setCookie(signIn, '_tks') ?? '').split(';')[0] ?? '';
    const url = `/video/${videoId}/sunset-clip/?campaign=777`;
    const page = await withAds.inject({ url, headers: { ...html, cookie } });
    expect(page.statusCode).toBe(200);
    const root = rootData(page.body);
    expect(root).not.toHaveProperty('ads');
    expect(root.user).toEqual({ user_id: expect.any(Number), username: 'viewer' });
    expect(page.body).not.toContain('ads.example');
    expect(rootData((await withAds.inject({ url, headers: html })).body).user).toBeNull();
  });

  it('puts the tags in the embed page boot data, and nothing when none are configured', async () => {
    const page = await withAds.inject({ url: `/embed/${videoId}/?campaign=777`, headers: html });
    expect(page.statusCode).toBe(200);
    expect(bootData(page.body).ads).toEqual(expected);
    const plain = await withoutAds.inject({ url: `/embed/${videoId}/`, headers: html });
    expect(plain.statusCode).toBe(200);
    expect(bootData(plain.body)).not.toHaveProperty('ads');
  });
});
