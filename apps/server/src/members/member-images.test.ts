import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_RULES } from '@tubekit/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { itEmbeddedOnly } from '../test/cluster-mode.ts';
import {
  formToken,
  memberTestApp,
  postMultipart,
  type Session,
  signedIn,
  testImage,
  upload,
} from './member-test-kit.ts';
import { PICTURE_UPLOAD_LIMIT } from './picture-limits.ts';

describe.each(testDatabases())('avatar and cover uploads to member.php on $name', ({ open }) => {
  let db: Db;
  let fx: Awaited<ReturnType<typeof memberTestApp>>;
  let ann: Session;
  beforeAll(async () => {
    db = await open();
    fx = await memberTestApp(db);
    ann = await signedIn(fx, 'ann');
  });
  // Each test starts a fresh upload window: the per-member limit has a test of its own.
  beforeEach(() => fx.clock.advance(PICTURE_UPLOAD_LIMIT.windowMs));
  afterAll(async () => {
    await fx?.app.close();
    await db?.close();
  });

  const picture = async (url: string) => {
    const res = await fx.app.inject({ url });
    return { res, meta: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : null };
  };

  itEmbeddedOnly('reads the stored pictures from the local media dir')(
    'crops an avatar to a 300x300 square JPEG, drops its EXIF, serves it for ever and deletes the one it replaced',
    async () => {
      const photo = await testImage(640, 400, 'jpeg', { IFD0: { Make: 'SpyCam', Copyright: 'secret' } });
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const first = await upload(fx.app, ann, 'u_ava', photo);
      expect(first.statusCode).toBe(200);
      const url: string = first.json().member.avatar;
      expect(url).toMatch(new RegExp(`^/media/members/0/${ann.userId}/avatar-[0-9a-f]{16}\\.jpg$`));
      const { res, meta } = await picture(url);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect([meta?.format, meta?.width, meta?.height, meta?.exif]).toEqual(['jpeg', 300, 300, undefined]);
      expect(res.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
      const second = await upload(fx.app, ann, 'u_ava', await testImage(300, 500, 'png'), 'me.png');
      expect(second.json().member.avatar).not.toBe(url);
      expect((await picture(url)).res.statusCode).toBe(404);
      const files = await readdir(join(fx.mediaRoot, 'members', '0', String(ann.userId)));
      expect(files.filter((f) => f.startsWith('avatar-'))).toHaveLength(1);
    },
  );

  itEmbeddedOnly('reads the stored pictures from the local media dir')(
    'takes a cover of exactly 1250x250 (stored at 1250x250) and refuses 1249x250 and 1250x249 as image_too_small',
    async () => {
      const ok = await upload(fx.app, ann, 'u_cover', await testImage(1250, 250));
      expect(ok.statusCode).toBe(200);
      const { meta } = await picture(ok.json().member.cover);
      expect([meta?.width, meta?.height]).toEqual([1250, 250]);
      for (const [w, h] of [
        [1249, 250],
        [1250, 249],
      ]) {
        const res = await upload(fx.app, ann, 'u_cover', await testImage(w ?? 0, h ?? 0, 'webp'));
        expect([res.statusCode, res.json()]).toEqual([
          400,
          { error: true, codes: [{ field: 'file', code: 'image_too_small', width: 1250, height: 250 }] },
        ]);
      }
    },
  );

  it('decodes instead of trusting the name: text, SVG and an empty file named .jpg are refused', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>',
    );
    for (const data of [Buffer.from('not a picture at all'), svg]) {
      const res = await upload(fx.app, ann, 'u_ava', data, 'photo.jpg');
      expect([res.statusCode, res.json().codes]).toEqual([
        400,
        [{ field: 'file', code: 'image_load_failed' }],
      ]);
    }
    const empty = await upload(fx.app, ann, 'u_ava', Buffer.alloc(0));
    expect(empty.json().codes).toEqual([{ field: 'file', code: 'file_required' }]);
  });

  it('answers image_resize_failed for a JPEG whose header reads but whose pixels are cut off', async () => {
    const whole = await testImage(800, 800);
    const res = await upload(fx.app, ann, 'u_ava', whole.subarray(0, Math.floor(whole.length / 2)));
    expect([res.statusCode, res.json().codes]).toEqual([
      400,
      [{ field: 'file', code: 'image_resize_failed' }],
    ]);
  });

  it(`accepts a file of exactly ${IMAGE_RULES.maxBytes} bytes and refuses one byte more with 413 file_too_large`, async () => {
    const jpeg = await testImage(400, 400);
    // Bytes after a JPEG's end marker are ignored by decoders: the same picture, any size.
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    const exact = await upload(fx.app, ann, 'u_ava', padded(IMAGE_RULES.maxBytes));
    expect(exact.statusCode).toBe(200);
    const over = await upload(fx.app, ann, 'u_ava', padded(IMAGE_RULES.maxBytes + 1));
    expect([over.statusCode, over.json()]).toEqual([
      413,
      { error: true, codes: [{ field: 'file', code: 'file_too_large', length: 10 }] },
    ]);
  });

  it("needs the form token before the file: none, another form's cookie, or the token after the file is 403", async () => {
    const jpeg = await testImage(200, 200);
    const file = { name: 'file', filename: 'a.jpg', type: 'image/jpeg', data: jpeg };
    const { csrf, cookie } = await formToken(fx.app, ann, 'avatar');
    for (const parts of [
      [['section', 'u_ava'] as [string, string], file],
      [['section', 'u_ava'] as [string, string], file, ['csrf', csrf] as [string, string]],
    ]) {
      const res = await postMultipart(fx.app, '/member.php', cookie, parts);
      expect([res.statusCode, res.json().codes]).toEqual([403, [{ field: 'notify', code: 'form_expired' }]]);
    }
    const visitor = await postMultipart(fx.app, '/member.php', '', [
      ['section', 'u_ava'],
      ['csrf', csrf],
      file,
    ]);
    expect(visitor.statusCode).toBe(401);
  });

  it('serves nothing else under /media/members/', async () => {
    for (const path of [
      '0/1/avatar-zz.jpg',
      `0/${ann.userId}/../../../secret`,
      '1/1/avatar-0123456789abcdef.jpg',
      'x',
    ])
      expect((await fx.app.inject({ url: `/media/members/${path}` })).statusCode).toBe(404);
  });
});
