import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, signUpForm } from '../accounts/accounts-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import type { ManualClock } from '../http/clock.ts';
import { itEmbeddedOnly } from '../test/cluster-mode.ts';
import { beacon, partnerApp, stats, TOKEN_A, TOKEN_B } from './partner-test-kit.ts';
import { PARTNER_LIMITS } from './routes.ts';

const DAY_MS = 86_400_000;

describe.each(testDatabases())('partner numbers on $name', ({ open }) => {
  let db: Db;
  let app: FastifyInstance;
  let clock: ManualClock;
  beforeAll(async () => {
    db = await open();
    ({ app, clock } = await partnerApp(db));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it("counts beacons for the body's campaign, else the cookie's, and nothing without one", async () => {
    for (const event of ['view', 'play', 'play', 'ad_impression'])
      expect((await beacon(app, { event, campaign: '123' })).statusCode).toBe(204);
    expect((await beacon(app, { event: 'view' }, { cookie: '_tkc=124.p1' })).statusCode).toBe(204);
    expect((await beacon(app, { event: 'view' })).statusCode).toBe(204);
    const res = await stats(app, TOKEN_A);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      campaigns: ['123', '124'],
      from: '2024-12-04',
      to: '2025-01-02',
      days: [
        { campaign: '123', day: '2025-01-02', visits: 0, views: 1, plays: 2, ad_impressions: 1, signups: 0 },
        { campaign: '124', day: '2025-01-02', visits: 0, views: 1, plays: 0, ad_impressions: 0, signups: 0 },
      ],
    });
  });

  it('gives each token only its own campaigns', async () => {
    await beacon(app, { event: 'play', campaign: '555' });
    await beacon(app, { event: 'play', campaign: '999' });
    const b = (await stats(app, TOKEN_B)).json();
    expect(b.campaigns).toEqual(['555']);
    expect(b.days.map((d: { campaign: string }) => d.campaign)).toEqual(['555']);
    const a = (await stats(app, TOKEN_A)).json();
    expect(a.days.map((d: { campaign: string }) => d.campaign)).toEqual(['123', '124']);
  });

  it('answers 401 invalid_token for a missing, unknown or almost-right token', async () => {
    for (const token of ['', 'nope', `${TOKEN_A}x`, TOKEN_A.slice(0, -1)]) {
      const res = await stats(app, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: true, code: 'invalid_token', field: 'token' });
    }
    const byQuery = await app.inject({ url: `/partners/stats.json?token=${TOKEN_B}` });
    expect(byQuery.json().campaigns).toEqual(['555']);
  });

  it('counts a new UTC day in a row of its own, and reads the span asked', async () => {
    clock.advance(DAY_MS);
    await beacon(app, { event: 'view', campaign: '123' });
    const both = (await stats(app, TOKEN_A, '?from=2025-01-02&to=2025-01-03')).json();
    expect(
      both.days.filter((d: { campaign: string }) => d.campaign === '123').map((d: { day: string }) => d.day),
    ).toEqual(['2025-01-02', '2025-01-03']);
    const first = (await stats(app, TOKEN_A, '?from=2025-01-01&to=2025-01-02')).json();
    expect(first.days.every((d: { day: string }) => d.day === '2025-01-02')).toBe(true);
  });

  it('reads spans of up to 92 days; 93, a start after the end or a date that is no day is 400', async () => {
    expect((await stats(app, TOKEN_A, '?from=2025-01-01&to=2025-04-02')).statusCode).toBe(200);
    const cases: [string, string][] = [
      ['?from=2025-01-01&to=2025-04-03', 'from'],
      ['?from=2025-01-03&to=2025-01-02', 'from'],
      ['?from=2025-02-30', 'from'],
      ['?to=2025-1-2', 'to'],
      ['?to=yesterday', 'to'],
    ];
    for (const [query, field] of cases) {
      const res = await stats(app, TOKEN_A, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, code: 'invalid_param', field });
    }
  });

  it('refuses a beacon of an unknown event or a malformed campaign with 400, and a cross-site one with 403', async () => {
    const bad: [unknown, string][] = [
      [{ event: 'click', campaign: '123' }, 'event'],
      [{ campaign: '123' }, 'event'],
      [{ event: 'view', campaign: '<b>' }, 'campaign'],
      [{ event: 'view', campaign: 'x'.repeat(33) }, 'campaign'],
      [{ event: 'view', campaign: 123 }, 'campaign'],
      [['view'], 'event'],
    ];
    for (const [body, field] of bad) {
      const res = await beacon(app, body, {}, '10.0.9.9');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, code: 'invalid_param', field });
    }
    const cross = await beacon(app, { event: 'view', campaign: '123' }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().code).toBe('cross_site');
  });

  itEmbeddedOnly('the window ends on the manual clock of the app; Redis ends it in its own time')(
    `takes ${PARTNER_LIMITS.beacon.max} beacons a minute from one address, then 429 with Retry-After`,
    async () => {
      const ip = '10.0.7.7';
      for (let i = 0; i < PARTNER_LIMITS.beacon.max; i++)
        expect((await beacon(app, { event: 'view' }, {}, ip)).statusCode).toBe(204);
      const over = await beacon(app, { event: 'view' }, {}, ip);
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
      expect((await beacon(app, { event: 'view' }, {}, '10.0.7.8')).statusCode).toBe(204);
      clock.advance(PARTNER_LIMITS.beacon.windowMs);
      expect((await beacon(app, { event: 'view' }, {}, ip)).statusCode).toBe(204);
    },
  );

  it("counts a sign-up for the campaign cookie's campaign, and none without a campaign", async () => {
    const day = new Date(clock.now()).toISOString().slice(0, 10);
    const signups = async () =>
      (await stats(app, TOKEN_A, `?from=${day}&to=${day}`))
        .json()
        .days.find((d: { campaign: string }) => d.campaign === '124')?.signups ?? 0;
    const before = await signups();
    expect(
      (await postForm(app, '/signup.php', signUpForm('partnerfan'), { cookie: '_tkc=124' })).statusCode,
    ).toBe(200);
    expect((await postForm(app, '/signup.php', signUpForm('plainfan'))).statusCode).toBe(200);
    expect(await signups()).toBe(before + 1);
  });

  it('shows the numbers page: the form, a token posted, and a wrong token with 401', async () => {
    const form = await app.inject({ url: '/partners/' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('name="token"');
    expect(form.headers['content-security-policy']).toBeDefined();
    const post = (token: string, extra = '') =>
      app.inject({
        method: 'POST',
        url: '/partners/',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        payload: `token=${token}${extra}`,
      });
    const shown = await post(TOKEN_B, '&from=2025-01-01&to=2025-01-02');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<td>555</td>');
    expect(shown.body).not.toContain('<td>123</td>');
    const wrong = await post('nope');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('not a partner token');
    expect((await post(TOKEN_B, '&from=2025-01-03&to=2025-01-02')).statusCode).toBe(400);
  });
});
