import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../comments/comments-test-kit.ts';
import { REPO_ROOT } from '../config.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertCategory, insertVideo } from '../db/test-fixtures.ts';
import { queuedUpload } from '../moderation/moderation-rows.ts';
import { moderationTestApp, postWithToken } from '../moderation/moderation-test-kit.ts';
import { likeRequest } from '../social/test-votes.ts';

const html = { accept: 'text/html,application/xhtml+xml' };
const HOME = '/';
const LATEST = '/videos/latest-updates/1/';

/** The CSP nonce an answer's document carries: the same one for answers from one render. */
const nonceOf = (headers: Record<string, unknown>) =>
  /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];

describe.each(testDatabases())('the page cache on $name', ({ open }) => {
  beforeAll(() => {
    execFileSync('node', [join(REPO_ROOT, 'apps/site/scripts/build-if-stale.mjs')], { stdio: 'pipe' });
  }, 300_000);
  const fx = moderationTestApp(open);
  let shown = 0;
  beforeAll(async () => {
    const beach = await insertCategory(fx.db, { dir: 'beach', title: 'Beach', toptn: 1 });
    shown = await insertVideo(fx.db, { category_ids: [beach], dir: 'shown-clip' });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    fx.app.inject({ url, headers: { ...html, ...headers } });
  const body = async (url: string) => (await page(url)).body;
  const act = (fields: Record<string, string | number>) =>
    postWithToken(fx.app, '/moderation.php', fx.moderator, fields);

  it('answers a second visitor from the cache: the same bytes and nonce, no Vary on Cookie, a CDN may keep it', async () => {
    const first = await page(LATEST);
    const hit = await page(LATEST, { cookie: '_agev=1; other=x' });
    expect(hit.statusCode).toBe(200);
    expect(hit.body).toBe(first.body);
    expect(nonceOf(hit.headers)).toBe(nonceOf(first.headers));
    expect(hit.headers.vary).toBe('accept-encoding');
    expect(hit.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    const br = await page(LATEST, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
  });

  it('answers 304 to the ETag of the representation asked for, one ETag per encoding', async () => {
    const plain = await page(HOME);
    const br = await page(HOME, { 'accept-encoding': 'br' });
    const gzip = await page(HOME, { 'accept-encoding': 'gzip' });
    const tags = [plain, br, gzip].map((r) => String(r.headers.etag));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await page(HOME, { 'accept-encoding': 'br', 'if-none-match': tags[1] ?? '' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tags[1]);
    const other = await page(HOME, { 'accept-encoding': 'br', 'if-none-match': tags[0] ?? '' });
    expect(other.statusCode).toBe(200);
  });

  it('keeps a missing page as a 404, sent whole even to a matching ETag', async () => {
    const first = await page('/no/such/page/');
    const again = await page('/no/such/page/', { 'if-none-match': String(first.headers.etag) });
    expect([first.statusCode, again.statusCode]).toEqual([404, 404]);
    expect(again.body).toBe(first.body);
  });

  it('shows an approved video at once on the home page, the listing and its own page', async () => {
    const { videoId } = await queuedUpload(fx.db, fx.uploader.userId, { title: 'Zanzibar sunset walk' });
    for (const url of [HOME, LATEST]) expect(await body(url)).not.toContain(`/video/${videoId}/`);
    expect((await act({ act: 'approve', video_id: videoId, text: 'fine' })).statusCode).toBe(200);
    for (const url of [HOME, LATEST])
      expect([url, await body(url)]).toEqual([url, expect.stringContaining(`/video/${videoId}/`)]);
    const own = /href="(\/video\/\d+\/[^"]+\/)"/.exec(await body(LATEST))?.[1] ?? '';
    expect(own).toContain(`/video/${videoId}/`);
    const video = await page(own);
    expect([video.statusCode, video.body.includes('Zanzibar sunset walk')]).toEqual([200, true]);
  });

  it('takes an unpublished or deleted video off every page at once', async () => {
    for (const act_ of ['unpublish', 'delete'] as const) {
      const { videoId } = await queuedUpload(fx.db, fx.uploader.userId, { title: `Going ${act_}` });
      await act({ act: 'approve', video_id: videoId });
      const own = `/video/${videoId}/`;
      const videoUrl = /href="(\/video\/\d+\/[^"]+\/)"/.exec(await body(LATEST))?.[1] ?? '';
      expect(videoUrl).toContain(own);
      const before = await body(videoUrl);
      for (const url of [HOME, LATEST]) expect(await body(url)).toContain(own);
      expect((await act({ act: act_, video_id: videoId, reason: 'copyright' })).statusCode).toBe(200);
      for (const url of [HOME, LATEST])
        expect([act_, url, await body(url)]).not.toEqual([act_, url, expect.stringContaining(own)]);
      expect(await body(videoUrl)).not.toBe(before);
    }
  });

  it("shows a vote's new rating at once on the listing and the video page", async () => {
    const videoUrl = `/video/${shown}/shown-clip/`;
    const card = (text: string) =>
      new RegExp(`href="${videoUrl}"[\\s\\S]*?video-card__rating">(\\d+)(?:<!-- -->)?%`).exec(text)?.[1];
    const beforeVideo = await body(videoUrl);
    expect(beforeVideo).toContain('"likes":0');
    const beforeList = await body(LATEST);
    expect(card(beforeList)).toBe('0');
    expect((await fx.app.inject(likeRequest(shown))).json()).toMatchObject({ ok: true });
    expect(await body(videoUrl)).toContain('"likes":1');
    expect(card(await body(LATEST))).toBe('100');
  });

  it('shows a change no write announces (a title edited in the database) once the page lifetime is over', async () => {
    await fx.db.kysely
      .updateTable('videos')
      .set({ title: 'Renamed in place' })
      .where('video_id', '=', shown)
      .execute();
    expect(await body(LATEST)).not.toContain('Renamed in place');
    fx.clock.advance(60_000);
    expect(await body(LATEST)).toContain('Renamed in place');
  });

  it("never gives a member another member's page or the visitors' cached one", async () => {
    // Names no video shows (the uploader's name is on the cards of their videos).
    const alice = await signedInMember(fx.db, fx.clock, { username: 'alice_pc' });
    const bob = await signedInMember(fx.db, fx.clock, { username: 'bob_pc' });
    const visitor = await page(HOME);
    expect(visitor.body).not.toContain('alice_pc');
    const mine = await page(HOME, { cookie: alice.cookie });
    const theirs = await page(HOME, { cookie: bob.cookie });
    expect(mine.body).toContain('alice_pc');
    expect(mine.body).not.toContain('bob_pc');
    expect(theirs.body).toContain('bob_pc');
    expect(theirs.body).not.toContain('alice_pc');
    for (const res of [mine, theirs]) {
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toBe('cookie, accept-encoding');
      expect(nonceOf(res.headers)).not.toBe(nonceOf(visitor.headers));
    }
    const after = await page(HOME);
    expect(after.body).toBe(visitor.body);
  });

  it("sends a campaign landing's cookies on a cached answer too, and keeps campaign pages from CDNs", async () => {
    const first = await page('/?campaign=123');
    const hit = await page('/?campaign=123');
    expect(nonceOf(hit.headers)).toBe(nonceOf(first.headers));
    for (const res of [first, hit]) {
      expect(String(res.headers['set-cookie'])).toContain('_tkc=123;');
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    // The campaign cookie's visitor gets their campaign's page, not the plain one.
    const plain = await page(LATEST);
    const attributed = await page(LATEST, { cookie: '_tkc=123; _tkvs=1' });
    expect(attributed.body).not.toBe(plain.body);
    expect(attributed.body).toContain('"campaign":"123"');
    expect(plain.body).not.toContain('"campaign":"123"');
  });
});
