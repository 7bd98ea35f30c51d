import { readFile, rename, rm, symlink } from 'node:fs/promises';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import { tusFile } from './upload-paths.ts';
import { uploadRow, uploadTestApp } from './upload-test-app.ts';
import {
  patchUnderWay,
  postEdit,
  startFields,
  tusCreate,
  tusHeaders,
  tusPatch,
  type Uploader,
  uploader,
} from './upload-test-kit.ts';

describe.each(testDatabases())('tus PATCH, the bytes of an upload ($name)', ({ open }) => {
  const fx = uploadTestApp(open);
  let ann: Uploader;

  beforeAll(async () => {
    ann = await uploader(fx, 'patchann');
  });
  beforeEach(async () => {
    await fx.db.kysely.deleteFrom('uploads').execute();
  });

  /** A started upload of `size` bytes with its tus upload made: its id and Location. */
  const created = async (size: number) => {
    const start = await postEdit(fx.app, ann, startFields({ size: String(size) }));
    const uploadId = (start.json() as { upload_id: number }).upload_id;
    const location = String((await tusCreate(fx.app, ann, uploadId, size)).headers.location);
    return { uploadId, location, file: tusFile(fx.uploadsDir, location.split('/').pop() ?? '') };
  };

  it('writes each chunk at its offset, answers the new Upload-Offset, and the last byte starts the checks', async () => {
    const { uploadId, location, file } = await created(10);
    const first = await tusPatch(fx.app, ann, location, 0, Buffer.from('01234'));
    expect([first.statusCode, first.headers['upload-offset'], first.headers['tus-resumable']]).toEqual([
      204,
      '5',
      '1.0.0',
    ]);
    expect((await uploadRow(fx.db, uploadId)).state).toBe('receiving');
    const head = await fx.app.inject({ method: 'HEAD', url: location, headers: tusHeaders(ann) });
    expect(head.headers['upload-offset']).toBe('5');
    const last = await tusPatch(fx.app, ann, location, 5, Buffer.from('56789'));
    expect([last.statusCode, last.headers['upload-offset']]).toEqual([204, '10']);
    expect((await readFile(file)).toString()).toBe('0123456789');
    expect(['checking', 'refused', 'checked']).toContain((await uploadRow(fx.db, uploadId)).state);
  });

  it('refuses an offset that is not the bytes received (409), and the client resumes from HEAD', async () => {
    const { location } = await created(10);
    await tusPatch(fx.app, ann, location, 0, Buffer.from('012'));
    expect((await tusPatch(fx.app, ann, location, 0, Buffer.from('012'))).statusCode).toBe(409);
    expect((await tusPatch(fx.app, ann, location, 7, Buffer.from('789'))).statusCode).toBe(409);
    expect((await tusPatch(fx.app, ann, location, 3, Buffer.from('3456789'))).statusCode).toBe(204);
  });

  it('refuses a body past Upload-Length (413) and keeps the offset where it was', async () => {
    const { location } = await created(4);
    expect((await tusPatch(fx.app, ann, location, 0, Buffer.from('01234'))).statusCode).toBe(413);
    const head = await fx.app.inject({ method: 'HEAD', url: location, headers: tusHeaders(ann) });
    expect(head.headers['upload-offset']).toBe('0');
  });

  it('refuses a second PATCH of an upload while one is still sending (423), then takes the first to its end', async () => {
    const { location, file } = await created(10);
    const first = await patchUnderWay(fx.app, ann, location, file);
    const second = await tusPatch(fx.app, ann, location, 0, Buffer.from('0123456789'));
    expect(second.statusCode).toBe(423);
    const done = await first.end('56');
    expect([done.statusCode, done.headers['upload-offset']]).toEqual([204, '7']);
    expect((await tusPatch(fx.app, ann, location, 7, Buffer.from('789'))).statusCode).toBe(204);
  });

  it('answers a full disk with 507, never 500, keeps the bytes it had, and resumes once there is room', async () => {
    const { location, file } = await created(10);
    expect((await tusPatch(fx.app, ann, location, 0, Buffer.from('01234'))).statusCode).toBe(204);
    // The disk fills up: the upload's file now writes to /dev/full (the kernel answers ENOSPC).
    const kept = await readFile(file);
    await rename(file, `${file}.kept`);
    await symlink('/dev/full', file);
    const full = await tusPatch(fx.app, ann, location, 0, Buffer.from('0123456789'));
    expect(full.statusCode).toBe(507);
    // Room again: the bytes that were in are still there, and the upload goes on from them.
    await rm(file);
    await rename(`${file}.kept`, file);
    const head = await fx.app.inject({ method: 'HEAD', url: location, headers: tusHeaders(ann) });
    expect(head.headers['upload-offset']).toBe('5');
    expect((await tusPatch(fx.app, ann, location, 5, Buffer.from('56789'))).statusCode).toBe(204);
    expect(Buffer.concat([kept, Buffer.from('56789')]).toString()).toBe((await readFile(file)).toString());
  });

  it.each([
    ['no Tus-Resumable', { 'tus-resumable': '' }, 412],
    ['another body type', { 'content-type': 'application/octet-stream' }, 415],
    ['an offset that is not a number', { 'upload-offset': 'x' }, 400],
    ['a negative offset', { 'upload-offset': '-1' }, 400],
  ])('answers %s with %i', async (_name, headers, status) => {
    const { location } = await created(10);
    const res = await fx.app.inject({
      method: 'PATCH',
      url: location,
      headers: tusHeaders(ann, {
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        ...headers,
      }),
      payload: Buffer.from('01'),
    });
    expect(res.statusCode).toBe(status);
  });
});
