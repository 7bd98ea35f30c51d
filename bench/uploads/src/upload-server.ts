/**
 * The server of the upload bench, in a process of its own so its memory is its alone:
 * the real app (buildApp over SQLite in a fresh data dir) with a signed-in member who has
 * started `--runs` uploads of `--size` bytes, listening on a loopback port. Tells its parent
 * (IPC) the port, the member's cookies and token, and the upload ids.
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

const { values } = parseArgs({
  options: { size: { type: 'string' }, data: { type: 'string' }, runs: { type: 'string', default: '1' } },
});
const dataDir = values.data as string;
const db = await openDatabase({ sqlitePath: `${dataDir}/bench.sqlite` });
await seedUploadDirs(db);
const fx = await uploadApp(db, { dataDir });
const who = await uploader(fx, 'benchuser');
// One started upload per run (the daily quota allows 10).
const uploadIds: number[] = [];
for (let run = 0; run < Number(values.runs); run++) {
  const start = await postEdit(
    fx.app,
    who,
    startFields({ size: String(values.size), title: `Bench run ${run}` }),
  );
  if (start.statusCode !== 200) throw new Error(`act=start answered ${start.statusCode}: ${start.body}`);
  uploadIds.push((start.json() as { upload_id: number }).upload_id);
}
// The test kit's clock is frozen at a fixed date; sessions stay valid for the whole run.
const address = await fx.app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({
  address,
  cookies: who.cookies,
  csrf: who.csrf,
  uploadIds,
  uploadsDir: fx.uploadsDir,
});
process.on('disconnect', () => {
  void fx.app.close().then(() => db.close());
});
