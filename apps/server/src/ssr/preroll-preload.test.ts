import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, REPO_ROOT } from '../config.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { insertCategory, insertMedia, insertVideo } from '../db/test-fixtures.ts';
import { manualClock } from '../http/clock.ts';
import { buildPages } from './test-rendered-pages.ts';

/** The built files of the player's ads entry and VAST chunk (apps/site/src/pages/video/preroll-preload.ts). */
function adsChunkFiles(): string[] {
  const manifest = JSON.parse(
    readFileSync(join(REPO_ROOT, 'apps/site/dist/client/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  return ['../../packages/player/src/ads/index.ts', '../../packages/player/src/ads/vast/engine.ts'].map(
    (key) => manifest[key]!.file,
  );
}

const preloads = (body: string) =>
  [...body.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]);

describe('the preroll chunks preloaded by a video page (issue #20)', () => {
  let db: Db;
  const apps: Record<'ads' | 'none', FastifyInstance> = {} as never;
  let videoPath = '';
  beforeAll(async () => {
    buildPages(['site']);
    db = await openDatabase({ sqlitePath: ':memory:' });
    const mediaId = await insertMedia(db, { formats: '_hd.mp4' });
    const cat = await insertCategory(db, { dir: 'beach', title: 'Beach', toptn: 1 });
    const id = await insertVideo(db, {
      title: 'Sunset clip',
      dir: 'sunset-clip',
      media_id: mediaId,
      category_ids: [cat],
    });
    videoPath = `/video/${id}/sunset-clip/`;
    const env = { TUBEKIT_SECRET: 'test-secret-0123456789', TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data' };
    for (const [name, extra] of [
      ['ads', { TUBEKIT_VAST_TAGS: 'https://ads.example/vast' }],
      ['none', {}],
    ] as const) {
      apps[name] = await buildApp({
        db,
        config: loadConfig({ ...env, ...extra }),
        clock: manualClock(Date.UTC(2025, 0, 2)),
      });
      await apps[name].ready();
    }
  }, 300_000);
  afterAll(async () => {
    for (const app of Object.values(apps)) await app?.close();
    await db?.close();
  });
  const get = (app: FastifyInstance, url: string) => app.inject({ url, headers: { accept: 'text/html' } });

  it("names the ads entry and its VAST chunk in a visitor's video page head when ad tags are configured", async () => {
    const page = await get(apps.ads, videoPath);
    expect(page.statusCode).toBe(200);
    const links = preloads(page.body);
    for (const file of adsChunkFiles()) expect(links).toContain(`/static/${file}`);
  });

  it('names neither without ad tags, nor on the home page', async () => {
    const files = adsChunkFiles().map((file) => `/static/${file}`);
    for (const page of [await get(apps.none, videoPath), await get(apps.ads, '/')]) {
      expect(page.statusCode).toBe(200);
      expect(preloads(page.body).filter((href) => files.includes(href!))).toEqual([]);
    }
  });
});
