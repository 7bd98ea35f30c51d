import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import type { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertKey, type FileStore, sourceKey } from './file-store.ts';
import { LocalStore } from './local-store.ts';
import { S3Store, s3Client } from './s3-store.ts';
import { startTestS3 } from './s3-test-kit.ts';

let scratch: string;
let s3: Awaited<ReturnType<typeof startTestS3>>;
const stores: Record<'local' | 's3', FileStore> = {} as Record<'local' | 's3', FileStore>;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'tubekit-store-'));
  s3 = await startTestS3({ prefix: 'site1/' });
  stores.local = new LocalStore(join(scratch, 'root'));
  // A small multipart threshold and S3's smallest part, so the contract runs a three-part
  // upload against s3rver too.
  stores.s3 = new S3Store(s3Client(s3.config), s3.config, 'site1/media/', {
    multipartFromBytes: 6 * 1024 * 1024,
    partBytes: 5 * 1024 * 1024,
  });
});

afterAll(async () => {
  await s3.close();
  await rm(scratch, { recursive: true, force: true });
});

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
}

describe.each(['local', 's3'] as const)('FileStore contract: %s', (kind) => {
  const store = () => stores[kind];

  it('puts bytes and reads them back whole, by range, with stat; a missing key is null everywhere', async () => {
    await store().putBytes('1/a.vtt', 'WEBVTT\n\nhello', 'text/vtt');
    expect((await store().readBytes('1/a.vtt'))?.toString()).toBe('WEBVTT\n\nhello');
    expect(await text(await store().openRead('1/a.vtt', { start: 8, end: 12 }))).toBe('hello');
    const info = await store().stat('1/a.vtt');
    expect(info?.size).toBe(13);
    expect(info?.etag).toMatch(/^".+"$/);
    expect(info?.modifiedMs).toBeGreaterThan(0);
    expect(await store().readBytes('1/none.vtt')).toBeNull();
    expect(await store().openRead('1/none.vtt')).toBeNull();
    expect(await store().stat('1/none.vtt')).toBeNull();
    expect(await store().download('1/none.vtt', join(scratch, kind, 'x'))).toBe(false);
  });

  it('puts a directory under a prefix, lists it sorted, downloads, copies and deletes by prefix', async () => {
    const dir = join(scratch, `${kind}-dir`);
    await mkdir(join(dir, 'hls', 'sd'), { recursive: true });
    await writeFile(join(dir, '7_sd.mp4'), 'mp4');
    await writeFile(join(dir, 'hls', 'sd', 'index.m3u8'), '#EXTM3U');
    expect(await store().putDir('7', dir)).toEqual(['7/7_sd.mp4', '7/hls/sd/index.m3u8']);
    expect(await store().list('7')).toEqual(['7/7_sd.mp4', '7/hls/sd/index.m3u8']);
    // A sibling whose name starts alike is not below the prefix.
    await store().putBytes('70/x.jpg', 'x');
    expect(await store().list('7/')).toEqual(['7/7_sd.mp4', '7/hls/sd/index.m3u8']);
    const local = join(scratch, `${kind}-down`, 'deep', 'copy.mp4');
    expect(await store().download('7/7_sd.mp4', local)).toBe(true);
    expect(await readFile(local, 'utf8')).toBe('mp4');
    expect(await store().copy('7/7_sd.mp4', '8/8_sd.mp4')).toBe(true);
    expect(await store().copy('7/missing.mp4', '8/x.mp4')).toBe(false);
    expect((await store().readBytes('8/8_sd.mp4'))?.toString()).toBe('mp4');
    expect(await store().deletePrefix('7')).toBe(2);
    expect(await store().list('7')).toEqual([]);
    expect(await store().list('70')).toEqual(['70/x.jpg']);
    await store().delete('70/x.jpg');
    await store().delete('70/x.jpg'); // already gone: no error
    expect(await store().stat('70/x.jpg')).toBeNull();
  });

  it('stores a file bigger than the multipart threshold byte for byte, replacing the old object', async () => {
    const big = Buffer.alloc(13 * 1024 * 1024 + 5);
    for (let i = 0; i < big.length; i += 4096) big[i] = (i / 4096) % 251;
    const file = join(scratch, `${kind}-big.bin`);
    await writeFile(file, big);
    await store().putBytes('big/source', 'old');
    await store().putFile('big/source', file);
    expect((await store().stat('big/source'))?.size).toBe(big.length);
    expect((await store().readBytes('big/source'))?.equals(big)).toBe(true);
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['', '/etc/passwd', '../x', 'a/../../x', 'a//b', 'a\\b', './a', 'a/']) {
      await expect(store().putBytes(key, 'x'), key).rejects.toThrow(/not a store key/);
      await expect(store().readBytes(key), key).rejects.toThrow(/not a store key/);
    }
  });
});

