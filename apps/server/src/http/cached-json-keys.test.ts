import { LATEST_VIDEOS, membersPath, searchUrl } from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/connect.ts';
import { insertUser, insertVideo } from '../db/test-fixtures.ts';
import { buildTestApp } from '../test/test-app.ts';

/**
 * Issue #25: a client could make every request a cache miss by adding a random query key.
 * The whole app: each route keys its cache on the query keys it reads, nothing else.
 */
describe('response-cache keys of the query-string routes', () => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openDatabase({ sqlitePath: ':memory:' });
    await insertVideo(db, { title: 'Beach day' });
    await insertUser(db, { username: 'alice' });
    await insertUser(db, { username: 'bob' });
    ({ app } = await buildTestApp(db));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('videos2.php: one entry per params and s, whatever else the URL carries', async () => {
    app.responseCache.clear();
    const url = `/${searchUrl({ ...LATEST_VIDEOS, sort: 'relevance' }, 'beach')}`;
    for (let i = 0; i < 10; i++) expect((await app.inject(`${url}&x=${i}`)).statusCode).toBe(200);
    expect(app.responseCache.size).toBe(1);
    await app.inject(`/${searchUrl({ ...LATEST_VIDEOS, sort: 'relevance' }, 'day')}`);
    expect(app.responseCache.size).toBe(2);
  });

  it('json/members: ?search= splits the cache and filters, other keys do not', async () => {
    app.responseCache.clear();
    const url = `/${membersPath.build({ lifetime: 86400, section: 'all', filter: '.......', sort: 'recent', count: 96, page: 1 })}`;
    const names = async (suffix: string) =>
      ((await app.inject(`${url}${suffix}`)).json() as { members: { username: string }[] }).members.map(
        (m) => m.username,
      );
    expect(await names('?search=alice&x=1')).toEqual(['alice']);
    expect(await names('?x=2&search=alice')).toEqual(['alice']);
    expect(await names('?search=bob')).toEqual(['bob']);
    expect(app.responseCache.size).toBe(2);
  });
});
