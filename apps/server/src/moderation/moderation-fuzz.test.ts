import { MODERATION_ACTS, MODERATION_SECTIONS, REJECT_REASONS } from '@tubekit/contract';
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { insertUser } from '../db/test-fixtures.ts';
import { expectOkOrClientError } from '../test/error-shape.ts';
import { queuedUpload } from './moderation-rows.ts';
import { getModeration, moderationTestApp, postWithToken } from './moderation-test-kit.ts';

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

describe('moderation.php and dmca.php on any input', () => {
  const fx = moderationTestApp();
  beforeAll(async () => {
    const uploader = await insertUser(fx.db);
    for (let i = 0; i < 4; i++) await queuedUpload(fx.db, uploader);
  });

  it('POST moderation.php: any form from a moderator, a member or a visitor, with or without the token, answers 200 or a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        form,
        fc.constantFrom(fx.moderator, fx.member, null),
        fc.boolean(),
        async (fields, who, token) => {
          expectOkOrClientError(
            await postWithToken(
              fx.app,
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
      fc.asyncProperty(form, fc.constantFrom(fx.moderator, fx.member, null), async (query, who) => {
        expectOkOrClientError(await getModeration(fx.app, who, query));
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
        expectOkOrClientError(
          await postWithToken(fx.app, '/dmca.php', null, sent, `10.30.${ip >> 8}.${ip & 255}`),
        );
      }),
      { numRuns: 150 },
    );
  });
});
