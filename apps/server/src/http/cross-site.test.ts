import { describe, expect, it } from 'vitest';
import { insertVideo } from '../db/test-fixtures.ts';
import { likeRequest, likesOf } from '../social/test-votes.ts';
import { suiteTestApp } from '../test/test-app.ts';

/** A like for video `id` with these request headers. */
const vote = (id: number, headers: Record<string, string>) => likeRequest(id, { headers });

describe('state-changing requests from another site are refused before any route', () => {
  const fx = suiteTestApp();
  const likes = (id: number) => likesOf(fx.db, id);

  it.each([
    ['a cross-site form POST (Sec-Fetch-Site: cross-site)', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain (Sec-Fetch-Site: same-site)', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin without Sec-Fetch-Site', { origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
  ])('%s is answered 403 cross_site and the vote is not counted', async (_name, headers) => {
    const id = await insertVideo(fx.db, { likes: 3 });
    const res = await fx.app.inject(vote(id, headers));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: true, code: 'cross_site' });
    expect(await likes(id)).toBe(3);
  });

  it.each([
    ['the site itself (Sec-Fetch-Site: same-origin)', { 'sec-fetch-site': 'same-origin' }],
    ['an Origin equal to the Host', { origin: 'http://localhost:80' }],
    ['an Origin equal to BASE_URL behind a proxy', { origin: 'http://127.0.0.1:3000' }],
    ['a client that sends neither header (curl)', {}],
  ])('%s is served', async (_name, headers) => {
    const id = await insertVideo(fx.db, { likes: 3 });
    const res = await fx.app.inject(vote(id, headers));
    expect(res.statusCode).toBe(200);
    expect(await likes(id)).toBe(4);
  });

  it('a cross-site GET is served: reading is not a state change', async () => {
    const res = await fx.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});
