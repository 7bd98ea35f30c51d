import {
  formatMemberFilter,
  type MemberFilter,
  type MemberSort,
  type MembersAnswer,
  memberPath,
  membersPath,
} from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertUser, insertVideo } from '../db/test-fixtures.ts';
import { socialTestApp } from '../social/test-app.ts';

describe.each(testDatabases())('members on $name', ({ open }) => {
  let db: Db;
  let app: FastifyInstance;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    db = await open();
    ids.ann = await insertUser(db, {
      username: 'AnnaBell',
      email: 'anna@example.test',
      password_hash: 'secret-hash',
      gender: 'woman',
      age: '24',
      relationship: 'single',
      orientation: 'bisexual',
      country: 'fr',
      avatar: 'avatars/1.jpg',
      city: 'Lyon',
      subscribers: 5,
      video_viewed: 10,
      added_date: 100,
    });
    ids.bob = await insertUser(db, {
      username: 'bob_99',
      gender: 'man',
      age: '41',
      country: 'de',
      added_date: 300,
      video_viewed: 50,
    });
    ids.cy = await insertUser(db, {
      username: 'cyrus',
      gender: 'man',
      age: '19',
      added_date: 200,
      subscribers: 9,
    });
    await insertVideo(db, { user_id: ids.ann, post_date: 1000, rating: 0.5 });
    await insertVideo(db, { user_id: ids.ann, post_date: 1100, rating: 0.7 });
    await insertVideo(db, { user_id: ids.cy, post_date: 2000, rating: 0.9 });
    // A deleted upload does not make bob a community member.
    await insertVideo(db, { user_id: ids.bob, post_date: 3000, status_id: 5 });
    app = await socialTestApp(db);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  async function list(
    options: { section?: 'all' | 'community'; filter?: MemberFilter; sort?: MemberSort } = {},
    query = '',
  ) {
    const url = membersPath.build({
      lifetime: 86400,
      section: options.section ?? 'all',
      filter: formatMemberFilter(options.filter ?? {}),
      sort: options.sort ?? 'recent',
      count: 96,
      page: 1,
    });
    const res = await app.inject(`/${url}${query}`);
    return {
      res,
      body: res.json() as MembersAnswer,
      names: (res.json() as MembersAnswer).members?.map((m) => m.username),
    };
  }

  it('lists members newest first by default sort recent, with the total', async () => {
    const { res, body, names } = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(names).toEqual(['bob_99', 'cyrus', 'AnnaBell']);
    expect(body.total_count).toBe(3);
  });

  it('never shows e-mail or password hash, and fills the public profile', async () => {
    const { res, body } = await list();
    expect(res.body).not.toContain('anna@example.test');
    expect(res.body).not.toContain('secret-hash');
    const ann = body.members.find((m) => m.username === 'AnnaBell');
    expect(ann).toMatchObject({
      added_date: '1970-01-01T00:01:40Z',
      user_id: ids.ann,
      object_id: String(ids.ann),
      gender: 'woman',
      city: 'Lyon',
      cover: '',
      statistics: { videos: 2, subscribers: 5, viewed: 10 },
    });
    expect(ann).not.toHaveProperty('email');
    expect(ann).not.toHaveProperty('password_hash');
  });

  it('community lists only members with active uploads', async () => {
    expect((await list({ section: 'community' })).names).toEqual(['cyrus', 'AnnaBell']);
    expect((await list({ filter: { uploads: 1 } })).names).toEqual(['cyrus', 'AnnaBell']);
  });

  it.each<[MemberSort, string[]]>([
    ['count-videos', ['AnnaBell', 'cyrus', 'bob_99']],
    ['latest-updates', ['cyrus', 'AnnaBell', 'bob_99']],
    ['most-popular', ['cyrus', 'AnnaBell', 'bob_99']],
    ['most-viewed', ['bob_99', 'AnnaBell', 'cyrus']],
    ['top-rated', ['cyrus', 'AnnaBell', 'bob_99']],
  ])('sorts by %s', async (sort, expected) => {
    expect((await list({ sort })).names).toEqual(expected);
  });

  it.each<[MemberFilter, string[]]>([
    [{ gender: 1 }, ['bob_99', 'cyrus']],
    [{ gender: 2 }, ['AnnaBell']],
    [{ age_group: 1 }, ['cyrus']],
    [{ age_group: 2 }, ['AnnaBell']],
    [{ age_group: 4 }, ['bob_99']],
    [{ relationship: 1 }, ['AnnaBell']],
    [{ orientation: 5 }, ['AnnaBell']],
    [{ country: 'de' }, ['bob_99']],
    [{ avatar: 'yes' }, ['AnnaBell']],
    [{ avatar: 'no' }, ['bob_99', 'cyrus']],
    [{ letter: 'a' }, ['AnnaBell']],
    [{ gender: 1, letter: 'c' }, ['cyrus']],
  ])('filters by %o', async (filter, expected) => {
    expect((await list({ filter })).names).toEqual(expected);
  });

  it('searches usernames case-insensitively and treats wildcards literally', async () => {
    expect((await list({}, '?search=ANNA')).names).toEqual(['AnnaBell']);
    expect((await list({}, '?search=b_9')).names).toEqual(['bob_99']);
    expect((await list({}, '?search=%25')).names).toEqual([]);
    expect((await list({}, `?search=${'x'.repeat(70)}`)).res.statusCode).toBe(400);
  });

  it('pages with count and page', async () => {
    const url = membersPath.build({
      lifetime: 86400,
      section: 'all',
      filter: '.......',
      sort: 'recent',
      count: 2,
      page: 2,
    });
    const body = (await app.inject(`/${url}`)).json() as MembersAnswer;
    expect(body.members.map((m) => m.username)).toEqual(['AnnaBell']);
    expect(body.total_count).toBe(3);
  });

  it('answers a bad filter field with invalid_param naming it', async () => {
    const res = await app.inject('/json/members/86400/all/filt9......./recent/96/1.json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, code: 'invalid_param', field: 'gender' });
  });

  it('answers a visitor 401 not_logged_in for one profile (members only; member-php.test.ts reads it signed in)', async () => {
    const res = await app.inject(
      `/${memberPath.build({ lifetime: 7200, section: 'profile', user_id: ids.ann ?? 0 })}`,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, code: 'not_logged_in' });
  });
});
