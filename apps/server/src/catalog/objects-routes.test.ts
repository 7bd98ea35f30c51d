import {
  ALL_CHANNELS,
  type Category,
  type ChannelCard,
  type ChannelDetail,
  type ChannelsParams,
  categoriesPath,
  channelPath,
  channelsPath,
} from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import { insertCategory, insertChannel, insertVideo } from '../db/test-fixtures.ts';
import { suiteTestApp } from '../test/test-app.ts';

describe.each(testDatabases())('categories and channels on $name', ({ open }) => {
  const json = async <T>(path: string) => (await fx.app.inject(`/${path}`)).json() as T;
  const channels = (p: Partial<ChannelsParams>) =>
    json<{ channels: ChannelCard[]; total_count: number }>(channelsPath.build({ ...ALL_CHANNELS, ...p }));
  const fx = suiteTestApp(async (db) => {
    const beach = await insertCategory(db, { dir: 'beach', title: 'Beach', toptn: 2, total_videos: 3 });
    await insertCategory(db, { dir: 'attic', title: 'Attic', toptn: 0 });
    await insertCategory(db, { dir: 'yard', title: 'Yard', toptn: 1 });
    const alpha = await insertChannel(db, {
      dir: 'alpha',
      title: 'Alpha',
      total_videos: 1,
      popularity: 1,
      video_viewed: 5,
      added_date: 1,
      rating: 0.2,
    });
    const beta = await insertChannel(db, {
      dir: 'beta',
      title: 'Beta',
      total_videos: 5,
      popularity: 3,
      video_viewed: 1,
      added_date: 3,
      rating: 0.9,
      description: 'About beta',
    });
    await insertChannel(db, {
      dir: 'gamma',
      title: 'Gamma',
      total_videos: 3,
      popularity: 2,
      video_viewed: 9,
      added_date: 2,
      rating: 0.5,
    });
    await insertVideo(db, { channel_id: alpha, post_date: 500, category_ids: [beach] });
    await insertVideo(db, { channel_id: beta, post_date: 100 });
  }, open);

  it('lists trending categories in rank order and all categories A-Z', async () => {
    const toptn = await json<{ categories: Category[] }>(
      categoriesPath.build({ lifetime: 14400, gender: 'str', section: 'toptn', lang: 'en' }),
    );
    expect(toptn.categories.map((c) => c.dir)).toEqual(['yard', 'beach']);
    const all = await json<{ categories: Category[]; total_count: number }>(
      categoriesPath.build({ lifetime: 14400, gender: 'str', section: 'all', lang: 'en' }),
    );
    expect(all.categories.map((c) => c.dir)).toEqual(['attic', 'beach', 'yard']);
    expect(all.categories[1]).toMatchObject({ dir: 'beach', title: 'Beach', total_videos: 3, toptn: 2 });
  });

  it.each([
    ['alphabetaz', ['alpha', 'beta', 'gamma']],
    ['alphabetza', ['gamma', 'beta', 'alpha']],
    ['count-videos', ['beta', 'gamma', 'alpha']],
    ['latest-updates', ['alpha', 'beta', 'gamma']],
    ['most-popular', ['beta', 'gamma', 'alpha']],
    ['most-viewed', ['gamma', 'alpha', 'beta']],
    ['recent', ['beta', 'gamma', 'alpha']],
    ['top-rated', ['beta', 'gamma', 'alpha']],
  ] as const)('sorts channels by %s', async (sort, dirs) => {
    const body = await channels({ sort });
    expect(body.channels.map((c) => c.dir)).toEqual(dirs);
    expect(body.total_count).toBe(3);
  });

  it('lists the channels of a category, 404 for an unknown one', async () => {
    expect(
      (await channels({ section: 'categories', object_id: 'beach' })).channels.map((c) => c.dir),
    ).toEqual(['alpha']);
    const res = await fx.app.inject(
      `/${channelsPath.build({ lifetime: 86400, gender: 'str', sort: 'alphabetaz', count: 60, section: 'categories', object_id: 'nope', page: 1 })}`,
    );
    expect(res.statusCode).toBe(404);
  });

  it('answers one channel, 404 for an unknown dir', async () => {
    const body = await json<{ channel: ChannelDetail }>(channelPath.build({ lifetime: 86400, dir: 'beta' }));
    expect(body.channel).toMatchObject({
      dir: 'beta',
      title: 'Beta',
      description: 'About beta',
      statistics: { videos: 5 },
    });
    expect((await fx.app.inject(`/${channelPath.build({ lifetime: 86400, dir: 'nope' })}`)).statusCode).toBe(
      404,
    );
  });
});
