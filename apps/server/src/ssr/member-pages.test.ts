import { beforeAll, describe, expect, it } from 'vitest';
import { accountsApp, setCookie } from '../accounts/accounts-test-kit.ts';
import { signedInMember, type TestMember } from '../comments/comments-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertCategory, insertVideo } from '../db/test-fixtures.ts';
import { buildPages } from './test-rendered-pages.ts';

// A member's public pages come from one render every member shares (the stand-in of
// member-page.ts), with their own name and page constants filled in per answer.

const html = { accept: 'text/html,application/xhtml+xml' };
const ADS = {
  TUBEKIT_VAST_TAGS: 'https://ads.example/vast',
  TUBEKIT_PAUSE_AD_URL: 'https://ads.example/pause',
};

/** The CSP nonce of an answer: one per render, so one nonce means one render. */
const nonceOf = (headers: Record<string, unknown>) =>
  /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];

/** `root` of the page's `window.__HYDRATION__`. */
function rootData(body: string): Record<string, unknown> {
  const json = /<script[^>]*>window\.__HYDRATION__=(.*?)<\/script>/s.exec(body)?.[1] ?? 'null';
  return (JSON.parse(json) as { root: Record<string, unknown> }).root;
}

/** The header's user menu button text (the member's name). */
const headerName = (body: string) =>
  /<div class="user-menu">[\s\S]*?class="dropdown__button"[^>]*>([^<]*)/.exec(body)?.[1];

describe.each(testDatabases())("members' pages on $name", ({ open }) => {
  let db: Db;
  let app: Awaited<ReturnType<typeof accountsApp>>['app'];
  let alice: TestMember;
  let bob: TestMember;
  let moderator: TestMember;
  let leaving: TestMember;
  let videoUrl = '';

  beforeAll(async () => {
    buildPages(['site']);
    db = await open();
    const made = await accountsApp(db, ADS);
    app = made.app;
    alice = await signedInMember(db, made.clock, { username: 'alice_mp' });
    bob = await signedInMember(db, made.clock, { username: 'bob_mp' });
    moderator = await signedInMember(db, made.clock, { username: 'mod_mp', role: 'moderator' });
    leaving = await signedInMember(db, made.clock, { username: 'leaving_mp' });
    const beach = await insertCategory(db, { dir: 'beach', title: 'Beach', toptn: 1 });
    const videoId = await insertVideo(db, {
      category_ids: [beach],
      dir: 'member-clip',
      title: 'Member clip',
    });
    videoUrl = `/video/${videoId}/member-clip/`;
    return async () => {
      await app.close();
      await db.close();
    };
  }, 400_000);

  const page = (url: string, who?: { cookie: string }) =>
    app.inject({ url, headers: { ...html, ...(who ? { cookie: who.cookie } : {}) } });

  it('renders a public page once for every member: the same nonce, each with their own name and ids alone', async () => {
    for (const url of ['/', videoUrl]) {
      const mine = await page(url, alice);
      const theirs = await page(url, bob);
      expect([url, mine.statusCode, theirs.statusCode]).toEqual([url, 200, 200]);
      expect(nonceOf(theirs.headers)).toBe(nonceOf(mine.headers));
      expect(headerName(mine.body)).toBe('alice_mp');
      expect(headerName(theirs.body)).toBe('bob_mp');
      expect(rootData(mine.body).user).toEqual({ user_id: alice.userId, username: 'alice_mp' });
      expect(rootData(theirs.body).user).toEqual({ user_id: bob.userId, username: 'bob_mp' });
      expect(mine.body).not.toContain('bob_mp');
      expect(theirs.body).not.toContain('alice_mp');
      for (const res of [mine, theirs]) {
        expect(res.headers['cache-control']).toBe('private, no-cache');
        expect(res.headers.vary).toBe('cookie, accept-encoding');
      }
    }
  });

  it("keeps the visitors' page apart: its own render, its ads; members' pages hold no ads config", async () => {
    const visitor = await page(videoUrl);
    const member = await page(videoUrl, alice);
    expect(nonceOf(visitor.headers)).not.toBe(nonceOf(member.headers));
    expect(rootData(visitor.body).ads).toBeDefined();
    expect(rootData(member.body).ads).toBeUndefined();
    expect(member.body).not.toContain('ads.example');
    expect(visitor.body).not.toContain('alice_mp');
    expect(headerName(visitor.body)).toBeUndefined();
  });

  it("gives a moderator the members' shared page with their role in the page constants alone", async () => {
    const mod = await page(videoUrl, moderator);
    const member = await page(videoUrl, alice);
    expect(mod.statusCode).toBe(200);
    expect(nonceOf(mod.headers)).toBe(nonceOf(member.headers));
    expect(headerName(mod.body)).toBe('mod_mp');
    expect(rootData(mod.body).user).toEqual({
      user_id: moderator.userId,
      username: 'mod_mp',
      role: 'moderator',
    });
    expect(member.body).not.toContain('moderator');
  });

  it("answers 304 to a member's own ETag and never another member's", async () => {
    const mine = await page('/', alice);
    const theirs = await page('/', bob);
    expect(mine.headers.etag).not.toBe(theirs.headers.etag);
    const again = await app.inject({
      url: '/',
      headers: { ...html, cookie: alice.cookie, 'if-none-match': String(mine.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const crossed = await app.inject({
      url: '/',
      headers: { ...html, cookie: bob.cookie, 'if-none-match': String(mine.headers.etag) },
    });
    expect([crossed.statusCode, headerName(crossed.body)]).toEqual([200, 'bob_mp']);
  });

  it("renders a member's own pages per request, with their session", async () => {
    const own = `/members/${alice.userId}/`;
    const first = await page(own, alice);
    // A change no write announces shows at once: the page was rendered again, not kept.
    await db.kysely
      .updateTable('users')
      .set({ about_me: 'Changed behind the caches' })
      .where('user_id', '=', alice.userId)
      .execute();
    const second = await page(own, alice);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.body).not.toContain('Changed behind the caches');
    expect(second.body).toContain('Changed behind the caches');
    expect(headerName(first.body)).toBe('alice_mp');
    expect(first.headers['cache-control']).toBe('private, no-cache');
  });

  it("gives the visitors' page after sign-out", async () => {
    const member = leaving;
    expect(headerName((await page('/', member)).body)).toBe(member.username);
    const form = await app.inject({ url: '/form.php?form=logout', headers: { cookie: member.cookie } });
    const tkf = (setCookie(form, '_tkf') ?? '').split(';')[0] ?? '';
    const logout = await app.inject({
      method: 'POST',
      url: '/logout.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${member.cookie}; ${tkf}` },
      payload: `csrf=${encodeURIComponent((form.json() as { csrf: string }).csrf)}`,
    });
    expect(logout.statusCode).toBe(200);
    const after = await page('/', member);
    const visitor = await page('/');
    expect(headerName(after.body)).toBeUndefined();
    expect(after.body).toBe(visitor.body);
    expect(rootData(after.body).user).toBeNull();
  });
});