describe('directUrl', () => {
  it('is null for the local store (the app serves the file) and a presigned GET for S3', async () => {
    const expires = Math.floor(Date.now() / 1000) + 600;
    expect(await stores.local.directUrl('1/a.vtt', expires)).toBeNull();
    await stores.s3.putBytes('1/b.jpg', 'jpeg bytes', 'image/jpeg');
    const url = await stores.s3.directUrl('1/b.jpg', expires);
    expect(url).toMatch(/X-Amz-Signature=/);
    const answer = await fetch(url as string, { headers: { range: 'bytes=5-9' } });
    expect([answer.status, await answer.text()]).toEqual([206, 'bytes']);
  });

  it('never outlives the expiry asked for, and is null for an expiry already past', async () => {
    const now = Math.floor(Date.now() / 1000);
    const url = new URL((await stores.s3.directUrl('1/b.jpg', now + 90)) as string);
    const signedAt = Date.parse(
      (url.searchParams.get('X-Amz-Date') as string).replace(
        /(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z/,
        '$1-$2-$3T$4:$5:$6Z',
      ),
    );
    expect(signedAt / 1000 + Number(url.searchParams.get('X-Amz-Expires'))).toBe(now + 90);
    expect(await stores.s3.directUrl('1/b.jpg', now - 1)).toBeNull();
  });

  it('goes through TUBEKIT_MEDIA_URL when set, path and signature unchanged', async () => {
    const cdn = new S3Store(
      s3Client(s3.config),
      { ...s3.config, publicUrl: 'https://cdn.example' },
      'site1/media/',
    );
    const url = (await cdn.directUrl('1/b.jpg', Math.floor(Date.now() / 1000) + 60)) as string;
    expect(url).toMatch(/^https:\/\/cdn\.example\/tubekit-test\/site1\/media\/1\/b\.jpg\?.*X-Amz-Signature=/);
  });
});

describe('keys', () => {
  it('a source key is the relative source path; an absolute path has none', () => {
    expect(sourceKey('upload-12')).toBe('upload-12');
    expect(sourceKey('/tmp/x.mp4')).toBeNull();
    expect(() => sourceKey('../x')).toThrow();
    expect(assertKey('12/hls/sd/seg-0001.ts')).toBe('12/hls/sd/seg-0001.ts');
  });
});

describe('assertKey (property)', () => {
  it('every key it accepts stays below the store root, however it is spelt', () => {
    const part = fc.constantFrom('a', 'b.mp4', '..', '.', '', '%2e%2e', '\\', '\0', ' ', '…', '/');
    const keys = fc.array(part, { minLength: 1, maxLength: 6 }).map((parts) => parts.join('/'));
    const root = '/srv/media';
    fc.assert(
      fc.property(fc.oneof(keys, fc.string()), (key) => {
        let accepted = true;
        try {
          assertKey(key);
        } catch {
          accepted = false;
        }
        if (accepted) {
          const path = new LocalStore(root).localPath(key);
          expect(path.startsWith(`${root}/`) && normalize(path) === path).toBe(true);
        }
      }),
    );
  });
});
