import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { UPLOAD_TUS_PATH } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import { listenLocal } from '../test/raw-http.ts';
import { send } from './socket-test-kit.ts';
import { tusFile } from './upload-paths.ts';
import { closeUploadApp, freshUploadApp, reopenUploadApp, uploadRow } from './upload-test-app.ts';
import {
  exists,
  filesBelow,
  postEdit,
  startFields,
  testClip,
  tusHeaders,
  type Uploader,
  uploader,
} from './upload-test-kit.ts';

describe.each(testDatabases())('a resumable upload through the tus server ($name)', ({ open }) => {
  it('keeps the bytes of a dropped PATCH across a server restart and resumes from the offset HEAD reports', async () => {
    let fx = await freshUploadApp(open);
    const member: Uploader = await uploader(fx, 'resumer1');
    const bytes = await readFile(await testClip(360));
    const start = await postEdit(fx.app, member, startFields({ exclusive: '1', size: String(bytes.length) }));
    const uploadId = (start.json() as { upload_id: number }).upload_id;
    let port = await listenLocal(fx.app);

    const metadata = `upload_id ${Buffer.from(String(uploadId)).toString('base64')}`;
    const created = await send(port, 'POST', UPLOAD_TUS_PATH, {
      ...tusHeaders(member, { 'upload-length': String(bytes.length), 'upload-metadata': metadata }),
    });
    expect(created.status).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/upload\/tus\/[0-9a-f]{32}$/);
    const patchHeaders = (offset: number, length: number) =>
      tusHeaders(member, {
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(length),
      });

    // The first half arrives whole.
    const half = Math.floor(bytes.length / 2);
    const first = await send(port, 'PATCH', location, patchHeaders(0, half), bytes.subarray(0, half));
    expect([first.status, first.headers['upload-offset']]).toEqual([204, String(half)]);
    // The next PATCH is cut off after a quarter, then the server restarts.
    const rest = bytes.subarray(half);
    await send(port, 'PATCH', location, patchHeaders(half, rest.length), rest, Math.floor(rest.length / 2));
    await fx.app.close();
    fx = await reopenUploadApp(fx);
    port = await listenLocal(fx.app);

    // The member re-selects the file: HEAD says where to go on from, nothing before it is lost.
    const head = await send(port, 'HEAD', location, tusHeaders(member));
    expect(head.status).toBe(200);
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBeGreaterThanOrEqual(half);
    expect(offset).toBeLessThan(bytes.length);
    expect((await uploadRow(fx.db, uploadId)).state).toBe('receiving');
    const last = await send(
      port,
      'PATCH',
      location,
      patchHeaders(offset, bytes.length - offset),
      bytes.subarray(offset),
    );
    expect([last.status, last.headers['upload-offset']]).toEqual([204, String(bytes.length)]);
    await fx.app.uploadChecks.idle();

    const done = await uploadRow(fx.db, uploadId);
    expect(done.state).toBe('checked');
    expect(done.content_hash).toBe(createHash('sha256').update(bytes).digest('hex'));
    // The bytes lie under the uploads dir by their tus id, never under the media root.
    expect(await exists(tusFile(fx.uploadsDir, done.tus_id))).toBe(true);
    expect(await filesBelow(fx.mediaRoot)).toEqual([]);
    await closeUploadApp(fx);
  });
});
