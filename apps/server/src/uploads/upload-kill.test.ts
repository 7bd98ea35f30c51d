import { type ChildProcess, fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOAD_TUS_PATH, type UploadAnswer, VIDEO_EDIT_PATH, VIDEO_STATUS } from '@tubekit/contract';
import { describe, expect, vi } from 'vitest';
import { databaseTargets, openTarget } from '../db/test-database-targets.ts';
import { mediaDir } from '../media/storage.ts';
import { itEmbeddedOnly } from '../test/cluster-mode.ts';
import { send, sendPart } from './socket-test-kit.ts';
import { tusFile } from './upload-paths.ts';
import { exists, startFields, testClip, tusHeaders, type Uploader } from './upload-test-kit.ts';

// Real kill -9s of a server process (test-upload-child.ts) on a database and a data dir that
// outlive it: no `finally`, no close hook of the killed server runs.
const CHILD = fileURLToPath(new URL('./test-upload-child.ts', import.meta.url));

interface Server {
  child: ChildProcess;
  port: number;
  uploadsDir: string;
  mediaRoot: string;
  member: Uploader | null;
}

/** Starts the child server on `target` and `dataDir` (`first`: seed it and sign a member in). */
async function startServer(target: string, dataDir: string, first = false): Promise<Server> {
  const child = fork(CHILD, [target, dataDir, ...(first ? ['first'] : [])], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Omit<Server, 'child'>>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Omit<Server, 'child'>));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
  });
  return { child, ...ready };
}

/** kill -9, and wait until the process is gone. */
async function killHard(server: Server): Promise<void> {
  const gone = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await gone;
}

/** POST video_edit.php form-encoded over the socket, as `who`. */
function postForm(server: Server, who: Uploader, fields: Record<string, string>) {
  return send(
    server.port,
    'POST',
    `/${VIDEO_EDIT_PATH}`,
    { 'content-type': 'application/x-www-form-urlencoded', cookie: who.cookies },
    Buffer.from(new URLSearchParams({ csrf: who.csrf, ...fields }).toString()),
  );
}

/** The upload as its owner's GET video_edit.php shows it. */
async function uploadOf(server: Server, who: Uploader, uploadId: number): Promise<UploadAnswer> {
  const res = await send(server.port, 'GET', `/${VIDEO_EDIT_PATH}?upload_id=${uploadId}`, {
    cookie: who.cookies,
  });
  return JSON.parse(res.body) as UploadAnswer;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(databaseTargets())('a server killed -9 on $name', ({ make }) => {
  itEmbeddedOnly('kills the embedded start (IPC primary, bytes on local disk)')(
    'mid-PATCH: the restarted server resumes the upload from the bytes on disk; mid-transcode: nothing is published half-made, and the restart takes the video to moderation',
    async () => {
      const { target, remove } = await make();
      const dataDir = await mkdtemp(join(tmpdir(), 'tk-upload-kill-'));
      let server = await startServer(target, dataDir, true);
      try {
        const member = server.member as Uploader;
        const bytes = await readFile(await testClip(361, 'testsrc2'));
        const start = await postForm(
          server,
          member,
          startFields({ exclusive: '1', size: String(bytes.length) }),
        );
        const uploadId = (JSON.parse(start.body) as { upload_id: number }).upload_id;
        const created = await send(server.port, 'POST', UPLOAD_TUS_PATH, {
          ...tusHeaders(member, {
            'upload-length': String(bytes.length),
            'upload-metadata': `upload_id ${Buffer.from(String(uploadId)).toString('base64')}`,
          }),
        });
        expect(created.status).toBe(201);
        const location = String(created.headers.location);
        const file = tusFile(server.uploadsDir, location.split('/').pop() as string);
        const patchHeaders = (offset: number) =>
          tusHeaders(member, {
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
            'content-length': String(bytes.length - offset),
          });

        // Half of the body is on its way and partly on disk when the server dies.
        const half = Math.floor(bytes.length / 2);
        const cut = sendPart(server.port, 'PATCH', location, patchHeaders(0), bytes, half);
        await vi.waitFor(async () => expect((await readFile(file)).length).toBeGreaterThan(0), {
          timeout: 20_000,
        });
        await killHard(server);
        expect((await cut).status).toBe(0);

        server = await startServer(target, dataDir);
        const head = await send(server.port, 'HEAD', location, tusHeaders(member));
        const offset = Number(head.headers['upload-offset']);
        expect(offset).toBeGreaterThan(0);
        expect(offset).toBeLessThanOrEqual(half);
        expect((await uploadOf(server, member, uploadId)).state).toBe('receiving');
        const last = await send(server.port, 'PATCH', location, patchHeaders(offset), bytes.subarray(offset));
        expect([last.status, last.headers['upload-offset']]).toEqual([204, String(bytes.length)]);
        await vi.waitFor(
          async () => expect((await uploadOf(server, member, uploadId)).state).toBe('checked'),
          {
            timeout: 60_000,
            interval: 200,
          },
        );
        expect(sha256(await readFile(file))).toBe(sha256(bytes));

        // Published for moderation, the server dies while ffmpeg is at work.
        await postForm(server, member, { act: 'preview', upload_id: String(uploadId), preview: '1' });
        const publish = await postForm(server, member, {
          ...startFields(),
          act: 'publish',
          upload_id: String(uploadId),
        });
        expect(publish.status).toBe(200);
        await vi.waitFor(
          async () => {
            const now = await uploadOf(server, member, uploadId);
            expect(now.state).toBe('transcoding');
            expect(now.progress).toBeGreaterThan(0);
          },
          { timeout: 120_000, interval: 100 },
        );
        await killHard(server);

        const db = await openTarget(target);
        const row = await db.kysely
          .selectFrom('uploads')
          .select(['state', 'media_id', 'video_id'])
          .where('upload_id', '=', uploadId)
          .executeTakeFirstOrThrow();
        const video = await db.kysely
          .selectFrom('videos')
          .select('status_id')
          .where('video_id', '=', row.video_id as number)
          .executeTakeFirstOrThrow();
        await db.close();
        expect(row.state).toBe('transcoding');
        expect(video.status_id).not.toBe(VIDEO_STATUS.active);
        // Nothing under the video's public media dir: outputs only move there when all are made.
        expect(await exists(mediaDir(server.mediaRoot, row.media_id as number))).toBe(false);

        server = await startServer(target, dataDir);
        await vi.waitFor(
          async () => expect((await uploadOf(server, member, uploadId)).state).toBe('moderation'),
          { timeout: 240_000, interval: 250 },
        );
        const published = await readdir(mediaDir(server.mediaRoot, row.media_id as number));
        expect(published.length).toBeGreaterThan(0);
      } finally {
        if (server.child.exitCode === null) await killHard(server);
        await rm(dataDir, { recursive: true, force: true });
        await remove();
      }
    },
    600_000,
  );
});
