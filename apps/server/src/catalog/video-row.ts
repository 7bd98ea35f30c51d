import { type CategoryRef, type ModelRef, VIDEO_STATUS, type Video } from '@tubekit/contract';
import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { Database, VideosTable } from '../db/schema.ts';
import { formatDuration, isoDate, mediaImages } from './format.ts';

/** The columns one Video needs from videos + its channel, uploader and media (left joins). */
export type VideoRow = Pick<
  Selectable<VideosTable>,
  | 'video_id'
  | 'dir'
  | 'title'
  | 'description'
  | 'duration'
  | 'post_date'
  | 'status_id'
  | 'likes'
  | 'dislikes'
  | 'video_viewed'
  | 'sg_id'
  | 'ex_tube'
  | 'ex_id'
  | 'user_id'
  | 'categories_json'
  | 'models_json'
> & {
  username: string | null;
  channel_dir: string | null;
  channel_title: string | null;
  channel_url: string | null;
  channel_vda: number | null;
  channel_videos: number | null;
  media_id: number | null;
  media_status: string | null;
  screenshots_count: number | null;
};

type VideosFrom = SelectQueryBuilder<Database, 'videos', object>;

/**
 * Adds the joins and columns of `VideoRow` to a query over `videos`. The joins are on
 * primary keys, so they cost one index probe per row of the page; the tags come with the
 * row, so a page of videos is one query.
 */
export function selectVideoRow(query: VideosFrom) {
  return query
    .leftJoin('channels', 'channels.channel_id', 'videos.channel_id')
    .leftJoin('users', 'users.user_id', 'videos.user_id')
    .leftJoin('media', 'media.media_id', 'videos.media_id')
    .select([
      'videos.video_id',
      'videos.dir',
      'videos.title',
      'videos.description',
      'videos.duration',
      'videos.post_date',
      'videos.status_id',
      'videos.likes',
      'videos.dislikes',
      'videos.video_viewed',
      'videos.sg_id',
      'videos.ex_tube',
      'videos.ex_id',
      'videos.user_id',
      'users.username',
      'channels.dir as channel_dir',
      'channels.title as channel_title',
      'channels.url as channel_url',
      'channels.vda as channel_vda',
      'channels.total_videos as channel_videos',
      'media.media_id',
      'media.status as media_status',
      'media.screenshots_count',
      'videos.categories_json',
      'videos.models_json',
    ]);
}

/** Builds the wire Video; a deleted video (status 5) carries no media fields. */
export function toVideo(row: VideoRow): Video {
  const deleted = row.status_id === VIDEO_STATUS.deleted;
  const ready = !deleted && row.media_id !== null && row.media_status === 'ready';
  const images = mediaImages(ready ? row.media_id : null, row.screenshots_count ?? 0);
  return {
    video_id: row.video_id,
    id: row.video_id,
    dir: row.dir,
    title: row.title,
    description: row.description,
    duration: formatDuration(row.duration),
    post_date: isoDate(row.post_date),
    thumbsrc: images.thumbsrc,
    scr: images.scr,
    scr1: images.scr1,
    img: images.scr,
    thumbs: images.thumbs,
    thumb: images.thumbs[0] ?? images.scr,
    likes: row.likes,
    dislikes: row.dislikes,
    video_viewed: row.video_viewed,
    statistics: {
      viewed: row.video_viewed,
      likes: row.likes,
      dislikes: row.dislikes,
      videos: row.channel_videos ?? 0,
    },
    status_id: row.status_id,
    models: JSON.parse(row.models_json) as ModelRef[],
    categories: JSON.parse(row.categories_json) as CategoryRef[],
    channel:
      row.channel_dir === null
        ? null
        : {
            dir: row.channel_dir,
            title: row.channel_title ?? '',
            url: row.channel_url ?? '',
            vda: row.channel_vda ?? 0,
          },
    user: row.username === null ? null : { user_id: row.user_id, username: row.username },
    sg_id: row.sg_id,
    ex_tube: row.ex_tube,
    ex_id: row.ex_id,
    toptn: images.thumbs.map((scr) => ({ scr })),
  };
}
