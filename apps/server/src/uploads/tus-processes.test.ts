import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCluster } from '../cluster/ipc-test-kit.ts';
import { testDatabases } from '../db/test-databases.ts';
import { tusFile } from './upload-paths.ts';
import { closeUploadApp } from './upload-test-app.ts';
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
} from './upload-test-kit.ts';

describe.each(testDatabases())('tus PATCH across two server processes of one cluster ($name)', ({ open }) => {
  let one: UploadFixture;
  let two: UploadFixture;
  let ann: Uploader;

  beforeAll(async () => {
    // Two apps over one database and data dir, sharing state through a primary's hub, as two
    // server processes of `pnpm start` do.
    const { processes } = memoryCluster(2);
    const db = await open();
    await seedUploadDirs(db);
    one = await uploadApp(db, { shared: processes[0] });
    two = await uploadApp(db, { dataDir: one.dataDir, clock: one.clock, shared: processes[1] });
    ann = await uploader(one, 'procann');
  });
  afterAll(async () => {
    await two?.app.close();
    if (one) await closeUploadApp(one);
  });

  it('refuses a PATCH in one process (423) while another process receives the same upload, then takes it', async () => {
    const start = await postEdit(one.app, ann, startFields({ size: '10' }));
    const uploadId = (start.json() as { upload_id: number }).upload_id;
    const location = String((await tusCreate(one.app, ann, uploadId, 10)).headers.location);
    const file = tusFile(one.uploadsDir, location.split('/').pop() ?? '');
    const first = await patchUnderWay(one.app, ann, location, file);
    expect((await tusPatch(two.app, ann, location, 0, Buffer.from('0123456789'))).statusCode).toBe(423);
    expect((await first.end('56')).statusCode).toBe(204);
    // The lease is free again: the other process takes the rest.
    expect((await tusPatch(two.app, ann, location, 7, Buffer.from('789'))).statusCode).toBe(204);
  });
});
