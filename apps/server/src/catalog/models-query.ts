import {
  type Gender,
  type ModelCard,
  type ModelDetail,
  type ModelFilter,
  type ModelSort,
  VIDEO_STATUS,
} from '@tubekit/contract';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { COUNTER_COLUMNS, type CounterColumns, cardStatistics, countRows } from './cards.ts';
import { MODEL_INFO_COLUMNS, toModelInfo } from './model-info.ts';
import type { TotalsCache } from './totals.ts';

type ModelsQuery = SelectQueryBuilder<Database, 'models', object>;

const CARD_COLUMNS = ['model_id', 'dir', 'title', 'thumbnail', ...COUNTER_COLUMNS] as const;

/**
 * The path's gender picks the site section: gay lists men (1), she lists shemales (3),
 * str lists everyone. The filter string's own gender narrows further.
 */
const SECTION_GENDER: Record<Gender, number | null> = { str: null, gay: 1, she: 3 };

/** Every field of the filter string (spec "Filter enumerations") as a where clause. */
export function applyModelFilter(q: ModelsQuery, gender: Gender, f: ModelFilter): ModelsQuery {
  let out = q;
  const sectionGender = SECTION_GENDER[gender];
  if (sectionGender !== null) out = out.where('gender', '=', sectionGender);
  if (f.gender !== undefined) out = out.where('gender', '=', f.gender);
  if (f.age_group !== undefined) out = out.where('age_group', '=', f.age_group);
  if (f.hair !== undefined) out = out.where('hair', '=', f.hair);
  if (f.height !== undefined) out = out.where('height', '=', f.height);
  if (f.weight !== undefined) out = out.where('weight', '=', f.weight);
  if (f.ethnicity !== undefined) out = out.where('ethnicity', '=', f.ethnicity);
  if (f.country !== undefined) out = out.where('country', '=', f.country);
  if (f.letter !== undefined) out = out.where(sql`lower(substr(title, 1, 1))`, '=', f.letter);
  return out;
}

/** Orders models by a sort of the models list (ties by id). */
function sortModels(q: ModelsQuery, sort: ModelSort): ModelsQuery {
  switch (sort) {
    case 'alphabetaz':
      return q.orderBy('title').orderBy('model_id');
    case 'alphabetza':
      return q.orderBy('title', 'desc').orderBy('model_id', 'desc');
    case 'latest-updates':
      return q
        .orderBy(
          sql`COALESCE((SELECT MAX(v.post_date) FROM video_models vm JOIN videos v ON v.video_id = vm.video_id WHERE vm.model_id = models.model_id AND v.status_id = ${VIDEO_STATUS.active}), 0)`,
          'desc',
        )
        .orderBy('model_id', 'desc');
    case 'most-popular-toptn':
      // Trending: most popular first (listModels keeps only performers with videos).
      return q.orderBy('popularity', 'desc').orderBy('model_id', 'desc');
    default: {
      const column = {
        'count-videos': 'total_videos',
        'most-commented': 'comments_count',
        'most-popular': 'popularity',
        'most-subscribed': 'subscribers',
        'most-viewed': 'video_viewed',
        recent: 'added_date',
        'top-rated': 'rating',
      } as const;
      return q.orderBy(column[sort], 'desc').orderBy('model_id', 'desc');
    }
  }
}

function toModelCard(
  row: CounterColumns & { model_id: number; dir: string; title: string; thumbnail: string },
): ModelCard {
  return {
    model_id: row.model_id,
    dir: row.dir,
    title: row.title,
    statistics: cardStatistics(row),
    thumbnail: row.thumbnail,
  };
}

/** A page of performer cards with the (cached) total of the filter. */
export async function listModels(
  db: Db,
  totals: TotalsCache,
  opts: {
    gender: Gender;
    filter: ModelFilter;
    filterText: string;
    sort: ModelSort;
    page: number;
    count: number;
  },
): Promise<{ models: ModelCard[]; total_count: number }> {
  let base = applyModelFilter(db.kysely.selectFrom('models'), opts.gender, opts.filter);
  // The trending sort lists only performers with videos; its total must say the same.
  if (opts.sort === 'most-popular-toptn') base = base.where('total_videos', '>', 0);
  const toptn = opts.sort === 'most-popular-toptn' ? 't' : '';
  const [rows, total_count] = await Promise.all([
    sortModels(base, opts.sort)
      .select(CARD_COLUMNS)
      .limit(opts.count)
      .offset((opts.page - 1) * opts.count)
      .execute(),
    totals.get(`m|${opts.gender}|${opts.filterText}|${toptn}`, () => countRows(base)),
  ]);
  return { models: rows.map(toModelCard), total_count };
}

/** One performer page with the info block, or not_found. */
export async function getModel(db: Db, dir: string): Promise<ModelDetail> {
  const row = await db.kysely
    .selectFrom('models')
    .select([...CARD_COLUMNS, ...MODEL_INFO_COLUMNS, 'comments_count'])
    .where('dir', '=', dir)
    .executeTakeFirst();
  if (!row) throw new ApiError('not_found');
  return { ...toModelCard(row), info: toModelInfo(row), comments_count: row.comments_count };
}
