import {
  COUNT_CAPS,
  channelsPath,
  LATEST_VIDEOS,
  MAX_COUNT,
  membersPath,
  modelsPath,
  playlistsPath,
  relatedPath,
  searchUrl,
  suggesterPath,
  videosPath,
} from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { insertVideo } from '../db/test-fixtures.ts';
import { suiteTestApp } from '../test/test-app.ts';
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_TOKEN } from './cached-json.ts';

/**
 * Issue #25: `count` went up to 1000 on every list, so one client asking for 1.1 MB pages
 * slowed everyone. Each path now accepts up to the largest page the product uses.
 */
describe('count caps of the JSON list paths (whole app)', () => {
  let video: number;
  const fx = suiteTestApp(async (db) => {
    video = await insertVideo(db);
  });

  /** A path of each list at a given count (the count field is last-but-few in every template). */
  const paths: Record<keyof typeof COUNT_CAPS, (count: number) => string> = {
    videos: (count) => videosPath.build({ ...LATEST_VIDEOS, count }),
    related: (count) => relatedPath.build({ lifetime: 432000, count, video_id: video, page: 1 }),
    suggester: (count) => suggesterPath.build({ lifetime: 43200, count }),
    channels: (count) =>
      channelsPath.build({
        lifetime: 86400,
        gender: 'str',
        sort: 'alphabetaz',
        count,
        section: 'all',
        object_id: '',
        page: 1,
      }),
    models: (count) =>
      modelsPath.build({
        lifetime: 86400,
        gender: 'str',
        filter: '.......',
        sort: 'alphabetaz',
        count,
        page: 1,
      }),
    members: (count) =>
      membersPath.build({
        lifetime: 86400,
        section: 'all',
        filter: '.......',
        sort: 'recent',
        count,
        page: 1,
      }),
    playlists: (count) =>
      playlistsPath.build({
        lifetime: 86400,
        sort: 'latest-updates',
        count,
        section: 'all',
        page: 1,
        gender: 'str',
        object_id: '',
      }),
  };

  it.each(Object.keys(COUNT_CAPS) as (keyof typeof COUNT_CAPS)[])(
    '%s: count at the cap answers 200, one above answers 400 invalid_param field count',
    async (list) => {
      const cap = COUNT_CAPS[list];
      const at = await fx.app.inject(`/${paths[list](cap)}`);
      expect(at.statusCode, at.body).toBe(200);
      const over = await fx.app.inject(`/${paths[list](cap + 1)}`);
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ error: true, code: 'invalid_param', field: 'count' });
    },
  );

  it("the server's own in-process reads (the sitemap, internal token) may ask up to 1000 on videos, models and channels; a wrong token may not", async () => {
    const internal = { [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_TOKEN };
    const forged = { [INTERNAL_REQUEST_HEADER]: 'x'.repeat(INTERNAL_REQUEST_TOKEN.length) };
    for (const list of ['videos', 'models', 'channels'] as const) {
      const url = `/${paths[list](MAX_COUNT)}`;
      expect((await fx.app.inject({ url, headers: internal })).statusCode, list).toBe(200);
      expect((await fx.app.inject({ url, headers: forged })).statusCode, list).toBe(400);
      expect(
        (await fx.app.inject({ url: `/${paths[list](MAX_COUNT + 1)}`, headers: internal })).statusCode,
      ).toBe(400);
    }
  });

  it('videos2.php (search): count above the videos cap is 400 invalid_param field count', async () => {
    const over = await fx.app.inject(
      `/${searchUrl({ ...LATEST_VIDEOS, sort: 'relevance', count: COUNT_CAPS.videos + 1 }, 'test')}`,
    );
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: true, code: 'invalid_param', field: 'count' });
  });

  it('the caps are the largest pages of spec section 9: 96 members, 60 lists, 1000 only for the suggester', () => {
    expect(COUNT_CAPS).toEqual({
      videos: 60,
      related: 24,
      suggester: 1000,
      channels: 60,
      models: 60,
      members: 96,
      playlists: 60,
    });
  });
});
