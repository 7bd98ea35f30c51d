import { categoriesPath, DEFAULTS, LIFETIME, memberPath } from '@tubekit/contract';
import { describe, expect, it, vi } from 'vitest';
import { sessionCookie } from '../accounts/accounts-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertCategory, insertUser } from '../db/test-fixtures.ts';
import { suiteTestApp } from '../test/test-app.ts';
import { injectTransport } from './inject-transport.ts';

const CATEGORIES = categoriesPath.build({
  lifetime: LIFETIME.categories,
  gender: DEFAULTS.gender,
  section: 'toptn',
  lang: DEFAULTS.lang,
});

let memberId = 0;
async function seed(db: Db): Promise<void> {
  await insertCategory(db, { dir: 'beach', title: 'Beach', toptn: 1 });
  memberId = await insertUser(db);
}

describe.each(testDatabases())('the render transport ($name)', ({ open }) => {
  const fx = suiteTestApp(seed, open);
  const injects = () => vi.spyOn(fx.app, 'inject');

  it("answers a visitor's repeated read of a cached path from the response cache: the inject's answer, one inject", async () => {
    fx.app.responseCache.clear();
    const spy = injects();
    const first = await injectTransport(fx.app).get(CATEGORIES);
    const again = await injectTransport(fx.app).get(CATEGORIES);
    expect(again).toEqual(first);
    expect(JSON.stringify(first)).toContain('beach');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('injects again once the cache forgot the answer (a write cleared it)', async () => {
    fx.app.responseCache.clear();
    await injectTransport(fx.app).get(CATEGORIES);
    fx.app.responseCache.clear();
    const spy = injects();
    await injectTransport(fx.app).get(CATEGORIES);
    await injectTransport(fx.app).get(CATEGORIES);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it("always injects a member's read (their answers may be their own) and a path with a query", async () => {
    fx.app.responseCache.clear();
    const cookie = await sessionCookie(fx.db, memberId);
    await injectTransport(fx.app).get(CATEGORIES);
    const spy = injects();
    await injectTransport(fx.app, cookie).get(CATEGORIES);
    await injectTransport(fx.app, cookie).get(CATEGORIES);
    await injectTransport(fx.app).get(`${CATEGORIES}?x=1`);
    await injectTransport(fx.app).get(`${CATEGORIES}?x=1`);
    expect(spy).toHaveBeenCalledTimes(4);
    spy.mockRestore();
  });

  it("refuses a visitor a member's profile every time, though a member's read of it is cached", async () => {
    fx.app.responseCache.clear();
    const profile = memberPath.build({ lifetime: LIFETIME.member, section: 'profile', user_id: memberId });
    const cookie = await sessionCookie(fx.db, memberId);
    const member = await injectTransport(fx.app, cookie).get<{ error?: boolean }>(profile);
    expect(member.error).toBeUndefined();
    expect(fx.app.responseCache.get(profile)).toBeDefined();
    for (let i = 0; i < 2; i++)
      expect(await injectTransport(fx.app).get(profile)).toMatchObject({
        error: true,
        code: 'not_logged_in',
      });
  });
});
