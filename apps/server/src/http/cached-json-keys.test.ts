import { LATEST_VIDEOS, membersPath, searchUrl } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { insertUser, insertVideo } from '../db/test-fixtures.ts';
import { suiteTestApp } from '../test/test-app.ts';

/**
 * Issue #25: a client could make every request a cache miss by adding a random query key.
 * The whole app: each route keys its cache on the query keys it reads, nothing else.
 */
describe('response-cache keys of the query-string routes', () => {
  const fx = suiteTestApp(async (db) => {
    await insertVideo(db, { title: 'Beach day' });
    await insertUser(db, { username: 'alice' });
    await insertUser(db, { username: 'bob' });
  });

  it('videos2.php: one entry per params and s, whatever else the URL carries', async () => {
    fx.app.responseCache.clear();
    const url = `/${searchUrl({ ...LATEST_VIDEOS, sort: 'relevance' }, 'beach')}`;
    for (let i = 0; i < 10; i++) expect((await fx.app.inject(`${url}&x=${i}`)).statusCode).toBe(200);
    expect(fx.app.responseCache.size).toBe(1);
    await fx.app.inject(`/${searchUrl({ ...LATEST_VIDEOS, sort: 'relevance' }, 'day')}`);
    expect(fx.app.responseCache.size).toBe(2);
  });

  it('json/members: ?search= splits the cache and filters, other keys do not', async () => {
    fx.app.responseCache.clear();
    const url = `/${membersPath.build({ lifetime: 86400, section: 'all', filter: '.......', sort: 'recent', count: 96, page: 1 })}`;
    const names = async (suffix: string) =>
      ((await fx.app.inject(`${url}${suffix}`)).json() as { members: { username: string }[] }).members.map(
        (m) => m.username,
      );
    expect(await names('?search=alice&x=1')).toEqual(['alice']);
    expect(await names('?x=2&search=alice')).toEqual(['alice']);
    expect(await names('?search=bob')).toEqual(['bob']);
    expect(fx.app.responseCache.size).toBe(2);
  });
});
