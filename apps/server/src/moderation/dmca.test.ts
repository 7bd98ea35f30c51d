import { DMCA_RULES, type ModerationDmcaAnswer } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import type { TestMember } from '../comments/comments-test-kit.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { itEmbeddedOnly } from '../test/cluster-mode.ts';
import { getModeration, moderationTestApp, postWithToken } from './moderation-test-kit.ts';

/** A notice that passes every rule. */
const NOTICE = {
  name: 'Rights Holder Ltd',
  email: 'legal@rights.example',
  url: 'https://elsewhere.example/page',
  work: 'https://rights.example/original',
  text: 'This page shows our film without a licence.',
  sworn: '1',
};

let nextIp = 0;
/** A fresh address, so a test meets only the limit it is about. */
const freshIp = () => `10.20.${(++nextIp >> 8) & 255}.${nextIp & 255}`;

describe.each(testDatabases())('POST dmca.php on $name', ({ open }) => {
  const fx = moderationTestApp(open);

  const send = (fields: Record<string, string>, ip = freshIp(), who: TestMember | null = null) =>
    postWithToken(fx.app, '/dmca.php', who, fields, ip);
  const notices = async () =>
    ((await getModeration(fx.app, fx.moderator, { section: 'dmca' })).json() as ModerationDmcaAnswer).notices;

  it('stores a notice from anyone; it lands in the dmca section with the video its URL names on this site', async () => {
    const video = await insertVideo(fx.db);
    const res = await send({ ...NOTICE, url: `http://127.0.0.1:3000/video/${video}/video-x/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await send({ ...NOTICE, url: `http://127.0.0.1:3000/embed/${video}/` })).statusCode).toBe(200);
    expect((await send(NOTICE)).statusCode).toBe(200);
    const [other, embed, page] = await notices();
    const { sworn: _, ...stored } = NOTICE;
    expect(page).toMatchObject({
      ...stored,
      url: `http://127.0.0.1:3000/video/${video}/video-x/`,
      video_id: video,
    });
    expect(embed?.video_id).toBe(video);
    expect(other?.video_id).toBeNull();
  });

  it("needs the form token of form dmca (403 form_expired, the account forms' shape)", async () => {
    const res = await send({ ...NOTICE, csrf: 'forged' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: true, codes: [{ field: 'notify', code: 'form_expired' }] });
  });

  const lengths = [
    ['name', DMCA_RULES.nameMax],
    ['work', DMCA_RULES.workMax],
    ['text', DMCA_RULES.textMax],
  ] as const;
  for (const [field, max] of lengths) {
    it(`takes a ${field} of exactly ${max} characters (code points, 4-byte ones too) and refuses ${max + 1}`, async () => {
      expect((await send({ ...NOTICE, [field]: '𝄞'.repeat(max) })).statusCode).toBe(200);
      const over = await send({ ...NOTICE, [field]: '𝄞'.repeat(max + 1) });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ error: true, code: 'max_length', field });
    });
  }

  it(`takes an e-mail of exactly ${DMCA_RULES.emailMax} characters and a URL of ${DMCA_RULES.urlMax}, refuses one more`, async () => {
    const email = (n: number) => `${'a'.repeat(n - '@rights.example'.length)}@rights.example`;
    const url = (n: number) => `https://x.example/${'p'.repeat(n - 'https://x.example/'.length)}`;
    expect((await send({ ...NOTICE, email: email(DMCA_RULES.emailMax) })).statusCode).toBe(200);
    expect((await send({ ...NOTICE, email: email(DMCA_RULES.emailMax + 1) })).json()).toEqual({
      error: true,
      code: 'max_length',
      field: 'email',
    });
    expect((await send({ ...NOTICE, url: url(DMCA_RULES.urlMax) })).statusCode).toBe(200);
    expect((await send({ ...NOTICE, url: url(DMCA_RULES.urlMax + 1) })).json()).toEqual({
      error: true,
      code: 'max_length',
      field: 'url',
    });
  });

  it('refuses a missing field, a bad address or URL, and a notice not sworn (400 naming the field)', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ name: '  ' }, 'required', 'name'],
      [{ email: '' }, 'required', 'email'],
      [{ email: 'not-an-address' }, 'invalid_param', 'email'],
      [{ email: 'a\u0000@b.cd' }, 'invalid_param', 'email'],
      [{ url: 'javascript:alert(1)' }, 'invalid_param', 'url'],
      [{ url: 'no url' }, 'invalid_param', 'url'],
      [{ work: '' }, 'required', 'work'],
      [{ text: '' }, 'required', 'text'],
      [{ sworn: '' }, 'required', 'sworn'],
      [{ sworn: 'yes' }, 'required', 'sworn'],
    ];
    for (const [fields, code, field] of cases) {
      const res = await send({ ...NOTICE, ...fields });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, code, field });
    }
  });

  itEmbeddedOnly('the window ends on the manual clock of the app; Redis ends it in its own time')(
    `stores ${DMCA_RULES.perHour} notices an hour per address: the next is 429 with Retry-After, refused forms never count, an hour later it passes`,
    async () => {
      const ip = freshIp();
      expect((await send({ ...NOTICE, sworn: '' }, ip)).statusCode).toBe(400);
      for (let i = 0; i < DMCA_RULES.perHour; i++) expect((await send(NOTICE, ip)).statusCode).toBe(200);
      fx.clock.advance(3_600_000 - 1000);
      const over = await send(NOTICE, ip);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ error: true, code: 'rate_limited' });
      expect(over.headers['retry-after']).toBe('1');
      // Another address is not held.
      expect((await send(NOTICE)).statusCode).toBe(200);
      fx.clock.advance(1000);
      expect((await send(NOTICE, ip)).statusCode).toBe(200);
    },
  );

  it('answers 405 with Allow: POST to other methods', async () => {
    const res = await fx.app.inject({ method: 'GET', url: '/dmca.php' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });
});
