import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { renderedVideoPages } from '../ssr/test-rendered-pages.ts';
import { partnerApp, stats, TOKEN_A } from './partner-test-kit.ts';

// The attribution rules on the real rendered pages: the site's root data, the visit in the
// partner numbers, the comeback event in the document, and the embed's special user.

const html = { accept: 'text/html' };

/** `root` of the page's `window.__HYDRATION__`. */
function rootData(body: string): Record<string, unknown> {
  const json = /window\.__HYDRATION__=(.*?)<\/script>/s.exec(body)?.[1] ?? 'null';
  return (JSON.parse(json) as { root: Record<string, unknown> }).root;
}

/** The `name=value` pairs a response sets, as the next request's Cookie header. */
function cookiesOf(res: { headers: Record<string, unknown> }, earlier = ''): string {
  const raw = res.headers['set-cookie'];
  const list = (Array.isArray(raw) ? raw : raw ? [raw] : []).map((c) => String(c).split(';')[0] ?? '');
  const jar = new Map(earlier ? earlier.split('; ').map((p) => p.split('=') as [string, string]) : []);
  for (const pair of list) {
    const [name = '', value = ''] = pair.split('=');
    jar.set(name, value);
  }
  return [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
}

describe('partner campaigns on rendered pages', () => {
  let db: Db;
  let app: FastifyInstance;
  let videoId = 0;

  beforeAll(async () => {
    ({ db, videoId } = await renderedVideoPages());
    ({ app } = await partnerApp(db));
  }, 400_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const visits = async (campaign: string) =>
    (await stats(app, TOKEN_A)).json().days.find((d: { campaign: string }) => d.campaign === campaign)
      ?.visits ?? 0;

  it('keeps the landing campaign for later pages of the visit and counts the visit once', async () => {
    const landing = await app.inject({ url: '/?campaign=124&pub=p1', headers: html });
    expect(landing.statusCode).toBe(200);
    expect(rootData(landing.body).campaign).toBe('124');
    const cookie = cookiesOf(landing);
    expect(cookie).toContain('_tkc=124.p1');
    const later = await app.inject({ url: '/categories/', headers: { ...html, cookie } });
    expect(rootData(later.body).campaign).toBe('124');
    expect(await visits('124')).toBe(1);
    const plain = await app.inject({ url: '/categories/', headers: html });
    expect(rootData(plain.body)).not.toHaveProperty('campaign');
  });

  it('sends one comeback event in the first page of a later visit of a flagged campaign', async () => {
    const landing = await app.inject({ url: '/?campaign=123', headers: html });
    expect(landing.body).not.toContain('"comeback"');
    // A later visit: the visit cookie has run out, the campaign cookie is still there.
    const back = await app.inject({ url: '/categories/', headers: { ...html, cookie: '_tkc=123' } });
    expect(back.body).toContain(
      '(window.dataLayer=window.dataLayer||[]).push(...[{"event":"comeback","campaign":"123"}]);',
    );
    const next = await app.inject({ url: '/', headers: { ...html, cookie: cookiesOf(back, '_tkc=123') } });
    expect(next.body).not.toContain('"comeback"');
    expect(await visits('123')).toBe(2);
  });

  it('marks a special campaign visitor in the root data, and in the embed boot data', async () => {
    const page = await app.inject({ url: `/video/${videoId}/sunset-clip/?campaign=555`, headers: html });
    expect(rootData(page.body).special).toBe(true);
    const other = await app.inject({ url: `/video/${videoId}/sunset-clip/?campaign=123`, headers: html });
    expect(rootData(other.body)).not.toHaveProperty('special');
    const embed = await app.inject({ url: `/embed/${videoId}/?campaign=555` });
    expect(embed.body).toContain('"specialUser":true');
    const plainEmbed = await app.inject({ url: `/embed/${videoId}/?campaign=123` });
    expect(plainEmbed.body).not.toContain('specialUser');
  });
});
