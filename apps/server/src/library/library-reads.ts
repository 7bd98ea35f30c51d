import {
  type BookmarksAnswer,
  type BookmarkType,
  type LibraryVideo,
  type LibraryVideosAnswer,
  VIDEO_STATUS,
} from '@tubekit/contract';
import { sql } from 'kysely';
import { formatDuration, isoDate, mediaImages } from '../catalog/format.ts';
import type { Db } from '../db/connect.ts';

/** The library's video lists: their table and time column. */
const VIDEO_LISTS = {
  favourite_videos: { table: 'favourites', time: 'added_at' },
  watch_later_videos: { table: 'watch_later', time: 'added_at' },
  history: { table: 'watch_history', time: 'watched_at' },
} as const;

/** A tab of the library's videos. */
export type VideoListSection = keyof typeof VIDEO_LISTS;

/** One page of a list: which rows, for whom. */
export interface ListPage {
  userId: number;
  page: number;
  count: number;
}

/**
 * One page of a member's favourites, watch later or history, newest first, as the
 * browser's local records look (plus dir, votes and the time added). Only videos every
 * listing shows count (active, public): a video deleted or made private since it was added
 * drops out of the page and the total, and comes back if it comes back.
 */
export async function listLibraryVideos(
  db: Db,
  section: VideoListSection,
  { userId, page, count }: ListPage,
): Promise<LibraryVideosAnswer> {
  const { table, time } = VIDEO_LISTS[section];
  const at = sql.ref<number>(`l.${time}`);
  // The three tables share (user_id, video_id); only the time column's name differs, read
  // through `at`, so the query is typed as over one of them.
  const base = db.kysely
    .selectFrom(`${table} as l` as 'favourites as l')
    .innerJoin('videos', 'videos.video_id', 'l.video_id')
    .where('l.user_id', '=', userId)
    .where('videos.status_id', '=', VIDEO_STATUS.active)
    .where('videos.is_private', '=', 0);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('media', 'media.media_id', 'videos.media_id')
      .select([
        'videos.video_id',
        'videos.dir',
        'videos.title',
        'videos.duration',
        'videos.post_date',
        'videos.video_viewed',
        'videos.sg_id',
        'videos.ex_tube',
        'videos.ex_id',
        'videos.likes',
        'videos.dislikes',
        'media.media_id',
        'media.status as media_status',
        'media.screenshots_count',
      ])
      .select(sql<number>`${at}`.as('at'))
      .orderBy(at, 'desc')
      .orderBy('l.video_id', 'desc')
      .limit(count)
      .offset((page - 1) * count)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  const videos = rows.map((row): LibraryVideo => {
    const ready = row.media_id !== null && row.media_status === 'ready';
    const images = mediaImages(ready ? row.media_id : null, row.screenshots_count ?? 0);
    return {
      video_id: row.video_id,
      dir: row.dir,
      title: row.title,
      duration: formatDuration(row.duration),
      post_date: isoDate(row.post_date),
      scr: images.scr || (images.thumbs[0] ?? ''),
      video_viewed: row.video_viewed,
      sg_id: row.sg_id,
      ex_tube: row.ex_tube,
      ex_id: row.ex_id,
      likes: row.likes,
      dislikes: row.dislikes,
      added_date: isoDate(row.at),
    };
  });
  return { videos, total_count: Number(total?.n ?? 0) };
}

/** One page of a member's bookmarked models and channels, newest first. */
export async function listBookmarks(db: Db, { userId, page, count }: ListPage): Promise<BookmarksAnswer> {
  const base = db.kysely
    .selectFrom('bookmarks')
    .leftJoin('models', (j) =>
      j.onRef('models.model_id', '=', 'bookmarks.object_id').on('bookmarks.type', '=', 'models'),
    )
    .leftJoin('channels', (j) =>
      j.onRef('channels.channel_id', '=', 'bookmarks.object_id').on('bookmarks.type', '=', 'channels'),
    )
    .where('bookmarks.user_id', '=', userId)
    .where((eb) => eb.or([eb('models.model_id', 'is not', null), eb('channels.channel_id', 'is not', null)]));
  const [rows, total] = await Promise.all([
    base
      .select([
        'bookmarks.type',
        'bookmarks.added_at',
        'models.dir as model_dir',
        'models.title as model_title',
        'models.thumbnail as model_thumbnail',
        'channels.dir as channel_dir',
        'channels.title as channel_title',
        'channels.thumbnail as channel_thumbnail',
      ])
      .orderBy('bookmarks.added_at', 'desc')
      .orderBy('bookmarks.object_id', 'desc')
      .limit(count)
      .offset((page - 1) * count)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  const bookmarks = rows.map((row) => {
    const model = row.type === 'models';
    return {
      type: row.type as BookmarkType,
      dir: (model ? row.model_dir : row.channel_dir) ?? '',
      title: (model ? row.model_title : row.channel_title) ?? '',
      thumbnail: (model ? row.model_thumbnail : row.channel_thumbnail) ?? '',
      added_date: isoDate(row.added_at),
    };
  });
  return { bookmarks, total_count: Number(total?.n ?? 0) };
}
