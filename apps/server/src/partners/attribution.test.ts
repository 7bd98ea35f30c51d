import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributePage, CAMPAIGN_COOKIE_MAX_AGE_S, VISIT_MAX_AGE_S } from './attribution.ts';
import { partnersFromEnv } from './partner-config.ts';

// The attribution rules of one rendered page, on a bare app whose one route answers what
// attributePage decided (docs/partners.md, "Attribution").

const partners = partnersFromEnv({
  TUBEKIT_FLAGGED_CAMPAIGNS: '123',
  TUBEKIT_FLAGGED_PUBLISHERS: 'p9',
  TUBEKIT_SPECIAL_CAMPAIGNS: '555',
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.get('/page/', async (request, reply) => attributePage(request, reply, partners, false));
  await app.ready();
});
afterAll(() => app.close());

/** Requests a page with `query` and the cookies `cookie`; what it decided and the cookies it set. */
async function page(query = '', cookie = '') {
  const res = await app.inject({ url: `/page/${query}`, headers: cookie ? { cookie } : {} });
  const set = res.headers['set-cookie'];
  return { ...res.json(), setCookies: Array.isArray(set) ? set : set ? [set] : [] };
}

describe('a page with ?campaign=', () => {
  it('sets the campaign cookie (30 days, Lax, HttpOnly) with the publisher, and the visit cookie', async () => {
    const res = await page('?campaign=123&pub=p1');
    expect(res.attribution).toEqual({ campaign: '123', publisher: 'p1' });
    expect(res.setCookies).toContain(
      `_tkc=123.p1; Max-Age=${CAMPAIGN_COOKIE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(res.setCookies).toContain(`_tkvs=1; Max-Age=${VISIT_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax`);
    expect(res).toMatchObject({ visitStarted: true, countsVisit: true, comeback: null, special: false });
  });

  it('replaces an earlier campaign, and the change counts a visit for the new one mid-visit', async () => {
    const res = await page('?campaign=77', '_tkc=123; _tkvs=1');
    expect(res.attribution).toEqual({ campaign: '77', publisher: null });
    expect(res.setCookies.some((c: string) => c.startsWith('_tkc=77;'))).toBe(true);
    expect(res).toMatchObject({ visitStarted: false, countsVisit: true });
  });

  it('ignores a malformed campaign or publisher: no cookie, no attribution', async () => {
    for (const q of ['?campaign=%3Cb%3E', `?campaign=${'x'.repeat(33)}`, '?pub=p1', '?campaign='])
      expect((await page(q)).attribution).toBeNull();
    expect((await page('?campaign=5&pub=a.b')).attribution).toEqual({ campaign: '5', publisher: null });
  });
});

describe('a later page of the visit', () => {
  it("keeps the cookie's campaign without setting it again, and renews only the visit cookie", async () => {
    const res = await page('', '_tkc=123.p1; _tkvs=1');
    expect(res.attribution).toEqual({ campaign: '123', publisher: 'p1' });
    expect(res.setCookies).toEqual([`_tkvs=1; Max-Age=${VISIT_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax`]);
    expect(res).toMatchObject({ visitStarted: false, countsVisit: false, comeback: null });
  });

  it('counts no visit for a visitor without a campaign, and reads a forged cookie as none', async () => {
    expect(await page('')).toMatchObject({ attribution: null, visitStarted: true, countsVisit: false });
    // No campaign, no cookie: the page stays one a CDN may keep.
    expect((await page('')).setCookies).toEqual([]);
    expect((await page('', '_tkc=<script>; _tkvs=1')).attribution).toBeNull();
  });
});

describe('the comeback of a flagged campaign visitor', () => {
  it('is the first page of a later visit of a flagged campaign, or of a flagged publisher', async () => {
    expect((await page('', '_tkc=123')).comeback).toBe('123');
    expect((await page('', '_tkc=42.p9')).comeback).toBe('42');
  });

  it('is not the landing visit itself, a later page of a visit, or an unflagged campaign', async () => {
    expect((await page('?campaign=123')).comeback).toBeNull();
    expect((await page('', '_tkc=123; _tkvs=1')).comeback).toBeNull();
    expect((await page('', '_tkc=42.p1')).comeback).toBeNull();
  });
});

describe('the special user flag', () => {
  it("comes from a special campaign, the URL's or the cookie's", async () => {
    expect((await page('?campaign=555')).special).toBe(true);
    expect((await page('', '_tkc=555; _tkvs=1')).special).toBe(true);
    expect((await page('?campaign=123', '_tkc=555')).special).toBe(false);
  });
});
