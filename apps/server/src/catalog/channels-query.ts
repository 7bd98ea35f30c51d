import { type ChannelCard, type ChannelDetail, type ChannelSort, VIDEO_STATUS } from '@tubekit/contract';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { COUNTER_COLUMNS, type CounterColumns, cardStatistics, countRows } from './cards.ts';
import { isoDate } from './format.ts';
import type { TotalsCache } from './totals.ts';

type ChannelsQuery = SelectQueryBuilder<Database, 'channels', object>;

const CARD_COLUMNS = ['channel_id', 'dir', 'title', 'url', 'vda', 'thumbnail', ...COUNTER_COLUMNS] as const;

/** Orders channels by a sort of the channels list (ties by id, so pages never overlap). */
function sortChannels(q: ChannelsQuery, sort: ChannelSort): ChannelsQuery {
  switch (sort) {
    case 'alphabetaz':
      return q.orderBy('title').orderBy('channel_id');
    case 'alphabetza':
      return q.orderBy('title', 'desc').orderBy('channel_id', 'desc');
    case 'latest-updates':
      // Newest active video first; the (channel_id, post_date) index makes each MAX one probe.
      return q
        .orderBy(
          sql`COALESCE((SELECT MAX(v.post_date) FROM videos v WHERE v.channel_id = channels.channel_id AND v.status_id = ${VIDEO_STATUS.active}), 0)`,
          'desc',
        )
        .orderBy('channel_id', 'desc');
    default: {
      const column = {
        'count-videos': 'total_videos',
        'most-popular': 'popularity',
        'most-viewed': 'video_viewed',
        recent: 'added_date',
        'top-rated': 'rating',
      } as const;
      return q.orderBy(column[sort], 'desc').orderBy('channel_id', 'desc');
    }
  }
}

/** A page of channel cards; section `categories` keeps channels with videos in the category. */
export async function listChannels(
  db: Db,
  totals: TotalsCache,
  opts: { sort: ChannelSort; categoryId: number | null; page: number; count: number },
): Promise<{ channels: ChannelCard[]; total_count: number }> {
  let base = db.kysely.selectFrom('channels');
  if (opts.categoryId !== null) {
    const categoryId = opts.categoryId;
    base = base.where('channel_id', 'in', (eb) =>
      eb
        .selectFrom('videos')
        .innerJoin('video_categories', 'video_categories.video_id', 'videos.video_id')
        .select('videos.channel_id')
        .where('video_categories.category_id', '=', categoryId)
        .where('videos.status_id', '=', VIDEO_STATUS.active)
        .where('videos.channel_id', 'is not', null)
        .$narrowType<{ channel_id: number }>(),
    );
  }
  const [rows, total_count] = await Promise.all([
    sortChannels(base, opts.sort)
      .select(CARD_COLUMNS)
      .limit(opts.count)
      .offset((opts.page - 1) * opts.count)
      .execute(),
    totals.get(`c|${opts.categoryId ?? ''}`, () => countRows(base)),
  ]);
  return { channels: rows.map(toChannelCard), total_count };
}

function toChannelCard(
  row: CounterColumns & {
    channel_id: number;
    dir: string;
    title: string;
    url: string;
    vda: number;
    thumbnail: string;
  },
): ChannelCard {
  return {
    channel_id: row.channel_id,
    dir: row.dir,
    title: row.title,
    url: row.url,
    vda: row.vda,
    statistics: cardStatistics(row),
    thumbnail: row.thumbnail,
  };
}

/** One channel page, or not_found. */
export async function getChannel(db: Db, dir: string): Promise<ChannelDetail> {
  const row = await db.kysely
    .selectFrom('channels')
    .select([...CARD_COLUMNS, 'description', 'added_date'])
    .where('dir', '=', dir)
    .executeTakeFirst();
  if (!row) throw new ApiError('not_found');
  return { ...toChannelCard(row), description: row.description, added_date: isoDate(row.added_date) };
}
