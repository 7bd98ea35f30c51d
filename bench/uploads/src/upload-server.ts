/**
 * The server of the upload bench, in a process of its own so its memory is its alone:
 * the real app (buildApp over SQLite in a fresh data dir) with a signed-in member who has
 * started one upload of `--size` bytes, listening on a loopback port. Tells its parent
 * (IPC) the port, the member's cookies and token, and the upload id.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../../../apps/server/src/db/connect.ts';
import {
  postEdit,
  seedUploadDirs,
  startFields,
  uploadApp,
  uploader,
} from '../../../apps/server/src/uploads/upload-test-kit.ts';

const { values } = parseArgs({ options: { size: { type: 'string' }, data: { type: 'string' } } });
const dataDir = values.data as string;
const db = await openDatabase({ sqlitePath: `${dataDir}/bench.sqlite` });
await seedUploadDirs(db);
const fx = await uploadApp(db, { dataDir });
const who = await uploader(fx, 'benchuser');
const start = await postEdit(fx.app, who, startFields({ size: String(values.size) }));
if (start.statusCode !== 200) throw new Error(`act=start answered ${start.statusCode}: ${start.body}`);
const { upload_id } = start.json() as { upload_id: number };
// The test kit's clock is frozen at a fixed date; sessions stay valid for the whole run.
const address = await fx.app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({
  address,
  cookies: who.cookies,
  csrf: who.csrf,
  uploadId: upload_id,
  uploadsDir: fx.uploadsDir,
});
process.on('disconnect', () => {
  void fx.app.close().then(() => db.close());
});
