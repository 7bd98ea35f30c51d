import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { signedInMember, type TestMember } from '../comments/comments-test-kit.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { manualClock } from '../http/clock.ts';
import { onlyNeutralCookies, requestSignature } from './page-fast-path.ts';
import { renderedVideoPages } from './test-rendered-pages.ts';

describe('who the page fast path may answer', () => {
  it('takes the age gate, visit and visitor cookies only', () => {
    expect(onlyNeutralCookies(undefined)).toBe(true);
    expect(onlyNeutralCookies('_agev=1; _tkvs=1; _tkv=abc.sig')).toBe(true);
    for (const other of ['_agev=1; _tks=session', '_tkc=777', 'country=DE', '_agev=1;x=1'])
      expect([other, onlyNeutralCookies(other)]).toEqual([other, false]);
  });

  it('signs a GET without If-None-Match by host, Accept, Accept-Encoding and URL', () => {
    const req = (method: string, headers: Record<string, string>, url = '/') => ({ method, url, headers });
    const html = { host: 'a', accept: 'text/html', 'accept-encoding': 'gzip' };
    expect(requestSignature(req('GET', html))).toBe('a\ntext/html\ngzip\n/');
    expect(requestSignature(req('HEAD', html))).toBeNull();
    expect(requestSignature(req('GET', { ...html, 'if-none-match': '"x"' }))).toBeNull();
    expect(requestSignature(req('GET', { ...html, cookie: '_tks=1' }))).toBeNull();
    expect(requestSignature(req('GET', html, `/${'a'.repeat(2048)}`))).toBeNull();
  });
});

describe('pages through a real socket, with the fast path', () => {
  let db: Db;
  let app: FastifyInstance;
  let base = '';
  let member: TestMember;
  const clock = manualClock(Date.UTC(2025, 0, 2, 10));
  /** The URLs of the requests Fastify saw. */
  const reachedApp: string[] = [];
  const headers = { accept: 'text/html', 'accept-encoding': 'gzip', cookie: '_agev=1' };
  const get = (url: string, extra: Record<string, string> = {}) =>
    fetch(base + url, { headers: { ...headers, ...extra }, redirect: 'manual' });
  const sameHeaders = (res: Response) => {
    const all = Object.fromEntries(res.headers);
    delete all.date;
    return all;
  };

  beforeAll(async () => {
    ({ db } = await renderedVideoPages());
    const config = loadConfig({
      TUBEKIT_SECRET: 'test-secret-0123456789',
      TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data',
      TUBEKIT_SPECIAL_CAMPAIGNS: '',
    });
    app = await buildApp({ db, config, clock });
    app.addHook('onRequest', async (request) => {
      reachedApp.push(request.url);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    member = await signedInMember(db, clock, { username: 'fast_member' });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it("sends a visitor's second request the app's answer again, before the app: the same status, headers and bytes", async () => {
    const first = await get('/');
    const firstBody = Buffer.from(await first.arrayBuffer());
    reachedApp.length = 0;
    const second = await get('/');
    expect(reachedApp).toEqual([]);
    expect(second.status).toBe(200);
    expect(sameHeaders(second)).toEqual(sameHeaders(first));
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBody)).toBe(true);
    expect(second.headers.get('content-encoding')).toBe('gzip');
  });

  it('shows a change at once once the pages were invalidated (a write), not the remembered answer', async () => {
    await get('/');
    await db.kysely.updateTable('videos').set({ title: 'Renamed by the fast path test' }).execute();
    app.responseCache.clear();
    const after = await get('/', { 'accept-encoding': 'identity' });
    expect(await after.text()).toContain('Renamed by the fast path test');
  });

  it("never gives a member, a 304 or a campaign landing the visitors' remembered answer", async () => {
    await get('/');
    const mine = await get('/', { cookie: `_agev=1; ${member.cookie}`, 'accept-encoding': 'identity' });
    expect(await mine.text()).toContain('fast_member');
    const page = await get('/');
    const revalidated = await get('/', { 'if-none-match': String(page.headers.get('etag')) });
    expect(revalidated.status).toBe(304);
    for (let i = 0; i < 2; i++) {
      const landing = await get('/?campaign=fastpath1');
      expect(landing.headers.get('set-cookie')).toContain('_tkc=fastpath1');
    }
    const visits = await db.kysely
      .selectFrom('partner_stats')
      .select('visits')
      .where('campaign', '=', 'fastpath1')
      .executeTakeFirst();
    expect(visits?.visits).toBe(2);
  });
});
