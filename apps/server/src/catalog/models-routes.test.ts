import {
  formatModelFilter,
  MODEL_SORTS,
  type ModelCard,
  type ModelDetail,
  type ModelFilter,
  type ModelsParams,
  modelPath,
  modelsPath,
} from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import { insertModel, insertVideo } from '../db/test-fixtures.ts';
import { suiteTestApp } from '../test/test-app.ts';

describe.each(testDatabases())('models on $name', ({ open }) => {
  const json = async <T>(path: string) => (await fx.app.inject(`/${path}`)).json() as T;
  const models = (p: Partial<ModelsParams> & { f?: ModelFilter }) =>
    json<{ models: ModelCard[]; total_count: number }>(
      modelsPath.build({
        lifetime: 86400,
        gender: 'str',
        filter: formatModelFilter(p.f ?? {}),
        sort: 'alphabetaz',
        count: 60,
        page: 1,
        ...p,
      }),
    );
  /** Model rows whose sort keys are all in different orders. */
  const modelRows = [
    {
      title: 'Bea',
      total_videos: 1,
      popularity: 5,
      comments_count: 3,
      subscribers: 9,
      video_viewed: 2,
      added_date: 30,
      rating: 0.5,
      age_group: 1,
      hair: 5,
      height: 2,
      weight: 1,
      ethnicity: 'asian',
      gender: 2,
      country: 'fr',
    },
    {
      title: 'Ada',
      total_videos: 4,
      popularity: 1,
      comments_count: 9,
      subscribers: 1,
      video_viewed: 7,
      added_date: 10,
      rating: 0.9,
      age_group: 2,
      hair: 1,
      height: 3,
      weight: 2,
      ethnicity: 'latin',
      gender: 2,
      country: 'us',
    },
    {
      title: 'Cy',
      total_videos: 2,
      popularity: 9,
      comments_count: 1,
      subscribers: 5,
      video_viewed: 9,
      added_date: 20,
      rating: 0.1,
      age_group: 3,
      hair: 3,
      height: 4,
      weight: 3,
      ethnicity: 'ebony',
      gender: 1,
      country: 'us',
    },
    {
      title: 'Dee',
      total_videos: 0,
      popularity: 7,
      comments_count: 5,
      subscribers: 3,
      video_viewed: 1,
      added_date: 40,
      rating: 0.7,
      age_group: 4,
      hair: 2,
      height: 1,
      weight: 4,
      ethnicity: 'caucasian',
      gender: 3,
      country: 'de',
    },
  ];

  const fx = suiteTestApp(async (db) => {
    const modelIds: number[] = [];
    for (const row of modelRows)
      modelIds.push(
        await insertModel(db, {
          ...row,
          dir: row.title.toLowerCase(),
          birth_date: '1990-01-02',
          height_cm: 170,
          alias: 'Alias',
        }),
      );
    await insertVideo(db, { model_ids: [modelIds[2]!], post_date: 900 });
    await insertVideo(db, { model_ids: [modelIds[0]!], post_date: 800 });
  }, open);
  it.each(MODEL_SORTS)('sorts models by %s', async (sort) => {
    const key: Record<string, (r: (typeof modelRows)[number]) => number | string> = {
      'count-videos': (r) => r.total_videos,
      'most-commented': (r) => r.comments_count,
      'most-popular': (r) => r.popularity,
      'most-popular-toptn': (r) => r.popularity,
      'most-subscribed': (r) => r.subscribers,
      'most-viewed': (r) => r.video_viewed,
      recent: (r) => r.added_date,
      'top-rated': (r) => r.rating,
    };
    let expected: string[];
    if (sort === 'alphabetaz') expected = ['Ada', 'Bea', 'Cy', 'Dee'];
    else if (sort === 'alphabetza') expected = ['Dee', 'Cy', 'Bea', 'Ada'];
    else if (sort === 'latest-updates') expected = ['Cy', 'Bea', 'Dee', 'Ada'].slice(0, 2);
    else {
      const pick = key[sort]!;
      const rows = sort === 'most-popular-toptn' ? modelRows.filter((r) => r.total_videos > 0) : modelRows;
      expected = [...rows].sort((a, b) => Number(pick(b)) - Number(pick(a))).map((r) => r.title);
    }
    const body = await models({ sort });
    expect(body.models.map((m) => m.title).slice(0, expected.length)).toEqual(expected);
    expect(body.total_count).toBe(sort === 'most-popular-toptn' ? 3 : 4);
  });

  it.each([
    [{ age_group: 2 }, ['Ada']],
    [{ hair: 5 }, ['Bea']],
    [{ height: 4 }, ['Cy']],
    [{ weight: 4 }, ['Dee']],
    [{ ethnicity: 'latin' }, ['Ada']],
    [{ letter: 'c' }, ['Cy']],
    [{ gender: 2 }, ['Ada', 'Bea']],
    [{ country: 'us' }, ['Ada', 'Cy']],
    [{ country: 'us', gender: 1 }, ['Cy']],
  ] as [ModelFilter, string[]][])('filters models by %o', async (f, titles) => {
    const body = await models({ f });
    expect(body.models.map((m) => m.title)).toEqual(titles);
    expect(body.total_count).toBe(titles.length);
  });

  it('lists men for gay and shemales for she', async () => {
    expect((await models({ gender: 'gay' })).models.map((m) => m.title)).toEqual(['Cy']);
    expect((await models({ gender: 'she' })).models.map((m) => m.title)).toEqual(['Dee']);
  });

  it('refuses a bad filter string with the field at fault', async () => {
    const res = await fx.app.inject('/json/models/86400/str/filt.9....../alphabetaz/60/1.json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, code: 'invalid_param', field: 'hair' });
  });

  it('answers one model with the info block, 404 for an unknown dir', async () => {
    const res = await fx.app.inject(`/${modelPath.build({ lifetime: 3600, dir: 'bea' })}`);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { model } = res.json() as { model: ModelDetail };
    expect(model).toMatchObject({ dir: 'bea', title: 'Bea', statistics: { videos: 1, subscribers: 9 } });
    expect(model.info).toMatchObject({
      alias: 'Alias',
      hair: 'blonde',
      gender: 'woman',
      ethnicity: 'asian',
      race: 'asian',
      country: 'fr',
      height: '170 cm',
      weight: '',
      birth_date: '1990-01-02',
      age: '25',
    });
    expect(Object.keys(model.info)).toHaveLength(26);
    expect((await fx.app.inject(`/${modelPath.build({ lifetime: 3600, dir: 'nope' })}`)).statusCode).toBe(
      404,
    );
  });
});
