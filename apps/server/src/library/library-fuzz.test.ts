import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsTestApp } from '../accounts/accounts-test-kit.ts';
import { insertModel, insertVideo } from '../db/test-fixtures.ts';
import { readList, type SignedIn, signedInMember, stat } from './library-test-kit.ts';

/** Words the library acts know, mixed with junk, so generated calls reach the deep branches. */
const word = fc.oneof(
  fc.constantFrom(
    'favourite',
    'watch_later',
    'history',
    'bookmark',
    'add',
    'remove',
    'merge',
    'models',
    'channels',
  ),
  fc.constantFrom(
    '1',
    '2',
    '0',
    '-1',
    '',
    'model-1',
    '99999999999',
    '[1,2]',
    '[]',
    '["a"]',
    '[1,',
    'null',
    '{}',
  ),
  fc.string({ maxLength: 16 }),
);
const fields = fc.dictionary(
  fc.constantFrom('act', 'section', 'video_id', 'video_ids', 'type', 'object_id', 'user_id'),
  word,
);

describe('no library input ever answers 500', () => {
  const fx = accountsTestApp(undefined, {
    seed: async (db) => {
      await insertVideo(db);
      await insertVideo(db);
      await insertModel(db);
    },
  });
  let member: SignedIn;

  beforeAll(async () => {
    member = await signedInMember(fx.db);
  });

  it('input.php: any form fields of a signed-in member answer ok or {error, code} below 500', async () => {
    await fc.assert(
      fc.asyncProperty(fields, word, async (f, act) => {
        const res = await stat(fx.app, member, { act, ...f });
        expect(res.statusCode).toBeLessThan(500);
        const body = res.json();
        expect(body.ok === true || (body.error === true && typeof body.code === 'string')).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('input.php: JSON bodies with any value types answer below 500', async () => {
    const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), word);
    const body = fc.record(
      {
        act: fc.constantFrom('favourite', 'watch_later', 'history', 'bookmark'),
        section: value,
        video_id: value,
        video_ids: value,
        type: value,
        object_id: value,
      },
      { requiredKeys: ['act'] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await fx.app.inject({
          method: 'POST',
          url: '/input.php',
          headers: { 'content-type': 'application/json', cookie: member.cookie },
          payload: JSON.stringify(b),
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  it('json/library: generated paths answer a list or {error, code} below 500', async () => {
    const segment = fc.oneof(
      fc.constantFrom(
        '0',
        '1',
        '24',
        '60',
        '61',
        'favourite_videos',
        'watch_later_videos',
        'history',
        'bookmarks',
      ),
      fc.constantFrom(String(member?.userId ?? 1), '999999', '-1', '00', 'x'),
      fc.string({ maxLength: 8 }).map(encodeURIComponent),
    );
    const path = fc
      .tuple(
        fc.array(segment, { minLength: 0, maxLength: 5 }),
        segment,
        segment,
        fc.constantFrom('json', 'jsond', 'x'),
      )
      .map(([dirs, id, page, ext]) => `json/library/${dirs.join('/')}/${id}.${page}.${ext}`);
    await fc.assert(
      fc.asyncProperty(path, fc.boolean(), async (p, signedIn) => {
        const res = await readList(fx.app, signedIn ? member : null, p);
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode !== 200)
          expect(res.json()).toMatchObject({ error: true, code: expect.any(String) });
      }),
      { numRuns: 300 },
    );
  });
});
