/**
 * The server of the kill -9 tests (upload-kill.test.ts), in a process of its own so a test
 * can kill it -9 mid-upload or mid-transcode: the real app over the database `target` with
 * its data in `dataDir`, listening on a loopback port, and the media Worker running the real
 * ffmpeg pipeline in the same process, as `pnpm start` runs them. On the first start of a
 * database (`first`) it adds the upload dirs and signs a member in. Tells its parent (IPC)
 * the port, the folders, and the member's cookies and token.
 */
import { openTarget } from '../db/test-database-targets.ts';
import { Worker } from '../media/worker.ts';
import { listenLocal } from '../test/raw-http.ts';
import { uploadsOnWorkerEvent } from './transcode-state.ts';
import { seedUploadDirs, uploadApp, uploader } from './upload-test-kit.ts';

const [target, dataDir, first] = process.argv.slice(2) as [string, string, string | undefined];
const db = await openTarget(target);
if (first === 'first') await seedUploadDirs(db);
const fx = await uploadApp(db, { dataDir });
const member = first === 'first' ? await uploader(fx, 'killtest') : null;
const worker = new Worker({
  db,
  mediaRoot: fx.mediaRoot,
  sourcesDir: fx.sourcesDir,
  pollIntervalMs: 100,
  onEvent: uploadsOnWorkerEvent(db),
});
await worker.start();
const port = await listenLocal(fx.app);
process.send?.({ port, uploadsDir: fx.uploadsDir, mediaRoot: fx.mediaRoot, member });
