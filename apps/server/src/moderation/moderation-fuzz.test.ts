import { MODERATION_ACTS, MODERATION_SECTIONS, REJECT_REASONS } from '@tubekit/contract';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../comments/comments-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { openDatabase } from '../db/connect.ts';
import { insertUser } from '../db/test-fixtures.ts';
import { getModeration, moderationApp, postWithToken, queuedUpload } from './moderation-test-kit.ts';

/** A value: any string, a small id (some exist), a long text, or one of the words the forms know. */
const value = fc.oneof(
  fc.string(),
  fc.integer({ min: -2, max: 6 }).map(String),
  fc.constantFrom(
    ...MODERATION_ACTS,
    ...MODERATION_SECTIONS,
    ...REJECT_REASONS,
    'videos',
    'users',
    '1',
    '99999999999',
    '',
  ),
  fc.string({ minLength: 990, maxLength: 1100 }),
);

/** Any form of the fields moderation.php and dmca.php read, plus strays. */
const form = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'act',
      'video_id',
      'reason',
      'text',
      'report_id',
      'notice_id',
      'user_id',
      'section',
      'item',
      'object_id',
      'name',
      'email',
      'url',
      'work',
      'sworn',
    ),
    fc.string({ maxLength: 8 }),
  ),
  value,
  { maxKeys: 8 },
);

/** 200, or a 4xx in the spec's shapes: `{error, code, field?}` or `{error, codes: [{field, code}]}`. */
function expectAnswer(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBeLessThan(500);
  if (res.statusCode === 200) return;
  const body = res.json() as { error?: unknown; code?: unknown; codes?: { field: unknown; code: unknown }[] };
  expect(body.error).toBe(true);
  if (Array.isArray(body.codes))
    for (const c of body.codes) expect(typeof c.field === 'string' && typeof c.code === 'string').toBe(true);
  else expect(typeof body.code).toBe('string');
}

describe('moderation.php and dmca.php on any input', () => {
  let db: Db;
  let app: FastifyInstance;
  let moderator: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    db = await openDatabase({ sqlitePath: ':memory:' });
    ({ app, moderator, member } = await moderationApp(db));
    const uploader = await insertUser(db);
    for (let i = 0; i < 4; i++) await queuedUpload(db, uploader);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('POST moderation.php: any form from a moderator, a member or a visitor, with or without the token, answers 200 or a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        form,
        fc.constantFrom(moderator, member, null),
        fc.boolean(),
        async (fields, who, token) => {
          expectAnswer(
            await postWithToken(
              app,
              '/moderation.php',
              who,
              token ? fields : { ...fields, csrf: fields.csrf ?? 'x' },
            ),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('GET moderation.php: any query answers 200 or a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(form, fc.constantFrom(moderator, member, null), async (query, who) => {
        expectAnswer(await getModeration(app, who, query));
      }),
      { numRuns: 150 },
    );
  });

  it('POST dmca.php: any form, with or without the token, answers 200 or a 4xx', async () => {
    let ip = 0;
    await fc.assert(
      fc.asyncProperty(form, fc.boolean(), async (fields, token) => {
        ip += 1;
        const sent = token ? fields : { ...fields, csrf: 'x' };
        expectAnswer(await postWithToken(app, '/dmca.php', null, sent, `10.30.${ip >> 8}.${ip & 255}`));
      }),
      { numRuns: 150 },
    );
  });
});
