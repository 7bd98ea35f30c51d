import { readdir } from 'node:fs/promises';
import { UPLOAD_RULES, UPLOAD_TUS_PATH } from '@tubekit/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import { tusDir, tusFile } from './upload-paths.ts';
import { uploaderOf, uploadRow, uploadTestApp } from './upload-test-app.ts';
import {
  exists,
  filesBelow,
  postEdit,
  startFields,
  tusCreate,
  tusHeaders,
  tusPatch,
} from './upload-test-kit.ts';

describe.each(testDatabases())('the tus endpoint ($name)', ({ open }) => {
  const fx = uploadTestApp(open);
  const ann = uploaderOf(fx, 'tusann');
  const bob = uploaderOf(fx, 'tusbob');
  beforeEach(async () => {
    await fx.db.kysely.deleteFrom('uploads').execute();
  });

  const started = async (size: number, who = ann) => {
    const res = await postEdit(fx.app, who, startFields({ size: String(size) }));
    return (res.json() as { upload_id: number }).upload_id;
  };
  const row = (id: number) => uploadRow(fx.db, id);

  it('creates the upload under a generated id in the uploads dir, never under the media root or the file name', async () => {
    const id = await started(10);
    const res = await tusCreate(fx.app, ann, id, 10);
    expect(res.statusCode).toBe(201);
    const { tus_id: tusId } = await row(id);
    expect(res.headers.location).toBe(`${UPLOAD_TUS_PATH}${tusId}`);
    expect(tusId).toMatch(/^[0-9a-f]{32}$/);
    expect(await exists(tusFile(fx.uploadsDir, tusId))).toBe(true);
    expect((await readdir(tusDir(fx.uploadsDir))).some((n) => n.includes('clip01'))).toBe(false);
    expect(await filesBelow(fx.mediaRoot)).toEqual([]);
  });

  it('takes an Upload-Length of exactly 10 GB and refuses one byte more (413)', async () => {
    const id = await started(UPLOAD_RULES.maxBytes);
    expect((await tusCreate(fx.app, ann, id, UPLOAD_RULES.maxBytes)).statusCode).toBe(201);
    const other = await started(1);
    expect((await tusCreate(fx.app, ann, other, UPLOAD_RULES.maxBytes + 1)).statusCode).toBe(413);
  });

  it('refuses a length other than the declared size, and a deferred length', async () => {
    const id = await started(10);
    expect((await tusCreate(fx.app, ann, id, 11)).statusCode).toBe(400);
    const deferred = await fx.app.inject({
      method: 'POST',
      url: UPLOAD_TUS_PATH,
      headers: tusHeaders(ann, {
        'upload-defer-length': '1',
        'upload-metadata': `upload_id ${Buffer.from(String(id)).toString('base64')}`,
      }),
    });
    expect(deferred.statusCode).toBe(400);
    expect((await row(id)).tus_id).toBe('');
  });

  it("refuses a visitor (401), a request without the token (403), another member's upload (404) and one not receiving (409)", async () => {
    const id = await started(10);
    const visitor = await fx.app.inject({
      method: 'POST',
      url: UPLOAD_TUS_PATH,
      headers: { 'tus-resumable': '1.0.0' },
    });
    expect([visitor.statusCode, visitor.json().code]).toEqual([401, 'not_logged_in']);
    const noToken = await tusCreate(fx.app, { ...ann, csrf: 'forged' }, id, 10);
    expect([noToken.statusCode, noToken.json().codes]).toEqual([
      403,
      [{ field: 'notify', code: 'form_expired' }],
    ]);
    expect((await tusCreate(fx.app, bob, id, 10)).statusCode).toBe(404);
    await fx.db.kysely
      .updateTable('uploads')
      .set({ state: 'checking' })
      .where('upload_id', '=', id)
      .execute();
    expect((await tusCreate(fx.app, ann, id, 10)).statusCode).toBe(409);
  });

  it("refuses another member's PATCH to an upload (404) and keeps its bytes", async () => {
    const id = await started(10);
    const location = String((await tusCreate(fx.app, ann, id, 10)).headers.location);
    expect((await tusPatch(fx.app, bob, location, 0, Buffer.alloc(10))).statusCode).toBe(404);
    expect((await tusPatch(fx.app, ann, location, 0, Buffer.alloc(4))).statusCode).toBe(204);
    const head = await fx.app.inject({ method: 'HEAD', url: location, headers: tusHeaders(ann) });
    expect(head.headers['upload-offset']).toBe('4');
  });

  it('a cancelled upload (tus DELETE) loses its bytes and ends failed with not_uploaded', async () => {
    const id = await started(10);
    const location = String((await tusCreate(fx.app, ann, id, 10)).headers.location);
    const { tus_id: tusId } = await row(id);
    const res = await fx.app.inject({ method: 'DELETE', url: location, headers: tusHeaders(ann) });
    expect(res.statusCode).toBe(204);
    expect(await exists(tusFile(fx.uploadsDir, tusId))).toBe(false);
    const after = await row(id);
    expect([after.state, after.error]).toEqual(['failed', 'not_uploaded']);
  });
});
