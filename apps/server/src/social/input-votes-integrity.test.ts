import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { manualClock } from '../http/clock.ts';
import { RATE_LIMITS } from '../http/rate-limit.ts';
import { VISITOR_COOKIE } from '../http/visitor.ts';
import { socialTestApp } from './test-app.ts';
import { likeRequest, likesOf } from './test-votes.ts';
import { VOTE_IP_WINDOW_S } from './votes.ts';

const ADDRESS = '203.0.113.7';

/** A like of video `id`, as a script would send it. */
function vote(id: number, options: { address?: string; userAgent?: string; cookie?: string } = {}) {
  const headers = {
    'user-agent': options.userAgent ?? 'probe/1.0',
    ...(options.cookie ? { cookie: options.cookie } : {}),
  };
  return likeRequest(id, { address: options.address ?? ADDRESS, headers });
}

/** The `_tkv=...` pair of an answer's Set-Cookie, or undefined. */
function issuedCookie(headers: Record<string, unknown>): string | undefined {
  const all = ([] as unknown[]).concat(headers['set-cookie'] ?? []).map(String);
  return all.find((c) => c.startsWith(`${VISITOR_COOKIE}=`))?.split(';')[0];
}

describe.each(testDatabases())('input.php votes count people, not requests, on $name', ({ open }) => {
  let db: Db;
  let app: FastifyInstance;
  const clock = manualClock(Date.UTC(2025, 0, 2));

  beforeEach(async () => {
    db = await open();
    // The per-address request limit is proven in rate-limit.test.ts; here it would stop the
    // 100-vote scripts before the rules under test are reached.
    app = await socialTestApp(db, { clock, limits: { input: false } });
  });
  afterEach(async () => {
    await app.close();
    await db.close();
  });

  const likes = (id: number) => likesOf(db, id);

  it('100 votes from one address with 100 different User-Agents land one like (issue #25: 100 of 100 counted)', async () => {
    const id = await insertVideo(db);
    const answers = [];
    for (let i = 0; i < 100; i++)
      answers.push((await app.inject(vote(id, { userAgent: `agent-${i}` }))).json());
    expect(await likes(id)).toBe(1);
    expect(answers[0]).toEqual({ ok: true, statistics: { likes: 1, dislikes: 0 } });
    expect(answers.slice(1).every((a) => a.code === 'already_voted')).toBe(true);
  });

  it('100 votes that keep the cookie the first answer issued land one like', async () => {
    const id = await insertVideo(db);
    const first = await app.inject(vote(id));
    const cookie = issuedCookie(first.headers);
    expect(cookie).toBeDefined();
    for (let i = 0; i < 99; i++) {
      const res = await app.inject(vote(id, { cookie, userAgent: `agent-${i}` }));
      expect(res.json()).toEqual({ error: true, code: 'already_voted' });
      // A valid cookie is kept, not replaced.
      expect(issuedCookie(res.headers)).toBeUndefined();
    }
    expect(await likes(id)).toBe(1);
  });

  it('100 votes each with a fresh valid cookie of its own land one like', async () => {
    const id = await insertVideo(db);
    const other = await insertVideo(db);
    // Fresh cookies the server really signed, one per vote (each minted by a cookie-less call).
    const cookies: string[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await app.inject({ ...vote(other), remoteAddress: `198.51.100.${i}` });
      cookies.push(issuedCookie(res.headers) as string);
    }
    expect(new Set(cookies).size).toBe(100);
    for (const cookie of cookies) await app.inject(vote(id, { cookie }));
    expect(await likes(id)).toBe(1);
  });

  it('concurrent votes from one address without cookies land one like', async () => {
    const id = await insertVideo(db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.inject(vote(id, { userAgent: `agent-${i}` }))),
    );
    expect(answers.filter((a) => a.json().ok === true)).toHaveLength(1);
    expect(await likes(id)).toBe(1);
  });

  it('a signed cookie is one voter from any address', async () => {
    const id = await insertVideo(db);
    const cookie = issuedCookie((await app.inject(vote(id))).headers);
    const moved = await app.inject(vote(id, { cookie, address: '192.0.2.99' }));
    expect(moved.json()).toEqual({ error: true, code: 'already_voted' });
    expect(await likes(id)).toBe(1);
  });

  it('a forged or tampered visitor cookie is ignored: a new one is issued and it is no voter of its own', async () => {
    const id = await insertVideo(db);
    const real = issuedCookie((await app.inject(vote(id))).headers) as string;
    // The real cookie is the voter wherever it comes from: the checks below can fail.
    expect((await app.inject(vote(id, { cookie: real, address: '192.0.2.9' }))).json()).toEqual({
      error: true,
      code: 'already_voted',
    });
    const [name, value = ''] = real.split('=');
    const forged = [
      `${VISITOR_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA`,
      `${VISITOR_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA.c2lnbmF0dXJl`,
      `${name}=${value[0] === 'A' ? 'B' : 'A'}${value.slice(1)}`,
      `${name}=${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`,
    ];
    for (const [i, cookie] of forged.entries()) {
      const res = await app.inject(vote(id, { cookie, address: `192.0.2.${10 + i}` }));
      expect(res.json(), cookie).toMatchObject({ ok: true });
      const issued = issuedCookie(res.headers);
      expect(issued, cookie).toBeDefined();
      expect(issued).not.toBe(cookie);
    }
    expect(await likes(id)).toBe(1 + forged.length);
  });

  it('addresses in one IPv6 /64 are one voter', async () => {
    const id = await insertVideo(db);
    await app.inject(vote(id, { address: '2001:db8:0:1::1' }));
    const same = await app.inject(vote(id, { address: '2001:db8:0:1:ffff:1:2:3' }));
    expect(same.json()).toEqual({ error: true, code: 'already_voted' });
    const next = await app.inject(vote(id, { address: '2001:db8:0:2::1' }));
    expect(next.json()).toMatchObject({ ok: true });
    expect(await likes(id)).toBe(2);
  });

  it('an address may vote on an object again after the window (24 h), a cookie never', async () => {
    const id = await insertVideo(db);
    const cookie = issuedCookie((await app.inject(vote(id))).headers);
    clock.advance(VOTE_IP_WINDOW_S * 1000 - 1000);
    expect((await app.inject(vote(id))).json()).toEqual({ error: true, code: 'already_voted' });
    clock.advance(1000);
    expect((await app.inject(vote(id, { cookie }))).json()).toEqual({ error: true, code: 'already_voted' });
    expect((await app.inject(vote(id))).json()).toMatchObject({ ok: true });
    expect(await likes(id)).toBe(2);
  });

  it(`the cap of ${RATE_LIMITS.votes.max} votes per address per hour: the next answers 429 rate_limited with Retry-After until the oldest is an hour old`, async () => {
    const cap = RATE_LIMITS.votes.max;
    const half = cap / 2;
    const ids: number[] = [];
    for (let i = 0; i < cap + half + 1; i++) ids.push(await insertVideo(db));
    const cast = (i: number) => app.inject(vote(ids[i] as number, { userAgent: `agent-${i}` }));
    // Half the cap at 0:00, half at 0:30: exactly the cap counts.
    for (let i = 0; i < cap; i++) {
      if (i === half) clock.advance(30 * 60_000);
      expect((await cast(i)).json(), `vote ${i + 1}`).toMatchObject({ ok: true });
    }
    clock.advance(10 * 60_000);
    const over = await cast(cap);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: true, code: 'rate_limited' });
    // At 0:40 the oldest votes (0:00) leave the hour at 1:00.
    expect(over.headers['retry-after']).toBe('1200');
    expect(await likes(ids[cap] as number)).toBe(0);

    clock.advance(20 * 60_000 - 1000);
    expect((await cast(cap)).statusCode).toBe(429);
    clock.advance(1000);
    // 1:00: the first half is an hour old, so half the cap reopens, and no more.
    for (let i = cap; i < cap + half; i++)
      expect((await cast(i)).json(), `vote ${i + 1}`).toMatchObject({ ok: true });
    const again = await cast(cap + half);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('1800');
  });

  it('address rows are deleted once past the 24 h window (on a later vote), keeping no hashed address longer', async () => {
    const a = await insertVideo(db);
    const b = await insertVideo(db);
    const rows = async () =>
      (await db.kysely.selectFrom('vote_ips').select(['object_id', 'ip_hash']).execute()).map(
        (r) => r.object_id,
      );
    await app.inject(vote(a));
    expect(await rows()).toEqual([a]);
    expect((await rows()).join()).not.toContain(ADDRESS);
    clock.advance((VOTE_IP_WINDOW_S + 3600) * 1000);
    await app.inject(vote(b, { address: '192.0.2.77' }));
    expect(await rows()).toEqual([b]);
  });

  it('the cap counts per address: another address still votes', async () => {
    const ids: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.votes.max; i++) ids.push(await insertVideo(db));
    for (const id of ids) await app.inject(vote(id));
    const other = await app.inject(vote(ids[0] as number, { address: '192.0.2.200' }));
    expect(other.json()).toMatchObject({ ok: true });
  });
});

describe('the visitor cookie an input.php answer issues', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, kept a year; Secure only under an https base URL', async () => {
    const { openDatabase } = await import('../db/connect.ts');
    const db = await openDatabase({ sqlitePath: ':memory:' });
    const id = await insertVideo(db);
    for (const [baseUrl, secure] of [
      ['http://127.0.0.1:3000', false],
      ['https://tube.example', true],
    ] as const) {
      const app = await socialTestApp(db, { baseUrl });
      const res = await app.inject(vote(id));
      const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join('\n');
      expect(header).toMatch(
        /^_tkv=[A-Za-z0-9_-]{22}\.[A-Za-z0-9+/]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/,
      );
      expect(header.endsWith('; Secure')).toBe(secure);
      await app.close();
    }
    await db.close();
  });
});
