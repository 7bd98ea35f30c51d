import { VIDEO_STATUS } from '@tubekit/contract';
import type { Insertable } from 'kysely';
import { EMPTY_PROFILE } from '../accounts/empty-profile.ts';
import type { Db } from './connect.ts';
import { NEW_VIDEO_COUNTS } from './new-video.ts';
import type { CategoriesTable, ChannelsTable, MediaTable, ModelsTable, VideosTable } from './schema.ts';
import type { UsersTable } from './schema-social.ts';

/**
 * Small insert helpers for tests: each takes the few fields a test cares about and fills the
 * rest with sensible defaults, returning the new id. Counters (total_videos ...) are left as
 * given; a test that needs them sets them or calls the domain's refresh function.
 */

let serial = 0;
/** A unique suffix so default dirs and names never collide inside one database. */
function next(): number {
  serial += 1;
  return serial;
}

/** A video row plus the ids it links to. */
export type VideoFixture = Partial<Insertable<VideosTable>> & {
  category_ids?: number[];
  model_ids?: number[];
  keyword_ids?: number[];
};

/** Inserts an active, public, straight video (status 1) posted at 2025-01-01 unless told otherwise. */
export async function insertVideo(db: Db, partial: VideoFixture = {}): Promise<number> {
  const { category_ids = [], model_ids = [], keyword_ids = [], ...fields } = partial;
  const n = next();
  const likes = fields.likes ?? 0;
  const dislikes = fields.dislikes ?? 0;
  const row: Insertable<VideosTable> = {
    dir: `video-${n}`,
    title: `Test video ${n}`,
    description: '',
    duration: 300,
    post_date: 1_735_689_600,
    status_id: VIDEO_STATUS.active,
    user_id: 0,
    channel_id: null,
    media_id: null,
    gender: 'str',
    ...NEW_VIDEO_COUNTS,
    likes,
    dislikes,
    rating: likes + dislikes > 0 ? likes / (likes + dislikes) : 0,
    is_private: 0,
    ...fields,
  };
  const { video_id } = await db.kysely
    .insertInto('videos')
    .values(row)
    .returning('video_id')
    .executeTakeFirstOrThrow();
  const links = async <T extends 'video_categories' | 'video_models' | 'video_keywords'>(
    table: T,
    column: string,
    ids: number[],
  ) => {
    if (ids.length === 0) return;
    // biome-ignore lint/suspicious/noExplicitAny: the three link tables share one shape
    await (db.kysely as any)
      .insertInto(table)
      .values(ids.map((id) => ({ video_id, [column]: id })))
      .execute();
  };
  await links('video_categories', 'category_id', category_ids);
  await links('video_models', 'model_id', model_ids);
  await links('video_keywords', 'keyword_id', keyword_ids);
  return video_id;
}

/** Inserts a media row: a ready 8 s, 320x180 flat clip in sd and hd without timeline sprites, unless told otherwise. */
export async function insertMedia(db: Db, partial: Partial<Insertable<MediaTable>> = {}): Promise<number> {
  const row = await db.kysely
    .insertInto('media')
    .values({
      source_path: 'src.mp4',
      status: 'ready',
      duration: 8,
      width: 320,
      height: 180,
      vr: '',
      formats: '_sd.mp4,_hd.mp4',
      timelines_count: 0,
      timelines_interval: 0,
      screenshots_count: 5,
      created_at: 0,
      ...partial,
    })
    .returning('media_id')
    .executeTakeFirstOrThrow();
  return row.media_id;
}

/** Inserts a category; dir defaults to `category-N`, title to `Category N`. */
export async function insertCategory(
  db: Db,
  partial: Partial<Insertable<CategoriesTable>> = {},
): Promise<number> {
  const n = next();
  const row = await db.kysely
    .insertInto('categories')
    .values({
      dir: `category-${n}`,
      title: `Category ${n}`,
      description: '',
      thumbnail: '',
      total_videos: 0,
      avg_videos_popularity: 0,
      toptn: 0,
      ...partial,
    })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  return row.category_id;
}

/** Inserts a performer (a woman by default). */
export async function insertModel(db: Db, partial: Partial<Insertable<ModelsTable>> = {}): Promise<number> {
  const n = next();
  const row = await db.kysely
    .insertInto('models')
    .values({ ...MODEL_DEFAULTS, dir: `model-${n}`, title: `Model ${n}`, ...partial })
    .returning('model_id')
    .executeTakeFirstOrThrow();
  return row.model_id;
}

/** Inserts a channel (studio). */
export async function insertChannel(
  db: Db,
  partial: Partial<Insertable<ChannelsTable>> = {},
): Promise<number> {
  const n = next();
  const row = await db.kysely
    .insertInto('channels')
    .values({
      ...COUNTERS,
      dir: `channel-${n}`,
      title: `Channel ${n}`,
      url: `https://channel-${n}.example`,
      description: '',
      thumbnail: '',
      vda: 0,
      ...partial,
    })
    .returning('channel_id')
    .executeTakeFirstOrThrow();
  return row.channel_id;
}

/** Inserts a confirmed member; the password hash is a placeholder unless given. */
export async function insertUser(db: Db, partial: Partial<Insertable<UsersTable>> = {}): Promise<number> {
  const n = next();
  const row = await db.kysely
    .insertInto('users')
    .values({
      username: `member${n}`,
      email: `member${n}@example.test`,
      password_hash: 'x',
      email_confirmed: 1,
      ...USER_DEFAULTS,
      ...partial,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return row.user_id;
}

/** Counters shared by channels and models. */
const COUNTERS = {
  total_videos: 0,
  video_viewed: 0,
  likes: 0,
  dislikes: 0,
  rating: 0,
  popularity: 0,
  subscribers: 0,
  added_date: 1_735_689_600,
};

const MODEL_DEFAULTS = {
  ...COUNTERS,
  alias: '',
  gender: 2,
  age: 25,
  age_group: 2,
  birth_date: '',
  ethnicity: '',
  country: '',
  career: '',
  career_start: 0,
  career_status: '',
  career_end: 0,
  debut_age: 0,
  zodiac: '',
  hair: 0,
  eye: '',
  tattoo: '',
  piercing: '',
  size_tits: '',
  measurements: '',
  height_cm: 0,
  height: 0,
  weight_kg: 0,
  weight: 0,
  education: '',
  relationship: '',
  orientation: '',
  website: '',
  thumbnail: '',
  comments_count: 0,
};

const USER_DEFAULTS = {
  ...EMPTY_PROFILE,
  added_date: 1_735_689_600,
};
