import type { Db } from '@tubekit/server/src/db/connect.ts';

/** Real objects of the benchmarked catalogue, so every benchmarked path answers 200. */
export interface CatalogueSample {
  categoryDirs: string[];
  modelDirs: string[];
  videoIds: number[];
  /** Suggester inputs (3-5 characters, the minimum search is more than 2). */
  prefixes: string[];
}

/** Small deterministic PRNG (mulberry32) so runs request the same paths. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function prefixesOf(titles: string[]): string[] {
  const out = new Set<string>();
  titles.forEach((title, i) => {
    const word = title
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, '')
      .trim();
    if (word.length >= 3) out.add(word.slice(0, 3 + (i % 3)));
  });
  return [...out];
}

/** Reads the sample from an open catalogue (a few indexed queries). */
export async function sampleCatalogue(db: Db, videoCount: number): Promise<CatalogueSample> {
  const k = db.kysely;
  // The 12 categories, then models, with the most videos.
  const biggest = (table: 'categories' | 'models') =>
    k.selectFrom(table).select(['dir', 'title']).orderBy('total_videos', 'desc').limit(12).execute();
  const categories = await biggest('categories');
  const models = await biggest('models');
  const keywords = await k
    .selectFrom('keywords')
    .select('title')
    .orderBy('popularity', 'desc')
    .limit(12)
    .execute();
  const random = prng(20240607);
  const videoIds = new Set<number>();
  // Ids spread over the whole table: the first active video at or after a random id.
  for (let i = 0; i < 400; i++) {
    const from = 1 + Math.floor(random() * videoCount);
    const row = await k
      .selectFrom('videos')
      .select('video_id')
      .where('video_id', '>=', from)
      .where('status_id', '=', 1)
      .orderBy('video_id')
      .limit(1)
      .executeTakeFirst();
    if (row) videoIds.add(row.video_id);
  }
  const prefixes = prefixesOf([...categories, ...models, ...keywords].map((r) => r.title));
  if (categories.length === 0 || models.length === 0 || videoIds.size === 0 || prefixes.length === 0) {
    throw new Error('the catalogue has no categories, models, active videos or titles to benchmark');
  }
  return {
    categoryDirs: categories.slice(0, 3).map((r) => r.dir),
    modelDirs: models.slice(0, 3).map((r) => r.dir),
    videoIds: [...videoIds],
    prefixes,
  };
}

/** A made-up sample for the `--stand-in` harness check (the stand-in answers any path). */
export function standInSample(): CatalogueSample {
  return {
    categoryDirs: ['synthetic-category-1', 'synthetic-category-2'],
    modelDirs: ['synthetic-model-1', 'synthetic-model-2'],
    videoIds: Array.from({ length: 100 }, (_, i) => 1 + i * 9973),
    prefixes: ['syn', 'synt', 'cat', 'mod', 'abc'],
  };
}
