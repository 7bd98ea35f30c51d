import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_TUS_PATH, VIDEO_EDIT_PATH } from '@tubekit/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithRedis, freePort, redisServer } from '../cluster/redis-test-kit.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { adminStatement } from '../db/test-databases.ts';
import { manualClock } from '../http/clock.ts';
import { createMedia, enqueueTranscode, jobsOf } from '../media/jobs.ts';
import { generateTestSource } from '../media/test-source.ts';
import { uploadRow } from '../uploads/upload-test-app.ts';
import { seedUploadDirs, startFields, testClip, uploadApp, uploader } from '../uploads/upload-test-kit.ts';
import { type CommandProcess, runCommand, until } from './process-test-kit.ts';

/**
 * `tubekit worker` and `tubekit serve` as real processes on one Redis and one database
 * (PostgreSQL when TEST_DATABASE_URL is set, else a SQLite file): BullMQ hands a job killed
 * with its worker to the other worker, and a server's upload check reaches a worker.
 */
describeWithRedis('tubekit serve and tubekit worker (real processes)', () => {
  const redis = redisServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'tk-tubekit-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dbName = `tubekit_t_${randomBytes(6).toString('hex')}`;
  const databaseUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString() : '';
  const processes: CommandProcess[] = [];
  let db: Db;
  let env: NodeJS.ProcessEnv;

  const tubekit = (...args: string[]) => {
    const run = runCommand('src/cli/tubekit.ts', args, env);
    processes.push(run);
    return run;
  };
  const startWorker = async () => {
    const worker = tubekit('worker');
    const line = await worker.waitFor(/\[worker\] worker process (\d+):/);
    return { run: worker, pid: Number(line[1]) };
  };

  beforeAll(async () => {
    if (adminUrl) await adminStatement(adminUrl, `CREATE DATABASE ${dbName}`);
    env = {
      TUBEKIT_DATA_DIR: dataDir,
      TUBEKIT_SECRET: 'test-secret-0123456789',
      TUBEKIT_REDIS_URL: redis.url,
      TUBEKIT_REDIS_PREFIX: `tk-${randomBytes(3).toString('hex')}:`,
      TUBEKIT_JOB_QUEUE: 'bullmq',
      // A killed worker's job moves on within seconds, not the default minute.
      TUBEKIT_JOB_LOCK_SECONDS: '2',
      TUBEKIT_SERVER_PROCESSES: '1',
      ...(adminUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    };
    db = await openDatabase({
      databaseUrl: databaseUrl || undefined,
      sqlitePath: join(dataDir, 'tubekit.sqlite'),
    });
  }, 60_000);

  afterAll(async () => {
    for (const run of processes) run.killAll();
    await Promise.all(processes.map((run) => run.exited()));
    await db?.close();
    if (adminUrl) await adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a worker killed -9 mid-transcode loses its job to the other worker, which completes it exactly once', async () => {
    const workers = [await startWorker(), await startWorker()];
    await generateTestSource(join(dataDir, 'sources', 'kill.mp4'), {
      duration: 30,
      width: 320,
      height: 180,
      pattern: 'testsrc2',
      audio: false,
    });
    const mediaId = await createMedia(db, { sourcePath: 'kill.mp4' });
    await enqueueTranscode(db, mediaId);
    const row = async () => (await jobsOf(db, mediaId))[0];

    // Mid-job: its worker has reported progress.
    const started = new RegExp(
      `\\[worker\\] (\\d+) transcode of media ${mediaId} \\(job \\d+, attempt 1\\) started`,
    );
    const holderPid = Number((await Promise.race(workers.map((w) => w.run.waitFor(started, 60_000))))[1]);
    await until(
      'progress',
      async () => ((await row())?.progress ?? 0) > 0,
      () => '',
      60_000,
    );
    const holder = workers.find((w) => w.pid === holderPid);
    const other = workers.find((w) => w.pid !== holderPid);
    if (!holder || !other) throw new Error(`no worker ${holderPid}`);
    process.kill(holderPid, 'SIGKILL');
    await holder.run.exited();

    await until(
      'done',
      async () => (await row())?.status === 'done',
      () => other.run.output(),
      180_000,
    );
    const job = await row();
    expect([job?.attempts, job?.interruptions]).toEqual([2, 1]);
    const done = new RegExp(`transcode of media ${mediaId} \\(job \\d+, attempt \\d\\) done`, 'g');
    expect(other.run.output()).toContain(
      `transcode of media ${mediaId} (job ${job?.job_id}, attempt 2) taken over`,
    );
    expect(other.run.output().match(done)).toHaveLength(1);
    expect(holder.run.output().match(done)).toBeNull();
    const media = await db.kysely
      .selectFrom('media')
      .selectAll()
      .where('media_id', '=', mediaId)
      .executeTakeFirst();
    expect(media?.status).toBe('ready');
    expect(await readdir(join(dataDir, 'media', String(mediaId)))).toContain(`${mediaId}_sd.mp4`);
  }, 300_000);

  it('an upload finished through tubekit serve is checked by a tubekit worker (the server checks nothing)', async () => {
    const port = await freePort();
    env.PORT = String(port);
    const server = tubekit('serve');
    await startWorker();
    await server.waitFor(/\[serve\] 1 server process \(pids \d+\), primary \(pid \d+\)/);

    // A member signed in on an app of this process over the same database and secret: its
    // session and form token are good on the served site too.
    await seedUploadDirs(db);
    const local = await uploadApp(db, { dataDir, clock: manualClock(Date.now()) });
    const member = await uploader(local, 'clusterup');
    await local.app.close();

    const bytes = await readFile(await testClip(4));
    const call = (method: string, path: string, headers: Record<string, string>, body?: Buffer | string) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        });
        req.on('error', reject);
        req.end(body);
      });
    const start = await call(
      'POST',
      `/${VIDEO_EDIT_PATH}`,
      { 'content-type': 'application/x-www-form-urlencoded', cookie: member.cookies },
      new URLSearchParams({ csrf: member.csrf, ...startFields({ size: String(bytes.length) }) }).toString(),
    );
    expect(start.status).toBe(200);
    const uploadId = (JSON.parse(start.body) as { upload_id: number }).upload_id;
    const tus = { 'tus-resumable': '1.0.0', cookie: member.cookies, 'x-csrf-token': member.csrf };
    const created = await call('POST', UPLOAD_TUS_PATH, {
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': `upload_id ${Buffer.from(String(uploadId)).toString('base64')}`,
    });
    expect(created.status).toBe(201);
    const location = new URL(String(created.headers.location), `http://127.0.0.1:${port}`).pathname;
    const sent = await call(
      'PATCH',
      location,
      { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      bytes,
    );
    expect(sent.status).toBe(204);
    // A 4 s video is refused as too short, by the worker: the servers run no checks.
    await until(
      'the check',
      async () => (await uploadRow(db, uploadId)).state === 'refused',
      () => '',
      60_000,
    );
    expect((await uploadRow(db, uploadId)).error).toBe('too_short');
  }, 180_000);
});
