import { LIFETIME, memberPath } from '@tubekit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { formToken, memberTestApp, postMember, type Session, signedIn } from './member-test-kit.ts';

const PROFILE = {
  about_me: 'Hello <script>alert(1)</script>\r\nsecond line',
  birth_date: '1990-06-15',
  gender: 'woman',
  relationship: 'open',
  orientation: 'bisexual',
  city: 'Lyon',
  country: 'fr',
  education: 'Art school',
  occupation: 'Designer',
  interests: 'Film, travel',
  website: 'https://example.test/me',
};

describe.each(testDatabases())('member.php on $name', ({ open }) => {
  let db: Db;
  let fx: Awaited<ReturnType<typeof memberTestApp>>;
  let ann: Session;
  let bob: Session;
  beforeAll(async () => {
    db = await open();
    fx = await memberTestApp(db);
    ann = await signedIn(fx, 'ann');
    bob = await signedIn(fx, 'bob');
  });
  afterAll(async () => {
    await fx?.app.close();
    await db?.close();
  });

  /** section=edit as `who` with a fresh `profile` token. */
  async function edit(who: Session, fields: Record<string, string>) {
    const { csrf, cookie } = await formToken(fx.app, who, 'profile');
    return postMember(fx.app, cookie, { section: 'edit', csrf, ...fields });
  }
  const cachedProfile = (id: number, cookie = '') =>
    fx.app.inject({
      url: `/${memberPath.build({ lifetime: LIFETIME.member, section: 'profile', user_id: id })}`,
      headers: cookie ? { cookie } : {},
    });

  it('answers a visitor 401 not_logged_in for every section, and for json/member', async () => {
    for (const section of ['profile', 'edit', 'u_ava', 'u_cover']) {
      const res = await postMember(fx.app, '', { section, user_id: String(ann.userId) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: true, code: 'not_logged_in' });
    }
    const res = await cachedProfile(ann.userId);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, code: 'not_logged_in' });
  });

  it('gives a member json/member privately (no shared cache may keep it), varying on the cookie', async () => {
    const res = await cachedProfile(ann.userId, bob.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().member.username).toBe('ann');
    expect(res.headers['cache-control']).toBe(`private, max-age=${LIFETIME.member}`);
    expect(res.headers.vary).toContain('Cookie');
    expect(JSON.stringify(res.json())).not.toMatch(/email|password/);
    const missing = await cachedProfile(99999, bob.cookie);
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: true, code: 'not_found' }]);
  });

  it('section=profile: the owner gets their profile, another member only the relation; 404 and 400 otherwise', async () => {
    const own = await postMember(fx.app, ann.cookie, { section: 'profile', user_id: String(ann.userId) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.json()).toMatchObject({ relation: 'owner', member: { user_id: ann.userId, username: 'ann' } });
    const other = await postMember(fx.app, bob.cookie, { section: 'profile', user_id: String(ann.userId) });
    expect(other.json()).toEqual({ relation: 'member' });
    const unknown = await postMember(fx.app, bob.cookie, { section: 'profile', user_id: '99999' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
    for (const user_id of ['', '0', '-1', '1e3', 'x'.repeat(40)]) {
      const bad = await postMember(fx.app, bob.cookie, { section: 'profile', user_id });
      expect([bad.statusCode, bad.json()]).toEqual([
        400,
        { error: true, code: 'invalid_param', field: 'user_id' },
      ]);
    }
    const section = await postMember(fx.app, bob.cookie, { section: 'nope' });
    expect(section.json()).toEqual({ error: true, code: 'invalid_param', field: 'section' });
  });

  it("refuses an edit without this browser's form token (403 form_expired) and changes nothing", async () => {
    const res = await postMember(fx.app, ann.cookie, { section: 'edit', city: 'Paris' });
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { error: true, codes: [{ field: 'notify', code: 'form_expired' }] },
    ]);
    const bobs = await formToken(fx.app, bob, 'profile');
    const stolen = await postMember(fx.app, ann.cookie, { section: 'edit', csrf: bobs.csrf, city: 'Paris' });
    expect(stolen.statusCode).toBe(403);
  });

  it("saves the profile of the session's own member (a user_id field changes nothing), with the age from the birth date", async () => {
    const res = await edit(ann, { ...PROFILE, user_id: String(bob.userId) });
    expect(res.statusCode).toBe(200);
    const { member } = res.json();
    // The test clock is 2025-01-02: born 1990-06-15, 34.
    expect(member).toMatchObject({
      ...PROFILE,
      about_me: 'Hello <script>alert(1)</script>\nsecond line',
      age: '34',
    });
    const bobNow = await postMember(fx.app, bob.cookie, { section: 'profile', user_id: String(bob.userId) });
    expect(bobNow.json().member.city).toBe('');
  });

  it('checks lengths at the exact boundary: city 64 passes, 65 is max_length, 1 is min_length', async () => {
    expect((await edit(ann, { city: 'c'.repeat(64) })).statusCode).toBe(200);
    const long = await edit(ann, { city: 'c'.repeat(65), about_me: 'a'.repeat(1001) });
    expect([long.statusCode, long.json().codes]).toEqual([
      400,
      [
        { field: 'about_me', code: 'max_length', length: 1000 },
        { field: 'city', code: 'max_length', length: 64 },
      ],
    ]);
    expect((await edit(ann, { city: 'c' })).json().codes).toEqual([
      { field: 'city', code: 'min_length', length: 2 },
    ]);
    expect((await edit(ann, { about_me: 'a'.repeat(1000) })).statusCode).toBe(200);
  });

  it('refuses a value outside its list, a date that is no day, a website that is not http(s), an age under 18', async () => {
    const res = await edit(ann, {
      gender: 'robot',
      country: 'zz',
      birth_date: '2001-02-29',
      website: 'javascript:alert(1)',
    });
    expect(res.json().codes).toEqual([
      { field: 'birth_date', code: 'invalid_value' },
      { field: 'gender', code: 'invalid_value' },
      { field: 'country', code: 'invalid_value' },
      { field: 'website', code: 'invalid_value' },
    ]);
    // The clock is 2025-01-02: 18 on that very day passes, a day younger does not.
    expect((await edit(ann, { birth_date: '2007-01-02' })).statusCode).toBe(200);
    expect((await edit(ann, { birth_date: '2007-01-03' })).json().codes).toEqual([
      { field: 'birth_date', code: 'under_age' },
    ]);
  });

  it('answers 405 to other methods', async () => {
    const res = await fx.app.inject({ method: 'GET', url: '/member.php' });
    expect([res.statusCode, res.headers.allow]).toEqual([405, 'POST']);
  });
});
