import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApp } from '../accounts/accounts-test-kit.ts';
import { openDatabase } from '../db/connect.ts';
import { S3Store, s3Client } from '../storage/s3-store.ts';
import { s3Env, startTestS3 } from '../storage/s3-test-kit.ts';
import { signedIn, testImage, upload } from './member-test-kit.ts';

describe('avatars with the media in S3 (cluster mode)', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let fx: Awaited<ReturnType<typeof accountsApp>>;
  let mediaRoot: string;
  let close = async () => {};
  beforeAll(async () => {
    s3 = await startTestS3({ prefix: 'site1/' });
    mediaRoot = await mkdtemp(join(tmpdir(), 'tk-members-s3-'));
    const db = await openDatabase({ sqlitePath: ':memory:' });
    fx = await accountsApp(db, { TUBEKIT_MEDIA_ROOT: mediaRoot, ...s3Env(s3.config) });
    close = async () => {
      await fx.app.close();
      await db.close();
    };
  });
  afterAll(async () => {
    await close();
    await s3.close();
    await rm(mediaRoot, { recursive: true, force: true });
  });

  it('stores the avatar in the bucket (nothing on local disk), serves it by redirect and deletes the one replaced', async () => {
    const ann = await signedIn({ ...fx, mediaRoot }, 'ann');
    const first = await upload(fx.app, ann, 'u_ava', await testImage(640, 400));
    expect(first.statusCode).toBe(200);
    const url: string = first.json().member.avatar;
    const key = url.slice('/media/'.length);
    const bucket = new S3Store(s3Client(s3.config), s3.config, 'site1/media/');
    expect(await bucket.list('members')).toEqual([key]);
    expect(await readdir(mediaRoot)).toEqual([]);
    const res = await fx.app.inject({ url });
    expect(res.statusCode).toBe(302);
    const picture = await fetch(res.headers.location as string);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 300]);
    const second = await upload(fx.app, ann, 'u_ava', await testImage(300, 500, 'png'), 'me.png');
    const replaced: string = second.json().member.avatar;
    expect(await bucket.list('members')).toEqual([replaced.slice('/media/'.length)]);
  });
});
