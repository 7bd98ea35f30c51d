import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { UPLOAD_TUS_PATH, VIDEO_EDIT_PATH } from '@tubekit/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import { CapturingMailer } from '../accounts/accounts-test-kit.ts';
import type { AppOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { insertCategory, insertChannel } from '../db/test-fixtures.ts';
import { type ManualClock, manualClock } from '../http/clock.ts';
import { runTool } from '../media/ffmpeg-run.ts';
import { formToken, type Session, signedIn } from '../members/member-test-kit.ts';
import type { S3Config } from '../storage/s3-config.ts';
import { buildTestAppOn, testConfigEnv } from '../test/cluster-mode.ts';
import type { NearDuplicates } from './near-duplicates.ts';

/** An app with accounts and uploads over `db`, its data dir a fresh temporary folder. */
export interface UploadFixture {
  db: Db;
  app: FastifyInstance;
  clock: ManualClock;
  mailer: CapturingMailer;
  dataDir: string;
  uploadsDir: string;
  sourcesDir: string;
  mediaRoot: string;
}

/** A near-duplicate lookup that finds nothing (the fingerprint module has its own tests). */
export const noMatch: NearDuplicates = async () => null;

/** Builds the app over `db` with data in `dataDir` (a new temporary folder unless given). */
export async function uploadApp(
  db: Db,
  options: {
    dataDir?: string;
    clock?: ManualClock;
    uploads?: AppOptions['uploads'];
    /** A server process's share of a cluster (`memoryCluster`): another app may hold the leases. */
    shared?: AppOptions['shared'];
    /** Cluster mode's bucket (storage/s3-test-kit.ts): the uploads live there, not in the data dir. */
    s3?: S3Config;
  } = {},
): Promise<UploadFixture> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'tk-uploads-')));
  const clock = options.clock ?? manualClock(Date.UTC(2025, 0, 2));
  const mailer = new CapturingMailer();
  // Cluster mode: Redis, but the bucket only when asked (`s3`): these tests read the
  // uploads, sources and media dirs; the bucket's upload path has its own s3-*.test.ts.
  const config = loadConfig(
    testConfigEnv({ TUBEKIT_SECRET: 'test-secret-0123456789', TUBEKIT_DATA_DIR: dataDir }, { bucket: false }),
  );
  if (options.s3) config.s3 = options.s3;
  const app = await buildTestAppOn({
    db,
    config,
    clock,
    mailer,
    uploads: { nearDuplicates: noMatch, ...options.uploads },
    ...(options.shared ? { shared: options.shared } : {}),
  });
  await app.ready();
  return {
    db,
    app,
    clock,
    mailer,
    dataDir,
    uploadsDir: config.uploadsDir,
    sourcesDir: config.sourcesDir,
    mediaRoot: config.mediaRoot,
  };
}

/** Categories `beach` and `office` and channel `studio` for the details to name. */
export async function seedUploadDirs(db: Db): Promise<void> {
  await insertCategory(db, { dir: 'beach', title: 'Beach' });
  await insertCategory(db, { dir: 'office', title: 'Office' });
  await insertChannel(db, { dir: 'studio', title: 'Studio' });
}

/** A valid `act=start` form for a non-exclusive 600 s file of `size` bytes. */
export function startFields(extra: Record<string, string> = {}): Record<string, string> {
  return {
    act: 'start',
    title: 'My first upload',
    description: 'A test pattern.',
    categories: 'beach,office',
    gender: 'str',
    is_private: '0',
    channel: 'studio',
    exclusive: '0',
    file_name: 'clip01.mp4',
    size: '1000',
    duration: '0',
    ...extra,
  };
}

/** A member signed in, with the `upload` form token and the cookies that carry both. */
export interface Uploader extends Session {
  csrf: string;
  /** Session cookie and `_tkf`. */
  cookies: string;
}

export async function uploader(fx: UploadFixture, usr: string): Promise<Uploader> {
  const session = await signedIn(fx, usr);
  const { csrf, cookie } = await formToken(fx.app, session, 'upload');
  return { ...session, csrf, cookies: cookie };
}

/** POST video_edit.php form-encoded as `who` (its token added unless `fields` has `csrf`). */
export function postEdit(
  app: FastifyInstance,
  who: Uploader | null,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/${VIDEO_EDIT_PATH}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(who ? { cookie: who.cookies } : {}),
    },
    payload: new URLSearchParams({ ...(who ? { csrf: who.csrf } : {}), ...fields }).toString(),
  });
}

