import {
  channelPath,
  LATEST_VIDEOS,
  mainPath,
  modelPath,
  modelsPath,
  relatedPath,
  searchUrl,
  suggesterPath,
  videoPath,
  videosPath,
} from '@tubekit/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertCategory, insertVideo } from '../db/test-fixtures.ts';
import { suiteTestApp } from '../test/test-app.ts';

/** Every path prefix the server answers (all domains), plus a few it does not. */
const PREFIXES = [
  '/json/main/',
  '/json/videos2/',
  '/json/video/',
  '/json/related/',
  '/json/suggester/',
  '/json/categories/',
  '/json/channels/',
  '/json/channel/',
  '/json/models/',
  '/json/model/',
  '/json/members/',
  '/json/member/',
  '/json/comments/',
  '/json/playlists/',
  '/json/playlist/',
  '/json/subscriptions/',
  '/videos2.php',
  '/suggester.php',
  '/videofile.php',
  '/media/',
  '/timelines/',
  '/input.php',
  '/',
];

/** Valid paths, to mutate into nearly-valid ones. */
const VALID = [
  mainPath.build({ lifetime: 3600, gender: 'str', lang: 'en' }),
  videosPath.build({
    lifetime: 3600,
    gender: 'str',
    sort: 'top-rated',
    count: 24,
    section: 'categories',
    object_id: 'beach',
    page: 1,
    type: 'all',
    duration: 2,
    date: 'week',
  }),
  videoPath.build({ lifetime: 86400, video_id: 1 }),
  relatedPath.build({ lifetime: 432000, count: 24, video_id: 1, page: 1 }),
  suggesterPath.build({ lifetime: 43200, count: 10 }),
  channelPath.build({ lifetime: 86400, dir: 'abc' }),
  modelsPath.build({
    lifetime: 86400,
    gender: 'str',
    filter: '.......',
    sort: 'alphabetaz',
    count: 30,
    page: 1,
  }),
  modelPath.build({ lifetime: 3600, dir: 'abc' }),
  searchUrl({ ...LATEST_VIDEOS, sort: 'relevance' }, 'beach'),
  'suggester.php?c=bea',
];

const piece = fc.oneof(
  fc.stringMatching(/^[a-z0-9.\-_]{0,12}$/),
  fc.constantFrom(
    '0',
    '-1',
    '99999999999999',
    '1e3',
    '..',
    '%2e%2e',
    '%00',
    '%',
    '%zz',
    'jsond',
    'json',
    '&',
    '=',
    '?',
    '/',
  ),
  fc.string({ maxLength: 8 }).map(encodeURIComponent),
);
const randomUrl = fc
  .tuple(fc.constantFrom(...PREFIXES), fc.array(piece, { maxLength: 8 }), fc.array(piece, { maxLength: 4 }))
  .map(([prefix, parts, query]) => `${prefix}${parts.join('/')}${query.length ? `?${query.join('&')}` : ''}`);
const mutatedUrl = fc
  .tuple(fc.constantFrom(...VALID), fc.nat(), fc.constantFrom('', '.', '/', 'x', '0', '%', '-', '9'))
  .map(([path, at, insert]) => {
    const i = at % (path.length + 1);
    return `/${path.slice(0, i)}${insert}${path.slice(i + 1)}`;
  });

describe('every route under malformed input', () => {
  const fx = suiteTestApp(async (db) => {
    const beach = await insertCategory(db, { dir: 'beach', title: 'Beach' });
    await insertVideo(db, { category_ids: [beach] });
  });

  it('never answers 5xx, and every error is {error: true, code}', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(randomUrl, mutatedUrl),
        fc.constantFrom('GET', 'HEAD', 'POST'),
        async (url, method) => {
          const res = await fx.app.inject({ method, url });
          expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
          if (res.statusCode >= 400 && method !== 'HEAD') {
            const body = res.json() as { error?: unknown; code?: unknown };
            expect(body.error, `${method} ${url}`).toBe(true);
            expect(typeof body.code, `${method} ${url}`).toBe('string');
          }
        },
      ),
      { numRuns: 600 },
    );
  });
});
