import {
  DATE_FILTER_SECONDS,
  type DateFilter,
  DURATION_RANGES,
  type DurationFilter,
  type Gender,
  VIDEO_STATUS,
  type Video,
  type VideoSort,
  type VideoType,
} from '@tubekit/contract';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { executeReused } from '../db/reused-query.ts';
import type { Database } from '../db/schema.ts';
import { sectionLinks } from './section-links.ts';
import type { TotalsCache } from './totals.ts';
import { selectVideoRow, toVideo, type VideoRow } from './video-row.ts';

/** A listing filter with its section object already resolved to a row id. */
export interface VideoFilter {
  gender: Gender;
  section: '' | 'categories' | 'models' | 'channels' | 'members';
  /** category_id, model_id, channel_id or user_id; null for the whole catalogue. */
  objectKey: number | null;
  /** Videos of the section object (its counter), which picks the query plan. */
  objectSize?: number;
  type: VideoType;
  duration: DurationFilter;
  date: DateFilter;
  /** Unix seconds, for the date filter. */
  now: number;
}

type VideosQuery = SelectQueryBuilder<Database, 'videos', object>;

/**
 * From this many videos a category or model is listed by walking the sort index and probing
 * the link table (EXISTS): the page fills after a few hundred probes. Below it, its video ids
 * are gathered first (IN) and sorted, which is cheaper than walking the whole index to
 * find a handful of rows. (A million-video SQLite catalogue: 70 ms -> 5 ms for a 20k
 * category.)
 */
const BIG_SECTION = 2000;

/** Sort key column of each video sort (relevance is search only, handled there). */
export const SORT_COLUMNS = {
  'latest-updates': 'post_date',
  longest: 'duration',
  'most-popular': 'popularity',
  'top-rated': 'rating',
  'most-commented': 'comments_count',
  'most-viewed': 'video_viewed',
} as const;

/**
 * Videos linked to category or model `key`. A big section asks, for each row the sort index
 * walks, whether its link exists (EXISTS); a small one gathers its video ids first (IN).
 */
function linkedTo(
  q: VideosQuery,
  link: 'video_categories' | 'video_models',
  column: 'category_id' | 'model_id',
  key: number,
  big: boolean,
): VideosQuery {
  // The two link tables have the same shape; Kysely cannot type a column of a table union.
  const table = link as 'video_categories';
  const id = column as 'category_id';
  return big
    ? q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom(`${table} as l`)
            .select('l.video_id')
            .whereRef('l.video_id', '=', 'videos.video_id')
            .where(`l.${id}`, '=', key),
        ),
      )
    : q.where('videos.video_id', 'in', (eb) => eb.selectFrom(table).select('video_id').where(id, '=', key));
}

/**
 * Only active public videos of one gender, then the section, type, duration and date
 * filters. status_id, gender and is_private lead every listing index (migration 003), so
 * this stays an index range. `walk`: see walksSortIndex.
 */
export function applyVideoFilter(query: VideosQuery, f: VideoFilter, walk = false): VideosQuery {
  let q = query
    .where('videos.status_id', '=', VIDEO_STATUS.active)
    .where('videos.gender', '=', f.gender)
    .where('videos.is_private', '=', 0);
  const key = f.objectKey ?? 0;
  const big = (f.objectSize ?? 0) >= BIG_SECTION;
  if (f.section === 'categories') q = linkedTo(q, 'video_categories', 'category_id', key, big);
  if (f.section === 'models') q = linkedTo(q, 'video_models', 'model_id', key, big);
  if (f.section === 'channels') q = q.where('videos.channel_id', '=', key);
  if (f.section === 'members') q = q.where('videos.user_id', '=', key);
  if (f.type === 'hd')
    q = q.where('videos.media_id', 'in', (eb) =>
      eb.selectFrom('media').select('media_id').where('height', '>=', 720),
    );
  if (f.type === 'vr')
    q = q.where('videos.media_id', 'in', (eb) =>
      eb.selectFrom('media').select('media_id').where('vr', '<>', ''),
    );
  if (f.duration !== 0) {
    const [min, max] = DURATION_RANGES[f.duration];
    q = q.where('videos.duration', '>=', min);
    if (Number.isFinite(max)) q = q.where('videos.duration', '<', max);
  }
  if (f.date !== 'all') {
    const since = f.now - DATE_FILTER_SECONDS[f.date];
    // `+post_date` keeps the planner off the post_date range when walking the sort index
    // is cheaper (see walksSortIndex); the value compared is the same.
    q = walk
      ? q.where(sql<number>`+${sql.ref('videos.post_date')}`, '>=', since)
      : q.where('videos.post_date', '>=', since);
  }
  return q;
}

