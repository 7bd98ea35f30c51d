import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { openDatabase } from '../db/connect.ts';
import { testImage } from '../members/member-test-kit.ts';
import { eachTableCell, makeModerator } from '../test/authorization-table.ts';
import { parseCell } from '../test/readme-table.ts';
import { previewFile, tusDir, tusFile, uploadWorkDir } from './upload-paths.ts';
import {
  getEdit,
  postEdit,
  removeDir,
  seedUploadDirs,
  startFields,
  tusHeaders,
  type Uploader,
  type UploadFixture,
  uploadApp,
  uploader,
} from './upload-test-kit.ts';

const CALLERS = ['visitor', 'member', 'owner', 'moderator'] as const;
type Caller = (typeof CALLERS)[number];

/** A checked upload U of `owner` with its bytes and five candidate previews on disk. */
async function checkedUpload(fx: UploadFixture, owner: Uploader): Promise<{ id: number; tusId: string }> {
  const tusId = randomBytes(16).toString('hex');
  const now = Math.floor(fx.clock.now() / 1000);
  const { upload_id: id } = await fx.db.kysely
    .insertInto('uploads')
    .values({
      user_id: owner.userId,
      state: 'checked',
      title: 'Checked upload',
      categories: '["beach"]',
      gender: 'str',
      file_name: 'clip.mp4',
      size: 4,
      received: 4,
      tus_id: tusId,
      duration: 400,
      content_hash: randomBytes(32).toString('hex'),
      preview: 1,
      previews_count: 5,
      added_date: now,
      updated_at: now,
    })
    .returning('upload_id')
    .executeTakeFirstOrThrow();
  await mkdir(tusDir(fx.uploadsDir), { recursive: true });
  await writeFile(tusFile(fx.uploadsDir, tusId), 'abcd');
  await writeFile(
    `${tusFile(fx.uploadsDir, tusId)}.json`,
    JSON.stringify({ id: tusId, size: 4, offset: 0, metadata: {} }),
  );
  await mkdir(uploadWorkDir(fx.uploadsDir, id), { recursive: true });
  const jpeg = await testImage(320, 180);
  for (let n = 1; n <= 5; n++) await writeFile(previewFile(fx.uploadsDir, id, n), jpeg);
  return { id, tusId };
}

/** The cell's status, and its code as `{error, code}` or the first of `{error, codes}`. */
function expectCell(res: LightMyRequestResponse, cell: string): void {
  const parsed = parseCell(cell);
  expect(res.statusCode).toBe(parsed.status);
  // A HEAD answer has no body to read the code from: its status says it.
  if (!parsed.code || res.body === '') return;
  const body = res.json() as { code?: string; codes?: { code: string }[] };
  expect(body.code ?? body.codes?.[0]?.code).toBe(parsed.code);
}

describe('README authorization table: Uploads', () => {
  let fx: UploadFixture;
  let callers: Record<Caller, Uploader | null>;
  beforeAll(async () => {
    const db = await openDatabase({ sqlitePath: ':memory:' });
    await seedUploadDirs(db);
    fx = await uploadApp(db);
    const [member, owner, moderator] = [
      await uploader(fx, 'authmember'),
      await uploader(fx, 'authowner'),
      await uploader(fx, 'authmoderator'),
    ];
    await makeModerator(db, moderator.userId);
    callers = { visitor: null, member, owner, moderator };
  });
  afterAll(async () => {
    await fx.app.close();
    await fx.db.close();
    await removeDir(fx.dataDir);
  });

  const requests: Record<
    string,
    (who: Uploader | null, u: { id: number; tusId: string }) => Promise<LightMyRequestResponse>
  > = {
    '`POST video_edit.php` `act=start`': (who) => postEdit(fx.app, who, startFields()),
    '`GET video_edit.php`': (who) => getEdit(fx.app, who),
    '`GET video_edit.php?upload_id=` U': (who, u) => getEdit(fx.app, who, u.id),
    '`POST video_edit.php` `act=preview` U': (who, u) =>
      postEdit(fx.app, who, { act: 'preview', upload_id: String(u.id), preview: '2' }),
    '`POST video_edit.php` `act=publish` U': (who, u) =>
      postEdit(fx.app, who, { ...startFields(), act: 'publish', upload_id: String(u.id) }),
    '`GET /upload/previews/` U `/1.jpg`': (who, u) =>
      fx.app.inject({ url: `/upload/previews/${u.id}/1.jpg`, headers: who ? { cookie: who.cookies } : {} }),
    '`HEAD /upload/tus/` T': (who, u) =>
      fx.app.inject({
        method: 'HEAD',
        url: `/upload/tus/${u.tusId}`,
        headers: who ? tusHeaders(who) : { 'tus-resumable': '1.0.0' },
      }),
  };

  eachTableCell('### Uploads', CALLERS, requests, async (row, caller, cell) => {
    const owner = callers.owner as Uploader;
    const upload = await checkedUpload(fx, owner);
    const run = requests[row.request];
    if (!run) throw new Error(`no request for ${row.request}`);
    const res = await run(callers[caller], upload);
    expectCell(res, cell);
    // Nobody but the owner changed the upload.
    if (caller !== 'owner') {
      const after = await fx.db.kysely
        .selectFrom('uploads')
        .selectAll()
        .where('upload_id', '=', upload.id)
        .executeTakeFirstOrThrow();
      expect([after.state, after.preview]).toEqual(['checked', 1]);
    }
  });
});