/** GET video_edit.php (`?upload_id=` when given) as `who`. */
export function getEdit(app: FastifyInstance, who: Uploader | null, uploadId?: number) {
  return app.inject({
    method: 'GET',
    url: `/${VIDEO_EDIT_PATH}${uploadId === undefined ? '' : `?upload_id=${uploadId}`}`,
    headers: who ? { cookie: who.cookies } : {},
  });
}

/** tus headers of `who`. */
export function tusHeaders(who: Uploader, extra: Record<string, string> = {}): Record<string, string> {
  return { 'tus-resumable': '1.0.0', cookie: who.cookies, 'x-csrf-token': who.csrf, ...extra };
}

/** tus POST creating the upload of `uploadId` with `length` bytes; answers the Location path. */
export async function tusCreate(
  app: FastifyInstance,
  who: Uploader,
  uploadId: number,
  length: number,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: UPLOAD_TUS_PATH,
    headers: tusHeaders(who, {
      'upload-length': String(length),
      'upload-metadata': `upload_id ${Buffer.from(String(uploadId)).toString('base64')}`,
    }),
  });
}

/** tus PATCH of `bytes` at `offset`. */
export function tusPatch(
  app: FastifyInstance,
  who: Uploader,
  location: string,
  offset: number,
  bytes: Buffer,
) {
  return app.inject({
    method: 'PATCH',
    url: location,
    headers: tusHeaders(who, {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    }),
    payload: bytes,
  });
}

/**
 * A tus PATCH from offset 0 that is still sending: its first bytes ('01234') are on disk
 * (`file`) when this resolves, and `end(rest)` sends the rest and answers the PATCH's reply.
 */
export async function patchUnderWay(
  app: FastifyInstance,
  who: Uploader,
  location: string,
  file: string,
): Promise<{ end(rest: string): Promise<LightMyRequestResponse> }> {
  const body = new PassThrough();
  const answer = app.inject({
    method: 'PATCH',
    url: location,
    headers: tusHeaders(who, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
    payload: body,
  });
  body.write('01234');
  await vi.waitFor(async () => expect((await readFile(file)).subarray(0, 5).toString()).toBe('01234'));
  return {
    end(rest) {
      body.end(rest);
      return answer;
    },
  };
}

/**
 * Starts an upload of `file` (its real size, `fields` over startFields), sends all its bytes
 * with tus, and waits for its checks; answers the upload id.
 */
export async function uploadFile(
  fx: UploadFixture,
  who: Uploader,
  bytes: Buffer,
  fields: Record<string, string> = {},
): Promise<number> {
  const start = await postEdit(fx.app, who, startFields({ size: String(bytes.length), ...fields }));
  if (start.statusCode !== 200) throw new Error(`start: ${start.statusCode} ${start.body}`);
  const uploadId = (start.json() as { upload_id: number }).upload_id;
  const created = await tusCreate(fx.app, who, uploadId, bytes.length);
  if (created.statusCode !== 201) throw new Error(`tus create: ${created.statusCode} ${created.body}`);
  const location = String(created.headers.location);
  const patched = await tusPatch(fx.app, who, location, 0, bytes);
  if (patched.statusCode !== 204) throw new Error(`tus patch: ${patched.statusCode} ${patched.body}`);
  await fx.app.uploadChecks.idle();
  return uploadId;
}

const clips = new Map<string, Promise<string>>();
let clipDir: Promise<string> | null = null;

/**
 * A generated test clip (lavfi testsrc, 160x120 at 5 fps, no sound: cheap even at 10
 * minutes) of `seconds`, made once per test file; `pattern` makes clips of other bytes.
 */
export function testClip(seconds: number, pattern = 'testsrc'): Promise<string> {
  const key = `${pattern}-${seconds}`;
  let clip = clips.get(key);
  if (!clip) {
    clipDir ??= mkdtemp(join(tmpdir(), 'tk-clips-'));
    clip = clipDir.then(async (dir) => {
      const out = join(dir, `${key}.mp4`);
      await runTool('ffmpeg', [
        ...[
          '-v',
          'error',
          '-y',
          '-f',
          'lavfi',
          '-i',
          `${pattern}=size=160x120:rate=5`,
          '-t',
          String(seconds),
        ],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50', '-pix_fmt', 'yuv420p', out],
      ]);
      return out;
    });
    clips.set(key, clip);
  }
  return clip;
}

/** Every file below `dir` (relative paths), for "nothing under the media root" checks. */
export async function filesBelow(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/** Whether `path` exists. */
export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
