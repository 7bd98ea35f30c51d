import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../db/connect.ts';
import { tusFile } from '../uploads/upload-paths.ts';
import { closeUploadApp } from '../uploads/upload-test-app.ts';
import {
  patchUnderWay,
  postEdit,
  seedUploadDirs,
  startFields,
  tusCreate,
  tusPatch,
  type Uploader,
  type UploadFixture,
  uploadApp,
  uploader,
} from '../uploads/upload-test-kit.ts';
import { type RedisSharedState, redisSharedState } from './redis-shared-state.ts';
import { describeWithRedis, redisServer } from './redis-test-kit.ts';

describeWithRedis('tus PATCH across two server processes sharing leases on Redis', () => {
  const server = redisServer();
  const states: RedisSharedState[] = [];
  let one: UploadFixture;
  let two: UploadFixture;
  let ann: Uploader;

  beforeAll(async () => {
    const prefix = `tus${randomUUID().slice(0, 8)}:`;
    for (let i = 0; i < 2; i++) states.push(await redisSharedState(server.url, { prefix }));
    const db = await openDatabase({ sqlitePath: ':memory:' });
    await seedUploadDirs(db);
    one = await uploadApp(db, { shared: states[0] });
    two = await uploadApp(db, { dataDir: one.dataDir, clock: one.clock, shared: states[1] });
    ann = await uploader(one, 'redisann');
  });
  afterAll(async () => {
    await two?.app.close();
    if (one) await closeUploadApp(one);
    for (const state of states) await state.close();
  });

  it('refuses a PATCH in one process (423) while the other receives the same upload, then takes it', async () => {
    const start = await postEdit(one.app, ann, startFields({ size: '10' }));
    const uploadId = (start.json() as { upload_id: number }).upload_id;
    const location = String((await tusCreate(one.app, ann, uploadId, 10)).headers.location);
    const file = tusFile(one.uploadsDir, location.split('/').pop() ?? '');
    const first = await patchUnderWay(one.app, ann, location, file);
    expect((await tusPatch(two.app, ann, location, 0, Buffer.from('0123456789'))).statusCode).toBe(423);
    expect((await first.end('56')).statusCode).toBe(204);
    expect((await tusPatch(two.app, ann, location, 7, Buffer.from('789'))).statusCode).toBe(204);
  });
});
