import fc from 'fast-check';
import { describe, it } from 'vitest';
import { openDatabase } from '../db/connect.ts';
import { postMultipart } from '../members/member-test-kit.ts';
import { expectOkOrClientError } from '../test/error-shape.ts';
import { anyFilePart } from '../test/multipart-fuzz.ts';
import { uploaderOf, uploadTestApp } from './upload-test-app.ts';
import { postEdit } from './upload-test-kit.ts';

/** Any form of the fields video_edit.php reads, plus strays, with any values. */
const form = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'act',
      'upload_id',
      'title',
      'description',
      'categories',
      'gender',
      'is_private',
      'channel',
      'exclusive',
      'file_name',
      'size',
      'duration',
      'preview',
    ),
    fc.string(),
  ),
  fc.oneof(
    fc.string(),
    fc.constantFrom(
      'start',
      'preview',
      'publish',
      'beach',
      'beach,office',
      'str',
      '0',
      '1',
      'clip.mp4',
      '1e3',
      '-1',
    ),
    fc.constantFrom(
      '10737418240',
      '10737418241',
      '99999999999999999999',
      '360',
      '1',
      'NaN',
      'Infinity',
      '0x10',
    ),
    fc.string({ minLength: 900, maxLength: 2100 }),
  ),
  { maxKeys: 10 },
);

describe('video_edit.php on any body', () => {
  const fx = uploadTestApp(() => openDatabase({ sqlitePath: ':memory:' }));
  const member = uploaderOf(fx, 'fuzzer1');

  it('answers any form, with or without the token, 200 or a 4xx in the contract shape, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(form, fc.boolean(), async (fields, withToken) => {
        // Uploads made by accepted starts would hit the quotas: start each run from none.
        await fx.db.kysely.deleteFrom('uploads').execute();
        const res = await postEdit(fx.app, withToken ? member : { ...member, csrf: '' }, fields);
        expectOkOrClientError(res);
      }),
      { numRuns: 200 },
    );
  });

  it('answers any multipart body (any fields, any bytes as the file) 200 or a 4xx, never a 500', async () => {
    const field = fc.tuple(
      fc.constantFrom('act', 'csrf', 'upload_id', 'preview', 'x'),
      fc.oneof(fc.constantFrom('preview', 'start', 'publish', member.csrf, '1'), fc.string()),
    );
    const file = anyFilePart(['image/jpeg', 'application/octet-stream'], 2000);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(field, file), { maxLength: 6 }), async (parts) => {
        const res = await postMultipart(fx.app, '/video_edit.php', member.cookies, parts);
        expectOkOrClientError(res);
      }),
      { numRuns: 100 },
    );
  });

  it('answers any upload_id query 200 or a 4xx in the contract shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (id) => {
        const res = await fx.app.inject({
          url: `/video_edit.php?upload_id=${encodeURIComponent(id)}`,
          headers: { cookie: member.cookies },
        });
        expectOkOrClientError(res);
      }),
      { numRuns: 100 },
    );
  });
});