/**
 * Whether a date-filtered page should walk its sort index (popularity or rating, with
 * post_date in each index entry) rather than sort the date window: a week or a month holds
 * tens of thousands of videos to sort, while the walk finds a page's matches after a few
 * thousand entries. A day is small enough to sort.
 */
export function walksSortIndex(f: VideoFilter, sort: Exclude<VideoSort, 'relevance'>): boolean {
  return (f.date === 'week' || f.date === 'month') && sort !== 'latest-updates';
}

/** Orders by the sort's key, newest id first on ties (a stable order for paging). */
export function applyVideoSort<O>(
  query: SelectQueryBuilder<Database, 'videos', O>,
  sort: Exclude<VideoSort, 'relevance'>,
): SelectQueryBuilder<Database, 'videos', O> {
  return query.orderBy(`videos.${SORT_COLUMNS[sort]}`, 'desc').orderBy('videos.video_id', 'desc');
}

/** A key naming a filter for the totals cache. */
export function filterKey(f: VideoFilter): string {
  // The date filter moves with time; round "now" to the minute so the key stays stable.
  const since = f.date === 'all' ? 0 : Math.floor(f.now / 60);
  return `v|${f.gender}|${f.section}|${f.objectKey ?? ''}|${f.type}|${f.duration}|${f.date}|${since}`;
}

/**
 * One page of a video listing and the (cached) total. The page's ids come first from the
 * listing index alone (a covering scan: no table row is read while skipping the offset or
 * sorting a date window), then only those rows are read with their joins.
 */
export async function listVideos(
  db: Db,
  totals: TotalsCache,
  f: VideoFilter,
  sort: Exclude<VideoSort, 'relevance'>,
  page: number,
  count: number,
): Promise<{ videos: Video[]; total_count: number }> {
  const links = sectionLinks(db, f, sort);
  const base = applyVideoFilter(db.kysely.selectFrom('videos'), f, walksSortIndex(f, sort));
  // A section page from its link table is compiled once (a prepared statement on
  // PostgreSQL: planning it cost more than running it).
  const [ids, total_count] = await Promise.all([
    links
      ? executeReused(
          db,
          `section-ids|${f.section}`,
          [f.objectKey ?? 0, VIDEO_STATUS.active, f.gender, 0, count, (page - 1) * count],
          () =>
            links
              .select('video_id')
              .orderBy('post_date', 'desc')
              .orderBy('video_id', 'desc')
              .limit(count)
              .offset((page - 1) * count),
        )
      : applyVideoSort(base.select('videos.video_id'), sort)
          .limit(count)
          .offset((page - 1) * count)
          .execute(),
    totals.get(filterKey(f), async () => {
      // A count visits every matching row anyway: gathering the section's ids (IN) beats
      // walking the whole sort index, whatever the section's size.
      const row = links
        ? await links.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
        : await applyVideoFilter(db.kysely.selectFrom('videos'), { ...f, objectSize: 0 })
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirst();
      return Number(row?.n ?? 0);
    }),
  ]);
  const rows = await videoRowsById(
    db,
    ids.map((r) => r.video_id),
  );
  return { videos: rows.map(toVideo), total_count };
}

/** The rows of `idList` (a page, in order) with their joins, in the same order. */
export async function videoRowsById(db: Db, idList: number[]): Promise<VideoRow[]> {
  if (idList.length === 0) return [];
  const rows = await executeReused(db, `video-rows|${idList.length}`, idList, () =>
    selectVideoRow(db.kysely.selectFrom('videos')).where('videos.video_id', 'in', idList),
  );
  const byId = new Map(rows.map((r) => [r.video_id, r]));
  return idList.flatMap((id) => byId.get(id) ?? []);
}
