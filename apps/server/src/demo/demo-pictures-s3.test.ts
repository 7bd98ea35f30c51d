import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { openDatabase } from '../db/connect.ts';
import { insertModel } from '../db/test-fixtures.ts';
import { S3Store, s3Client } from '../storage/s3-store.ts';
import { startTestS3 } from '../storage/s3-test-kit.ts';
import { writeDemoPictures } from './demo-picture-files.ts';
import { DEMO_PICTURES_PREFIX } from './demo-pictures.ts';

describe('demo pictures in S3 (cluster mode)', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let db: Db;
  beforeAll(async () => {
    s3 = await startTestS3();
    db = await openDatabase({ sqlitePath: ':memory:' });
  });
  afterAll(async () => {
    await db.close();
    await s3.close();
  });

  it('writes the missing performer pictures into the bucket once, and nothing the second time', async () => {
    const thumbnail = `${DEMO_PICTURES_PREFIX}models/1-0123456789ab.svg`;
    const id = await insertModel(db, { title: 'Ann Example', thumbnail });
    const store = new S3Store(s3Client(s3.config), s3.config, 'media/');
    expect(id).toBe(1);
    expect(await writeDemoPictures(db, store)).toBe(1);
    expect(await store.list('demo')).toEqual(['demo/models/1-0123456789ab.svg']);
    expect((await store.readBytes('demo/models/1-0123456789ab.svg'))?.toString()).toMatch(/^<svg/);
    expect(await writeDemoPictures(db, store)).toBe(0);
  });
});
