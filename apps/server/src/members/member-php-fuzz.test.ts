import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { openDatabase } from '../db/connect.ts';
import { expectOkOrClientError } from '../test/error-shape.ts';
import { anyFilePart } from '../test/multipart-fuzz.ts';
import {
  formToken,
  memberTestApp,
  type multipart,
  postMember,
  postMultipart,
  type Session,
  signedIn,
} from './member-test-kit.ts';

/** Any form of the fields member.php reads, plus strays, with any values. */
const form = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'section',
      'user_id',
      'about_me',
      'birth_date',
      'gender',
      'country',
      'city',
      'website',
      'csrf',
    ),
    fc.string(),
  ),
  fc.oneof(
    fc.string(),
    fc.constantFrom('profile', 'edit', 'u_ava', 'u_cover', '1', '0', '', '2000-02-30', 'https://x.y'),
    fc.string({ minLength: 900, maxLength: 1200 }),
  ),
  { maxKeys: 8 },
);

describe('member.php on any body', () => {
  let db: Db;
  let fx: Awaited<ReturnType<typeof memberTestApp>>;
  let ann: Session;
  beforeAll(async () => {
    db = await openDatabase({ sqlitePath: ':memory:' });
    fx = await memberTestApp(db);
    ann = await signedIn(fx, 'ann');
  });
  afterAll(async () => {
    await fx?.app.close();
    await db?.close();
  });

  it('answers any form, with or without a valid token, 200 or a 4xx in the spec shape, never a 500', async () => {
    const { csrf, cookie } = await formToken(fx.app, ann, 'profile');
    await fc.assert(
      fc.asyncProperty(form, fc.boolean(), async (fields, withToken) => {
        const res = await postMember(fx.app, cookie, withToken ? { ...fields, csrf } : fields);
        expectOkOrClientError(res);
      }),
      { numRuns: 150 },
    );
  });

  it('answers any multipart body (fields in any order, any bytes as the file) with 200 or a 4xx, never a 500', async () => {
    const { csrf, cookie } = await formToken(fx.app, ann, 'avatar');
    const field = fc.tuple(
      fc.constantFrom('section', 'csrf', 'x'),
      fc.oneof(fc.constantFrom('u_ava', 'u_cover', csrf), fc.string()),
    );
    const file = anyFilePart(['image/jpeg', 'text/plain'], 2048);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(field, file), { maxLength: 5 }), async (parts) => {
        const res = await postMultipart(
          fx.app,
          '/member.php',
          cookie,
          parts.map((p) => (Array.isArray(p) ? [p[0], p[1].replace(/[\r\n]/g, '')] : p)) as Parameters<
            typeof multipart
          >[0],
        );
        expectOkOrClientError(res);
      }),
      { numRuns: 150 },
    );
  });
});
